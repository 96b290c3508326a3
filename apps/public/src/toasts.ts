/**
 * The app toasts (`appToast` of packages/ui), loaded on first use. Only the redeem page ever shows a toast,
 * so react-toastify stays out of every page's initial JS: the container and the calls share one lazy chunk.
 */
import { lazy } from "react";

type ToastsModule = typeof import("@boostdash/ui/feedback/Toasts");
type ToastId = ReturnType<ToastsModule["appToast"]["loading"]>;

const loadToasts = (): Promise<ToastsModule> => import("@boostdash/ui/feedback/Toasts");

/** Mount once at the app's root (bottom-right, 5000 ms, progress bar). */
export const LazyAppToaster = lazy(() => loadToasts().then((m) => ({ default: m.AppToaster })));

export const toasts = {
  loading: async (message: string): Promise<ToastId> => (await loadToasts()).appToast.loading(message),
  resolve: async (id: ToastId, type: "success" | "error", message: string): Promise<void> => {
    (await loadToasts()).appToast.resolve(id, type, message);
  },
  error: async (message: string): Promise<void> => {
    (await loadToasts()).appToast.error(message);
  },
};
