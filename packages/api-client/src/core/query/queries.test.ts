/** The hooks' query and mutation options, run with a real QueryClient against the msw handlers under Node. */
import { keepPreviousData, MutationObserver, QueryClient } from "@tanstack/react-query";
import { delay, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { adminLogsQuery } from "../../features/admin/queries.ts";
import { captchaConfigQuery, currentUserQuery, loginMutation } from "../../features/auth/queries.ts";
import { bugsQuery, createBugMutation, fixBugMutation } from "../../features/bugs/queries.ts";
import { customCodeQuery, saveCustomCodeMutation } from "../../features/customCode/queries.ts";
import { dashboardDataQuery } from "../../features/dashboard/queries.ts";
import { domainsQuery } from "../../features/domains/queries.ts";
import { createOrderFolder } from "../../features/orders/fixtures.ts";
import { refreshOrder } from "../../features/orders/orderRefresh.ts";
import {
  dropFarPages,
  ORDERS_PAGE_SIZE,
  orderQuery,
  ordersPageQuery,
  ordersQueryOf,
  ordersSummaryQuery,
  pagesOf,
} from "../../features/orders/queries.ts";
import {
  liveStockQuery,
  pollUnlessRefused,
  publicOrderStatusQuery,
  redeemPageConfigQuery,
} from "../../features/public/queries.ts";
import {
  resetAccessCodeMutation,
  rotateBotKeyMutation,
  updateStoreSettingsMutation,
  userSettingsQuery,
} from "../../features/settings/queries.ts";
import type { SuggestionsList } from "../../features/suggestions/contract.ts";
import {
  createSuggestionMutation,
  suggestionsQuery,
  voteSuggestionMutation,
} from "../../features/suggestions/queries.ts";
import { ApiError } from "../apiError.ts";
import { resetMockStore } from "../mocks/all.ts";
import { MOCK_GUILD_ID } from "../mocks/fixtures.ts";
import { mockRoute } from "../mocks/route.ts";
import { mockStore } from "../mocks/store.ts";
import { startMockServer, TEST_BASE_URL, testScenarios } from "../testing/mockServer.ts";
import { retryTransient } from "./client.ts";
import { queryRoot } from "./keys.ts";

const server = startMockServer();

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe("query options", () => {
  it("the current user is shared and fetched once (docs/product.md#sign-in-and-roles)", () => {
    const options = currentUserQuery();
    expect(options.queryKey).toEqual(currentUserQuery().queryKey);
    expect(options).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: false,
    });
  });

  it("live stock polls every 10 s and keeps the previous data while polling", () => {
    const options = liveStockQuery(MOCK_GUILD_ID);
    expect(typeof options.refetchInterval).toBe("function");
    expect(pollUnlessRefused(10_000)({ state: { status: "success", data: {}, error: null } })).toBe(10_000);
    expect(options.placeholderData).toBe(keepPreviousData);
  });

  it("live stock stops polling after a 4xx with nothing to show, and keeps polling through a 5xx", () => {
    const poll = pollUnlessRefused(10_000);
    const failed = (status: number, data?: unknown) => ({
      state: { status: "error" as const, data, error: new ApiError(status, "x") },
    });
    expect(poll(failed(404))).toBe(false);
    expect(poll(failed(400))).toBe(false);
    expect(poll(failed(503))).toBe(10_000);
    expect(poll(failed(404, { oneMonthNitroTokens: 1 }))).toBe(10_000);
    expect(
      poll({ state: { status: "error", data: undefined, error: new ApiError(0, "x", "network") } }),
    ).toBe(10_000);
  });

  it("a server-rendered answer is not fetched again on mount, and an error it rendered is not retried", () => {
    for (const options of [
      liveStockQuery(MOCK_GUILD_ID),
      publicOrderStatusQuery(MOCK_GUILD_ID, "ORD-0001"),
      redeemPageConfigQuery(MOCK_GUILD_ID),
    ]) {
      expect(options).toMatchObject({ staleTime: 10_000, retryOnMount: false });
    }
  });

  it("public reads wait for their route params", () => {
    expect(liveStockQuery("").enabled).toBe(false);
    expect(publicOrderStatusQuery(MOCK_GUILD_ID, "").enabled).toBe(false);
    expect(redeemPageConfigQuery(MOCK_GUILD_ID).enabled).toBe(true);
  });

  it.each([
    ["currentUser", currentUserQuery()],
    ["captchaConfig", captchaConfigQuery()],
    ["dashboardData", dashboardDataQuery()],
    ["publicOrderStatus", publicOrderStatusQuery(MOCK_GUILD_ID, "ORD-0001")],
    ["liveStock", liveStockQuery(MOCK_GUILD_ID)],
    ["redeemPageConfig", redeemPageConfigQuery(MOCK_GUILD_ID)],
    ["customCode", customCodeQuery()],
    ["domains", domainsQuery()],
    ["suggestions", suggestionsQuery()],
    ["adminLogs", adminLogsQuery()],
    ["userSettings", userSettingsQuery()],
    ["bugs", bugsQuery()],
  ] as const)("%s fetches through its endpoint", async (_name, options) => {
    const data = await client().fetchQuery(options as Parameters<QueryClient["fetchQuery"]>[0]);
    expect(data).toBeTruthy();
  });
});

