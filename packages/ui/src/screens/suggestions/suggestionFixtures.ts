/** Deterministic suggestions for the stories (the shared fixtures give the time and ids). */

import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import type { Suggestion } from "@boostdash/api-client/suggestions/contract";

const NOW_S = Date.parse(MOCK_NOW) / 1000;
const DAY_S = 24 * 60 * 60;

/** The signed-in user of the stories: their votes show pressed. */
export const ME = "seller-0001";

export const sampleSuggestions: Suggestion[] = [
  {
    _id: "sug-1",
    title: "Dark mode for invoices",
    description: "Invoices open in a bright white page at night.\nA dark theme would match the dashboard.",
    author: "alice",
    status: "pending",
    createdAt: NOW_S - DAY_S,
    upvotes: 12,
    downvotes: 2,
    votes: { [ME]: "up" },
  },
  {
    _id: "sug-2",
    title: "Bulk order export",
    description: "Export every order of a month as CSV for the accountant.",
    author: "bob",
    status: "approved",
    createdAt: NOW_S - 3 * DAY_S,
    upvotes: 7,
    downvotes: 0,
    votes: {},
  },
  {
    _id: "sug-3",
    title: "Discord role sync",
    description: "Give buyers a role in the server as soon as their boosts land.",
    author: "carol",
    status: "implemented",
    createdAt: NOW_S - 9 * DAY_S,
    upvotes: 20,
    downvotes: 1,
    votes: {},
  },
  {
    id: "sug-4",
    title: "Weekly sales email",
    description: "A summary every Monday.",
    author: "dave",
    status: "pending",
    createdAt: NOW_S - 12 * DAY_S,
    upvotes: 0,
    downvotes: 0,
    votes: {},
  },
];

/** A title and a description with no spaces to break at, and a very long paragraph: they must wrap. */
export const longSuggestion: Suggestion = {
  _id: "sug-long",
  title: `Make the order export include every field of the order including the tokens used and the ${"very".repeat(30)}longwordwithoutanyspaces`,
  description: `${"Sellers with many stores need this. ".repeat(18)}\nhttps://example.com/${"segment/".repeat(25)}`,
  author: "a-seller-with-a-rather-long-display-name-that-keeps-going",
  status: "approved",
  createdAt: NOW_S - 2 * DAY_S,
  upvotes: 3,
  downvotes: 1,
  votes: {},
};

const statuses = ["pending", "approved", "implemented"] as const;

/** `count` suggestions, newest first, with varied votes. */
export function manySuggestions(count: number): Suggestion[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `sug-many-${i + 1}`,
    title: `Idea #${i + 1}: ${["Faster checkout", "Stock alerts", "Order notes", "Team accounts"][i % 4]}`,
    description: "It would save sellers time every week.",
    author: ["alice", "bob", "carol", "dave"][i % 4] ?? "alice",
    status: statuses[i % 3] ?? "pending",
    createdAt: NOW_S - i * 3600,
    upvotes: (i * 7) % 23,
    downvotes: (i * 3) % 5,
    votes: {},
  }));
}
