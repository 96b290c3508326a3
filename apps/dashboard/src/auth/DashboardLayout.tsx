import { currentUserQuery, useSignOut } from "@boostdash/api-client/auth/queries";
import type { DashboardNavItem } from "@boostdash/ui/layout/DashboardShell";
import { DashboardShell } from "@boostdash/ui/layout/DashboardShell";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { LiveEvents } from "../live/LiveEvents";
import { PageLoading } from "../pages/PageLoading";
import { RouterLink } from "../RouterLink";
import { useAuthRedirect } from "./useAuthRedirect";

/**
 * Every /dashboard route: checks the current user once (the shared query), then renders the page in the
 * shell. A failed check sends to `/` with the page's sign-in message (docs/product.md#sign-in-and-roles).
 */
export function DashboardLayout({ navItems }: { navItems: readonly DashboardNavItem[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useQuery(currentUserQuery());
  const signOut = useSignOut();
  const redirecting = useAuthRedirect(user.isError ? "signed-out" : undefined);

  return (
    <DashboardShell
      navItems={navItems}
      currentPath={pathname}
      isAdmin={user.data?.admin ?? false}
      linkComponent={RouterLink}
      onSignOut={() => void signOut().then(() => navigate("/"))}
    >
      {user.data && !redirecting ? (
        <LiveEvents>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </LiveEvents>
      ) : (
        !redirecting && <PageLoading />
      )}
    </DashboardShell>
  );
}
