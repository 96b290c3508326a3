/** Success handlers for every contract route, backed by the in-memory store. */
import type { HttpHandler } from "msw";
import { HttpResponse } from "msw";
import type { ContractRouteName } from "../contract/routes.ts";
import type { Suggestion } from "../contract/suggestions.ts";
import { adminRequired } from "../domain/messages.ts";
import { suggestionId, voterId } from "../domain/suggestions.ts";
import { domainMessages, suggestionMessages } from "../domain/validation.ts";
import {
  createBug,
  createDomain,
  createSuggestion,
  MOCK_BOT_KEY,
  MOCK_NOW,
  MOCK_NOW_MS,
  MOCK_PUBLIC_HOST,
  MOCK_TOKEN,
} from "./fixtures.ts";
import { errorResponse, MOCK_BASE_URL, mockRoute, readBody } from "./route.ts";
import { mockDashboardData, mockLogsAnswer, mockStore, mockStoreSettings } from "./store.ts";

export type MockHandlers = { [N in ContractRouteName]: HttpHandler };

const nowSeconds = () => Math.floor(MOCK_NOW_MS / 1000);

function forbiddenUnlessAdmin() {
  return mockStore().user.admin ? undefined : errorResponse(403, { message: adminRequired });
}

function findSuggestion(id: string): Suggestion | undefined {
  return mockStore().suggestions.find((s) => suggestionId(s) === id);
}