describe("orders at scale (the Orders screen's queries)", () => {
  const store600 = () =>
    resetMockStore({
      orders: Array.from({ length: 600 }, (_, i) =>
        createOrderFolder({}, new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString()),
      ),
    });
  const requests = () => {
    const urls: URL[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/orders/")) urls.push(new URL(request.url));
    });
    return urls;
  };

  it("the summary is the server's answer over the search and filter, under a key of its own", async () => {
    const qc = client();
    const all = await qc.fetchQuery(ordersSummaryQuery({}));
    expect(all.totalOrders).toBe(6);
    const partial = await qc.fetchQuery(ordersSummaryQuery(ordersQueryOf({ query: " ", status: "partial" })));
    expect(partial.totalOrders).toBe(2);
    expect(ordersSummaryQuery({ q: "x" }).queryKey).not.toEqual(ordersSummaryQuery({}).queryKey);
    expect(ordersSummaryQuery({ q: "x", status: "failed" }).queryKey).not.toEqual(
      ordersSummaryQuery({ q: "x" }).queryKey,
    );
  });

  it("asks the next page after the previous page's cursor, and a page far down by its offset", async () => {
    store600();
    const urls = requests();
    const qc = client();
    const first = await qc.fetchQuery(ordersPageQuery({}, 0));
    const second = await qc.fetchQuery(ordersPageQuery({}, 1));
    const far = await qc.fetchQuery(ordersPageQuery({}, 5));
    server.events.removeAllListeners();
    expect(first.orders).toHaveLength(ORDERS_PAGE_SIZE);
    expect(urls[0]?.searchParams.get("offset")).toBe("0");
    expect(urls[1]?.searchParams.get("after")).toBe(first.next);
    expect(urls[1]?.searchParams.get("offset")).toBeNull();
    // No page 4 loaded: a jump by offset.
    expect(urls[2]?.searchParams.get("offset")).toBe("500");
    expect(far.orders).toHaveLength(100);
    expect(far.next).toBeNull();
    // Newest first across pages.
    const times = [...first.orders, ...second.orders].map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(second.orders[0]?.folderId).not.toBe(first.orders[99]?.folderId);
  });

  it("keeps a dropped page's cursor: scrolling back asks by keyset", async () => {
    store600();
    const qc = client();
    await qc.fetchQuery(ordersPageQuery({}, 0));
    await qc.fetchQuery(ordersPageQuery({}, 1));
    dropFarPages(qc, {}, [5], 1);
    expect(qc.getQueryData(ordersPageQuery({}, 0).queryKey)).toBeUndefined();
    const urls = requests();
    await qc.fetchQuery(ordersPageQuery({}, 2));
    server.events.removeAllListeners();
    expect(urls[0]?.searchParams.get("after")).not.toBeNull();
  });

  it("drops pages far from the ones on screen, never one being watched", async () => {
    store600();
    const qc = client();
    for (const i of [0, 1, 2, 3, 4, 5]) await qc.fetchQuery(ordersPageQuery({}, i));
    dropFarPages(qc, {}, [4], 1);
    const kept = [0, 1, 2, 3, 4, 5].filter(
      (i) => qc.getQueryData(ordersPageQuery({}, i).queryKey) !== undefined,
    );
    expect(kept).toEqual([3, 4, 5]);
  });

  it("a search's pages are its own: the filter and the search are sent, and the rows carry no tokens", async () => {
    const urls = requests();
    const page = await client().fetchQuery(ordersPageQuery({ status: "completed" }, 0));
    server.events.removeAllListeners();
    expect(urls[0]?.searchParams.get("status")).toBe("completed");
    expect(page.orders.every((o) => o.status === "completed")).toBe(true);
    expect(page.orders.every((o) => !("tokens-used" in o))).toBe(true);
  });

  it("pagesOf: the pages a range of rows falls in, clamped to the rows there are", () => {
    expect(pagesOf(0, 12, 7)).toEqual([0]);
    expect(pagesOf(95, 130, 5000)).toEqual([0, 1]);
    expect(pagesOf(99_990, 100_010, 100_000)).toEqual([999]);
    expect(pagesOf(0, 0, 0)).toEqual([]);
  });

  it("a new order asks every answer again, from offsets (every row moved down one)", async () => {
    store600();
    const qc = client();
    await qc.fetchQuery(ordersPageQuery({}, 0));
    await qc.fetchQuery(ordersSummaryQuery({}));
    await refreshOrder(qc, { orderId: "NEW", created: true });
    expect(qc.getQueryState(ordersSummaryQuery({}).queryKey)?.isInvalidated).toBe(true);
    const urls = requests();
    await qc.fetchQuery(ordersPageQuery({}, 1));
    server.events.removeAllListeners();
    expect(urls[0]?.searchParams.get("offset")).toBe("100");
  });

  it("a changed order is read once and put into its loaded row", async () => {
    const qc = client();
    const page = await qc.fetchQuery(ordersPageQuery({}, 0));
    const row = page.orders[0];
    if (!row) throw new Error("no row");
    const folder = mockStore().orders.find((f) => f.folderId === row.folderId);
    if (!folder) throw new Error("no folder");
    folder.order = { ...folder.order, status: "failed", "tokens-used": { success: [], failed: ["t"] } };
    await refreshOrder(qc, { orderId: row.folderId });
    const updated = qc.getQueryData(ordersPageQuery({}, 0).queryKey)?.orders[0];
    expect(updated).toMatchObject({
      folderId: row.folderId,
      status: "failed",
      successfulTokens: 0,
      failedTokens: 1,
    });
  });

  it("the dialog's order: a missing one is a 404 at once, not retried", async () => {
    const options = orderQuery("NOPE");
    const retry = options.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, new ApiError(404, "Order not found"))).toBe(false);
    expect(retry(0, new ApiError(503, "x"))).toBe(true);
    await expect(client().fetchQuery(options)).rejects.toMatchObject({ status: 404 });
  });
});

