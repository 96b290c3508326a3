import { lazy, Suspense } from "react";
import { Outlet, Route, Routes } from "react-router-dom";
import { LazyAppToaster } from "./toasts";

// One chunk per page: a customer opening one page never downloads the others' screens and parts.
const OrderStatusPage = lazy(() => import("./pages/OrderStatusPage"));
const LiveStockPage = lazy(() => import("./pages/LiveStockPage"));
const RedeemPage = lazy(() => import("./pages/RedeemPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

export interface PublicRoutesProps {
  /**
   * Mount the app toasts (bottom-right, 5000 ms) on the pages that show toasts. Stories turn it off:
   * their decorator already mounts one, and two containers with one id would show every toast twice.
   */
  toaster?: boolean;
}

/** The public routes of spec §2 (both readings of the redeem path render the redeem page). */
export function PublicRoutes({ toaster = true }: PublicRoutesProps) {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/api/:guildId/order/:orderId/status" element={<OrderStatusPage />} />
        <Route path="/api/:guildId/live-stock" element={<LiveStockPage />} />
        <Route element={<WithToasts enabled={toaster} />}>
          <Route path="/api/redeem-order/:guildId" element={<RedeemPage />} />
          <Route path="/api/redeem/:guildId" element={<RedeemPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

/** Only the redeem page shows toasts, so only it loads react-toastify (after its first render). */
function WithToasts({ enabled }: { enabled: boolean }) {
  return (
    <>
      <Outlet />
      {enabled ? (
        <Suspense fallback={null}>
          <LazyAppToaster />
        </Suspense>
      ) : null}
    </>
  );
}
