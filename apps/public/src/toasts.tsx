/**
 * The app toasts (`appToast` of packages/ui), loaded on first use. Only the redeem page ever shows a toast,
 * so react-toastify stays out of every page's initial JS: the container and the calls share one lazy chunk.
 * The redeem page mounts the container once a person shows up (a tap, a key, focus) or a toast is sent, not on
 * load: a customer fills in a form before any toast, and the chunk's code then runs while they type, not in the
 * page's first second (docs/decisions.md, "Public bundle").
 */
import { APP_TOASTS } from "@boostdash/ui/feedback/toastIds";
import { onPersonIntent } from "@boostdash/ui/lib/personIntent";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

type ToastsModule = typeof import("@boostdash/ui/feedback/Toasts");
type ToastId = ReturnType<ToastsModule["appToast"]["loading"]>;

const loadToasts = (): Promise<ToastsModule> => import("@boostdash/ui/feedback/Toasts");

let markMounted: () => void = () => {};
/**
 * Settles once the container is registered. A toast sent before that waits in react-toastify's queue, where a later
 * `update` (the loading toast's outcome) cannot find it: so toasts are sent only from then on.
 */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The container (bottom-right, 5000 ms, progress bar). */
const LazyAppToaster = lazy(() =>
  loadToasts().then((m) => ({
    default: function Container() {
      // The container registers in its own effect, which runs before this one.
      useEffect(() => markMounted(), []);
      return <m.AppToaster />;
    },
  })),
);

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isWanted = () => wanted;

/** Mounts the container from now on (fetching its chunk). */
function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  // A container already on the page was mounted by the host (a story's preview), long before: use that one.
  if (document.getElementById(APP_TOASTS)) markMounted();
  for (const listener of listeners) listener();
}

/**
 * Mount once at the page's root: the container, from the first sign of a person (or the first toast) on. Nothing
 * while hydrating, as on the server.
 */
export function AppToaster() {
  const on = useSyncExternalStore(subscribe, isWanted, () => false);
  useEffect(() => {
    if (!on) return onPersonIntent(wantToasts);
  }, [on]);
  return on ? (
    <Suspense fallback={null}>
      <LazyAppToaster />
    </Suspense>
  ) : null;
}

/** The toasts this page opened, so a success can close the stale ones. */
const shown = new Set<ToastId>();
function track(id: ToastId): ToastId {
  shown.add(id);
  return id;
}

/** The toasts module, once there is a container to show a toast in. */
function toastsModule(): Promise<ToastsModule> {
  wantToasts();
  return mounted.then(loadToasts);
}

export const toasts = {
  loading: async (message: string): Promise<ToastId> =>
    track((await toastsModule()).appToast.loading(message)),
  resolve: async (id: ToastId, type: "success" | "error", message: string): Promise<void> => {
    (await toastsModule()).appToast.resolve(id, type, message);
  },
  /** Closes every toast but `keep` (the one about to show the outcome). */
  dismissAllBut: async (keep: ToastId): Promise<void> => {
    const { appToast } = await toastsModule();
    for (const id of shown) if (id !== keep) appToast.dismiss(id);
    shown.clear();
    shown.add(keep);
  },
  error: async (message: string): Promise<void> => {
    track((await toastsModule()).appToast.error(message));
  },
};
