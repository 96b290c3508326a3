/** Deterministic bug reports for the stories (the shared fixtures give the time and ids). */
import type { BugReport } from "@boostdash/api-client/bugs/contract";
import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";

const NOW_S = Date.parse(MOCK_NOW) / 1000;
const DAY_S = 24 * 60 * 60;

export const sampleBugs: BugReport[] = [
  {
    _id: "bug-1",
    title: "Orders page shows a blank card",
    description: "Happens after signing in on a phone.",
    steps: "1. Sign in on a phone\n2. Open Orders\n3. Scroll to the third card",
    expectedBehavior: "The list shows every order.",
    actualBehavior: "One card is blank.",
    severity: "critical",
    status: "open",
    author: "alice",
    createdAt: NOW_S - DAY_S,
  },
  {
    _id: "bug-2",
    title: "Live stock not refreshing",
    description: "The counts stay the same until I reload.",
    steps: "1. Open the live stock page\n2. Wait a minute",
    severity: "high",
    status: "investigating",
    author: "bob",
    createdAt: NOW_S - 2 * DAY_S,
  },
  {
    _id: "bug-3",
    title: "Copy button does nothing",
    description: "Clicking copy on the access code shows no toast.",
    severity: "low",
    status: "fixed",
    author: "carol",
    createdAt: NOW_S - 5 * DAY_S,
  },
];

export const longBug: BugReport = {
  _id: "bug-long",
  title: `Export fails for a store with a very long name: ${"Supercalifragilistic".repeat(8)}`,
  description: `${"The export stops half way and the file is cut. ".repeat(14)}`,
  steps: "1. Open Orders\n2. Click Export\n\n3. Wait\n   (about a minute)",
  expectedBehavior: `https://example.com/${"segment/".repeat(30)}`,
  actualBehavior: "The download is 0 bytes.",
  severity: "medium",
  status: "open",
  author: "a-seller-with-a-rather-long-display-name-that-keeps-going",
  createdAt: NOW_S - 3 * DAY_S,
};

const severities = ["low", "medium", "high", "critical"] as const;
const statuses = ["open", "investigating", "fixed", "closed"] as const;

export function manyBugs(count: number): BugReport[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `bug-many-${i + 1}`,
    title: `Bug #${i + 1}: ${["Blank card", "Slow stock", "Copy fails", "Wrong date"][i % 4]}`,
    description: "Happens now and then.",
    steps: i % 2 ? "1. Open the page\n2. Wait" : undefined,
    severity: severities[i % 4] ?? "medium",
    status: statuses[i % 4] ?? "open",
    author: ["alice", "bob", "carol"][i % 3] ?? "alice",
    createdAt: NOW_S - i * 3600,
  }));
}
