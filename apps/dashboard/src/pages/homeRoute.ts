// What the route table (routes.tsx, in the entry) asks for when Home is the page to open, beside Home's own chunk:
// the charts' chunk and Home's two calls (docs/decisions.md#home-time-to-data). Apart from HomePage.tsx, and with
// the queries' module loaded on demand, so the entry holds no more than these few lines and no schema.
import { sendEarly } from "@boostdash/api-client/core/http";
import { getToken } from "@boostdash/api-client/core/token";
import { dashboardPaths } from "@boostdash/api-client/dashboard/paths";
import { insightsPaths, trendsPath } from "@boostdash/api-client/insights/paths";
import { parseTrendRange } from "@boostdash/api-client/insights/ranges";
import type { QueryClient } from "@tanstack/react-query";
import { lazyWithPreload } from "../lazyWithPreload";

/** Home's charts: a chunk of their own, loaded with Home only (scripts/budgets.mjs; docs/decisions.md#home-trends). */
export const HomeCharts = lazyWithPreload(() =>
  import("@boostdash/ui/screens/home/TrendsSection").then((m) => m.TrendsSection),
);

/**
 * Home's figures and its trends at the address's range: both calls leave at once (their answers wait for the
 * queries, which load with the schemas), then go into the query cache HomePage reads.
 */
export function prefetchHome(client: QueryClient, search: URLSearchParams): Promise<void> {
  const range = parseTrendRange(search.get("range"));
  const token = getToken();
  sendEarly(dashboardPaths.dashboardData, { token });
  sendEarly({ ...insightsPaths.dashboardTrends, path: trendsPath(range) }, { token });
  return import("./homeQueries").then(({ homeDataQuery, homeTrendsQuery }) => {
    void client.prefetchQuery(homeDataQuery());
    void client.prefetchQuery(homeTrendsQuery(range));
  });
}
