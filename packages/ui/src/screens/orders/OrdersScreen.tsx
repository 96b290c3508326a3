import { type DateInput, formatNumber, toDate } from "@boostdash/api-client/core/format";
import {
  type DashboardOrder,
  filterOrdersByStatus,
  normalizeOrderQuery,
  type OrdersSummary,
  orderSearchText,
  ordersCsv,
  summarizeOrders,
} from "@boostdash/api-client/orders/rules";
import {
  CheckCircle2,
  Download,
  Package,
  PackageOpen,
  Percent,
  RefreshCw,
  Rocket,
  TriangleAlert,
} from "lucide-react";
import { memo, useDeferredValue, useMemo } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { ScreenLayout } from "../../layout/ScreenLayout";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { EmptyState, NoMatchesState } from "../../primitives/EmptyState";
import { RefreshButton } from "../../primitives/RefreshButton";
import { StatCard } from "../../primitives/StatCard";
import { OrderDialog } from "./OrderDialog";
import { noOrderFilters, OrderFilters, type OrderFilterValues } from "./OrderFilters";
import { OrderList } from "./OrderList";
import { orderStatuses } from "./orderStatus";
import { ordersStatusTexts } from "./ordersText";

export type { OrderFilterValues } from "./OrderFilters";

export interface OrdersCsvFile {
  filename: string;
  csv: string;
  /** Orders in the file (rows after the header). */
  count: number;
}

export interface OrdersScreenProps {
  /** `loading`: nothing to show yet. `error`: the folder list failed (the app has toasted). */
  status: ScreenStatus;
  /** Newest first, as loaded so far. */
  orders: readonly DashboardOrder[];
  /** Order files settled (failed ones included) out of `total`; while `loaded < total` the page shows progress. */
  loaded: number;
  total: number;
  /** Order files that could not be loaded and are skipped. */
  failed: number;
  filters: OrderFilterValues;
  onFiltersChange: (filters: OrderFilterValues) => void;
  /** The folder id of the order whose dialog is open. */
  openOrderId?: string;
  onOpenOrder: (folderId: string | undefined) => void;
  /** Loads everything again (Refresh, Retry). */
  onRefresh: () => void;
  refreshing?: boolean;
  /** When the orders shown finished loading; absent until then. */
  updatedAt?: DateInput;
  now: DateInput;
  timeZone?: string;
  onExportCsv: (file: OrdersCsvFile) => void;
  onCopied?: () => void;
  onCopyFailed?: () => void;
  /** Stories: open dialogs with their tokens revealed. */
  tokensRevealed?: boolean;
  /**
   * The tab's live stream (docs/decisions.md#live-dashboard): "live" while orders arrive on their own, "cut" while it
   * is down and the page polls instead; absent, nothing is said.
   */
  live?: "live" | "cut";
}

/** Where the page's updates come from: the live stream, or polling while it is cut. */
function LiveNote({ live }: { live: "live" | "cut" }) {
  return (
    <span
      className="flex items-center gap-1.5 text-xs text-muted"
      data-testid="orders-live"
      data-live={live}
      role="status"
    >
      <span
        aria-hidden="true"
        className={cn("inline-flex size-2 rounded-full", live === "live" ? "bg-success" : "bg-warning")}
      />
      {live === "live" ? "Live" : "Reconnecting\u2026 checking for new orders every 15 s"}
    </span>
  );
}

/** 'Updated just now', 'Updated 5 min ago', 'Updated 2 h ago', 'Updated 3 d ago'. */
function updatedLabel(updatedAt: DateInput, now: DateInput): string {
  const minutes = Math.floor((toDate(now).getTime() - toDate(updatedAt).getTime()) / 60_000);
  if (minutes < 1) return "Updated just now";
  if (minutes < 60) return `Updated ${minutes} min ago`;
  if (minutes < 60 * 24) return `Updated ${Math.floor(minutes / 60)} h ago`;
  return `Updated ${Math.floor(minutes / (60 * 24))} d ago`;
}

function csvFilename(now: DateInput): string {
  const day = toDate(now).toISOString().slice(0, 10);
  return `orders-${day}.csv`;
}

/** The four summary cards; memoised, so a keystroke in the search box does not render them again. */
const SummaryCards = memo(function SummaryCards({ summary }: { summary: OrdersSummary }) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard title="Total Orders" value={summary.totalOrders} icon={<Package />} tone="primary" />
      <StatCard title="Success Rate" value={`${summary.successRate}%`} icon={<Percent />} tone="success" />
      <StatCard title="Total Boosts" value={summary.totalBoosts} icon={<Rocket />} tone="info" />
      <StatCard title="Completed" value={summary.completed} icon={<CheckCircle2 />} tone="warning" />
    </section>
  );
});

