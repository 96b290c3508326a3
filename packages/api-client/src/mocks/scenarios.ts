/**
 * Named handlers per route for stories: `scenarios.liveStock.notFound`, `scenarios.listOrders.empty`, ...
 * Every route has success, slow, unauthorized (401), forbidden (403), notFound (404), serverError (500)
 * and networkError; list-like routes add `empty`, and some add their own (e.g. `login.invalidCode`).
 */
import { delay, type HttpHandler, HttpResponse, type HttpResponseResolver } from "msw";
import { type ContractRouteName, contractRoutes } from "../contract/routes.ts";
import { adminRequired } from "../domain/messages.ts";
import { createCurrentUser, MOCK_GUILD_ID, MOCK_NOW } from "./fixtures.ts";
import { createMockHandlers, type MockHandlers } from "./handlers.ts";
import { errorResponse, MOCK_BASE_URL, type MockResolver, mockRoute, mockRouteUntyped } from "./route.ts";
import { mockStore, mockStoreSettings } from "./store.ts";

export interface StandardScenarios {
  success: HttpHandler;
  /** Never answers: the loading view stays. */
  slow: HttpHandler;
  unauthorized: HttpHandler;
  forbidden: HttpHandler;
  notFound: HttpHandler;
  serverError: HttpHandler;
  /** The request fails before any answer (fetch rejects). */
  networkError: HttpHandler;
}

function standard(name: ContractRouteName, success: HttpHandler, baseUrl: string): StandardScenarios {
  const fixed = (resolver: HttpResponseResolver) => mockRouteUntyped(name, resolver, baseUrl);
  return {
    success,
    slow: fixed(async () => {
      await delay("infinite");
      return errorResponse(504, { message: "Never reached" });
    }),
    unauthorized: fixed(() =>
      errorResponse(401, { code: 401, message: "Unauthorized: please sign in again." }),
    ),
    forbidden: fixed(() => errorResponse(403, { code: 403, message: adminRequired })),
    notFound: fixed(() => errorResponse(404, { code: 404, message: "Not found" })),
    serverError: fixed(() => errorResponse(500, { code: 500, message: "Internal server error" })),
    networkError: fixed(() => HttpResponse.error()),
  };
}

