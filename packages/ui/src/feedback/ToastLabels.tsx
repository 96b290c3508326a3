// The names screen readers hear for the toasts: the toasts' region and each toast's close button. English unless a
// page provides its own words (a customer page does, in its language: screens/public/publicText.tsx). Its own small
// module, so a page provides the words without loading the toasts' code.
import { createContext, useContext } from "react";

export interface ToastLabels {
  notifications: string;
  closeNotification: string;
}

export const ENGLISH_TOAST_LABELS: ToastLabels = {
  notifications: "Notifications",
  closeNotification: "Close notification",
};

export const ToastLabelsContext = createContext<ToastLabels>(ENGLISH_TOAST_LABELS);

export const useToastLabels = (): ToastLabels => useContext(ToastLabelsContext);