/** `/dashboard/orders`: the seller's order book, searchable and filterable, newest first (docs/product.md#orders). */
export function OrdersScreen({
  status,
  orders,
  loaded,
  total,
  failed,
  filters,
  onFiltersChange,
  openOrderId,
  onOpenOrder,
  onRefresh,
  refreshing = false,
  updatedAt,
  now,
  timeZone,
  onExportCsv,
  onCopied,
  onCopyFailed,
  tokensRevealed,
  live,
}: OrdersScreenProps) {
  // Typing stays instant: the list catches up in a deferred render.
  // Strings, not the filters object: a caller that builds a new object per render must not cost a deferred render.
  const deferredQuery = useDeferredValue(filters.query);
  const deferredStatus = useDeferredValue(filters.status);
  const summary = useMemo(() => summarizeOrders(orders), [orders]);
  const visible = useMemo(() => {
    const needle = normalizeOrderQuery(deferredQuery);
    const byStatus = filterOrdersByStatus(orders, deferredStatus);
    return needle === "" ? byStatus : byStatus.filter((order) => orderSearchText(order).includes(needle));
  }, [orders, deferredQuery, deferredStatus]);
  const openOrder = useMemo(
    () => (openOrderId ? orders.find((order) => order.folderId === openOrderId) : undefined),
    [orders, openOrderId],
  );
  const filtering = filters.query.trim() !== "" || filters.status !== "all";
  const streaming = status === "ready" && loaded < total;

  const exportCsv = () =>
    onExportCsv({
      filename: csvFilename(now),
      csv: ordersCsv(visible, (status) => orderStatuses[status].label),
      count: visible.length,
    });

  return (
    <ScreenLayout
      status={status}
      title="Orders"
      subtitle="Track and manage Discord boost orders"
      badge={
        <Badge tone="info" data-testid="orders-count">
          {formatNumber(orders.length)} {orders.length === 1 ? "Order" : "Orders"}
        </Badge>
      }
      actions={
        <>
          {live !== undefined && status === "ready" ? <LiveNote live={live} /> : null}
          {updatedAt !== undefined && status === "ready" && !streaming ? (
            <span className="w-full text-xs text-muted sm:w-auto" data-testid="orders-updated">
              {updatedLabel(updatedAt, now)}
            </span>
          ) : null}
          <RefreshButton
            refreshing={refreshing}
            disabled={status === "loading" || streaming}
            onClick={onRefresh}
          />
          <Button
            variant="secondary"
            onClick={exportCsv}
            disabled={status !== "ready" || visible.length === 0}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </>
      }
      keepActions
      statusTexts={ordersStatusTexts}
      loadingDetail={
        total > 0 ? (
          <p className="-mt-8 text-xs text-muted tabular-nums">
            {formatNumber(loaded)} of {formatNumber(total)} loaded
          </p>
        ) : undefined
      }
      onRetry={onRefresh}
    >
      <SummaryCards summary={summary} />

      {streaming ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface px-4 py-3 text-sm"
          data-testid="orders-progress"
        >
          <div className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-fg">
              <RefreshCw aria-hidden="true" className="size-4 animate-spin text-accent" />
              {ordersStatusTexts.loading}
            </span>
            <span className="text-xs text-muted tabular-nums">
              {formatNumber(loaded)} of {formatNumber(total)} loaded
            </span>
          </div>
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-2">
            <div className="h-full rounded-full bg-primary" style={{ width: `${(loaded / total) * 100}%` }} />
          </div>
        </div>
      ) : null}

      {failed > 0 ? (
        <div
          role="alert"
          data-testid="orders-skipped"
          className="flex flex-col gap-3 rounded-lg border border-warning/30 bg-warning-bg px-4 py-3 text-sm text-warning sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {failed === 1
              ? "1 order could not be loaded and is not shown."
              : `${formatNumber(failed)} orders could not be loaded and are not shown.`}
          </span>
          {streaming ? null : (
            <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
              <RefreshCw aria-hidden="true" />
              Retry
            </Button>
          )}
        </div>
      ) : null}

      <section aria-labelledby="orders-list-title" className="flex flex-col gap-4">
        <h2 id="orders-list-title" className="sr-only">
          Order list
        </h2>
        <OrderFilters values={filters} onChange={onFiltersChange} />
        {orders.length === 0 ? (
          streaming ? null : (
            <EmptyState
              icon={<PackageOpen />}
              title="No orders yet"
              description="Orders will appear here when customers place them"
            />
          )
        ) : visible.length === 0 ? (
          <NoMatchesState
            title="No matching orders"
            onClear={filtering ? () => onFiltersChange(noOrderFilters) : undefined}
          />
        ) : (
          <>
            <p className="text-xs text-muted" aria-live="polite" data-testid="orders-shown">
              {filtering
                ? `Showing ${formatNumber(visible.length)} of ${formatNumber(orders.length)} orders`
                : `Showing all ${formatNumber(orders.length)} ${orders.length === 1 ? "order" : "orders"}`}
            </p>
            <OrderList
              resetKey={`${deferredStatus}|${deferredQuery}`}
              orders={visible}
              onOpen={onOpenOrder}
              timeZone={timeZone}
            />
          </>
        )}
      </section>

      <OrderDialog
        order={openOrder}
        onClose={() => onOpenOrder(undefined)}
        timeZone={timeZone}
        onCopied={onCopied}
        onCopyFailed={onCopyFailed}
        tokensRevealed={tokensRevealed}
      />
    </ScreenLayout>
  );
}
