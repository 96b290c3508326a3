/** Admin log mocks: the newest entries and the total, 403 for a seller. */
import { HttpResponse } from "msw";
import { ANSWER_LIMITS } from "../../core/limits.ts";
import { ago, mockAgo } from "../../core/mocks/fixtures.ts";
import { routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { sortNewestFirst } from "../../core/sort.ts";
import { forbiddenUnlessAdmin } from "../auth/mocks.ts";
import type { LogEntry, LogsResponse } from "./contract.ts";
import { createLog } from "./fixtures.ts";
import type { AdminMockState } from "./mockState.ts";

/** The admin-logs answer as the server gives it: the newest entries, at most ANSWER_LIMITS.adminLogs, and the total. */
export function mockLogsAnswer(logs: readonly LogEntry[] = mockStore().logs): LogsResponse {
  return {
    logs: sortNewestFirst(logs, (l) => l.timestamp).slice(0, ANSWER_LIMITS.adminLogs),
    total: logs.length,
  };
}

export const adminMocks = {
  seed: (): AdminMockState => ({
    logs: [
      createLog({ timestamp: mockAgo(ago.seconds(5)) }),
      createLog({
        action: "login_failed",
        severity: "error",
        details: "Wrong access code",
        username: "unknown",
        userId: "-",
        timestamp: mockAgo(ago.minutes(3)),
      }),
      createLog({
        action: "access_code_reset",
        severity: "warning",
        details: "Access code was reset",
        timestamp: mockAgo(ago.hours(2)),
      }),
      createLog({
        action: "domain_added",
        severity: "info",
        details: "Added shop.example.com",
        timestamp: mockAgo(ago.days(4)),
        ipAddress: undefined,
        userAgent: undefined,
      }),
    ],
  }),
  handlers: (baseUrl: string) => ({
    adminLogs: routesAt(baseUrl)(
      "adminLogs",
      () => forbiddenUnlessAdmin() ?? HttpResponse.json(mockLogsAnswer()),
    ),
  }),
  scenarios: (baseUrl: string) => ({
    adminLogs: { empty: routesAt(baseUrl)("adminLogs", () => HttpResponse.json({ logs: [], total: 0 })) },
  }),
};
