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

/** The toasts this page opened, so a success can close the stale ones. */
const shown = new Set<ToastId>();
function track(id: ToastId): ToastId {
  shown.add(id);
  return id;
}

export const toasts = {
  loading: async (message: string): Promise<ToastId> => track((await loadToasts()).appToast.loading(message)),
  resolve: async (id: ToastId, type: "success" | "error", message: string): Promise<void> => {
    (await loadToasts()).appToast.resolve(id, type, message);
  },
  /** Closes every toast but `keep` (the one about to show the outcome). */
  dismissAllBut: async (keep: ToastId): Promise<void> => {
    const { appToast } = await loadToasts();
    for (const id of shown) if (id !== keep) appToast.dismiss(id);
    shown.clear();
    shown.add(keep);
  },
  error: async (message: string): Promise<void> => {
    track((await loadToasts()).appToast.error(message));
  },
};
