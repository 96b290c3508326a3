import { useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { type ReactNode, type Ref, useCallback, useEffect, useMemo, useRef } from "react";
import { cn } from "../lib/cn";
import { HugeVirtualList, SCROLL_CAP } from "./HugeVirtualList";

export type VirtualListProps<T> = {
  /** Every row, loaded. A list whose rows arrive in pages passes `count` and `itemAt` instead. */
  items?: readonly T[];
  /** How many rows the whole list has (`aria-setsize`), loaded or not; defaults to `items.length`. */
  count?: number;
  /** The row at a position, or undefined while it loads; defaults to `items[index]`. */
  itemAt?: (index: number) => T | undefined;
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** What a row not loaded yet shows (a skeleton of its size); without it such a row is left out. */
  renderPlaceholder?: (index: number) => ReactNode;
  /** Told the rows on screen (first and last index, overscan included) whenever they change. */
  onRangeChange?: (start: number, end: number) => void;
  /** When this changes (a new search), the list scrolls back to the top. */
  resetKey?: string;
  /** A first guess at a row's height; rows are measured after they render. */
  estimateSize?: number;
  /**
   * Every row's height, its gap included: rows are then never measured (no box read, no resize observer per row),
   * which keeps a fast scroll over thousands of rows from laying out each new row twice.
   */
  rowHeight?: number;
  /** Space between rows, in px (default 12); 0 when `rowClassName` pads each row instead. */
  gap?: number;
  /** How a rendered row's height is read (the library's default reads `offsetHeight`, a layout per new row). */
  measureElement?: (
    element: Element,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<HTMLElement, Element>,
  ) => number;
  /** Rows rendered beyond the visible ones on each side (default 4). */
  overscan?: number;
  /** Names the scroll region and the list, e.g. 'Community suggestions'. */
  label: string;
  /** Names the list inside, when it should differ from the region ('12 orders', '50000 redeem keys'). */
  listLabel?: string;
  /** `data-testid` of the scroll region (stories settle and scroll it). */
  testId?: string;
  className?: string;
  /** Classes of each row's `li` (its padding, when that is the gap). */
  rowClassName?: string;
};

const GAP_PX = 12;

/**
 * A list in a keyboard-scrollable region where only the rows in view (plus a few) are in the DOM, so
 * hundreds of cards scroll and update as fast as a handful. Same technique as the Admin Logs list. With `count`
 * and `itemAt` the rows need not be loaded: a row not loaded yet shows `renderPlaceholder`, and `onRangeChange`
 * says which rows to fetch.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { count, itemAt, estimateSize = 180, rowHeight, gap = GAP_PX } = props;
  // Rows that load by pages and would be taller than a browser lays out (a million orders): the anchored list.
  // The choice is made again when the count arrives (the first page's rows, then the search's total).
  if (itemAt && count !== undefined && count * ((rowHeight ?? estimateSize) + gap) > SCROLL_CAP) {
    return (
      <HugeVirtualList
        count={count}
        itemAt={itemAt}
        renderItem={props.renderItem}
        renderPlaceholder={props.renderPlaceholder}
        onRangeChange={props.onRangeChange}
        resetKey={props.resetKey}
        estimateSize={rowHeight === undefined ? estimateSize : rowHeight - gap}
        gap={gap}
        overscan={props.overscan ?? 4}
        label={props.label}
        listLabel={props.listLabel ?? props.label}
        testId={props.testId}
        className={cn(scrollRegionClass, props.className)}
        rowClassName={props.rowClassName}
      />
    );
  }
  return <MeasuredList {...props} />;
}

/** The list as the library lays it out: every row's place known, measured as it renders. */
function MeasuredList<T>({
  items,
  count,
  itemAt,
  getKey,
  renderItem,
  renderPlaceholder,
  onRangeChange,
  resetKey,
  estimateSize = 180,
  rowHeight,
  gap = GAP_PX,
  measureElement,
  overscan = 4,
  label,
  listLabel,
  testId,
  className,
  rowClassName,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLElement>(null);
  const rowAt = useMemo(() => itemAt ?? ((index: number) => items?.[index]), [itemAt, items]);
  const rows = count ?? items?.length ?? 0;
  const keyOf = useRef(getKey);
  keyOf.current = getKey;
  // One function per set of rows: the virtualizer reads every row's key again whenever it changes (100,000 calls
  // for a long paged list), so a new function on every render would cost that on every scrolled frame.
  const getItemKey = useCallback(
    (index: number) => {
      const item = rowAt(index);
      return item === undefined ? index : keyOf.current(item, index);
    },
    [rowAt],
  );
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight ?? estimateSize,
    ...(measureElement ? { measureElement } : {}),
    overscan,
    gap,
    getItemKey,
  });

  // A new search starts at the top; the rows still in view are kept, not built again.
  const lastReset = useRef(resetKey);
  useEffect(() => {
    if (lastReset.current === resetKey) return;
    lastReset.current = resetKey;
    virtualizer.scrollToOffset(0);
  }, [resetKey, virtualizer]);

  const visible = virtualizer.getVirtualItems();
  const start = visible[0]?.index ?? 0;
  const end = visible[visible.length - 1]?.index ?? 0;
  const report = useRef(onRangeChange);
  report.current = onRangeChange;
  useEffect(() => {
    report.current?.(start, end);
  }, [start, end]);

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
        items={items ?? []}
        count={rows}
        itemAt={rowAt}
        label={listLabel ?? label}
        renderItem={renderItem}
        renderPlaceholder={renderPlaceholder}
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
  /** The whole list's length when `items` holds only what is loaded (`aria-setsize`). */
  count?: number;
  /** The row at a position when `items` is not every row. */
  itemAt?: (index: number) => T | undefined;
  /** A row not loaded yet; without it such a row is left out. */
  renderPlaceholder?: (index: number) => ReactNode;
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
  count,
  itemAt,
  renderPlaceholder,
  offset = 0,
  rowClassName,
  listRef,
  measure = true,
}: VirtualRowsProps<T, S>) {
  const size = count ?? items.length;
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = itemAt ? itemAt(row.index) : items[row.index];
        if (item === undefined && !renderPlaceholder) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={measure ? virtualizer.measureElement : undefined}
            aria-setsize={size}
            aria-posinset={row.index + 1}
            aria-busy={item === undefined ? true : undefined}
            className={cn("absolute left-0 w-full", rowClassName)}
            style={{ top: row.start - offset }}
          >
            {item === undefined ? renderPlaceholder?.(row.index) : renderItem(item, row.index)}
          </li>
        );
      })}
    </ul>
  );
}
