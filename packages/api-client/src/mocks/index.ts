/**
 * The mocks entry (`@boostdash/api-client/mocks`): msw handlers typed by the contract, an in-memory
 * store behind them, deterministic fixtures and named scenarios. Call `resetMockStore()` per story/test.
 */
export * from "./fixtures.ts";
export * from "./handlers.ts";
export {
  errorResponse,
  MOCK_BASE_URL,
  type MockParams,
  type MockResolver,
  mockRoute,
  readBody,
} from "./route.ts";
export * from "./scenarios.ts";
export * from "./store.ts";
