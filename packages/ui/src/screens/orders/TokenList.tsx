import { formatNumber } from "@boostdash/api-client/core/format";
import { maskToken } from "@boostdash/api-client/orders/rules";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Eye, EyeOff } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { CopyButton } from "../../primitives/CopyButton";

export interface TokenListProps {
  title: "Successful Tokens" | "Failed Tokens";
  tokens: readonly string[];
  tone: "success" | "danger";
  onCopied?: () => void;
  onCopyFailed?: () => void;
  /** Start revealed (stories). */
  defaultRevealed?: boolean;
}

const ROW_PX = 36;

/**
 * A list of account tokens: masked until revealed (one toggle for the list), a copy button per token and one
 * for the whole list. Long lists scroll inside the dialog, and only the rows in view are in the DOM.
 */
export function TokenList({
  title,
  tokens,
  tone,
  onCopied,
  onCopyFailed,
  defaultRevealed = false,
}: TokenListProps) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tokens.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
    // A dialog's first render has no layout yet: show the first rows at once rather than none.
    initialRect: { width: 480, height: ROW_PX * 6 },
  });

  return (
    <section aria-labelledby={headingId} data-testid={`tokens-${tone}`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-fg">
          {title} <Badge tone={tone}>{formatNumber(tokens.length)}</Badge>
        </h3>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {revealed ? "Hide" : "Reveal"}
            <span className="sr-only"> {title.toLowerCase()}</span>
          </Button>
          <CopyButton
            value={tokens.join("\n")}
            label={`Copy all ${title.toLowerCase()}`}
            size="sm"
            variant="ghost"
            className="px-2"
            onCopied={onCopied}
            onError={onCopyFailed}
          />
        </div>
      </div>
      <div
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard.
        tabIndex={0}
        data-testid="token-scroller"
        className="max-h-48 overflow-y-auto overscroll-contain rounded-md border border-border bg-surface-2 [scrollbar-width:thin]"
      >
        <ul
          aria-labelledby={headingId}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const token = tokens[row.index] ?? "";
            return (
              <li
                key={row.key}
                aria-setsize={tokens.length}
                aria-posinset={row.index + 1}
                className="absolute left-0 flex w-full items-center justify-between gap-2 border-b border-border/60 px-3 last:border-b-0"
                style={{ top: row.start, height: ROW_PX }}
              >
                <code
                  data-testid="token-value"
                  className={cn("min-w-0 truncate font-mono text-xs", revealed ? "text-fg" : "text-muted")}
                >
                  {revealed ? token : maskToken(token)}
                </code>
                <CopyButton
                  value={token}
                  label={`Copy token ${row.index + 1}`}
                  className="size-7"
                  onCopied={onCopied}
                  onError={onCopyFailed}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
