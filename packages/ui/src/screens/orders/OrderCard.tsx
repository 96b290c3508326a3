import { formatDate, formatNumber } from "@boostdash/api-client/core/format";
import type { OrderRow } from "@boostdash/api-client/orders/contract";
import { formatStockName, rateTone, rowBoosts } from "@boostdash/api-client/orders/rules";
import { CalendarDays, ChevronRight, Link2, Package } from "lucide-react";
import { memo } from "react";
import { cn } from "../../lib/cn";
import { isUnfinished } from "./OrderTimeline";
import { OrderStatusBadge, rateTextClass } from "./orderStatus";
import { NoRateYet } from "./ordersText";

export interface OrderCardProps {
  order: OrderRow;
  onOpen: (folderId: string) => void;
  timeZone?: string;
}

/**
 * One order in the list (docs/product.md#orders). The View Details button stretches over the whole card, so a click
 * anywhere opens the dialog, and the keyboard reaches it as one stop per card with a proper button name.
 * Memoised: the virtual list re-renders rows as it scrolls.
 */
export const OrderCard = memo(function OrderCard({ order, onOpen, timeZone }: OrderCardProps) {
  const boosts = rowBoosts(order);
  const unfinished = isUnfinished(order.status);
  const tone = rateTone(boosts.rate);
  return (
    <article
      data-testid="order-card"
      className="group relative flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 transition-colors focus-within:border-accent/60 hover:border-muted/40 hover:bg-surface-2/40 sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-mono text-sm font-semibold text-fg break-all">#{order.orderId}</h3>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
          <span className="flex min-w-0 items-center gap-1.5">
            <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">Invite: </span>
            <span className="truncate">{order.invite || "No invite"}</span>
          </span>
          <span className="flex items-center gap-1.5">
            <Package aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">Stock: </span>
            {formatStockName(order.stock)}
          </span>
          {order.createdAt ? (
            <span className="flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">Created: </span>
              <time dateTime={order.createdAt}>{formatDate(order.createdAt, { timeZone })}</time>
            </span>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-4 text-sm sm:grid-cols-[4.5rem_4.5rem_5.5rem] sm:gap-4">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted">Requested</dt>
          <dd className="font-semibold tabular-nums text-fg">{formatNumber(boosts.requested)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted">Successful</dt>
          <dd className="font-semibold tabular-nums text-fg">{formatNumber(boosts.successful)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted">Success Rate</dt>
          {unfinished ? (
            <dd data-testid="order-rate" data-tone="none" className="font-semibold tabular-nums text-muted">
              <NoRateYet />
            </dd>
          ) : (
            <dd
              data-testid="order-rate"
              data-tone={tone}
              className={cn("font-semibold tabular-nums", rateTextClass[tone])}
            >
              {boosts.rate}%
            </dd>
          )}
        </div>
      </dl>
      <button
        type="button"
        data-order-open={order.folderId}
        onClick={() => onOpen(order.folderId)}
        className="inline-flex h-8 shrink-0 items-center justify-center gap-1 self-start rounded-md border border-border bg-surface-2 px-3 text-sm font-medium text-fg transition-colors after:absolute after:inset-0 after:rounded-lg group-hover:bg-border sm:self-center"
      >
        View Details
        <span className="sr-only"> of order #{order.orderId}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </article>
  );
});
