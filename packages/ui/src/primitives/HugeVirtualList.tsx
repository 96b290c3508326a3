import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * The tallest spacer a list gets: half of Chromium's element height limit (33,554,432 px), and under Firefox's
 * (17,895,697 px). A list whose rows would be taller is a `HugeVirtualList`.
 */
export const SCROLL_CAP = 16_000_000;

export interface HugeVirtualListProps<T> {
  count: number;
  itemAt: (index: number) => T | undefined;
  renderItem: (item: T, index: number) => ReactNode;
  renderPlaceholder?: (index: number) => ReactNode;
  onRangeChange?: (start: number, end: number) => void;
  resetKey?: string;
  /** A row's height before it is drawn (its gap not included). */
  estimateSize: number;
  gap: number;
  overscan: number;
  label: string;
  listLabel: string;
  testId?: string;
  className: string;
  rowClassName?: string;
}

/** Where the list is: the row at the top of the box, and how many of its pixels are above the box's top. */
interface Anchor {
  index: number;
  offset: number;
}

/**
 * A list taller than a browser lays out (docs/decisions.md#orders-at-a-million-the-first-screen): a million order
 * cards are 78,000,000 px, and Chromium clamped the spacer at 33,554,432 px, so every row after #372,832 was out of
 * reach. Here the spacer is at most `SCROLL_CAP` high, and the position in the list is an anchor (a row and an
 * offset into it), not the scroll position:
 * - a small move (a wheel's notch, arrow keys, Tab to the next card) moves the anchor by as many pixels through the
 *   rows' drawn heights, so the rows move with the scroll as in any list, with no jump when rows of unequal height
 *   come and go;
 * - a jump (the scrollbar dragged, Page Down, Home, End) puts the anchor where the thumb says: scrollTop /
 *   (spacer - box) of the way through the rows; the top and the bottom of the scrollbar are the first and the last
 *   row.
 * The drawn rows sit in normal flow in one block placed so that the anchor row is where it belongs; every row keeps
 * its place in the whole (`aria-setsize`/`aria-posinset`). No per-row bookkeeping over the whole list: the work per
 * frame is the rows in view, at a million rows as at a thousand.
 */
