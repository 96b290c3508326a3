import { type DateInput, formatNumber, toDate } from "@boostdash/api-client/core/format";
import type { OrderRow } from "@boostdash/api-client/orders/contract";
import type { DashboardOrder, OrdersSummary } from "@boostdash/api-client/orders/rules";
import { CheckCircle2, Download, Package, PackageOpen, Percent, Rocket } from "lucide-react";
import { memo, type ReactNode } from "react";
import type { ScreenStatus } from "../../feedback/ScreenStatus";
import { ScreenLayout } from "../../layout/ScreenLayout";
import { cn } from "../../lib/cn";
import { CountBadge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { type EmptyStateProps, FilteredList } from "../../primitives/EmptyState";
import { RefreshButton } from "../../primitives/RefreshButton";
import { StatCard } from "../../primitives/StatCard";
import { OrderDialog } from "./OrderDialog";
import { noOrderFilters, OrderFilters, type OrderFilterValues } from "./OrderFilters";
import { OrderList } from "./OrderList";
import { ordersStatusTexts } from "./ordersText";

export type { OrderFilterValues } from "./OrderFilters";

export interface OrdersScreenProps {
  /** `loading`: nothing to show yet. `error`: the orders could not be loaded (the app has toasted). */
  status: ScreenStatus;
  /** The four cards over the orders the search and filter keep (the server's answer); absent until it is in. */
  summary: OrdersSummary | undefined;
  /**
   * All the seller's orders, whatever the search (the header's count); absent while a filtered view's answer is in
   * and the store's own count is not yet (the line says "Counting orders..." rather than "all" of the filtered few).
   */
  allOrders: number | undefined;
  /** Orders the search and filter keep: the list's length (`aria-setsize`), loaded or not. */
  total: number;
  /** The row at a position, or undefined while its page loads (a skeleton of the card's size shows). */
  rowAt: (index: number) => OrderRow | undefined;
  /** Told the rows on screen, so their pages are fetched. */
  onRangeChange?: (start: number, end: number) => void;
  /** Changes with the search and filter the rows answer: the list goes back to the top. */
  listKey?: string;
  /** A newer search is on its way: the previous results stay on screen meanwhile. */
  searching?: boolean;
  /** The first rows are in and the cards are still counting: the cards show a dash, the list its first rows. */
  counting?: boolean;
  filters: OrderFilterValues;
  onFiltersChange: (filters: OrderFilterValues) => void;
  /** The folder id of the order whose dialog is open. */
  openOrderId?: string;
  /** That order once loaded (the dialog says it is loading until then). */
  openOrder?: DashboardOrder;
  onOpenOrder: (folderId: string | undefined) => void;
  /** Loads everything again (Refresh, Retry). */
  onRefresh: () => void;
  refreshing?: boolean;
  /** When the orders shown were answered; absent until then. */
  updatedAt?: DateInput;
  now: DateInput;
  timeZone?: string;
  /** Export CSV: the app asks the server for every order the search and filter keep. */
  onExportCsv: () => void;
  /** The export is on its way (the button waits). */
  exporting?: boolean;
  onCopied?: () => void;
  onCopyFailed?: () => void;
  /** Stories: open dialogs with their tokens revealed. */
  tokensRevealed?: boolean;
  /** The open order's replacement part (ReplacementPanel), once it has loaded. */
  replacement?: ReactNode;
  /**
   * The tab's live stream (docs/decisions.md#live-dashboard): "live" while orders arrive on their own, "cut" while it
   * is down and the page polls instead; absent, nothing is said.
   */
  live?: "live" | "cut";
}

const noSummary: OrdersSummary = { totalOrders: 0, successRate: 0, totalBoosts: 0, completed: 0 };

const noOrdersYet: EmptyStateProps = {
  icon: <PackageOpen />,
  title: "No orders yet",
  description: "Orders will appear here when customers place them",
};

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

/** The exported file's name: 'orders-2026-01-15.csv'. */
export function csvFilename(now: DateInput): string {
  const day = toDate(now).toISOString().slice(0, 10);
  return `orders-${day}.csv`;
}

/** The four summary cards; memoised, so a keystroke in the search box does not render them again. */
const SummaryCards = memo(function SummaryCards({
  summary,
  counting,
}: {
  summary: OrdersSummary;
  counting: boolean;
}) {
  // While the counts are on their way the cards show a quiet dash, not zeros that would read as an answer.
  const shown = (value: number | string) => (counting ? "\u2013" : value);
  return (
    <section
      aria-label="Summary"
      aria-busy={counting || undefined}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      <StatCard title="Total Orders" value={shown(summary.totalOrders)} icon={<Package />} tone="primary" />
      <StatCard
        title="Success Rate"
        value={shown(`${summary.successRate}%`)}
        icon={<Percent />}
        tone="success"
      />
      <StatCard title="Total Boosts" value={shown(summary.totalBoosts)} icon={<Rocket />} tone="info" />
      <StatCard title="Completed" value={shown(summary.completed)} icon={<CheckCircle2 />} tone="warning" />
    </section>
  );
});

/** `/dashboard/orders`: the seller's order book, searchable and filterable, newest first (docs/product.md#orders). */
export function OrdersScreen({
  status,
  summary,
  allOrders,
  total,
  rowAt,
  onRangeChange,
  listKey,
  searching = false,
  counting = false,
  filters,
  onFiltersChange,
  openOrderId,
  openOrder,
  onOpenOrder,
  onRefresh,
  refreshing = false,
  updatedAt,
  now,
  timeZone,
  onExportCsv,
  exporting = false,
  onCopied,
  onCopyFailed,
  tokensRevealed,
  replacement,
  live,
}: OrdersScreenProps) {
  const filtering = filters.query.trim() !== "" || filters.status !== "all" || filters.replacement === true;

  return (
    <ScreenLayout
      status={status}
      title="Orders"
      subtitle="Track and manage Discord boost orders"
      badge={
        allOrders === undefined ? undefined : (
          <CountBadge count={allOrders} noun={["Order", "Orders"]} data-testid="orders-count" />
        )
      }
      actions={
        <>
          {live !== undefined && status === "ready" ? <LiveNote live={live} /> : null}
          {updatedAt !== undefined && status === "ready" ? (
            <span className="w-full text-xs text-muted sm:w-auto" data-testid="orders-updated">
              {updatedLabel(updatedAt, now)}
            </span>
          ) : null}
          <RefreshButton refreshing={refreshing} disabled={status === "loading"} onClick={onRefresh} />
          <Button
            variant="secondary"
            onClick={onExportCsv}
            disabled={status !== "ready" || total === 0 || exporting || counting}
            aria-busy={exporting || undefined}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </>
      }
      keepActions
      statusTexts={ordersStatusTexts}
      onRetry={onRefresh}
    >
      <SummaryCards summary={summary ?? noSummary} counting={counting} />

      <section aria-labelledby="orders-list-title" className="flex flex-col gap-4">
        <h2 id="orders-list-title" className="sr-only">
          Order list
        </h2>
        <OrderFilters values={filters} onChange={onFiltersChange} />
        <FilteredList
          // While a search runs, the previous results stay.
          shows={total > 0 || searching ? "list" : filtering || (allOrders ?? 0) > 0 ? "no matches" : "empty"}
          empty={noOrdersYet}
          noMatches="No matching orders"
          onClear={filtering ? () => onFiltersChange(noOrderFilters) : undefined}
        >
          <p
            className={cn("flex flex-wrap gap-x-3 text-xs text-muted")}
            aria-live="polite"
            data-testid="orders-shown"
          >
            <span>
              {counting || allOrders === undefined
                ? "Counting orders..."
                : total !== allOrders
                  ? `Showing ${formatNumber(total)} of ${formatNumber(allOrders)} orders`
                  : `Showing all ${formatNumber(allOrders)} ${allOrders === 1 ? "order" : "orders"}`}
            </span>
            {searching ? <span data-testid="orders-searching">Searching...</span> : null}
          </p>
          <div aria-busy={searching || undefined} className="contents">
            <OrderList
              resetKey={listKey}
              total={total}
              rowAt={rowAt}
              onRangeChange={onRangeChange}
              onOpen={onOpenOrder}
              timeZone={timeZone}
            />
          </div>
        </FilteredList>
      </section>

      <OrderDialog
        orderId={openOrderId}
        order={openOrder}
        onClose={() => onOpenOrder(undefined)}
        timeZone={timeZone}
        onCopied={onCopied}
        onCopyFailed={onCopyFailed}
        tokensRevealed={tokensRevealed}
        replacement={replacement}
      />
    </ScreenLayout>
  );
}
