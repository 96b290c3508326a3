import { currentUserQuery, useSignOut } from "@boostdash/api-client/auth/queries";
import { DashboardShell } from "@boostdash/ui/layout/DashboardShell";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useMemo } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { LiveEvents } from "../live/LiveEvents";
import { PageLoading } from "../pages/PageLoading";
import { RouterLink } from "../RouterLink";
import { type GuardedNavItem, navItemsFor } from "../routes";
import { AccessProvider, accessOf } from "./access";
import { StepUpProvider } from "./StepUp";
import { useAuthRedirect } from "./useAuthRedirect";

// The pages' guard loads with the shell (routes.tsx asks this module for it).
export { RequirePermission } from "./RequirePermission";

/**
 * Every /dashboard route: checks the current user once (the shared query), then renders the page in the
 * shell, with the person's access for every page below. A failed check sends to `/` with the page's sign-in message
 * (docs/product.md#sign-in-and-roles). The sidebar shows only the pages the person's role may open.
 */
export function DashboardLayout({ navItems }: { navItems: readonly GuardedNavItem[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useQuery(currentUserQuery());
  const signOut = useSignOut();
  const redirecting = useAuthRedirect(user.isError ? "signed-out" : undefined);
  const access = useMemo(() => (user.data ? accessOf(user.data) : undefined), [user.data]);
  // Until the person is known, no links: a viewer never sees links flash that are then taken away.
  const items = useMemo(() => (access ? navItemsFor(navItems, access.can) : []), [access, navItems]);

  return (
    <DashboardShell
      navItems={items}
      currentPath={pathname}
      isAdmin={access?.isAdmin ?? false}
      linkComponent={RouterLink}
      onSignOut={() => void signOut().then(() => navigate("/"))}
    >
      {access && !redirecting ? (
        <AccessProvider access={access}>
          <StepUpProvider>
            <LiveEvents>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </LiveEvents>
          </StepUpProvider>
        </AccessProvider>
      ) : (
        !redirecting && <PageLoading />
      )}
    </DashboardShell>
  );
}
