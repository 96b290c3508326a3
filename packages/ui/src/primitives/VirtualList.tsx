import { useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { type ReactNode, type Ref, useCallback, useEffect, useRef } from "react";
import { cn } from "../lib/cn";

export type VirtualListProps<T> = {
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** A first guess at a row's height; rows are measured after they render. */
  estimateSize?: number;
  /**
   * Every row's height, its gap included: rows are then never measured (no box read, no resize observer per row),
   * which keeps a fast scroll over thousands of rows from laying out each new row twice.
   */
  rowHeight?: number;
  /** Space between rows, in px (default 12); 0 when `rowClassName` pads each row instead. */
  gap?: number;
  /** Rows rendered beyond the view on each side (default 4). */
  overscan?: number;
  /** Names the scroll region and the list, e.g. 'Community suggestions'. */
  label: string;
  /** Names the list alone, when it says more than the region ('50000 redeem keys'). */
  listLabel?: string;
  /** `data-testid` of the scroll region (stories settle and scroll it). */
  testId?: string;
  className?: string;
  /** Classes of each row's `li` (its padding, when that is the gap). */
  rowClassName?: string;
  /** When this changes (a new search or filter), the list scrolls back to the top. */
  resetKey?: string;
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
  rowHeight,
  gap = GAP_PX,
  overscan = 4,
  label,
  listLabel = label,
  testId,
  className,
  rowClassName,
  resetKey,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLElement>(null);
  // The virtualiser recomputes every row's place whenever `getItemKey` is a new function: a stable one (per list of
  // items) keeps that to once per list instead of once per frame, which at 50,000 rows was most of a frame.
  const keyOf = useRef(getKey);
  keyOf.current = getKey;
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : keyOf.current(item, index);
    },
    [items],
  );
  const size = rowHeight ?? estimateSize;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => size,
    overscan,
    gap,
    getItemKey,
  });
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
      aria-label={label}
      data-testid={testId}
      data-slot="virtual-list"
      className={cn(scrollRegionClass, className)}
    >
      <VirtualRows
        virtualizer={virtualizer}
        items={items}
        label={listLabel}
        renderItem={renderItem}
        rowClassName={rowClassName}
        measure={rowHeight === undefined}
      />
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
  /** Measure each row as it renders (default); false when every row has the virtualiser's size already. */
  measure?: boolean;
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
  measure = true,
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
            ref={measure ? virtualizer.measureElement : undefined}
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
