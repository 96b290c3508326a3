import { z } from "zod";
import type { ContractRoute } from "../../core/contract/route.ts";
import { insightsPaths } from "./paths.ts";
import { RUNWAY_TIERS, TREND_RANGES } from "./rules.ts";

const count = z.number().int().nonnegative();

/** One UTC day of the store's orders. */
export const TrendDaySchema = z.object({
  /** 'YYYY-MM-DD' (UTC). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Orders made that day, finished or not. */
  orders: count,
  /** Boosts delivered by that day's orders. */
  boostsDelivered: count,
  /** Of them, the finished ones (the success rate is over these: an unfinished order is not a failure). */
  finishedOrders: count,
  finishedBoostsRequested: count,
  finishedBoostsDelivered: count,
});
export type TrendDay = z.infer<typeof TrendDaySchema>;

export const RunwaySchema = z.object({
  tier: z.enum(RUNWAY_TIERS),
  stock: count,
  /** Units sold in the last 7 days (the orders' amounts). */
  soldLast7Days: count,
  /** Days the stock lasts at that rate; null: no sales in those days. */
  daysLeft: count.nullable(),
});
export type Runway = z.infer<typeof RunwaySchema>;

export const TrendsSchema = z.object({
  range: z.union(TREND_RANGES.map((n) => z.literal(n))),
  /** Every day of the range, oldest first, the days without orders included. */
  days: z.array(TrendDaySchema),
  runway: z.array(RunwaySchema),
});
export type Trends = z.infer<typeof TrendsSchema>;

export const TrendsQuerySchema = z.object({
  days: z.enum(TREND_RANGES.map(String) as ["7", "30", "90"]),
});

export const insightsRoutes = {
  /** Home's charts and stock runway: aggregated by the server, one query per range. */
  dashboardTrends: {
    ...insightsPaths.dashboardTrends,
    query: TrendsQuerySchema,
    response: TrendsSchema,
  },
} as const satisfies Record<string, ContractRoute>;
