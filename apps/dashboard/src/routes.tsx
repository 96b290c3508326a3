// The dashboard's pages, declared once (docs/product.md#routes, docs/product.md#sidebar): each page's path, lazy
// chunk, document title and sidebar entry, read by the router (AppRoutes.tsx), by `preloadRoute`, which asks for a
// path's chunks ahead of React (docs/decisions.md#dashboard-start-up), and by the sidebar. Apart from AppRoutes.tsx
// so the login page can preload the page it is about to open without importing the router that imports it.
import type { Permission } from "@boostdash/api-client/core/contract/permissions";
import type { DashboardNavItem } from "@boostdash/ui/layout/DashboardShell";
import type { QueryClient } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import {
  Bug,
  Globe,
  KeyRound,
  LayoutDashboard,
  Lightbulb,
  Radio,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Store,
  Users,
} from "lucide-react";
import type { ComponentType, LazyExoticComponent } from "react";
import { lazyWithPreload } from "./lazyWithPreload";
import { HomeCharts, prefetchHome } from "./pages/homeRoute";
import { prefetchOrders } from "./pages/ordersRoute";

// The login route is the entry; the dashboard's shell and each page are chunks of their own
// (budget: the login route's JS ≤ 120 KB gzip, scripts/budgets.mjs).
export const DashboardLayout = lazyWithPreload(() =>
  import("./auth/DashboardLayout").then((m) => m.DashboardLayout),
);
// With the admin page: its redirect brings the toasts, which the login route does not load up front.
export const RequireAdmin = lazyWithPreload(() => import("./auth/RequireAdmin").then((m) => m.RequireAdmin));
// In the shell's chunk (DashboardLayout re-exports it): every page needs it, so it costs no request of its own.
export const RequirePermission = lazyWithPreload(() =>
  import("./auth/DashboardLayout").then((m) => m.RequirePermission),
);

/**
 * The invite page (`/dashboard/join#<token>`): public, outside the shell (no session yet), a chunk of its own so the
 * login route carries none of it.
 */
export const JoinPage = lazyWithPreload(() => import("./pages/JoinPage").then((m) => m.JoinPage));
export const JOIN_PATH = "/dashboard/join";

/** A lazy component whose chunk `preloadRoute` can ask for. */
type Preloadable = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };

export interface DashboardRoute {
  /** Below `/dashboard`: "" is Home. */
  path: string;
  page: Preloadable;
  /** The browser tab's name for it: "Settings · boostdash". */
  title: string;
  /**
   * What the person's role must hold to open it (the permission of the calls it makes first, from the contract's
   * table); without it the sidebar leaves the link out and the address shows the role's refusal.
   */
  permission: Permission;
  /** Its sidebar link, in the sidebar's order; none for a page reached from another (Settings > Notifications). */
  nav?: { label: string; icon: LucideIcon };
  /** Its link is active only on the page itself, not on paths below it (Home). */
  exact?: boolean;
  /** Admins only: the route is wrapped in RequireAdmin, and the sidebar shows the link to admins alone. */
  adminOnly?: boolean;
  /** Lazy components the page renders once its data is in (Home's charts): asked for beside the page's chunk. */
  chunks?: readonly { preload: () => Promise<void> }[];
  /**
   * Starts the page's first calls into the query cache (`prefetchRouteData`), for a signed-in seller, beside the
   * chunks and the current-user check instead of after them (docs/decisions.md#home-time-to-data).
   */
  prefetch?: (client: QueryClient, search: URLSearchParams) => Promise<void>;
}

