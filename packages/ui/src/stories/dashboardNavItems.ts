/**
 * An example sidebar for the shell's stories: the app declares its own with its routes
 * (apps/dashboard/src/routes.tsx). The same links as today's dashboard, so the shell's pictures show the real one.
 */

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
} from "lucide-react";
import type { DashboardNavItem } from "../layout/dashboardNav";

export const exampleNavItems: readonly DashboardNavItem[] = [
  { to: "/dashboard", label: "Home", icon: LayoutDashboard, exact: true },
  { to: "/dashboard/custom-domain", label: "Custom Domain", icon: Globe },
  { to: "/dashboard/edit-live-stock", label: "Live Stock", icon: Radio },
  { to: "/dashboard/orders", label: "Orders", icon: ShoppingBag },
  { to: "/dashboard/stock", label: "Stock & Keys", icon: KeyRound },
  { to: "/dashboard/integrations", label: "Storefronts", icon: Store },
  { to: "/dashboard/suggestions", label: "Suggestions", icon: Lightbulb },
  { to: "/dashboard/report-bugs", label: "Bugs", icon: Bug },
  { to: "/dashboard/settings", label: "Settings", icon: Settings },
  { to: "/dashboard/admin", label: "ADMIN", icon: ShieldCheck, adminOnly: true },
];
