// The Suggestions page: list, vote, create; admins delete and mark implemented.
import { ANSWER_LIMITS } from "@boostdash/api-client/core/limits";
import { suggestionMessages } from "@boostdash/api-client/suggestions/texts";
import { HttpError } from "../../http.ts";
import {
  type FeatureHandlers,
  type HandlerDeps,
  isMissingId,
  type RequestLogger,
  seconds,
} from "../handlerKit.ts";
import type { Suggestion } from "./suggestionRepository.ts";

function suggestionJson(s: Suggestion, userId: string) {
  return {
    _id: s.id,
    id: s.id,
    title: s.title,
    description: s.description,
    author: s.author,
    status: s.status,
    createdAt: seconds(s.createdAt),
    upvotes: s.upvotes,
    downvotes: s.downvotes,
    votes: s.votes,
    userVote: s.votes[userId] ?? null,
  };
}

function checkId(id: string): void {
  if (isMissingId(id)) throw new HttpError(400, suggestionMessages.invalidId);
}

export function suggestionHandlers(
  { store }: HandlerDeps,
  log: RequestLogger,
): FeatureHandlers<
  "listSuggestions" | "voteSuggestion" | "createSuggestion" | "deleteSuggestion" | "implementSuggestion"
> {
  /** The suggestion's title, or a 404 when it is gone or `change` finds nothing to change. */
  async function changeOrThrow(id: string, change: (id: string) => Promise<boolean>): Promise<string> {
    checkId(id);
    const title = await store.suggestions.getTitle(id);
    if (title === undefined || !(await change(id))) throw new HttpError(404, "Suggestion not found");
    return title;
  }
  return {
    async listSuggestions({ seller }) {
      const suggestions = await store.suggestions.list(ANSWER_LIMITS.suggestions);
      return { suggestions: suggestions.map((s) => suggestionJson(s, seller.id)) };
    },

    async voteSuggestion({ seller, params, body }) {
      checkId(params.id);
      const r = await store.suggestions.vote(params.id, seller.id, body.voteType);
      if (!r) throw new HttpError(404, "Suggestion not found");
      return r;
    },

    async createSuggestion({ seller, body, req }) {
      await store.suggestions.create(seller, body);
      await log(seller, req, "suggestion_created", `Suggested "${body.title}"`, "info");
      return { message: "Suggestion created successfully!" };
    },

    async deleteSuggestion({ seller, params, req }) {
      const title = await changeOrThrow(params.id, (id) => store.suggestions.delete(id));
      await log(seller, req, "suggestion_deleted", `Deleted suggestion "${title}"`, "warning");
      return { message: "Suggestion deleted successfully!" };
    },

    async implementSuggestion({ seller, params, req }) {
      const title = await changeOrThrow(params.id, (id) => store.suggestions.setStatus(id, "implemented"));
      await log(seller, req, "suggestion_implemented", `Marked "${title}" as implemented`, "success");
      return { message: "Suggestion marked as implemented!" };
    },
  };
}