/** Every page of the dashboard's shell; the sidebar lists them in this order ('Live Stock' is the editor's only way in). */
export const dashboardRoutes: readonly DashboardRoute[] = [
  {
    path: "",
    permission: "orders.read",
    page: lazyWithPreload(() => import("./pages/HomePage").then((m) => m.HomePage)),
    title: "Dashboard",
    nav: { label: "Home", icon: LayoutDashboard },
    exact: true,
    chunks: [HomeCharts],
    prefetch: prefetchHome,
  },
  {
    path: "custom-domain",
    permission: "settings",
    page: lazyWithPreload(() => import("./pages/CustomDomainPage").then((m) => m.CustomDomainPage)),
    title: "Custom Domain",
    nav: { label: "Custom Domain", icon: Globe },
  },
  {
    path: "edit-live-stock",
    permission: "settings",
    page: lazyWithPreload(() => import("./pages/EditLiveStockPage").then((m) => m.EditLiveStockPage)),
    title: "Edit Live Stock Page",
    nav: { label: "Live Stock", icon: Radio },
  },
  {
    path: "orders",
    permission: "orders.read",
    page: lazyWithPreload(() => import("./pages/OrdersPage").then((m) => m.OrdersPage)),
    title: "Orders",
    nav: { label: "Orders", icon: ShoppingBag },
    prefetch: prefetchOrders,
  },
  {
    path: "stock",
    permission: "stock.read",
    page: lazyWithPreload(() => import("./pages/StockPage").then((m) => m.StockPage)),
    title: "Stock & Keys",
    nav: { label: "Stock & Keys", icon: KeyRound },
  },
  {
    path: "integrations",
    permission: "intake",
    page: lazyWithPreload(() => import("./pages/IntegrationsPage").then((m) => m.IntegrationsPage)),
    title: "Storefronts",
    nav: { label: "Storefronts", icon: Store },
  },
  {
    path: "suggestions",
    permission: "session",
    page: lazyWithPreload(() => import("./pages/SuggestionsPage").then((m) => m.SuggestionsPage)),
    title: "Suggestions",
    nav: { label: "Suggestions", icon: Lightbulb },
  },
  {
    path: "report-bugs",
    permission: "session",
    page: lazyWithPreload(() => import("./pages/BugReportsPage").then((m) => m.BugReportsPage)),
    title: "Bug Reports",
    nav: { label: "Bugs", icon: Bug },
  },
  {
    path: "settings",
    permission: "settings",
    page: lazyWithPreload(() => import("./pages/SettingsPage").then((m) => m.SettingsPage)),
    title: "Settings",
    nav: { label: "Settings", icon: Settings },
  },
  {
    path: "team",
    permission: "session",
    page: lazyWithPreload(() => import("./pages/TeamPage").then((m) => m.TeamPage)),
    title: "Team",
    nav: { label: "Team", icon: Users },
  },
  {
    path: "settings/notifications",
    permission: "settings",
    page: lazyWithPreload(() => import("./pages/NotificationsPage").then((m) => m.NotificationsPage)),
    title: "Notifications",
  },
  {
    path: "admin",
    permission: "platform",
    page: lazyWithPreload(() => import("./pages/AdminLogsPage").then((m) => m.AdminLogsPage)),
    title: "Admin Logs",
    nav: { label: "ADMIN", icon: ShieldCheck },
    adminOnly: true,
  },
];

/** A route's full path: `/dashboard` for Home, `/dashboard/orders` for Orders. */
function dashboardPath(route: Pick<DashboardRoute, "path">): string {
  return route.path ? `/dashboard/${route.path}` : "/dashboard";
}

/** A sidebar link with the permission its page needs: the shell shows it only to roles that hold it. */
export interface GuardedNavItem extends DashboardNavItem {
  permission: Permission;
}

/** The sidebar's links (docs/product.md#sidebar), for the shell. */
export const dashboardNavItems: readonly GuardedNavItem[] = dashboardRoutes.flatMap((route) =>
  route.nav
    ? [
        {
          to: dashboardPath(route),
          label: route.nav.label,
          icon: route.nav.icon,
          exact: route.exact,
          adminOnly: route.adminOnly,
          permission: route.permission,
        },
      ]
    : [],
);

/** The links a role's sidebar shows: those whose page it may open. */
export function navItemsFor(
  items: readonly GuardedNavItem[],
  allowed: (permission: Permission) => boolean,
): DashboardNavItem[] {
  return items.filter((item) => allowed(item.permission));
}

/** The dashboard route a path opens, if any. */
function routeOf(pathname: string): DashboardRoute | undefined {
  const match = /^\/dashboard(?:\/([^/]*(?:\/[^/]+)?))?\/?$/.exec(pathname);
  return match ? dashboardRoutes.find((r) => r.path === (match[1] ?? "")) : undefined;
}

/**
 * Asks for the chunks a dashboard path will render (the shell, its page and what the page renders later) at once,
 * all side by side, instead of one after the other as React reaches each lazy component. Settles when they are all
 * there (or one failed: React reports that one where it renders it); at once for any other path.
 */
export function preloadRoute(pathname: string): Promise<void> {
  if (pathname === JOIN_PATH) return JoinPage.preload().catch(() => undefined);
  const route = routeOf(pathname);
  if (!route) return Promise.resolve();
  const chunks = [
    DashboardLayout,
    RequirePermission,
    ...(route.adminOnly ? [RequireAdmin] : []),
    route.page,
    ...(route.chunks ?? []),
  ];
  return Promise.all(chunks.map((chunk) => chunk.preload())).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts the first calls of the page a dashboard location opens (its route's `prefetch`), into the query cache the
 * page then reads. For a signed-in seller only (the caller knows); a failure stays in the cache for the page to
 * report, as its own call's would.
 */
export function prefetchRouteData(client: QueryClient, location: { pathname: string; search: string }): void {
  const route = routeOf(location.pathname);
  void route?.prefetch?.(client, new URLSearchParams(location.search)).catch(() => undefined);
}
