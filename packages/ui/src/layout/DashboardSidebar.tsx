import { LogOut } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { cn } from "../lib/cn";
import { type DashboardNavItem, isNavItemActive } from "./dashboardNav";

export interface ShellLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  "aria-current"?: "page";
}

/** A plain anchor: the app passes its router's Link instead, so the shell stays router-free. */
export function AnchorLink({ to, ...props }: ShellLinkProps) {
  return <a href={to} {...props} />;
}

export interface DashboardSidebarProps {
  /** The links, in order; those marked `adminOnly` show to admins alone, under 'Administration'. */
  navItems: readonly DashboardNavItem[];
  currentPath: string;
  isAdmin: boolean;
  onSignOut: () => void;
  linkComponent?: ComponentType<ShellLinkProps>;
  /** Called after a link is chosen (the drawer closes on it). */
  onNavigate?: () => void;
}

/** Sidebar content, shared by the fixed desktop sidebar and the mobile drawer. */
export function DashboardSidebar({
  navItems,
  currentPath,
  isAdmin,
  onSignOut,
  linkComponent: Link = AnchorLink,
  onNavigate,
}: DashboardSidebarProps) {
  const items = navItems.filter((item) => !item.adminOnly || isAdmin);
  const main = items.filter((item) => !item.adminOnly);
  const admin = items.filter((item) => item.adminOnly);

  const renderItem = (item: DashboardNavItem) => {
    const active = isNavItemActive(item, currentPath);
    const Icon = item.icon;
    return (
      <li key={item.to}>
        <Link
          to={item.to}
          onClick={onNavigate}
          aria-current={active ? "page" : undefined}
          className={cn(
            "group flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted transition-colors",
            "hover:bg-surface-2 hover:text-fg",
            active && "bg-surface-2 text-fg shadow-[inset_2px_0_0_0_var(--color-accent)]",
          )}
        >
          <Icon
            aria-hidden="true"
            className={cn("size-4 shrink-0", active ? "text-accent" : "text-muted group-hover:text-fg")}
          />
          {item.label}
        </Link>
      </li>
    );
  };

  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-0.5">{main.map(renderItem)}</ul>
        {admin.length > 0 && (
          <>
            <div className="mx-3 mt-6 mb-2 text-xs font-medium tracking-wide text-muted">Administration</div>
            <ul className="flex flex-col gap-0.5">{admin.map(renderItem)}</ul>
          </>
        )}
      </nav>
      <div className="border-t border-border p-3">
        <button
          type="button"
          onClick={onSignOut}
          className="flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-muted transition-colors hover:bg-danger-bg hover:text-danger"
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </button>
      </div>
    </div>
  );
}
