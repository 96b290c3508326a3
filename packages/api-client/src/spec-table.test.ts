/**
 * Walks the call table of docs/product.md#calls (written out here as data, not read from the code) and fails if any row
 * lacks its contract route, schema, endpoint function, hook and mock handlers.
 */
import { describe, expect, it } from "vitest";
import * as core from "./index.ts";
import * as mocks from "./mocks/index.ts";
import * as react from "./react/index.ts";

interface Row {
  spec: string;
  route: core.ContractRouteName;
  endpoint: string;
  hook: string;
}

// The 26 rows of the original call table (docs/product.md#calls), in its order.
const SPEC_ROWS: Row[] = [
  { spec: "POST /auth/login", route: "login", endpoint: "login", hook: "useLogin" },
  { spec: "GET /api/auth/self", route: "currentUser", endpoint: "getCurrentUser", hook: "useCurrentUser" },
  {
    spec: "GET /dashboard/fetch-dashboard-data",
    route: "dashboardData",
    endpoint: "getDashboardData",
    hook: "useDashboardData",
  },
  {
    spec: "GET /api/fetch/{guildId}/order/{orderId}/status",
    route: "publicOrderStatus",
    endpoint: "getPublicOrderStatus",
    hook: "usePublicOrderStatus",
  },
  {
    spec: "GET /api/fetch/{guildId}/live-stock",
    route: "liveStock",
    endpoint: "getLiveStock",
    hook: "useLiveStock",
  },
  {
    spec: "GET /api/fetch/redeem-order/{guildId}",
    route: "redeemPageConfig",
    endpoint: "getRedeemPageConfig",
    hook: "useRedeemPageConfig",
  },
  { spec: "POST /api/redeem/{guildId}", route: "redeem", endpoint: "redeem", hook: "useRedeem" },
  {
    spec: "GET /fetch-custom-code",
    route: "fetchCustomCode",
    endpoint: "getCustomCode",
    hook: "useCustomCode",
  },
  {
    spec: "POST /save-custom-code",
    route: "saveCustomCode",
    endpoint: "saveCustomCode",
    hook: "useSaveCustomCode",
  },
  { spec: "GET /dashboard/domains/list", route: "listDomains", endpoint: "listDomains", hook: "useDomains" },
  { spec: "POST /dashboard/domains/add", route: "addDomain", endpoint: "addDomain", hook: "useAddDomain" },
  {
    spec: "DELETE /dashboard/domains/delete/{id}",
    route: "deleteDomain",
    endpoint: "deleteDomain",
    hook: "useDeleteDomain",
  },
  {
    spec: "GET /suggestions/fetch-all",
    route: "listSuggestions",
    endpoint: "listSuggestions",
    hook: "useSuggestions",
  },
  {
    spec: "POST /suggestions/vote/{id}",
    route: "voteSuggestion",
    endpoint: "voteSuggestion",
    hook: "useVoteSuggestion",
  },
  {
    spec: "POST /suggestions/create",
    route: "createSuggestion",
    endpoint: "createSuggestion",
    hook: "useCreateSuggestion",
  },
  {
    spec: "DELETE /suggestions/delete/{id}",
    route: "deleteSuggestion",
    endpoint: "deleteSuggestion",
    hook: "useDeleteSuggestion",
  },
  {
    spec: "PUT /suggestions/implement/{id}",
    route: "implementSuggestion",
    endpoint: "implementSuggestion",
    hook: "useImplementSuggestion",
  },
  {
    spec: "GET /dashboard/fetch-dashboard-orders",
    route: "listOrders",
    endpoint: "getOrdersList",
    hook: "useOrders",
  },
  {
    spec: "GET /dashboard/orders/{folderId}/order.json",
    route: "getOrder",
    endpoint: "getOrder",
    hook: "useOrder",
  },
  { spec: "GET /admin/logs", route: "adminLogs", endpoint: "getAdminLogs", hook: "useAdminLogs" },
  { spec: "GET /user/settings", route: "userSettings", endpoint: "getUserSettings", hook: "useUserSettings" },
  {
    spec: "POST /user/reset-access-code",
    route: "resetAccessCode",
    endpoint: "resetAccessCode",
    hook: "useResetAccessCode",
  },
  { spec: "GET /bugs/fetch-all", route: "listBugs", endpoint: "listBugs", hook: "useBugs" },
  { spec: "POST /bugs/create", route: "createBug", endpoint: "createBug", hook: "useCreateBug" },
  { spec: "DELETE /bugs/delete/{id}", route: "deleteBug", endpoint: "deleteBug", hook: "useDeleteBug" },
  { spec: "PUT /bugs/fix/{id}", route: "fixBug", endpoint: "fixBug", hook: "useFixBug" },
];

/** The spec's path, with `/api` dropped and `{x}` as `:x`, is the route's path (docs/product.md#calls). */
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
    const specced = Object.values(core.contractRoutes)
      .map((r) => ("spec" in r ? r.spec : undefined))
      .filter(Boolean)
      .sort();
    expect(specced).toEqual(SPEC_ROWS.map((r) => r.spec).sort());
  });

  describe.each(SPEC_ROWS)("$spec", (row) => {
    const route = core.contractRoutes[row.route];

    it("has a contract route with the spec's method and path, and a response schema", () => {
      expect(`${route.method} ${route.path}`).toBe(`${row.spec.split(" ")[0]} ${expectedPath(row.spec)}`);
      expect("spec" in route && route.spec).toBe(row.spec);
      expect(typeof route.response.safeParse).toBe("function");
    });

    it("has an endpoint function", () => {
      expect(typeof (core as Record<string, unknown>)[row.endpoint]).toBe("function");
    });

    it("has a hook or mutation", () => {
      expect(typeof (react as Record<string, unknown>)[row.hook]).toBe("function");
    });

    it("has a success handler and every standard scenario", () => {
      expect(mocks.mockHandlers[row.route]).toBeDefined();
      expect(mocks.handlers).toContain(mocks.mockHandlers[row.route]);
      const scenarios = mocks.scenarios[row.route] as unknown as Record<string, unknown>;
      for (const name of STANDARD_SCENARIOS) expect(scenarios[name], name).toBeDefined();
    });
  });

  it("every route, spec row or not, has a mock handler", () => {
    for (const name of Object.keys(core.contractRoutes)) {
      expect(mocks.mockHandlers[name as core.ContractRouteName], name).toBeDefined();
    }
  });
});
