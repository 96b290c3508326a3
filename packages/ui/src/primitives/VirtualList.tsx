import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useRef } from "react";
import { cn } from "../lib/cn";

export type VirtualListProps<T> = {
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** A first guess at a row's height; rows are measured after they render. */
  estimateSize?: number;
  /** Names the scroll region and the list, e.g. 'Community suggestions'. */
  label: string;
  /** `data-testid` of the scroll region (stories settle and scroll it). */
  testId?: string;
  className?: string;
};

const GAP_PX = 12;

/**
 * A list in a keyboard-scrollable region where only the rows in view (plus a few) are in the DOM, so
 * hundreds of cards scroll and update as fast as a handful. Same technique as the Admin Logs list.
 */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  estimateSize = 180,
  label,
  testId,
  className,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    overscan: 4,
    gap: GAP_PX,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item, index);
    },
  });

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard.
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      data-slot="virtual-list"
      className={cn(
        "max-h-[70vh] min-h-0 overflow-y-auto overscroll-contain rounded-xl pr-1 [scrollbar-color:var(--color-border)_transparent] [scrollbar-width:thin] focus-visible:outline-offset-4",
        className,
      )}
    >
      <ul aria-label={label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              // `top`, not a transform: see LogList (fractional transforms rasterise differently run to run).
              className="absolute left-0 w-full"
              style={{ top: row.start }}
            >
              {renderItem(item, row.index)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
