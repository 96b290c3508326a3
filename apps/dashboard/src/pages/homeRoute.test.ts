import { configureApi } from "@boostdash/api-client/core/http";
import { createQueryClient } from "@boostdash/api-client/core/query/client";
import { createActivityItem, createStoreSetup } from "@boostdash/api-client/dashboard/fixtures";
import { createTrends } from "@boostdash/api-client/insights/fixtures";
import { afterEach, describe, expect, it, vi } from "vitest";
import { homeDataQuery, homeTrendsQuery } from "./homeQueries";
import { prefetchHome } from "./homeRoute";

const data = {
  totalOrders: 100_000,
  newOrders: 3,
  boostsL24: 40,
  recentActivity: [createActivityItem()],
  setup: createStoreSetup(),
};

/** A server that answers Home's two calls, recording each request's path. */
function server() {
  const seen: string[] = [];
  configureApi({
    fetch: (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://test");
      seen.push(`${url.pathname}${url.search}`);
      const days = Number(url.searchParams.get("days"));
      const body = url.pathname.endsWith("/trends") ? createTrends(days as 7 | 30 | 90) : data;
      return new Response(JSON.stringify(body));
    }) as typeof fetch,
  });
  return seen;
}

afterEach(() => configureApi({}));

describe("Home's prefetch (docs/decisions.md#home-time-to-data)", () => {
  it("sends both calls at once, before the queries' module has loaded, and fills the cache without sending again", async () => {
    const seen = server();
    const client = createQueryClient();
    const loaded = prefetchHome(client, new URLSearchParams("range=90"));
    expect(seen).toEqual(["/api/dashboard/fetch-dashboard-data", "/api/dashboard/trends?days=90"]);
    await loaded;
    await vi.waitFor(() => {
      expect(client.getQueryData(homeDataQuery().queryKey)).toEqual(data);
      expect(client.getQueryData(homeTrendsQuery(90).queryKey)).toEqual(createTrends(90));
    });
    expect(seen).toHaveLength(2);
  });

  it("reads the range as the page does: anything but 7, 30 or 90 is the default", async () => {
    const seen = server();
    await prefetchHome(createQueryClient(), new URLSearchParams("range=5"));
    expect(seen).toContain("/api/dashboard/trends?days=30");
  });
});
