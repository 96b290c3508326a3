/** Test-only: the msw handlers under Node, at an absolute base URL, with the api configured to match. */
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { configureApi } from "../http.ts";
import { createMockHandlers, createScenarios, resetMockStore } from "../mocks/all.ts";

export const TEST_BASE_URL = "http://localhost/api";

export const testScenarios = createScenarios(TEST_BASE_URL);

/** Starts a server for the calling test file; each test begins with the default store and handlers. */
export function startMockServer() {
  const server = setupServer(...Object.values(createMockHandlers(TEST_BASE_URL)));
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    configureApi({ baseUrl: TEST_BASE_URL });
  });
  beforeEach(() => {
    resetMockStore();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    configureApi({});
  });
  return server;
}
