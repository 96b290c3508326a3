import type { LucideIcon } from "lucide-react";
import {
  Bug,
  Globe,
  LayoutDashboard,
  Lightbulb,
  Radio,
  Settings,
  ShieldCheck,
  ShoppingBag,
} from "lucide-react";

export interface DashboardNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only when the path is exactly `to` (Home), not on its sub-pages. */
  exact?: boolean;
  adminOnly?: boolean;
}

/** The sidebar (docs/product.md#sidebar), 'Live Stock' included: the editor has no other way in. */
export const dashboardNavItems: readonly DashboardNavItem[] = [
  { to: "/dashboard", label: "Home", icon: LayoutDashboard, exact: true },
  { to: "/dashboard/custom-domain", label: "Custom Domain", icon: Globe },
  { to: "/dashboard/edit-live-stock", label: "Live Stock", icon: Radio },
  { to: "/dashboard/orders", label: "Orders", icon: ShoppingBag },
  { to: "/dashboard/suggestions", label: "Suggestions", icon: Lightbulb },
  { to: "/dashboard/report-bugs", label: "Bugs", icon: Bug },
  { to: "/dashboard/settings", label: "Settings", icon: Settings },
  { to: "/dashboard/admin", label: "ADMIN", icon: ShieldCheck, adminOnly: true },
];

export function isNavItemActive(item: Pick<DashboardNavItem, "to" | "exact">, currentPath: string): boolean {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, "") : currentPath;
  if (item.exact) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}
