import type { DateInput, LogEntry } from "@boostdash/api-client";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { LogEntryCard } from "./LogEntryCard";

export interface LogListProps {
  logs: readonly LogEntry[];
  now: DateInput;
  timeZone?: string;
}

const GAP_PX = 12;

/**
 * Only the entries in view (plus a few) are in the DOM, so 10,000 logs scroll as smoothly as 10.
 * Rows are measured after render, since the IP/User Agent block makes heights differ.
 */
export function LogList({ logs, now, timeZone }: LogListProps) {
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: logs.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 150,
    overscan: 6,
    gap: GAP_PX,
    getItemKey: (index) => logs[index]?.id ?? index,
  });

  return (
    <section
      ref={scroller}
      // Focusable, so keyboard users can scroll the list (axe: scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard.
      tabIndex={0}
      aria-label="Log entries, newest first"
      data-testid="log-scroller"
      className="max-h-[60vh] min-h-0 overflow-y-auto overscroll-contain rounded-xl pr-1 [scrollbar-color:var(--color-border)_transparent] [scrollbar-width:thin] focus-visible:outline-offset-4"
    >
      <ul
        aria-label={`${logs.length} log entries`}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const log = logs[row.index];
          if (!log) return null;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              aria-setsize={logs.length}
              aria-posinset={row.index + 1}
              // `top`, not a transform: transformed rows rasterise their rounded corners differently from run to
              // run at fractional offsets, and about 20 rows in the DOM cost nothing to lay out.
              className="absolute left-0 w-full"
              style={{ top: row.start }}
            >
              <LogEntryCard log={log} now={now} timeZone={timeZone} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
