/**
 * The mocks cannot drift from the contract. At run time: every contract route has exactly one success handler and
 * every handler a route, each on its route's method and path, and so is every named scenario; a body the typing
 * rejects is one the route's schema rejects too. At compile time: each `@ts-expect-error` below must stay an
 * error, so if the mocks' typing loosened, `npm run typecheck` would fail on the unused directive.
 */
import { HttpHandler, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createLiveStock } from "../../features/public/fixtures.ts";
import type { ContractRoute } from "../contract/route.ts";
import { type ContractRouteName, contractRoutes } from "../contract/routes.ts";
import { handlers, mockHandlers, scenarios } from "./all.ts";
import { errorResponse, MOCK_BASE_URL, mockRoute } from "./route.ts";

const routeNames = Object.keys(contractRoutes) as ContractRouteName[];
const where = (route: ContractRoute) => `${route.method} ${MOCK_BASE_URL}${route.path}`;
const whereHandled = (handler: HttpHandler) => `${String(handler.info.method)} ${String(handler.info.path)}`;

describe("every route has its mock, every mock its route", () => {
  it("one success handler per contract route, and none for a route the contract lacks", () => {
    expect(Object.keys(mockHandlers).sort()).toEqual([...routeNames].sort());
    expect(handlers.map(whereHandled).sort()).toEqual(
      routeNames.map((name) => where(contractRoutes[name])).sort(),
    );
  });

  it.each(routeNames)("%s: its success handler answers the route's method and path", (name) => {
    expect(whereHandled(mockHandlers[name])).toBe(where(contractRoutes[name]));
  });

  it.each(routeNames)("%s: every named scenario answers the route's method and path", (name) => {
    const named: [string, unknown][] = Object.entries(scenarios[name]);
    // Every route has at least the seven standard scenarios (success, slow, 401, 403, 404, 500, network).
    expect(named.length).toBeGreaterThanOrEqual(7);
    for (const [scenario, handler] of named) {
      expect(handler, scenario).toBeInstanceOf(HttpHandler);
      expect(whereHandled(handler as HttpHandler), scenario).toBe(where(contractRoutes[name]));
    }
  });
});

const countAsText = { ...createLiveStock(), oneMonthNitroTokens: "12" };
const rawTokens = {
  orderId: "1",
  guildId: "2",
  amount: 2,
  stock: "a.txt",
  successfulTokens: ["token"],
  failedTokens: 0,
};
const renamedField = { orders: [], folderDates: {} };

/** Never called: the typing of these resolvers is the check. */
export const driftedMocks = () => [
  mockRoute("liveStock", () =>
    // @ts-expect-error a count sent as a string is a drift from LiveStock
    HttpResponse.json(countAsText),
  ),
  mockRoute("publicOrderStatus", () =>
    // @ts-expect-error public token fields are counts, never the raw token lists
    HttpResponse.json(rawTokens),
  ),
  mockRoute("listOrders", () =>
    // @ts-expect-error the orders list has `folders`, not `orders`
    HttpResponse.json(renamedField),
  ),
  // Errors are allowed in any route, through errorResponse.
  mockRoute("liveStock", () =>
    errorResponse(404, { message: "Live stock data not found for this Guild ID." }),
  ),
];

describe("the typing and the schemas agree", () => {
  it.each([
    ["liveStock", countAsText],
    ["publicOrderStatus", rawTokens],
    ["listOrders", renamedField],
  ] as const)("a %s body the typing rejects is refused by the route's schema", (name, body) => {
    expect(contractRoutes[name].response.safeParse(body).success).toBe(false);
  });
});
