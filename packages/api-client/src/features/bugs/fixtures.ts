/** Bug report fixtures for stories and tests. */
import { DAY, MOCK_NOW_MS, nextId, pick } from "../../core/mocks/fixtures.ts";
import type { BugReport } from "./contract.ts";

export function createBug(over: Partial<BugReport> = {}): BugReport {
  return {
    _id: nextId("bug"),
    title: pick(["Orders page shows a blank card", "Copy button does nothing", "Live stock not refreshing"]),
    description: "Happens after signing in on a phone.",
    steps: "1. Sign in\n2. Open Orders",
    expectedBehavior: "The list shows every order.",
    actualBehavior: "One card is blank.",
    severity: "medium",
    status: "open",
    author: pick(["alice", "bob", "carol"]),
    createdAt: Math.floor((MOCK_NOW_MS - 2 * DAY) / 1000),
    ...over,
  };
}
