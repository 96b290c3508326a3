import type { LogEntry } from "@boostdash/api-client/admin/contract";
import type { DateInput } from "@boostdash/api-client/core/format";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { VirtualRows } from "../../primitives/VirtualList";
import { LogEntryCard } from "./LogEntryCard";

export interface LogListProps {
  logs: readonly LogEntry[];
  now: DateInput;
  timeZone?: string;
}

/**
 * The log, one line per entry, in the page's own scroll (no box of its own). Only the entries in view (plus a
 * few) are in the DOM, measured as they render, so 10,000 logs scroll as smoothly as 10 and an expanded entry
 * simply grows. The virtualiser follows the window; `scrollMargin` is where the list starts on the page.
 */
export function LogList({ logs, now, timeZone }: LogListProps) {
  const list = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  // Where the list starts moves when anything above it changes height (the filters wrap, a toast, the window).
  useLayoutEffect(() => {
    const measure = () => {
      const el = list.current;
      if (el) setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: logs.length,
    estimateSize: () => 45,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => logs[index]?.id ?? index,
  });

  const toggle = useCallback((id: string) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  return (
    <section
      aria-label="Log entries, newest first"
      data-testid="log-scroller"
      className="overflow-hidden rounded-xl border border-border bg-surface"
    >
      <VirtualRows
        listRef={list}
        virtualizer={virtualizer}
        items={logs}
        label={`${logs.length} log entries`}
        offset={scrollMargin}
        rowClassName="border-b border-border/60 last:border-b-0"
        renderItem={(log) => (
          <LogEntryCard
            log={log}
            now={now}
            timeZone={timeZone}
            expanded={expanded.has(log.id)}
            onToggle={toggle}
          />
        )}
      />
    </section>
  );
}
