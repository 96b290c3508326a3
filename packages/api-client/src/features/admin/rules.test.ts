import { describe, expect, it } from "vitest";
import { sortNewestFirst } from "../../core/sort.ts";
import type { LogEntry } from "./contract.ts";
import { distinctActions, filterLogs, searchLogs, titleCaseAction } from "./rules.ts";

function log(over: Partial<LogEntry>): LogEntry {
  return {
    id: "1",
    timestamp: "2026-03-10T10:00:00.000Z",
    username: "alice",
    userId: "u1",
    action: "login",
    details: "Signed in",
    severity: "info",
    ...over,
  };
}

const logs = [
  log({ id: "1", action: "access_code_reset", severity: "warning", timestamp: "2026-03-09T10:00:00.000Z" }),
  log({
    id: "2",
    username: "Bob",
    userId: "U-77",
    action: "login_failed",
    severity: "error",
    details: "Bad code",
  }),
  log({ id: "3", action: "domain_added", severity: "success", details: "Added Shop.Example.com" }),
];

describe("titleCaseAction", () => {
  it("turns underscores into spaces and title-cases", () => {
    expect(titleCaseAction("access_code_reset")).toBe("Access Code Reset");
    expect(titleCaseAction("login")).toBe("Login");
    expect(titleCaseAction("LOGIN_FAILED")).toBe("Login Failed");
  });
});

describe("searchLogs", () => {
  it("matches username, action, details and userId case-insensitively", () => {
    expect(searchLogs(logs, "bob").map((l) => l.id)).toEqual(["2"]);
    expect(searchLogs(logs, "CODE_RESET").map((l) => l.id)).toEqual(["1"]);
    expect(searchLogs(logs, "shop.example").map((l) => l.id)).toEqual(["3"]);
    expect(searchLogs(logs, "u-77").map((l) => l.id)).toEqual(["2"]);
    expect(searchLogs(logs, "")).toHaveLength(3);
  });
});

describe("searchLogs by who did it", () => {
  it("finds a member's entries by their name and role, and the customer's and a storefront's by what they are", () => {
    const team = [
      ...logs,
      log({ id: "4", by: { kind: "member", id: "m1", name: "Ana", role: "support" }, details: "Approved 1" }),
      log({ id: "5", by: { kind: "customer", id: null, name: "Customer", role: null }, action: "redeem" }),
      log({
        id: "6",
        by: { kind: "storefront", id: null, name: "Shoppex", role: null },
        action: "intake_order",
      }),
      log({ id: "7", by: null }),
    ];
    expect(searchLogs(team, "ANA").map((l) => l.id)).toEqual(["4"]);
    expect(searchLogs(team, "ana (support)").map((l) => l.id)).toEqual(["4"]);
    expect(searchLogs(team, "customer").map((l) => l.id)).toEqual(["5"]);
    expect(searchLogs(team, "shoppex").map((l) => l.id)).toEqual(["6"]);
    expect(filterLogs(team, { query: "ana", severity: "warning" })).toEqual([]);
  });
});

describe("filterLogs", () => {
  it("combines search, severity and action", () => {
    expect(filterLogs(logs, { severity: "error" }).map((l) => l.id)).toEqual(["2"]);
    expect(filterLogs(logs, { action: "domain_added", severity: "all" }).map((l) => l.id)).toEqual(["3"]);
    expect(filterLogs(logs, { query: "alice", severity: "success" }).map((l) => l.id)).toEqual(["3"]);
  });
});

describe("distinctActions", () => {
  it("lists each action once, sorted", () => {
    expect(distinctActions([...logs, log({ action: "login_failed" })])).toEqual([
      "access_code_reset",
      "domain_added",
      "login_failed",
    ]);
  });
});

describe("sortNewestFirst", () => {
  it("puts the newest first and undated items last, stably", () => {
    const items = [
      { id: "old", at: "2026-01-01T00:00:00Z" },
      { id: "none", at: undefined },
      { id: "new", at: "2026-02-01T00:00:00Z" },
      { id: "bad", at: "nope" },
      { id: "new2", at: "2026-02-01T00:00:00Z" },
    ];
    expect(sortNewestFirst(items, (i) => i.at).map((i) => i.id)).toEqual([
      "new",
      "new2",
      "old",
      "none",
      "bad",
    ]);
  });
  it("does not change the input", () => {
    const items = [{ at: 1 }, { at: 2 }];
    sortNewestFirst(items, (i) => i.at);
    expect(items).toEqual([{ at: 1 }, { at: 2 }]);
  });
});
