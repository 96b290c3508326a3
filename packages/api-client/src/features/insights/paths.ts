import type { TrendRange } from "./ranges.ts";

/**
 * Home's trends call, its method and path without its schemas: the dashboard's entry sends it while Home's code and
 * the schemas load (`sendEarly`, docs/decisions.md#home-time-to-data). contract.ts's `insightsRoutes` adds them.
 */
export const insightsPaths = {
  dashboardTrends: { method: "GET", path: "/dashboard/trends", auth: "token", permission: "orders.read" },
} as const;

/** The trends call's path for one range: `/dashboard/trends?days=90`. */
export function trendsPath(range: TrendRange): string {
  return `${insightsPaths.dashboardTrends.path}?days=${range}`;
}
