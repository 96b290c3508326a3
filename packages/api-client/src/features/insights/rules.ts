/**
 * Home's trends (docs/product.md#trends): the ranges, the success rate of a day, and the stock runway's words. Safe
 * for the server.
 */
import { successRate } from "../orders/rules.ts";

export { DEFAULT_TREND_RANGE, parseTrendRange, TREND_RANGES, type TrendRange } from "./ranges.ts";

export interface DayFigures {
  finishedOrders: number;
  finishedBoostsRequested: number;
  finishedBoostsDelivered: number;
}

/** A day's success rate over its finished orders (delivered over requested boosts); null with none finished. */
export function daySuccessRate(day: DayFigures): number | null {
  if (day.finishedOrders === 0) return null;
  return successRate(day.finishedBoostsDelivered, day.finishedBoostsRequested);
}

/** The stock tiers as the stock counts name them, and which stock file (`oneMonthBoosts.txt`) sells each. */
export const RUNWAY_TIERS = [
  "oneMonthNitroTokens",
  "oneMonthServerBoosts",
  "threeMonthNitroTokens",
  "threeMonthServerBoosts",
] as const;
export type RunwayTier = (typeof RUNWAY_TIERS)[number];

export function tierOfStock(stock: string): RunwayTier | undefined {
  const s = stock.toLowerCase();
  const months =
    s.startsWith("one") || s.startsWith("1")
      ? "one"
      : s.startsWith("three") || s.startsWith("3")
        ? "three"
        : "";
  const kind = s.includes("nitro") ? "Nitro" : s.includes("boost") ? "Boost" : "";
  if (!months || !kind) return undefined;
  return `${months}Month${kind === "Nitro" ? "NitroTokens" : "ServerBoosts"}` as RunwayTier;
}

/** Days the stock lasts at the last 7 days' rate, rounded down; null when nothing sold in those days. */
export function runwayDays(stock: number, soldLast7Days: number): number | null {
  if (soldLast7Days <= 0) return null;
  return Math.floor(stock / (soldLast7Days / 7));
}

/**
 * 'about 12 days left at the last 7 days' rate', 'less than a day left ...' (stock that lasts under a day: "about 0
 * days" read as none left), 'no recent sales', 'out of stock'.
 */
export function runwayText(stock: number, daysLeft: number | null): string {
  if (stock <= 0) return "out of stock";
  if (daysLeft === null) return "no recent sales";
  if (daysLeft < 1) return "less than a day left at the last 7 days' rate";
  return `about ${daysLeft.toLocaleString("en-US")} ${daysLeft === 1 ? "day" : "days"} left at the last 7 days' rate`;
}

export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC day number (days since the epoch). */
export function dayKey(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