export function HugeVirtualList<T>({
  count,
  itemAt,
  renderItem,
  renderPlaceholder,
  onRangeChange,
  resetKey,
  estimateSize,
  gap,
  overscan,
  label,
  listLabel,
  testId,
  className,
  rowClassName,
}: HugeVirtualListProps<T>) {
  const scroller = useRef<HTMLElement>(null);
  const block = useRef<HTMLUListElement>(null);
  // The anchor's row decides which rows are drawn, so it is state; its offset changes on every scrolled frame and
  // only moves the block, so it is kept with the anchor as last placed, and the scroll position it was placed at.
  const [anchorIndex, setAnchorIndex] = useState(0);
  const [viewport, setViewport] = useState(900);
  const placed = useRef<{ anchor: Anchor; real: number }>({ anchor: { index: 0, offset: 0 }, real: 0 });
  const spacer = Math.min(count * (estimateSize + gap), SCROLL_CAP);
  const rowsInView = Math.ceil(viewport / (estimateSize + gap)) + 1;
  const first = Math.max(0, anchorIndex - overscan);
  const last = Math.min(count - 1, anchorIndex + rowsInView + overscan);

  /** The drawn height of row `index` with its gap, or the estimate when it is not drawn. */
  const heightOf = useCallback(
    (index: number): number => {
      const element = block.current?.querySelector<HTMLElement>(`:scope > li[data-index="${index}"]`);
      return (element ? element.offsetHeight : estimateSize) + gap;
    },
    [estimateSize, gap],
  );

  /** The anchor `offset` px below the top of row `index` (negative: above it), through the rows' drawn heights. */
  const walk = useCallback(
    (from: number, by: number): Anchor => {
      let index = from;
      let offset = by;
      while (offset < 0 && index > 0) {
        index -= 1;
        offset += heightOf(index);
      }
      while (index < count - 1 && offset >= heightOf(index)) {
        offset -= heightOf(index);
        index += 1;
      }
      return { index, offset: Math.max(0, offset) };
    },
    [count, heightOf],
  );

  /**
   * Puts the block where the anchor row's top is `offset` px above the box's top, at scroll position `real`; at the
   * end of the list, the last row's bottom is never above the box's bottom, whatever the rows' heights add up to.
   */
  const place = useCallback(
    (next: Anchor, real: number) => {
      placed.current = { anchor: next, real };
      const rows = block.current;
      const box = scroller.current;
      if (!rows || !box) return;
      const row = rows.querySelector<HTMLElement>(`:scope > li[data-index="${next.index}"]`);
      let top = real - next.offset - (row ? row.offsetTop : 0);
      if (rows.lastElementChild?.getAttribute("data-index") === String(count - 1)) {
        const short = real + box.clientHeight - (top + rows.offsetHeight);
        if (short > 0) {
          top += short;
          // The anchor follows the rows it moved, so the next small move starts from what is on screen.
          placed.current = { anchor: walk(next.index, next.offset - short), real };
        }
      }
      rows.style.top = `${top}px`;
    },
    [count, walk],
  );

  const moveTo = useCallback(
    (real: number) => {
      const box = scroller.current;
      if (!box) return;
      const view = box.clientHeight;
      const maxReal = Math.max(1, box.scrollHeight - view);
      const before = placed.current;
      const delta = real - before.real;
      let next: Anchor;
      if (real <= 0) next = { index: 0, offset: 0 };
      else if (real >= maxReal - 1 || Math.abs(delta) > view) {
        // A jump: the thumb's share of the rows (the end of the scrollbar is the end of the list).
        const at = Math.min(1, real / maxReal) * Math.max(0, count - rowsThatFit(view, estimateSize + gap));
        next = { index: Math.min(count - 1, Math.floor(at)), offset: 0 };
      } else {
        next = walk(before.anchor.index, before.anchor.offset + delta);
      }
      place(next, real);
      setAnchorIndex(placed.current.anchor.index);
    },
    [count, estimateSize, gap, place, walk],
  );

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const onScroll = () => moveTo(box.scrollTop);
    box.addEventListener("scroll", onScroll, { passive: true });
    const observer = new ResizeObserver(() => setViewport(box.clientHeight));
    observer.observe(box);
    return () => {
      box.removeEventListener("scroll", onScroll);
      observer.disconnect();
    };
  }, [moveTo]);

  // After the rows are drawn, the block is placed from the anchor row's drawn position (before the paint), at the
  // scroll position the anchor was placed for: a scroll whose event has not come yet (events come with the next
  // frame) is that event's to make, else a jump to the scrollbar's end drawn in between would read as no move.
  useLayoutEffect(() => {
    place(placed.current.anchor, placed.current.real);
  });

  const lastReset = useRef(resetKey);
  useEffect(() => {
    if (lastReset.current === resetKey) return;
    lastReset.current = resetKey;
    const box = scroller.current;
    if (box) box.scrollTop = 0;
    placed.current = { anchor: { index: 0, offset: 0 }, real: 0 };
    setAnchorIndex(0);
  }, [resetKey]);

  const report = useRef(onRangeChange);
  report.current = onRangeChange;
  useEffect(() => {
    report.current?.(first, last);
  }, [first, last]);

  const rows: ReactNode[] = [];
  for (let index = first; index <= last; index += 1) {
    const item = itemAt(index);
    if (item === undefined && !renderPlaceholder) continue;
    rows.push(
      <li
        key={index}
        data-index={index}
        aria-setsize={count}
        aria-posinset={index + 1}
        aria-busy={item === undefined ? true : undefined}
        className={rowClassName}
        style={{ marginBottom: gap }}
      >
        {item === undefined ? renderPlaceholder?.(index) : renderItem(item, index)}
      </li>,
    );
  }

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard.
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      data-slot="virtual-list"
      className={className}
    >
      <div className="relative w-full" style={{ height: spacer }}>
        <ul ref={block} aria-label={listLabel} className="absolute left-0 w-full" style={{ top: 0 }}>
          {rows}
        </ul>
      </div>
    </section>
  );
}

/** Whole rows of `size` px that fit in `view` px. */
function rowsThatFit(view: number, size: number): number {
  return Math.max(1, Math.floor(view / size));
}
