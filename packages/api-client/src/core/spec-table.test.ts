/**
 * Walks the call table of docs/product.md#calls (written out here as data, not read from the code) and fails if any row
 * lacks its contract route, schema, endpoint function, query or mutation options (or hook) and mock handlers.
 */
import { describe, expect, it } from "vitest";
import * as adminApi from "../features/admin/api.ts";
import * as adminQueries from "../features/admin/queries.ts";
import * as authApi from "../features/auth/api.ts";
import * as authQueries from "../features/auth/queries.ts";
import * as bugsApi from "../features/bugs/api.ts";
import * as bugsQueries from "../features/bugs/queries.ts";
import * as customCodeApi from "../features/customCode/api.ts";
import * as customCodeQueries from "../features/customCode/queries.ts";
import * as dashboardApi from "../features/dashboard/api.ts";
import * as dashboardQueries from "../features/dashboard/queries.ts";
import * as domainsApi from "../features/domains/api.ts";
import * as domainsQueries from "../features/domains/queries.ts";
import * as ordersApi from "../features/orders/api.ts";
import * as ordersQueries from "../features/orders/queries.ts";
import * as publicApi from "../features/public/api.ts";
import * as publicQueries from "../features/public/queries.ts";
import * as settingsApi from "../features/settings/api.ts";
import * as settingsQueries from "../features/settings/queries.ts";
import * as suggestionsApi from "../features/suggestions/api.ts";
import * as suggestionsQueries from "../features/suggestions/queries.ts";
import { type ContractRouteName, contractRoutes } from "./contract/routes.ts";
import * as mocks from "./mocks/all.ts";

/** Every feature's endpoint functions, and every feature's query options and hooks, by name. */
const endpoints: Record<string, unknown> = {
  ...adminApi,
  ...authApi,
  ...bugsApi,
  ...customCodeApi,
  ...dashboardApi,
  ...domainsApi,
  ...ordersApi,
  ...publicApi,
  ...settingsApi,
  ...suggestionsApi,
};
const queries: Record<string, unknown> = {
  ...adminQueries,
  ...authQueries,
  ...bugsQueries,
  ...customCodeQueries,
  ...dashboardQueries,
  ...domainsQueries,
  ...ordersQueries,
  ...publicQueries,
  ...settingsQueries,
  ...suggestionsQueries,
};

interface Row {
  spec: string;
  route: ContractRouteName;
  endpoint: string;
  /** Query or mutation options. */
  hook: string;
}

