import { configureApi } from "@boostdash/api-client/core/http";
import { createQueryClient } from "@boostdash/api-client/core/query/client";
import { ordersPageQuery, ordersQueryOf, ordersSummaryQuery } from "@boostdash/api-client/orders/queries";
import { afterEach, describe, expect, it } from "vitest";
import { prefetchOrders } from "./ordersRoute";

const summary = { totalOrders: 1_000_000, successRate: 50, totalBoosts: 4_000_000, completed: 600_000 };
const page = { orders: [], next: null };

/** A server answering the cards and the pages, recording each request's path. */
function server() {
  const seen: string[] = [];
  configureApi({
    fetch: (async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://test");
      seen.push(`${url.pathname}${url.search}`);
      return new Response(JSON.stringify(url.pathname.endsWith("/summary") ? summary : page));
    }) as typeof fetch,
  });
  return seen;
}

afterEach(() => configureApi({}));

describe("the Orders page's prefetch (docs/decisions.md#orders-at-a-million-the-first-screen)", () => {
  it.each([
    ["", { query: "", status: "all" as const }],
    ["?q=%20zebra%20&status=partial", { query: " zebra ", status: "partial" as const }],
    ["?replacement=requested&status=bogus", { query: "", status: "all" as const, replacement: true }],
  ])(
    "sends the cards and the first page the page asks for %s, and the page's queries take them",
    async (address, filter) => {
      const seen = server();
      await prefetchOrders(undefined, new URLSearchParams(address));
      expect(seen).toHaveLength(2);
      const client = createQueryClient();
      const query = ordersQueryOf(filter);
      await client.fetchQuery(ordersSummaryQuery(query));
      await client.fetchQuery(ordersPageQuery(query, 0));
      // The page's two requests were answered by the early ones: nothing more was sent.
      expect(seen).toHaveLength(2);
      expect(seen[0]).toMatch(/^\/api\/dashboard\/orders\/summary/);
      expect(seen[1]).toMatch(/^\/api\/dashboard\/orders\/page\?(.+&)?offset=0&limit=100$/);
    },
  );
});
