// Storybook's msw mocks and the real server must answer the same vote sequence alike
// (docs/decisions.md#suggestions-and-bug-reports): the same kind twice withdraws, the other kind replaces. Runs with
// the server tests, so on SQLite always and on PostgreSQL in `scripts/test-server.sh`.

// biome-ignore-start lint/style/noRestrictedImports: a test, not server code: it compares the mocks with the server.
import { createCurrentUser } from "@boostdash/api-client/auth/fixtures";
import { createMockHandlers, resetMockStore } from "@boostdash/api-client/core/mocks/all";
import type { VoteResponse, VoteType } from "@boostdash/api-client/suggestions/contract";
import { createSuggestion } from "@boostdash/api-client/suggestions/fixtures";
// biome-ignore-end lint/style/noRestrictedImports: only the import above.
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSuggestion, asContract, call, startServer, type TestServer } from "./helpers.ts";

type Voter = "alice" | "bob";
type Step = [Voter, VoteType];

/** Clicks of two people on one suggestion, covering add, withdraw, switch and re-add for each. */
const sequence: Step[] = [
  ["alice", "up"],
  ["alice", "up"],
  ["alice", "down"],
  ["bob", "down"],
  ["alice", "up"],
  ["bob", "down"],
  ["bob", "up"],
  ["alice", "up"],
  ["alice", "down"],
  ["bob", "up"],
  ["bob", "up"],
];

/** An answer with user ids replaced by who they are, so the two systems' ids compare. */
interface Seen {
  status: number;
  upvotes: number;
  downvotes: number;
  userVote: VoteType | null;
  votes: Partial<Record<Voter, VoteType>>;
}

function normalise(status: number, body: unknown, ids: Record<Voter, string>): Seen {
  const vote: VoteResponse = asContract("voteSuggestion", body);
  const byId = Object.fromEntries(Object.entries(ids).map(([who, id]) => [id, who as Voter]));
  const votes: Partial<Record<Voter, VoteType>> = {};
  for (const [id, v] of Object.entries(vote.votes)) {
    const who = byId[id];
    if (!who) throw new Error(`a vote from an unknown user ${id}`);
    votes[who] = v;
  }
  return { status, upvotes: vote.upvotes, downvotes: vote.downvotes, userVote: vote.userVote, votes };
}

const MOCK_BASE = "http://mocks.invalid/api";
const mockIds: Record<Voter, string> = { alice: "mock-alice", bob: "mock-bob" };
const msw = setupServer(...Object.values(createMockHandlers(MOCK_BASE)));
let server: TestServer;

beforeAll(async () => {
  // Requests to the real server pass through untouched.
  msw.listen({ onUnhandledRequest: "bypass" });
  server = await startServer();
});

afterAll(async () => {
  msw.close();
  await server?.close();
});

async function runOnMocks(): Promise<Seen[]> {
  const store = resetMockStore({
    suggestions: [createSuggestion({ _id: "sug-parity", upvotes: 0, downvotes: 0, votes: {} })],
  });
  const seen: Seen[] = [];
  for (const [who, voteType] of sequence) {
    // The mocks have one signed-in user: switch it to the voter of this step.
    store.user = createCurrentUser({ id: mockIds[who], _id: mockIds[who] });
    const r = await call(MOCK_BASE, "POST", "/suggestions/vote/sug-parity", { body: { voteType } });
    seen.push(normalise(r.status, r.body, mockIds));
  }
  return seen;
}

async function runOnServer(): Promise<Seen[]> {
  const alice = await server.seller("Parity Alice");
  const bob = await server.seller("Parity Bob");
  const tokens: Record<Voter, string> = { alice: alice.token, bob: bob.token };
  const ids: Record<Voter, string> = { alice: alice.seller.id, bob: bob.seller.id };
  const id = await addSuggestion(server.url, alice.token, "Parity", "Same answers from mocks and server");
  const seen: Seen[] = [];
  for (const [who, voteType] of sequence) {
    const r = await call(server.url, "POST", `/api/suggestions/vote/${id}`, {
      token: tokens[who],
      body: { voteType },
    });
    seen.push(normalise(r.status, r.body, ids));
  }
  return seen;
}

describe("vote parity: msw mocks and the real server", () => {
  it("answer the same vote sequence with the same counts, votes and userVote", async () => {
    const mocks = await runOnMocks();
    const real = await runOnServer();
    expect(real).toEqual(mocks);
    // And both say what the decision says: spot-check the toggle itself.
    expect(real.slice(0, 3).map((s) => s.userVote)).toEqual(["up", null, "down"]);
    expect(real.at(-1)).toEqual({
      status: 200,
      upvotes: 1,
      downvotes: 1,
      userVote: "up",
      votes: { alice: "down", bob: "up" },
    });
  });
});
