/** Suggestion fixtures for stories and tests. */
import { DAY, MOCK_NOW_MS, nextId, pick } from "../../core/mocks/fixtures.ts";
import type { Suggestion } from "./contract.ts";

export function createSuggestion(over: Partial<Suggestion> = {}): Suggestion {
  return {
    _id: nextId("sug"),
    title: pick(["Dark mode for invoices", "Bulk order export", "Discord role sync", "Weekly sales email"]),
    description: "It would save sellers time every week.",
    author: pick(["alice", "bob", "carol", "dave"]),
    status: "pending",
    createdAt: Math.floor((MOCK_NOW_MS - DAY) / 1000),
    upvotes: 0,
    downvotes: 0,
    votes: {},
    ...over,
  };
}
