import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ComponentType, type ReactNode, useState } from "react";
import { Brand } from "./Brand";
import { DashboardSidebar, type ShellLinkProps } from "./DashboardSidebar";
import type { DashboardNavItem } from "./dashboardNav";

export type { ShellLinkProps } from "./DashboardSidebar";
export type { DashboardNavItem } from "./dashboardNav";

export interface DashboardShellProps {
  /** The sidebar's links (docs/product.md#sidebar): the app's, declared with its routes. */
  navItems: readonly DashboardNavItem[];
  /** The current location's path, e.g. "/dashboard/settings": decides the active link. */
  currentPath: string;
  /** Shows the ADMIN link. */
  isAdmin: boolean;
  /** Sign Out: the app removes the token and goes to `/`. */
  onSignOut: () => void;
  /** The router's Link (defaults to a plain anchor), so the shell itself stays router-free. */
  linkComponent?: ComponentType<ShellLinkProps>;
  children: ReactNode;
}

/**
 * The frame of every dashboard page: a fixed sidebar from 768 px up, below that a top bar whose menu
 * button opens the same sidebar as a slide-in drawer (closed by its button, the backdrop, Escape or a link).
 */
export function DashboardShell({
  navItems,
  currentPath,
  isAdmin,
  onSignOut,
  linkComponent,
  children,
}: DashboardShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebar = { navItems, currentPath, isAdmin, onSignOut, linkComponent };

  return (
    <div className="min-h-screen bg-bg">
      {/* The first tab stop: past the sidebar's links straight to the page (WCAG 2.4.1). */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main by convention (it works without
          script); the click handler only keeps the fragment out of the router's URL and moves focus itself. */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:border focus:border-border focus:bg-surface focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-fg focus:shadow-lg focus:outline-2 focus:outline-accent"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        Skip to content
      </a>
      <aside
        aria-label="Sidebar"
        className="fixed inset-y-0 left-0 z-30 hidden w-60 flex-col border-r border-border bg-surface md:flex"
      >
        <div className="flex h-14 items-center border-b border-border px-5">
          <Brand />
        </div>
        <div className="min-h-0 flex-1">
          <DashboardSidebar {...sidebar} />
        </div>
      </aside>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-border bg-bg/90 px-4 backdrop-blur md:hidden">
          <Dialog.Trigger
            aria-label="Open menu"
            className="-ml-1 flex size-9 items-center justify-center rounded-md text-fg hover:bg-surface-2"
          >
            <Menu aria-hidden="true" className="size-5" />
          </Dialog.Trigger>
          <Brand />
        </header>
        <Dialog.Portal>
          <Dialog.Overlay
            data-testid="drawer-backdrop"
            className="fixed inset-0 z-40 bg-black/60 transition-opacity duration-300 starting:opacity-0 md:hidden"
          />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-surface shadow-2xl transition-transform duration-300 ease-out starting:-translate-x-full md:hidden"
          >
            <div className="flex h-14 items-center justify-between border-b border-border px-4">
              <Brand />
              <Dialog.Title className="sr-only">Navigation</Dialog.Title>
              <Dialog.Close
                aria-label="Close menu"
                className="flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-fg"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <div className="min-h-0 flex-1">
              <DashboardSidebar {...sidebar} onNavigate={() => setDrawerOpen(false)} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <main id="main" tabIndex={-1} className="md:pl-60 focus:outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:px-8 md:py-8">{children}</div>
      </main>
    </div>
  );
}
