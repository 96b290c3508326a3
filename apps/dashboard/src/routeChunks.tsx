// The dashboard's lazy route components, each a chunk of its own, and `preloadRoute`, which asks for a path's chunks
// ahead of React (docs/decisions.md, "Dashboard start-up"). Apart from AppRoutes.tsx so the login page can preload the
// page it is about to open without importing the route table that imports it.
import { type ComponentType, lazy } from "react";

/**
 * A lazy component whose chunk can be asked for before React renders it (`preloadRoute`). Once its chunk is
 * there, React gets it synchronously (a thenable that calls back at once, which React.lazy reads without
 * suspending), so a preloaded page renders in the same pass as its parent: no fallback is committed, and none of
 * the 300 ms React holds back a reveal after a fallback (docs/decisions.md, "Dashboard start-up").
 */
function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  type Loaded = { default: ComponentType<P> };
  let loaded: Loaded | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = { default: component };
    });
    return loading;
  };
  const factory = (): Promise<Loaded> => {
    const ready = loaded;
    if (!ready) return preload().then(() => loaded as Loaded);
    // React.lazy calls `then(onFulfilled, onRejected)` and reads its own status right after: this one is settled.
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy alone.
    const now = { then: (onFulfilled: (value: Loaded) => void) => onFulfilled(ready) };
    return now as unknown as Promise<Loaded>;
  };
  return Object.assign(lazy(factory), { preload });
}

// The login route is the entry; the dashboard's shell and each page are chunks of their own
// (budget: the login route's JS ≤ 120 KB gzip, scripts/budgets.mjs).
export const DashboardLayout = lazyWithPreload(() =>
  import("./auth/DashboardLayout").then((m) => m.DashboardLayout),
);
export const HomePage = lazyWithPreload(() => import("./pages/HomePage").then((m) => m.HomePage));
export const SettingsPage = lazyWithPreload(() => import("./pages/SettingsPage").then((m) => m.SettingsPage));
export const OrdersPage = lazyWithPreload(() => import("./pages/OrdersPage").then((m) => m.OrdersPage));
export const SuggestionsPage = lazyWithPreload(() =>
  import("./pages/SuggestionsPage").then((m) => m.SuggestionsPage),
);
export const BugReportsPage = lazyWithPreload(() =>
  import("./pages/BugReportsPage").then((m) => m.BugReportsPage),
);
// With the admin page: its redirect brings the toasts, which the login route does not load up front.
export const RequireAdmin = lazyWithPreload(() => import("./auth/RequireAdmin").then((m) => m.RequireAdmin));
export const AdminLogsPage = lazyWithPreload(() =>
  import("./pages/AdminLogsPage").then((m) => m.AdminLogsPage),
);
export const CustomDomainPage = lazyWithPreload(() =>
  import("./pages/CustomDomainPage").then((m) => m.CustomDomainPage),
);
export const EditLiveStockPage = lazyWithPreload(() =>
  import("./pages/EditLiveStockPage").then((m) => m.EditLiveStockPage),
);

/** The chunks each dashboard page renders first, by the path below `/dashboard`. */
const PAGE_CHUNKS: Record<string, Array<{ preload: () => Promise<unknown> }>> = {
  "": [HomePage],
  orders: [OrdersPage],
  settings: [SettingsPage],
  suggestions: [SuggestionsPage],
  "report-bugs": [BugReportsPage],
  "custom-domain": [CustomDomainPage],
  "edit-live-stock": [EditLiveStockPage],
  admin: [RequireAdmin, AdminLogsPage],
};

/**
 * Asks for the chunks a dashboard path will render (the shell and its page) at once, all side by side, instead of
 * one after the other as React reaches each lazy component. Settles when they are all there (or one failed: React
 * reports that one where it renders it); at once for any other path.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const match = /^\/dashboard(?:\/([^/]*))?\/?$/.exec(pathname);
  const page = match ? PAGE_CHUNKS[match[1] ?? ""] : undefined;
  if (!page) return Promise.resolve();
  return Promise.all([DashboardLayout, ...page].map((chunk) => chunk.preload())).then(
    () => undefined,
    () => undefined,
  );
}
