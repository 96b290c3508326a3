import type { LogEntry } from "@boostdash/api-client/admin/contract";
import type { DateInput } from "@boostdash/api-client/core/format";
import { describe, expect, it } from "vitest";
import { manyLogs, sampleLogs } from "./logFixtures";
import { computeLogStats } from "./stats";

const log = (timestamp: string, over: Partial<LogEntry> = {}): LogEntry => ({
  id: timestamp,
  timestamp,
  username: "alice",
  userId: "seller-0001",
  action: "login",
  details: "",
  severity: "info",
  ...over,
});

/** The cards' rule written plainly, a formatter per entry (docs/product.md#admin-logs): what the fast one must equal. */
function plainLogStats(logs: readonly LogEntry[], now: DateInput, timeZone: string) {
  const day = (input: DateInput) => new Date(input).toLocaleDateString("en-CA", { timeZone });
  return {
    total: logs.length,
    today: logs.filter((l) => day(l.timestamp) === day(now)).length,
    errors: logs.filter((l) => l.severity === "error").length,
    accessCodeResets: logs.filter((l) => l.action === "access_code_reset").length,
  };
}

describe("computeLogStats", () => {
  it("agrees with the rule written plainly", () => {
    const now = "2026-01-15T12:00:00.000Z";
    for (const logs of [sampleLogs, manyLogs(500)]) {
      expect(computeLogStats(logs, now, "UTC")).toEqual(plainLogStats(logs, now, "UTC"));
    }
  });

  it("counts today by the calendar day in the given zone", () => {
    const logs = [log("2026-01-15T00:00:00.000Z"), log("2026-01-14T23:59:59.000Z")];
    const now = "2026-01-15T03:00:00.000Z";
    expect(computeLogStats(logs, now, "UTC").today).toBe(1);
    // In New York all three are on 14 January (now is 22:00 there).
    expect(computeLogStats(logs, now, "America/New_York").today).toBe(2);
  });

  it("counts errors and access-code resets", () => {
    const logs = [
      log("2026-01-15T01:00:00.000Z", { severity: "error" }),
      log("2026-01-15T02:00:00.000Z", { action: "access_code_reset", severity: "warning" }),
    ];
    expect(computeLogStats(logs, "2026-01-15T12:00:00.000Z", "UTC")).toEqual({
      total: 2,
      today: 2,
      errors: 1,
      accessCodeResets: 1,
    });
  });
});
