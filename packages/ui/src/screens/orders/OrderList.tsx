import { formatNumber } from "@boostdash/api-client/core/format";
import type { OrderRow } from "@boostdash/api-client/orders/contract";
import type { Virtualizer } from "@tanstack/react-virtual";
import { memo, useState } from "react";
import { VirtualList } from "../../primitives/VirtualList";
import { OrderCard } from "./OrderCard";

export interface OrderListProps {
  /** Every order the search keeps, loaded or not (`aria-setsize`). */
  total: number;
  /** The order at a position, or undefined while its page loads (a skeleton shows). */
  rowAt: (index: number) => OrderRow | undefined;
  /** Told the rows on screen, so their pages are fetched. */
  onRangeChange?: (start: number, end: number) => void;
  onOpen: (folderId: string) => void;
  timeZone?: string;
  /** When this changes (a new search or filter), the list scrolls back to the top. */
  resetKey?: string;
}

/** A card's height before it is measured: one row from 640 px up, stacked below. */
function estimateCardHeight(): number {
  return typeof window !== "undefined" && window.matchMedia("(min-width: 640px)").matches ? 78 : 192;
}

/**
 * A card's height from the ResizeObserver's entry; before the first entry, the size known for that card or the
 * estimate. The library's default reads `offsetHeight` at once, forcing a layout per new card: with a new search
 * on every keystroke, that was most of the time to repaint the list.
 */
function measureCard(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/**
 * A card not loaded yet: the card's frame and height, its lines as still blocks. Still, not pulsing: a fling past
 * thousands of rows mounts a screenful of these every frame, and a starting animation on each cost frames.
 */
function OrderCardSkeleton({ height }: { height: number }) {
  return (
    <div
      data-testid="order-card-skeleton"
      style={{ height }}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-center sm:gap-6"
    >
      <div aria-hidden="true" className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="h-4 w-40 rounded-md bg-surface-2" />
        <div className="h-3 w-64 max-w-full rounded-md bg-surface-2" />
      </div>
      <div aria-hidden="true" className="h-8 w-56 max-w-full rounded-md bg-surface-2" />
      <span className="sr-only">Loading order...</span>
    </div>
  );
}

/**
 * Only the cards in view (plus a few) are in the DOM, so 100,000 orders scroll like 10, and only their pages are
 * loaded. The list keeps list semantics with each item's place in the whole (`aria-setsize`/`aria-posinset`, the
 * true total), and Tab walks card to card: the browser scrolls the focused card into view and the virtualizer
 * renders its neighbours.
 */
export const OrderList = memo(function OrderList({
  total,
  rowAt,
  onRangeChange,
  onOpen,
  timeZone,
  resetKey,
}: OrderListProps) {
  const [estimate] = useState(estimateCardHeight);
  return (
    <VirtualList<OrderRow>
      count={total}
      itemAt={rowAt}
      getKey={(order) => order.folderId}
      renderItem={(order) => <OrderCard order={order} onOpen={onOpen} timeZone={timeZone} />}
      renderPlaceholder={() => <OrderCardSkeleton height={estimate} />}
      onRangeChange={onRangeChange}
      resetKey={resetKey}
      estimateSize={estimate}
      measureElement={measureCard}
      overscan={4}
      label="Orders, newest first"
      listLabel={`${formatNumber(total)} orders`}
      testId="order-scroller"
    />
  );
});
