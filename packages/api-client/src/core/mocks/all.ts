/**
 * Every feature's mocks in one list (README, "Where each feature lives": a new feature adds its mocks here): the
 * success handlers for `setupWorker(...handlers)` or `parameters.msw.handlers`, the named scenarios stories pick
 * from (`scenarios.liveStock.notFound`, `scenarios.orders.empty`), and `resetMockStore()`, which seeds every
 * feature's mock state again. Every route has success, slow, unauthorized (401), forbidden (403), notFound (404),
 * serverError (500) and networkError; features add their own (e.g. `login.invalidCode`).
 */
import { type HttpHandler, HttpResponse, type HttpResponseResolver } from "msw";
import { adminMocks } from "../../features/admin/mocks.ts";
import { authMocks } from "../../features/auth/mocks.ts";
import { adminRequired } from "../../features/auth/texts.ts";
import { botMocks } from "../../features/bot/mocks.ts";
import { bugsMocks } from "../../features/bugs/mocks.ts";
import { customCodeMocks } from "../../features/customCode/mocks.ts";
import { dashboardMocks } from "../../features/dashboard/mocks.ts";
import { domainsMocks } from "../../features/domains/mocks.ts";
import { insightsMocks } from "../../features/insights/mocks.ts";
import { intakeMocks } from "../../features/intake/mocks.ts";
import { notificationsMocks } from "../../features/notifications/mocks.ts";
import { ordersMocks } from "../../features/orders/mocks.ts";
import { publicMocks } from "../../features/public/mocks.ts";
import { replacementsMocks } from "../../features/replacements/mocks.ts";
import { sessionsMocks } from "../../features/sessions/mocks.ts";
import { settingsMocks } from "../../features/settings/mocks.ts";
import { stockMocks } from "../../features/stock/mocks.ts";
import { suggestionsMocks } from "../../features/suggestions/mocks.ts";
import { teamMocks } from "../../features/team/mocks.ts";
import { type ContractRouteName, contractRoutes } from "../contract/routes.ts";
import { resetFixtureSequence } from "./fixtures.ts";
import { errorResponse, MOCK_BASE_URL, mockRouteUntyped, neverAnswer } from "./route.ts";
import type { MockState } from "./state.ts";
import { setMockState } from "./store.ts";

export type { MockState } from "./state.ts";

// Seeded in this order: the fixtures draw ids and text from one seeded sequence, so the order fixes every value.
const features = [
  authMocks,
  dashboardMocks,
  publicMocks,
  customCodeMocks,
  domainsMocks,
  suggestionsMocks,
  ordersMocks,
  adminMocks,
  settingsMocks,
  bugsMocks,
  botMocks,
  notificationsMocks,
  insightsMocks,
  stockMocks,
  intakeMocks,
  replacementsMocks,
  sessionsMocks,
  teamMocks,
] as const;

/** The default, populated state; every value derives from the fixture sequence, so it is the same each time. */
export function seedMockState(): MockState {
  resetFixtureSequence();
  return Object.assign({}, ...features.map((feature) => feature.seed())) as MockState;
}

/** Back to the default data, with optional parts replaced (e.g. `{ domains: [] }` for an add-domain story). */
export function resetMockStore(overrides: Partial<MockState> = {}): MockState {
  const state = { ...seedMockState(), ...overrides };
  setMockState(state);
  return state;
}

resetMockStore();

export type MockHandlers = { [N in ContractRouteName]: HttpHandler };

/** One success handler per route, under `baseUrl` (a route without one fails to compile here). */
export function createMockHandlers(baseUrl: string = MOCK_BASE_URL): MockHandlers {
  return {
    ...authMocks.handlers(baseUrl),
    ...dashboardMocks.handlers(baseUrl),
    ...publicMocks.handlers(baseUrl),
    ...customCodeMocks.handlers(baseUrl),
    ...domainsMocks.handlers(baseUrl),
    ...suggestionsMocks.handlers(baseUrl),
    ...ordersMocks.handlers(baseUrl),
    ...adminMocks.handlers(baseUrl),
    ...settingsMocks.handlers(baseUrl),
    ...bugsMocks.handlers(baseUrl),
    ...botMocks.handlers(baseUrl),
    ...notificationsMocks.handlers(baseUrl),
    ...insightsMocks.handlers(baseUrl),
    ...stockMocks.handlers(baseUrl),
    ...intakeMocks.handlers(baseUrl),
    ...replacementsMocks.handlers(baseUrl),
    ...sessionsMocks.handlers(baseUrl),
    ...teamMocks.handlers(baseUrl),
  };
}

export const mockHandlers: MockHandlers = createMockHandlers();

/** Every success handler, for `setupWorker(...handlers)` or `parameters.msw.handlers`. */
export const handlers: HttpHandler[] = Object.values(mockHandlers);

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
    slow: fixed(({ request }) => neverAnswer(request)),
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
  const success = createMockHandlers(baseUrl);
  const all = Object.fromEntries(
    (Object.keys(contractRoutes) as ContractRouteName[]).map((name) => [
      name,
      standard(name, success[name], baseUrl),
    ]),
  ) as { [N in ContractRouteName]: StandardScenarios };

  const extra = {
    ...authMocks.scenarios(baseUrl),
    ...dashboardMocks.scenarios(baseUrl),
    ...publicMocks.scenarios(baseUrl),
    ...customCodeMocks.scenarios(baseUrl),
    ...domainsMocks.scenarios(baseUrl),
    ...suggestionsMocks.scenarios(baseUrl),
    ...ordersMocks.scenarios(baseUrl),
    ...adminMocks.scenarios(baseUrl),
    ...settingsMocks.scenarios(baseUrl),
    ...bugsMocks.scenarios(baseUrl),
    ...notificationsMocks.scenarios(baseUrl),
    ...insightsMocks.scenarios(baseUrl),
    ...stockMocks.scenarios(baseUrl),
    ...sessionsMocks.scenarios(baseUrl),
    ...teamMocks.scenarios(baseUrl),
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