function run<TData, TVariables>(qc: QueryClient, options: object, variables: TVariables): Promise<TData> {
  return new MutationObserver<TData, Error, TVariables>(qc, options).mutate(variables);
}

describe("mutations", () => {
  it("a vote writes the server's counts into the cached list", async () => {
    const qc = client();
    await qc.fetchQuery(suggestionsQuery());
    await run(qc, voteSuggestionMutation(), { id: "sug-0002", voteType: "up" });
    const list = qc.getQueryData<SuggestionsList>(suggestionsQuery().queryKey);
    expect(list?.suggestions.find((s) => s._id === "sug-0002")).toMatchObject({ upvotes: 8, userVote: "up" });
  });

  it("a vote shows at once (optimistic), then the server's answer", async () => {
    const qc = client();
    await qc.fetchQuery(suggestionsQuery());
    server.use(
      mockRoute(
        "voteSuggestion",
        async () => {
          await delay(50);
          return HttpResponse.json({
            upvotes: 8,
            downvotes: 0,
            votes: { "seller-0001": "up" },
            userVote: "up",
          });
        },
        TEST_BASE_URL,
      ),
    );
    const pending = run(qc, voteSuggestionMutation(), {
      id: "sug-0002",
      voteType: "up",
      userId: "seller-0001",
    });
    await delay(10);
    const during = qc.getQueryData<SuggestionsList>(suggestionsQuery().queryKey);
    expect(during?.suggestions.find((s) => s._id === "sug-0002")).toMatchObject({
      upvotes: 8,
      userVote: "up",
    });
    await pending;
  });

  it("a failed vote puts the suggestion back as it was", async () => {
    const qc = client();
    const before = await qc.fetchQuery(suggestionsQuery());
    server.use(testScenarios.voteSuggestion.serverError);
    await expect(
      run(qc, voteSuggestionMutation(), { id: "sug-0001", voteType: "down", userId: "seller-0001" }),
    ).rejects.toBeInstanceOf(ApiError);
    const after = qc.getQueryData<SuggestionsList>(suggestionsQuery().queryKey);
    expect(after).toEqual(before);
  });

  it("creating a suggestion reloads the list", async () => {
    const qc = client();
    await qc.fetchQuery(suggestionsQuery());
    await run(qc, createSuggestionMutation(), { title: "Idea", description: "Details" });
    expect(qc.getQueryState(suggestionsQuery().queryKey)?.isInvalidated).toBe(true);
    const fresh = await qc.fetchQuery(suggestionsQuery());
    expect(fresh.suggestions[0]?.title).toBe("Idea");
  });

  it("bug writes reload the list", async () => {
    const qc = client();
    await qc.fetchQuery(bugsQuery());
    await run(qc, createBugMutation(), { title: "Bug", description: "Broken" });
    await run(qc, fixBugMutation(), "bug-0001");
    const bugs = await qc.fetchQuery(bugsQuery());
    expect(bugs.bugs.map((b) => [b.title, b.status])).toContainEqual(["Bug", "open"]);
    expect(bugs.bugs.find((b) => b._id === "bug-0001")?.status).toBe("fixed");
  });

  it("saving custom code updates the cache", async () => {
    const qc = client();
    await run(qc, saveCustomCodeMutation(), "code");
    expect(qc.getQueryData(customCodeQuery().queryKey)).toEqual({ code: "code" });
  });

  it("resetting the access code caches the new code", async () => {
    const qc = client();
    await qc.fetchQuery(userSettingsQuery());
    const response = await run<{ newAccessCode: string }, void>(qc, resetAccessCodeMutation(), undefined);
    expect(qc.getQueryData(userSettingsQuery().queryKey)).toMatchObject({
      access_code: response.newAccessCode,
    });
  });

  it("rotating the bot key caches its new hint and times, never the key", async () => {
    const qc = client();
    await qc.fetchQuery(userSettingsQuery());
    const response = await run<{ botKey: string }, void>(qc, rotateBotKeyMutation(), undefined);
    const cached = qc.getQueryData(userSettingsQuery().queryKey);
    expect(cached).toMatchObject({ botKey: { hint: response.botKey.slice(-4), lastUsedAt: null } });
    expect(JSON.stringify(cached)).not.toContain(response.botKey);
  });

  it("saving the store settings caches what the server saved", async () => {
    const qc = client();
    await qc.fetchQuery(userSettingsQuery());
    await run(qc, updateStoreSettingsMutation(), { embedColor: "#22c55e" });
    expect(qc.getQueryData(userSettingsQuery().queryKey)).toMatchObject({ store: { embedColor: "#22c55e" } });
  });

  it("signing in drops the previous user's cache", async () => {
    const qc = client();
    await qc.fetchQuery(currentUserQuery());
    await run(qc, loginMutation(), { captcha_key: "x", access_code: "CODE" });
    expect(qc.getQueryData(currentUserQuery().queryKey)).toBeUndefined();
  });
});

