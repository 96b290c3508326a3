import { formatNumber } from "@boostdash/api-client/core/format";

/**
 * 'Nitro Tokens:' and its count, large. An empty shelf says 'Out of stock' instead of a grey '0' (docs/product.md#live-stock); the
 * figure stays in the text for screen readers ('0 Out of stock'), so the count is never only a colour or a word.
 */
export function StockRow({
  label,
  value,
  outOfStock,
  locale,
}: {
  label: string;
  value: number;
  /** 'Out of stock' in the page's language. */
  outOfStock: string;
  /** The language the figure is written in (Intl). */
  locale: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-surface-2/60 px-4 py-3">
      <dt className="text-base text-muted">{label}</dt>
      {value === 0 ? (
        <dd data-out-of-stock="" className="flex min-h-9 items-center">
          <span className="sr-only">0</span>{" "}
          <span className="rounded-full border border-danger/40 bg-danger-bg px-3 py-1 text-sm font-semibold whitespace-nowrap text-danger">
            {outOfStock}
          </span>
        </dd>
      ) : (
        <dd className="break-all text-right text-3xl font-bold text-fg tabular-nums">
          {formatNumber(value, { locale })}
        </dd>
      )}
    </div>
  );
}
