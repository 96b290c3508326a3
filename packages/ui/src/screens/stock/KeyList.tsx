import { formatDate } from "@boostdash/api-client/core/format";
import { formatStockName } from "@boostdash/api-client/orders/rules";
import type { RedeemKeyRow } from "@boostdash/api-client/stock/contract";
import { ExternalLink, Trash2 } from "lucide-react";
import { memo, useCallback } from "react";
import { Badge } from "../../primitives/Badge";
import { Button } from "../../primitives/Button";
import { VirtualList } from "../../primitives/VirtualList";

export interface KeyListProps {
  keys: readonly RedeemKeyRow[];
  /** The dashboard's link to a used key's order (its id is the key). */
  orderHref: (key: string) => string;
  onDelete: (key: string) => void;
  timeZone?: string;
  /** When this changes (a new search or filter), the list scrolls back to the top. */
  resetKey?: string;
}

/** One row's height with its gap (`pb-2`): fixed, from 640 px up and below, so the list never measures a row. */
const ROW_PX = 56;
const ROW_PX_NARROW = 96;

const keyOf = (row: RedeemKeyRow) => row.key;

const KeyRow = memo(function KeyRow({
  row,
  orderHref,
  onDelete,
  timeZone,
}: {
  row: RedeemKeyRow;
  orderHref: (key: string) => string;
  onDelete: (key: string) => void;
  timeZone?: string;
}) {
  const used = row.usedAt !== null;
  return (
    <div className="grid h-[88px] grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-surface px-4 py-2 text-sm sm:h-12 sm:grid-cols-[minmax(0,1fr)_12rem_3.5rem_5.5rem_7rem_6rem] sm:py-0">
      <span className="truncate font-mono text-fg" data-testid="key-value">
        {row.key}
      </span>
      <span className="text-muted sm:order-none">{formatStockName(row.stock)}</span>
      <span className="text-muted tabular-nums">×{row.amount}</span>
      <span>
        <Badge tone={used ? "neutral" : "success"}>{used ? "Used" : "Unused"}</Badge>
      </span>
      <span className="text-xs text-muted">{formatDate(row.usedAt ?? row.createdAt, { timeZone })}</span>
      <span className="flex justify-end">
        {used ? (
          <Button asChild variant="ghost" size="sm">
            <a href={orderHref(row.key)} aria-label={`Order #${row.key}`}>
              <ExternalLink aria-hidden="true" />
              Order
            </a>
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${row.key}`}
            onClick={() => onDelete(row.key)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </span>
    </div>
  );
});

/**
 * Every key of the store in a virtual list: only the rows in view (plus a few) are in the DOM, so 50,000 keys
 * scroll like 50. Rows have a fixed height, so nothing is measured while scrolling; list semantics stay (each
 * row's place in the whole), and Tab walks row to row.
 */
export const KeyList = memo(function KeyList({
  keys,
  orderHref,
  onDelete,
  timeZone,
  resetKey,
}: KeyListProps) {
  const narrow = typeof window !== "undefined" && !window.matchMedia("(min-width: 640px)").matches;
  const renderItem = useCallback(
    (row: RedeemKeyRow) => <KeyRow row={row} orderHref={orderHref} onDelete={onDelete} timeZone={timeZone} />,
    [orderHref, onDelete, timeZone],
  );
  return (
    <VirtualList
      items={keys}
      getKey={keyOf}
      renderItem={renderItem}
      // Every row is exactly this tall, its gap (`pb-2`) included: nothing to measure, so scrolling forces no
      // layout per new row (measuring each new row's box, at 50 new rows a frame, made frames of half a second).
      rowHeight={narrow ? ROW_PX_NARROW : ROW_PX}
      gap={0}
      rowClassName="pb-2"
      label="Redeem keys, newest first"
      listLabel={`${keys.length} redeem keys`}
      testId="key-scroller"
      resetKey={resetKey}
    />
  );
});
