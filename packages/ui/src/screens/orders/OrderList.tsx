import type { DashboardOrder } from "@boostdash/api-client/orders/rules";
import { useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useRef, useState } from "react";
import { scrollRegionClass, VirtualRows } from "../../primitives/VirtualList";
import { OrderCard } from "./OrderCard";

export interface OrderListProps {
  orders: readonly DashboardOrder[];
  onOpen: (folderId: string) => void;
  timeZone?: string;
  /** When this changes (a new search or filter), the list scrolls back to the top. */
  resetKey?: string;
}

const GAP_PX = 12;

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
 * Only the cards in view (plus a few) are in the DOM, so 5,000 orders scroll like 10. The list keeps list
 * semantics with each item's place in the whole (`aria-setsize`/`aria-posinset`), and Tab walks card to card:
 * the browser scrolls the focused card into view and the virtualizer renders its neighbours.
 */
export const OrderList = memo(function OrderList({ orders, onOpen, timeZone, resetKey }: OrderListProps) {
  const scroller = useRef<HTMLElement>(null);
  const [estimate] = useState(estimateCardHeight);
  const virtualizer = useVirtualizer({
    count: orders.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimate,
    measureElement: measureCard,
    overscan: 6,
    gap: GAP_PX,
    getItemKey: (index) => orders[index]?.folderId ?? index,
  });

  // A new search starts at the top; the cards still in view are kept, not built again.
  const lastReset = useRef(resetKey);
  useEffect(() => {
    if (lastReset.current === resetKey) return;
    lastReset.current = resetKey;
    virtualizer.scrollToOffset(0);
  }, [resetKey, virtualizer]);

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard.
      tabIndex={0}
      aria-label="Orders, newest first"
      data-testid="order-scroller"
      className={scrollRegionClass}
    >
      <VirtualRows
        virtualizer={virtualizer}
        items={orders}
        label={`${orders.length} orders`}
        renderItem={(order) => <OrderCard order={order} onOpen={onOpen} timeZone={timeZone} />}
      />
    </section>
  );
});
