import { useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { type ReactNode, type Ref, useRef } from "react";
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
      className={cn(scrollRegionClass, className)}
    >
      <VirtualRows virtualizer={virtualizer} items={items} label={label} renderItem={renderItem} />
    </section>
  );
}

/** The scroll box of a virtual list: at most 70% of the viewport high, a thin scrollbar in the theme's colours. */
export const scrollRegionClass =
  "max-h-[70vh] min-h-0 overflow-y-auto overscroll-contain rounded-xl pr-1 [scrollbar-color:var(--color-border)_transparent] [scrollbar-width:thin] focus-visible:outline-offset-4";

export type VirtualRowsProps<T, S extends Element | Window> = {
  virtualizer: Virtualizer<S, Element>;
  items: readonly T[];
  /** Names the list. */
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Where the list starts in its scroll element (a window virtualiser's `scrollMargin`). */
  offset?: number;
  rowClassName?: string;
  listRef?: Ref<HTMLUListElement>;
};

/**
 * The rows of a virtual list: a list as tall as all its rows, with only the rows in view rendered, each measured
 * as it renders and keeping its place in the whole (`aria-setsize`/`aria-posinset`), so Tab walks row to row.
 * Rows are placed with `top`, not a transform: transformed rows rasterise differently from run to run at
 * fractional offsets, and about 30 rows in the DOM cost nothing to lay out.
 */
export function VirtualRows<T, S extends Element | Window>({
  virtualizer,
  items,
  label,
  renderItem,
  offset = 0,
  rowClassName,
  listRef,
}: VirtualRowsProps<T, S>) {
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
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
            className={cn("absolute left-0 w-full", rowClassName)}
            style={{ top: row.start - offset }}
          >
            {renderItem(item, row.index)}
          </li>
        );
      })}
    </ul>
  );
}
