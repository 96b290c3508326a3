/**
 * The toasts, in a chunk of their own: react-toastify is not needed to paint the login screen, so it stays out of
 * the entry's JavaScript (the public app does the same). Every page but the login page mounts the containers at
 * once. The login page shows a toast only after its form is sent, so it fetches and mounts them then (in parallel
 * with the sign-in request), and its first load does not run their code (docs/decisions.md, "Login route").
 * Once mounted they stay, so a page that sends a person back to the login page with a toast still shows it.
 */

import { LOGIN_TOASTS } from "@boostdash/ui/feedback/toastIds";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";

type ToastsModule = typeof import("@boostdash/ui/feedback/Toasts");

let loading: Promise<ToastsModule> | undefined;
/** The toasts module, fetched once. */
export function loadToasts(): Promise<ToastsModule> {
  loading ??= import("@boostdash/ui/feedback/Toasts");
  return loading;
}

let markMounted: () => void = () => {};
/**
 * Settles once the containers are registered. react-toastify hands the toasts sent before its first container
 * registers to that first container alone, so a login toast sent while ours are still mounting would be lost.
 */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The app and login containers (docs/product.md#notifications: app toasts 5000 ms, login toasts 4000 ms). */
const LazyToasters = lazy(() =>
  loadToasts().then((m) => ({
    default: function Containers() {
      // The containers register in their own effects, which run before this one.
      useEffect(() => markMounted(), []);
      return (
        <>
          <m.AppToaster />
          <m.LoginToaster />
        </>
      );
    },
  })),
);

let wanted = false;
const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const isWanted = () => wanted;

/** Mounts the containers from now on (fetching their chunk): before a toast, or when one may come soon. */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  // Containers already on the page were mounted by the host (a story's preview), long before: use those.
  if (typeof document !== "undefined" && document.getElementById(LOGIN_TOASTS)) markMounted();
  for (const listener of listeners) listener();
}

/** The toasts module, once there is a container to show a toast in. */
function whenMounted(): Promise<ToastsModule> {
  wantToasts();
  return mounted.then(loadToasts);
}

/** The containers: on the login page (`/`) once wanted, on any other page at once, and from then on. */
export function Toasters() {
  const { pathname } = useLocation();
  const on = useSyncExternalStore(subscribe, isWanted, isWanted) || pathname !== "/";
  useEffect(() => {
    if (on) wantToasts();
  }, [on]);
  return on ? (
    <Suspense fallback={null}>
      <LazyToasters />
    </Suspense>
  ) : null;
}

/** The login screen's toasts (`loginToast` of packages/ui), sent once the module is in. */
export const loginToast = {
  error(message: string): void {
    void whenMounted().then((m) => m.loginToast.error(message));
  },
  success(message: string): void {
    void whenMounted().then((m) => m.loginToast.success(message));
  },
};
