import { Suspense } from "react";
import FindOrderPage from "./pages/FindOrderPage";
import LiveStockPage from "./pages/LiveStockPage";
import NotFoundPage from "./pages/NotFoundPage";
import OrderStatusPage from "./pages/OrderStatusPage";
import RedeemPage from "./pages/RedeemPage";
import { matchPublicRoute, RouteParamsContext } from "./router";
import { AppToaster } from "./toasts";

export interface PublicRoutesProps {
  /** The path to show; the browser's own by default (stories pass one). */
  path?: string;
  /**
   * Mount the app toasts (bottom-right, 5000 ms) on the pages that show toasts. Stories turn it off:
   * their decorator already mounts one, and two containers with one id would show every toast twice.
   */
  toaster?: boolean;
  /** Go Back on the not-found page: the browser's previous page by default. */
  onBack?: () => void;
  /** How often the live stock page refreshes: every 10 s (LIVE_STOCK_POLL_MS) by default; stories wait less. */
  liveStockPollMs?: number;
  /** How often an unfinished order's status page asks again: every 10 s by default; stories wait less. */
  orderStatusPollMs?: number;
}

/**
 * The public routes of docs/product.md#routes (both readings of the redeem path render the redeem page).
 * The pages are imported with the entry, not as a lazy chunk each: a page then arrives as one script instead of
 * eight (its chunk and the parts it shares with the others), and the other pages' code costs a few KB gzip
 * (docs/decisions.md, "Public bundle").
 */
export function PublicRoutes({
  path,
  toaster = true,
  onBack,
  liveStockPollMs,
  orderStatusPollMs,
}: PublicRoutesProps) {
  const route = matchPublicRoute(path ?? window.location.pathname);
  return (
    <RouteParamsContext.Provider value={route.params}>
      <Suspense fallback={null}>
        {route.page === "orderStatus" ? <OrderStatusPage pollMs={orderStatusPollMs} /> : null}
        {route.page === "liveStock" ? <LiveStockPage pollMs={liveStockPollMs} /> : null}
        {route.page === "redeem" ? (
          <>
            <RedeemPage />
            {/* Only the redeem page shows toasts, so only it loads react-toastify (once a person shows up). */}
            {toaster ? <AppToaster /> : null}
          </>
        ) : null}
        {route.page === "findOrder" ? <FindOrderPage /> : null}
        {route.page === "notFound" ? <NotFoundPage onBack={onBack} /> : null}
      </Suspense>
    </RouteParamsContext.Provider>
  );
}