/** One success handler per route, under `baseUrl`. */
export function createMockHandlers(baseUrl: string = MOCK_BASE_URL): MockHandlers {
  const route = <N extends ContractRouteName>(name: N, resolver: Parameters<typeof mockRoute<N>>[1]) =>
    mockRoute(name, resolver, baseUrl);

  return {
    login: route("login", async ({ request }) => {
      const body = await readBody("login", request);
      if (!body.ok) return errorResponse(400, { code: 400, message: body.message });
      return HttpResponse.json({ code: 200, message: "Login successful", token: MOCK_TOKEN });
    }),
    currentUser: route("currentUser", () => HttpResponse.json(mockStore().user)),
    captchaConfig: route("captchaConfig", () => HttpResponse.json(mockStore().captcha)),
    altchaChallenge: route("altchaChallenge", () =>
      HttpResponse.json({
        algorithm: "SHA-256",
        challenge: "0".repeat(64),
        maxnumber: 1000,
        salt: "mock",
        signature: "mock",
      }),
    ),

    dashboardData: route("dashboardData", () => HttpResponse.json(mockDashboardData())),

    publicOrderStatus: route("publicOrderStatus", ({ params }) => {
      const found = mockStore().orders.find((f) => f.order.orderId === params.orderId);
      if (!found) return errorResponse(404, { message: "Order Status not found for this Guild ID." });
      const { order } = found;
      const { liveStock } = mockStore();
      return HttpResponse.json({
        orderId: order.orderId,
        guildId: params.guildId,
        amount: order.amount,
        stock: order.stock,
        successfulTokens: order["tokens-used"].success.length,
        failedTokens: order["tokens-used"].failed.length,
        invite: order.invite,
        storeName: "Example Store",
        storeLink: order.storeLink,
        discordLink: order.discordLink,
        embedColor: liveStock.embedColor,
        embedFooter: liveStock.embedFooter,
      });
    }),
    liveStock: route("liveStock", () => {
      const { liveStock, customCode } = mockStore();
      return HttpResponse.json({ ...liveStock, customCode });
    }),
    redeemPageConfig: route("redeemPageConfig", () => HttpResponse.json(mockStore().redeemPage)),
    redeem: route("redeem", async ({ request }) => {
      const body = await readBody("redeem", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      return HttpResponse.json({
        status: "success",
        message: "Redeemed! Your boosts are on their way.",
      });
    }),

    fetchCustomCode: route("fetchCustomCode", () => HttpResponse.json({ code: mockStore().customCode })),
    saveCustomCode: route("saveCustomCode", async ({ request }) => {
      const body = await readBody("saveCustomCode", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      mockStore().customCode = body.data.code;
      return HttpResponse.json({ message: "Custom code saved" });
    }),

    listDomains: route("listDomains", () => HttpResponse.json(mockStore().domains)),
    addDomain: route("addDomain", async ({ request }) => {
      const body = await readBody("addDomain", request);
      if (!body.ok)
        return errorResponse(400, { message: body.message, errors: [{ code: 1000, message: body.message }] });
      const store = mockStore();
      if (store.domains.length >= 1) return errorResponse(409, { message: domainMessages.limit });
      const domain = createDomain({ domain: body.data.domain, status: "pending", created_at: MOCK_NOW });
      store.domains = [...store.domains, domain];
      return HttpResponse.json({ success: true, errors: [], message: "Domain added", domain });
    }),
    deleteDomain: route("deleteDomain", ({ params }) => {
      const store = mockStore();
      if (!store.domains.some((d) => d._id === params.id))
        return errorResponse(404, { message: "Domain not found" });
      store.domains = store.domains.filter((d) => d._id !== params.id);
      return HttpResponse.json({ message: "Domain removed" });
    }),
    domainTarget: route("domainTarget", () => HttpResponse.json({ target: MOCK_PUBLIC_HOST })),
    /** A check that finds what it found before: the time moves, the status stays. */
    checkDomain: route("checkDomain", ({ params }) => {
      const store = mockStore();
      const found = store.domains.find((d) => d._id === params.id);
      if (!found) return errorResponse(404, { message: "Domain not found" });
      const checked = { ...found, checked_at: MOCK_NOW };
      store.domains = store.domains.map((d) => (d._id === params.id ? checked : d));
      return HttpResponse.json(checked);
    }),
    domainAsk: route("domainAsk", ({ request }) => {
      const host = new URL(request.url).searchParams.get("domain") ?? "";
      const active = mockStore().domains.some((d) => d.domain === host && d.status === "active");
      if (!active) return errorResponse(404, { message: "Not an active custom domain" });
      return HttpResponse.json({ domain: host, status: "active" as const });
    }),

    listSuggestions: route("listSuggestions", () =>
      HttpResponse.json({ suggestions: mockStore().suggestions }),
    ),
    voteSuggestion: route("voteSuggestion", async ({ params, request }) => {
      const body = await readBody("voteSuggestion", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      const suggestion = findSuggestion(params.id);
      if (!suggestion) return errorResponse(404, { message: suggestionMessages.invalidId });
      const user = voterId(mockStore().user) ?? "anonymous";
      const votes = { ...suggestion.votes };
      // Voting the same way twice withdraws the vote, like the server (docs/decisions.md, "Repeated vote").
      if (votes[user] === body.data.voteType) delete votes[user];
      else votes[user] = body.data.voteType;
      const tally = Object.values(votes);
      const countOf = (t: string) => tally.filter((v) => v === t).length;
      const base = { up: suggestion.upvotes, down: suggestion.downvotes };
      const before = Object.values(suggestion.votes);
      // Seeded counts include votes not in the map; keep them and apply only this user's change.
      const upvotes = base.up - before.filter((v) => v === "up").length + countOf("up");
      const downvotes = base.down - before.filter((v) => v === "down").length + countOf("down");
      Object.assign(suggestion, { votes, upvotes, downvotes, userVote: votes[user] ?? null });
      return HttpResponse.json({ upvotes, downvotes, votes, userVote: votes[user] ?? null });
    }),
    createSuggestion: route("createSuggestion", async ({ request }) => {
      const body = await readBody("createSuggestion", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      const store = mockStore();
      const author = store.user.discordId ?? store.user.id ?? "you";
      store.suggestions = [
        createSuggestion({
          ...body.data,
          author,
          status: "pending",
          createdAt: nowSeconds(),
          upvotes: 0,
          downvotes: 0,
          votes: {},
        }),
        ...store.suggestions,
      ];
      return HttpResponse.json({ message: "Suggestion created" });
    }),
    deleteSuggestion: route("deleteSuggestion", ({ params }) => {
      const denied = forbiddenUnlessAdmin();
      if (denied) return denied;
      const store = mockStore();
      if (!findSuggestion(params.id)) return errorResponse(404, { message: suggestionMessages.invalidId });
      store.suggestions = store.suggestions.filter((s) => suggestionId(s) !== params.id);
      return HttpResponse.json({ message: "Suggestion deleted" });
    }),
    implementSuggestion: route("implementSuggestion", ({ params }) => {
      const denied = forbiddenUnlessAdmin();
      if (denied) return denied;
      const suggestion = findSuggestion(params.id);
      if (!suggestion) return errorResponse(404, { message: suggestionMessages.invalidId });
      suggestion.status = "implemented";
      return HttpResponse.json({ message: "Suggestion marked as implemented" });
    }),

    listOrders: route("listOrders", () => {
      const { orders } = mockStore();
      return HttpResponse.json({
        folders: orders.map((f) => f.folderId),
        folderDates: Object.fromEntries(orders.map((f) => [f.folderId, f.createdAt])),
      });
    }),
    getOrder: route("getOrder", ({ params }) => {
      const found = mockStore().orders.find((f) => f.folderId === params.folderId);
      if (!found) return errorResponse(404, { message: "Order not found" });
      return HttpResponse.json(found.order);
    }),
    getOrdersBatch: route("getOrdersBatch", async ({ request }) => {
      const body = await readBody("getOrdersBatch", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      const byId = new Map(mockStore().orders.map((f) => [f.folderId, f.order]));
      const orders: Record<string, unknown> = {};
      for (const folderId of body.data.folders) {
        const order = byId.get(folderId);
        if (order) orders[folderId] = order;
      }
      return HttpResponse.json({ orders });
    }),

    adminLogs: route("adminLogs", () => forbiddenUnlessAdmin() ?? HttpResponse.json(mockLogsAnswer())),

    userSettings: route("userSettings", () =>
      HttpResponse.json({ ...mockStore().settings, store: mockStoreSettings() }),
    ),
    resetAccessCode: route("resetAccessCode", () => {
      const store = mockStore();
      const newAccessCode = `R${store.settings.access_code.slice(1, 4)}-NEW1-CODE`;
      store.settings = { ...store.settings, access_code: newAccessCode, lastAccessCodeReset: MOCK_NOW };
      return HttpResponse.json({ newAccessCode, message: "Access code reset", token: MOCK_TOKEN });
    }),
    rotateBotKey: route("rotateBotKey", () => {
      const store = mockStore();
      // Like the server: the new key's hint and time, and no bot contact yet with it.
      const info = { hint: MOCK_BOT_KEY.slice(-4), rotatedAt: MOCK_NOW, lastUsedAt: null };
      store.settings = { ...store.settings, botKey: info };
      return HttpResponse.json({ botKey: MOCK_BOT_KEY, info, message: "Bot key rotated" });
    }),
    updateStoreSettings: route("updateStoreSettings", async ({ request }) => {
      const body = await readBody("updateStoreSettings", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      const store = mockStore();
      store.liveStock = { ...store.liveStock, ...body.data };
      return HttpResponse.json({ store: mockStoreSettings(), message: "Store settings saved" });
    }),

    listBugs: route("listBugs", () => HttpResponse.json({ bugs: mockStore().bugs })),
    createBug: route("createBug", async ({ request }) => {
      const body = await readBody("createBug", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      const store = mockStore();
      const author = store.user.discordId ?? store.user.id ?? "you";
      store.bugs = [
        createBug({
          ...body.data,
          // Like the server: an optional detail left out or empty is absent, not the fixture's default.
          steps: body.data.steps || undefined,
          expectedBehavior: body.data.expectedBehavior || undefined,
          actualBehavior: body.data.actualBehavior || undefined,
          author,
          status: "open",
          createdAt: nowSeconds(),
        }),
        ...store.bugs,
      ];
      return HttpResponse.json({ message: "Bug report created" });
    }),
    deleteBug: route("deleteBug", ({ params }) => {
      const denied = forbiddenUnlessAdmin();
      if (denied) return denied;
      const store = mockStore();
      if (!store.bugs.some((b) => b._id === params.id))
        return errorResponse(404, { message: "Bug report not found" });
      store.bugs = store.bugs.filter((b) => b._id !== params.id);
      return HttpResponse.json({ message: "Bug report deleted" });
    }),
    fixBug: route("fixBug", ({ params }) => {
      const denied = forbiddenUnlessAdmin();
      if (denied) return denied;
      const bug = mockStore().bugs.find((b) => b._id === params.id);
      if (!bug) return errorResponse(404, { message: "Bug report not found" });
      bug.status = "fixed";
      return HttpResponse.json({ message: "Bug marked as fixed" });
    }),

    botPushStock: route("botPushStock", async ({ request }) => {
      const body = await readBody("botPushStock", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      const store = mockStore();
      store.liveStock = { ...store.liveStock, ...body.data };
      return HttpResponse.json({ message: "Stock updated" });
    }),
    botStoreSettings: route("botStoreSettings", async ({ request }) => {
      const body = await readBody("botStoreSettings", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      const store = mockStore();
      store.liveStock = { ...store.liveStock, ...body.data };
      return HttpResponse.json({ message: "Store settings updated" });
    }),
    botUpsertOrder: route("botUpsertOrder", async ({ params, request }) => {
      const body = await readBody("botUpsertOrder", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      const store = mockStore();
      const existing = store.orders.find((f) => f.folderId === params.folderId);
      if (existing) existing.order = body.data;
      else
        store.orders = [
          ...store.orders,
          { folderId: params.folderId, createdAt: MOCK_NOW, order: body.data },
        ];
      return HttpResponse.json({ message: existing ? "Order updated" : "Order created" });
    }),
    botAddRedeemKeys: route("botAddRedeemKeys", async ({ request }) => {
      const body = await readBody("botAddRedeemKeys", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      const store = mockStore();
      const fresh = body.data.keys.filter((k) => !(k.key in store.redeemKeys));
      for (const k of fresh) store.redeemKeys[k.key] = { amount: k.amount, stock: k.stock };
      return HttpResponse.json({ message: `${fresh.length} keys added`, added: fresh.length });
    }),
    botClaimRedeems: route("botClaimRedeems", () => HttpResponse.json({ redeems: [] })),
    botRedeemResult: route("botRedeemResult", async ({ request }) => {
      const body = await readBody("botRedeemResult", request);
      if (!body.ok) return errorResponse(400, { message: body.message });
      return HttpResponse.json({ message: "Result recorded" });
    }),
  };
}

export const mockHandlers: MockHandlers = createMockHandlers();

/** Every success handler, for `setupWorker(...handlers)` or `parameters.msw.handlers`. */
export const handlers: HttpHandler[] = Object.values(mockHandlers);
