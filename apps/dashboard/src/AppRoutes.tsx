import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { LoginPage } from "./pages/LoginPage";
import { NotFoundPage } from "./pages/NotFoundPage";

// The login route is the entry; the dashboard's shell and each page are chunks of their own
// (budget: the login route's JS ≤ 120 KB gzip, scripts/budgets.mjs).
const DashboardLayout = lazy(() =>
  import("./auth/DashboardLayout").then((m) => ({ default: m.DashboardLayout })),
);
const HomePage = lazy(() => import("./pages/HomePage").then((m) => ({ default: m.HomePage })));
const SettingsPage = lazy(() => import("./pages/SettingsPage").then((m) => ({ default: m.SettingsPage })));
const OrdersPage = lazy(() => import("./pages/OrdersPage").then((m) => ({ default: m.OrdersPage })));
const SuggestionsPage = lazy(() =>
  import("./pages/SuggestionsPage").then((m) => ({ default: m.SuggestionsPage })),
);
const BugReportsPage = lazy(() =>
  import("./pages/BugReportsPage").then((m) => ({ default: m.BugReportsPage })),
);
// With the admin page: its redirect brings the toasts, which the login route does not load up front.
const RequireAdmin = lazy(() => import("./auth/RequireAdmin").then((m) => ({ default: m.RequireAdmin })));
const AdminLogsPage = lazy(() => import("./pages/AdminLogsPage").then((m) => ({ default: m.AdminLogsPage })));
const CustomDomainPage = lazy(() =>
  import("./pages/CustomDomainPage").then((m) => ({ default: m.CustomDomainPage })),
);
const EditLiveStockPage = lazy(() =>
  import("./pages/EditLiveStockPage").then((m) => ({ default: m.EditLiveStockPage })),
);

/** Every route of the dashboard app (docs/product.md#routes); the router itself is the caller's (browser or memory). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route
        path="/dashboard"
        element={
          // No fallback: the shell's chunk is small, and a flash of spinner before it reads as a glitch.
          <Suspense fallback={null}>
            <DashboardLayout />
          </Suspense>
        }
      >
        <Route index element={<HomePage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="suggestions" element={<SuggestionsPage />} />
        <Route path="report-bugs" element={<BugReportsPage />} />
        <Route path="custom-domain" element={<CustomDomainPage />} />
        <Route path="edit-live-stock" element={<EditLiveStockPage />} />
        <Route
          path="admin"
          element={
            <RequireAdmin>
              <AdminLogsPage />
            </RequireAdmin>
          }
        />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