/** Scenarios for every route under `baseUrl` (Node tests pass an absolute one). */
export function createScenarios(baseUrl: string = MOCK_BASE_URL) {
  const success: MockHandlers = createMockHandlers(baseUrl);
  const route = <N extends ContractRouteName>(name: N, resolver: MockResolver<N>) =>
    mockRoute(name, resolver, baseUrl);
  const all = Object.fromEntries(
    (Object.keys(contractRoutes) as ContractRouteName[]).map((name) => [
      name,
      standard(name, success[name], baseUrl),
    ]),
  ) as { [N in ContractRouteName]: StandardScenarios };

  const extra = {
    login: {
      invalidCode: route("login", () => errorResponse(401, { code: 401, message: "Invalid access code" })),
    },
    currentUser: {
      asAdmin: route("currentUser", () => HttpResponse.json(createCurrentUser({ admin: true }))),
      asSeller: route("currentUser", () => HttpResponse.json(createCurrentUser({ admin: false }))),
    },
    captchaConfig: {
      off: route("captchaConfig", () => HttpResponse.json({ provider: "off" })),
      altcha: route("captchaConfig", () => HttpResponse.json({ provider: "altcha" })),
      turnstile: route("captchaConfig", () =>
        HttpResponse.json({ provider: "turnstile", siteKey: "1x00000000000000000000AA" }),
      ),
    },
    dashboardData: {
      /** Nothing yet, the setup checklist included (no `setup`: as after a failed call). */
      empty: route("dashboardData", () =>
        HttpResponse.json({ totalOrders: 0, newOrders: 0, boostsL24: 0, recentActivity: [] }),
      ),
      /** A brand-new store: the bot never called, no stock, no orders (the whole checklist). */
      newStore: route("dashboardData", () =>
        HttpResponse.json({
          totalOrders: 0,
          newOrders: 0,
          boostsL24: 0,
          recentActivity: [],
          setup: { botLastSeenAt: null, stockTotal: 0, guildId: MOCK_GUILD_ID },
        }),
      ),
    },
    redeem: {
      rejected: route("redeem", () =>
        HttpResponse.json({ status: "error", message: "This redeem key has already been used." }),
      ),
    },
    fetchCustomCode: { empty: route("fetchCustomCode", () => HttpResponse.json({ code: "" })) },
    saveCustomCode: {},
    listDomains: {
      empty: route("listDomains", () => HttpResponse.json([])),
      pending: route("listDomains", () =>
        HttpResponse.json([
          { _id: "dom-pending", domain: "shop.example.com", status: "pending", created_at: MOCK_NOW },
        ]),
      ),
      failed: route("listDomains", () =>
        HttpResponse.json([
          { _id: "dom-failed", domain: "shop.example.com", status: "failed", created_at: MOCK_NOW },
        ]),
      ),
    },
    addDomain: {
      inUse: route("addDomain", () =>
        HttpResponse.json({ success: false, errors: [{ code: 1406, message: "Domain already in use" }] }),
      ),
      verificationFailed: route("addDomain", () =>
        HttpResponse.json({ success: false, errors: [{ code: 1003, message: "Verification failed" }] }),
      ),
    },
    checkDomain: {
      /** The record is there now: the domain turns active. */
      becomesActive: route("checkDomain", ({ params }) => {
        const store = mockStore();
        const found = store.domains.find((d) => d._id === params.id);
        if (!found) return errorResponse(404, { message: "Domain not found" });
        const checked = { ...found, status: "active", checked_at: MOCK_NOW, last_error: null };
        store.domains = store.domains.map((d) => (d._id === params.id ? checked : d));
        return HttpResponse.json(checked);
      }),
      tooMany: route("checkDomain", () =>
        errorResponse(429, { code: 429, message: "Too many checks. Please wait 1 minute and try again." }),
      ),
    },
    listSuggestions: { empty: route("listSuggestions", () => HttpResponse.json({ suggestions: [] })) },
    listOrders: {
      empty: route("listOrders", () => HttpResponse.json({ folders: [], folderDates: {} })),
    },
    getOrder: {
      /** The first folder fails, the others load: the page skips it. */
      firstFails: route("getOrder", ({ params }) => {
        const found = mockStore().orders.find((f) => f.folderId === params.folderId);
        if (!found || found === mockStore().orders[0])
          return errorResponse(500, { message: "Internal server error" });
        return HttpResponse.json(found.order);
      }),
    },
    adminLogs: { empty: route("adminLogs", () => HttpResponse.json({ logs: [], total: 0 })) },
    userSettings: {
      neverReset: route("userSettings", () =>
        HttpResponse.json({ ...mockStore().settings, store: mockStoreSettings(), lastAccessCodeReset: null }),
      ),
    },
    updateStoreSettings: {
      /** The server refuses the body (its schema's message), as for a value the form did not catch. */
      refused: route("updateStoreSettings", () =>
        errorResponse(400, { message: "Store link must be a full link starting with https:// or http://" }),
      ),
    },
    listBugs: { empty: route("listBugs", () => HttpResponse.json({ bugs: [] })) },
  };

  const merged = Object.fromEntries(
    (Object.keys(all) as ContractRouteName[]).map((name) => [
      name,
      { ...all[name], ...(name in extra ? extra[name as keyof typeof extra] : {}) },
    ]),
  ) as {
    [N in ContractRouteName]: StandardScenarios &
      (N extends keyof typeof extra ? (typeof extra)[N] : unknown);
  };

  // Friendlier names for the page-level reads, as stories think of them.
  return {
    ...merged,
    orders: merged.listOrders,
    suggestions: merged.listSuggestions,
    domains: merged.listDomains,
    bugs: merged.listBugs,
    logs: merged.adminLogs,
    settings: merged.userSettings,
    customCode: merged.fetchCustomCode,
  };
}

export type Scenarios = ReturnType<typeof createScenarios>;

export const scenarios: Scenarios = createScenarios();
