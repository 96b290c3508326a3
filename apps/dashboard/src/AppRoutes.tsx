import { Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { LoginPage } from "./pages/LoginPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import {
  AdminLogsPage,
  BugReportsPage,
  CustomDomainPage,
  DashboardLayout,
  EditLiveStockPage,
  HomePage,
  OrdersPage,
  RequireAdmin,
  SettingsPage,
  SuggestionsPage,
} from "./routeChunks";

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
