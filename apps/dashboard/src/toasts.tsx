/**
 * The toasts, loaded after the first render: react-toastify is not needed to paint the login screen, so it stays
 * out of the entry's JavaScript (the public app does the same). Both containers mount as soon as their chunk is
 * in, long before a person can submit the form; the login page's calls wait for the same chunk.
 */
import { lazy } from "react";

type ToastsModule = typeof import("@boostdash/ui/feedback/Toasts");

let loading: Promise<ToastsModule> | undefined;
/** The toasts module, fetched once. */
export function loadToasts(): Promise<ToastsModule> {
  loading ??= import("@boostdash/ui/feedback/Toasts");
  return loading;
}

/** The app and login containers (spec: bottom-right 5000 ms, top-right 4000 ms). */
export const LazyToasters = lazy(() =>
  loadToasts().then((m) => ({
    default: function Toasters() {
      return (
        <>
          <m.AppToaster />
          <m.LoginToaster />
        </>
      );
    },
  })),
);

/** The login screen's toasts (`loginToast` of packages/ui), sent once the module is in. */
export const loginToast = {
  error(message: string): void {
    void loadToasts().then((m) => m.loginToast.error(message));
  },
  success(message: string): void {
    void loadToasts().then((m) => m.loginToast.success(message));
  },
};
