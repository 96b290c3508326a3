// The trends' ranges, in a module of their own without imports: the dashboard's entry reads the address's range
// before Home's code has loaded (docs/decisions.md#home-time-to-data). rules.ts re-exports them.

export const TREND_RANGES = [7, 30, 90] as const;
export type TrendRange = (typeof TREND_RANGES)[number];
export const DEFAULT_TREND_RANGE: TrendRange = 30;

/** `?range=90` from the URL, or the default for anything else. */
export function parseTrendRange(value: string | null | undefined): TrendRange {
  const n = Number(value);
  return (TREND_RANGES as readonly number[]).includes(n) ? (n as TrendRange) : DEFAULT_TREND_RANGE;
}
