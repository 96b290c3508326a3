import { Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { LoginPage } from "./pages/LoginPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import {
  DashboardLayout,
  type DashboardRoute,
  dashboardNavItems,
  dashboardRoutes,
  JOIN_PATH,
  JoinPage,
  RequireAdmin,
  RequirePermission,
} from "./routes";
import { usePageTitle } from "./usePageTitle";

/** A dashboard page under its route's title (set when the page renders, so not before an admin check passes). */
function TitledPage({ route }: { route: DashboardRoute }) {
  usePageTitle(route.title);
  const Page = route.page;
  return <Page />;
}

/**
 * A page's element: under its title, for roles that hold its permission (any other sees the role's refusal),
 * behind the admin check when it is admins' only.
 */
function pageElement(route: DashboardRoute) {
  const page = <TitledPage route={route} />;
  return (
    <RequirePermission permission={route.permission}>
      {route.adminOnly ? <RequireAdmin>{page}</RequireAdmin> : page}
    </RequirePermission>
  );
}

/** Every route of the dashboard app (docs/product.md#routes); the router itself is the caller's (browser or memory). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      {/* Before the shell's routes: the invite page needs no session, so it is not one of the shell's pages. */}
      <Route
        path={JOIN_PATH}
        element={
          <Suspense fallback={null}>
            <JoinPage />
          </Suspense>
        }
      />
      <Route
        path="/dashboard"
        element={
          // No fallback: the shell's chunk is small, and a flash of spinner before it reads as a glitch.
          <Suspense fallback={null}>
            <DashboardLayout navItems={dashboardNavItems} />
          </Suspense>
        }
      >
        {dashboardRoutes.map((route) =>
          route.path ? (
            <Route key={route.path} path={route.path} element={pageElement(route)} />
          ) : (
            <Route key="" index element={pageElement(route)} />
          ),
        )}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