describe("retryTransient", () => {
  it("retries network failures and 5xx, at most twice", () => {
    expect(retryTransient(0, new ApiError(0, "x", "network"))).toBe(true);
    expect(retryTransient(1, new ApiError(503, "x"))).toBe(true);
    expect(retryTransient(2, new ApiError(503, "x"))).toBe(false);
  });
  it("does not retry 4xx, malformed answers or other errors", () => {
    expect(retryTransient(0, new ApiError(404, "x"))).toBe(false);
    expect(retryTransient(0, new ApiError(401, "x"))).toBe(false);
    expect(retryTransient(0, new ApiError(200, "x", "parse"))).toBe(false);
    expect(retryTransient(0, new Error("x"))).toBe(false);
  });
});

describe("query keys", () => {
  it("are distinct and share one root for clearing", () => {
    const keys = [
      currentUserQuery().queryKey,
      dashboardDataQuery().queryKey,
      liveStockQuery("g").queryKey,
      ordersSummaryQuery({}).queryKey,
      ordersPageQuery({}, 0).queryKey,
      orderQuery("x").queryKey,
      domainsQuery().queryKey,
      adminLogsQuery().queryKey,
      userSettingsQuery().queryKey,
      customCodeQuery().queryKey,
      suggestionsQuery().queryKey,
      bugsQuery().queryKey,
    ].map((k) => JSON.stringify(k));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => k.startsWith('["boostdash"'))).toBe(true);
    expect(queryRoot).toEqual(["boostdash"]);
  });
});
