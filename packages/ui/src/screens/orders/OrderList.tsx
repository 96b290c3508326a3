import type { DashboardOrder } from "@boostdash/api-client";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { OrderCard } from "./OrderCard";

export interface OrderListProps {
  orders: readonly DashboardOrder[];
  onOpen: (folderId: string) => void;
  timeZone?: string;
}

const GAP_PX = 12;

/**
 * Only the cards in view (plus a few) are in the DOM, so 5,000 orders scroll like 10. The list keeps list
 * semantics with each item's place in the whole (`aria-setsize`/`aria-posinset`), and Tab walks card to card:
 * the browser scrolls the focused card into view and the virtualizer renders its neighbours.
 */
export function OrderList({ orders, onOpen, timeZone }: OrderListProps) {
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: orders.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 96,
    overscan: 6,
    gap: GAP_PX,
    getItemKey: (index) => orders[index]?.folderId ?? index,
  });

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard.
      tabIndex={0}
      aria-label="Orders, newest first"
      data-testid="order-scroller"
      className="max-h-[70vh] min-h-0 overflow-y-auto overscroll-contain rounded-xl pr-1 [scrollbar-color:var(--color-border)_transparent] [scrollbar-width:thin] focus-visible:outline-offset-4"
    >
      <ul
        aria-label={`${orders.length} orders`}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const order = orders[row.index];
          if (!order) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={orders.length}
              aria-posinset={row.index + 1}
              // `top`, not a transform, as in the Admin Logs list: steady anti-aliasing in screenshots.
              className="absolute left-0 w-full"
              style={{ top: row.start }}
            >
              <OrderCard order={order} onOpen={onOpen} timeZone={timeZone} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
