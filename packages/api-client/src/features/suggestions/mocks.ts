/** Suggestion mocks: votes toggle like the server's, admin writes answer 403 to a seller. */
import { HttpResponse } from "msw";
import { ago, MOCK_NOW_MS, MOCK_NOW_SECONDS } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { forbiddenUnlessAdmin } from "../auth/mocks.ts";
import type { Suggestion } from "./contract.ts";
import { createSuggestion } from "./fixtures.ts";
import type { SuggestionsMockState } from "./mockState.ts";
import { suggestionId, voterId } from "./rules.ts";
import { suggestionMessages } from "./texts.ts";

function findSuggestion(id: string): Suggestion | undefined {
  return mockStore().suggestions.find((s) => suggestionId(s) === id);
}

export const suggestionsMocks = {
  seed: (): SuggestionsMockState => ({
    suggestions: [
      createSuggestion({
        title: "Dark mode for invoices",
        upvotes: 12,
        downvotes: 2,
        votes: { "u-2": "up" },
      }),
      createSuggestion({
        title: "Bulk order export",
        status: "approved",
        upvotes: 7,
        downvotes: 0,
        createdAt: Math.floor((MOCK_NOW_MS - ago.days(3)) / 1000),
      }),
      createSuggestion({
        title: "Discord role sync",
        status: "implemented",
        upvotes: 20,
        downvotes: 1,
        createdAt: Math.floor((MOCK_NOW_MS - ago.days(9)) / 1000),
      }),
      createSuggestion({
        id: "sug-legacy",
        _id: undefined,
        title: "Weekly sales email",
        description: "A summary every Monday.",
      }),
    ],
  }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      listSuggestions: route("listSuggestions", () =>
        HttpResponse.json({ suggestions: mockStore().suggestions }),
      ),
      voteSuggestion: route("voteSuggestion", async ({ params, request }) => {
        const body = await readBody("voteSuggestion", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const suggestion = findSuggestion(params.id);
        if (!suggestion) return errorResponse(404, { message: suggestionMessages.invalidId });
        const user = voterId(mockStore().user) ?? "anonymous";
        const votes = { ...suggestion.votes };
        // Voting the same way twice withdraws the vote, like the server (docs/decisions.md, "Repeated vote").
        if (votes[user] === body.data.voteType) delete votes[user];
        else votes[user] = body.data.voteType;
        const tally = Object.values(votes);
        const countOf = (t: string) => tally.filter((v) => v === t).length;
        const base = { up: suggestion.upvotes, down: suggestion.downvotes };
        const before = Object.values(suggestion.votes);
        // Seeded counts include votes not in the map; keep them and apply only this user's change.
        const upvotes = base.up - before.filter((v) => v === "up").length + countOf("up");
        const downvotes = base.down - before.filter((v) => v === "down").length + countOf("down");
        Object.assign(suggestion, { votes, upvotes, downvotes, userVote: votes[user] ?? null });
        return HttpResponse.json({ upvotes, downvotes, votes, userVote: votes[user] ?? null });
      }),
      createSuggestion: route("createSuggestion", async ({ request }) => {
        const body = await readBody("createSuggestion", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const author = store.user.discordId ?? store.user.id ?? "you";
        store.suggestions = [
          createSuggestion({
            ...body.data,
            author,
            status: "pending",
            createdAt: MOCK_NOW_SECONDS,
            upvotes: 0,
            downvotes: 0,
            votes: {},
          }),
          ...store.suggestions,
        ];
        return HttpResponse.json({ message: "Suggestion created" });
      }),
      deleteSuggestion: route("deleteSuggestion", ({ params }) => {
        const denied = forbiddenUnlessAdmin();
        if (denied) return denied;
        const store = mockStore();
        if (!findSuggestion(params.id)) return errorResponse(404, { message: suggestionMessages.invalidId });
        store.suggestions = store.suggestions.filter((s) => suggestionId(s) !== params.id);
        return HttpResponse.json({ message: "Suggestion deleted" });
      }),
      implementSuggestion: route("implementSuggestion", ({ params }) => {
        const denied = forbiddenUnlessAdmin();
        if (denied) return denied;
        const suggestion = findSuggestion(params.id);
        if (!suggestion) return errorResponse(404, { message: suggestionMessages.invalidId });
        suggestion.status = "implemented";
        return HttpResponse.json({ message: "Suggestion marked as implemented" });
      }),
    };
  },
  scenarios: (baseUrl: string) => ({
    listSuggestions: {
      empty: routesAt(baseUrl)("listSuggestions", () => HttpResponse.json({ suggestions: [] })),
    },
  }),
};
