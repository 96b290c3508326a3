import { dashboardDataQuery } from "@boostdash/api-client/dashboard/queries";
import { trendsQuery } from "@boostdash/api-client/insights/queries";
import { parseTrendRange, type TrendRange } from "@boostdash/api-client/insights/rules";

/**
 * How long an answer counts as fresh: the one the route's prefetch got a moment before the page mounted is not asked
 * for again on mount (TanStack Query refetches a stale query when a page starts reading it). Live events still
 * refresh Home's figures at once (LiveEvents), and the bot poll keeps its own interval.
 */
export const HOME_FRESH_MS = 10_000;

/** Home's figures and activity (`GET /api/dashboard/fetch-dashboard-data`), read by HomePage and its prefetch. */
export function homeDataQuery() {
  return { ...dashboardDataQuery(), staleTime: HOME_FRESH_MS };
}

/** Home's trends over one range, read by HomePage and its prefetch. */
export function homeTrendsQuery(range: TrendRange) {
  return { ...trendsQuery(range), staleTime: HOME_FRESH_MS };
}

/** The trends' range in the address (`?range=90`), so a reload or a shared link keeps it. */
export function rangeOf(search: URLSearchParams): TrendRange {
  return parseTrendRange(search.get("range"));
}