// The 26 rows of the original call table (docs/product.md#calls), in its order: the call as docs/product.md#calls writes it, its
// contract route, endpoint function and query or mutation options (the order.json read is the order dialog's query).
const CALL_TABLE: [spec: string, route: ContractRouteName, endpoint: string, hook: string][] = [
  ["POST /auth/login", "login", "login", "loginMutation"],
  ["GET /api/auth/self", "currentUser", "getCurrentUser", "currentUserQuery"],
  ["GET /dashboard/fetch-dashboard-data", "dashboardData", "getDashboardData", "dashboardDataQuery"],
  [
    "GET /api/fetch/{guildId}/order/{orderId}/status",
    "publicOrderStatus",
    "getPublicOrderStatus",
    "publicOrderStatusQuery",
  ],
  ["GET /api/fetch/{guildId}/live-stock", "liveStock", "getLiveStock", "liveStockQuery"],
  [
    "GET /api/fetch/redeem-order/{guildId}",
    "redeemPageConfig",
    "getRedeemPageConfig",
    "redeemPageConfigQuery",
  ],
  ["POST /api/redeem/{guildId}", "redeem", "redeem", "redeemMutation"],
  ["GET /fetch-custom-code", "fetchCustomCode", "getCustomCode", "customCodeQuery"],
  ["POST /save-custom-code", "saveCustomCode", "saveCustomCode", "saveCustomCodeMutation"],
  ["GET /dashboard/domains/list", "listDomains", "listDomains", "domainsQuery"],
  ["POST /dashboard/domains/add", "addDomain", "addDomain", "addDomainMutation"],
  ["DELETE /dashboard/domains/delete/{id}", "deleteDomain", "deleteDomain", "deleteDomainMutation"],
  ["GET /suggestions/fetch-all", "listSuggestions", "listSuggestions", "suggestionsQuery"],
  ["POST /suggestions/vote/{id}", "voteSuggestion", "voteSuggestion", "voteSuggestionMutation"],
  ["POST /suggestions/create", "createSuggestion", "createSuggestion", "createSuggestionMutation"],
  ["DELETE /suggestions/delete/{id}", "deleteSuggestion", "deleteSuggestion", "deleteSuggestionMutation"],
  [
    "PUT /suggestions/implement/{id}",
    "implementSuggestion",
    "implementSuggestion",
    "implementSuggestionMutation",
  ],
  ["GET /dashboard/fetch-dashboard-orders", "listOrders", "getOrdersList", "ordersListQuery"],
  ["GET /dashboard/orders/{folderId}/order.json", "getOrder", "getOrder", "orderQuery"],
  ["GET /admin/logs", "adminLogs", "getAdminLogs", "adminLogsQuery"],
  ["GET /user/settings", "userSettings", "getUserSettings", "userSettingsQuery"],
  ["POST /user/reset-access-code", "resetAccessCode", "resetAccessCode", "resetAccessCodeMutation"],
  ["GET /bugs/fetch-all", "listBugs", "listBugs", "bugsQuery"],
  ["POST /bugs/create", "createBug", "createBug", "createBugMutation"],
  ["DELETE /bugs/delete/{id}", "deleteBug", "deleteBug", "deleteBugMutation"],
  ["PUT /bugs/fix/{id}", "fixBug", "fixBug", "fixBugMutation"],
];
const SPEC_ROWS: Row[] = CALL_TABLE.map(([spec, route, endpoint, hook]) => ({ spec, route, endpoint, hook }));

/** The table's path, with `/api` dropped and `{x}` as `:x`, is the route's path (docs/product.md#calls). */
function expectedPath(spec: string): string {
  const path = spec.split(" ")[1] ?? "";
  return path.replace(/^\/api(?=\/)/, "").replace(/\{(\w+)\}/g, ":$1");
}

const STANDARD_SCENARIOS = [
  "success",
  "slow",
  "unauthorized",
  "forbidden",
  "notFound",
  "serverError",
  "networkError",
];

describe("call table (docs/product.md#calls)", () => {
  it("has 26 rows, each a distinct route", () => {
    expect(SPEC_ROWS).toHaveLength(26);
    expect(new Set(SPEC_ROWS.map((r) => r.route)).size).toBe(26);
  });

  it("every contract route that names a spec row is in the table", () => {
    const specced = Object.values(contractRoutes)
      .map((r) => ("spec" in r ? r.spec : undefined))
      .filter(Boolean)
      .sort();
    expect(specced).toEqual(SPEC_ROWS.map((r) => r.spec).sort());
  });

  describe.each(SPEC_ROWS)("$spec", (row) => {
    const route = contractRoutes[row.route];

    it("has a contract route with the table's method and path, and a response schema", () => {
      expect(`${route.method} ${route.path}`).toBe(`${row.spec.split(" ")[0]} ${expectedPath(row.spec)}`);
      expect("spec" in route && route.spec).toBe(row.spec);
      expect(typeof route.response.safeParse).toBe("function");
    });

    it("has an endpoint function", () => {
      expect(typeof endpoints[row.endpoint]).toBe("function");
    });

    it("has query or mutation options", () => {
      expect(typeof queries[row.hook]).toBe("function");
    });

    it("has a success handler and every standard scenario", () => {
      expect(mocks.mockHandlers[row.route]).toBeDefined();
      expect(mocks.handlers).toContain(mocks.mockHandlers[row.route]);
      const scenarios = mocks.scenarios[row.route] as unknown as Record<string, unknown>;
      for (const name of STANDARD_SCENARIOS) expect(scenarios[name], name).toBeDefined();
    });
  });

  it("every route, spec row or not, has a mock handler", () => {
    for (const name of Object.keys(contractRoutes)) {
      expect(mocks.mockHandlers[name as ContractRouteName], name).toBeDefined();
    }
  });
});
