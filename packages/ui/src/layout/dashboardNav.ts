import type { LucideIcon } from "lucide-react";

/** A sidebar link (docs/product.md#sidebar); the app declares its list with its routes. */
export interface DashboardNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only when the path is exactly `to` (Home), not on its sub-pages. */
  exact?: boolean;
  adminOnly?: boolean;
}

/** Whether the sidebar marks `item` as the current page on `currentPath` (a trailing slash is the same path). */
export function isNavItemActive(item: Pick<DashboardNavItem, "to" | "exact">, currentPath: string): boolean {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, "") : currentPath;
  if (item.exact) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}
