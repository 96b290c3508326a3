import { formatNumber } from "@boostdash/api-client";
import { cn } from "../../lib/cn";

/** 'Nitro Tokens:' and its count, large; an empty shelf reads muted so sold-out tiers stand out. */
export function StockRow({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-surface-2/60 px-4 py-3">
      <dt className="text-base text-muted">{label}</dt>
      <dd
        className={cn(
          "break-all text-right text-3xl font-bold tabular-nums",
          value === 0 ? "text-muted" : "text-fg",
        )}
      >
        {formatNumber(value)}
      </dd>
    </div>
  );
}
