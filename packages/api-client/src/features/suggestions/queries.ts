import { mutationOptions, queryOptions, useMutationState } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { listWrite } from "../../core/query/listWrite.ts";
import { getToken } from "../../core/token.ts";
import {
  createSuggestion,
  deleteSuggestion,
  implementSuggestion,
  listSuggestions,
  voteSuggestion,
} from "./api.ts";
import type { CreateSuggestionRequest, Suggestion, SuggestionsList, VoteType } from "./contract.ts";
import { applyVote, optimisticVote, suggestionId } from "./rules.ts";

/** The only place this key is written; invalidations read it from here. */
const suggestionsKey = [...queryRoot, "suggestions", "list"] as const;

export function suggestionsQuery() {
  return queryOptions({
    queryKey: suggestionsKey,
    queryFn: ({ signal }) => listSuggestions({ token: getToken(), signal }),
  });
}

export interface VoteVariables {
  id: string | undefined;
  voteType: VoteType;
  /** The voter's id (`voterId(currentUser)`), so the optimistic update can find their earlier vote. */
  userId?: string;
}

const voteMutationKey = [...suggestionsKey, "vote"] as const;

function replaceSuggestion(
  list: SuggestionsList | undefined,
  id: string | undefined,
  update: (s: Suggestion) => Suggestion,
): SuggestionsList | undefined {
  return list ? { suggestions: list.suggestions.map((s) => (suggestionId(s) === id ? update(s) : s)) } : list;
}

/**
 * Votes optimistically: the counts and the pressed button change at once, the server's answer then
 * replaces them, and a failure puts back the suggestion as it was (only that one, so other votes in
 * flight keep theirs). While pending, `useVotesInFlight()` lists the suggestion's id.
 */
export function voteSuggestionMutation() {
  return mutationOptions({
    mutationKey: voteMutationKey,
    mutationFn: ({ id, voteType }: VoteVariables) => voteSuggestion(id, voteType, { token: getToken() }),
    onMutate: async ({ id, voteType, userId }, { client }) => {
      await client.cancelQueries({ queryKey: suggestionsKey });
      const before = client
        .getQueryData<SuggestionsList>(suggestionsKey)
        ?.suggestions.find((s) => suggestionId(s) === id);
      if (before) {
        client.setQueryData<SuggestionsList>(suggestionsKey, (list) =>
          replaceSuggestion(list, id, (s) => optimisticVote(s, voteType, userId)),
        );
      }
      return { before };
    },
    onError: (_error, { id }, context, { client }) => {
      const before = context?.before;
      if (!before) return;
      client.setQueryData<SuggestionsList>(suggestionsKey, (list) =>
        replaceSuggestion(list, id, () => before),
      );
    },
    onSuccess: (vote, { id }, _result, { client }) => {
      client.setQueryData<SuggestionsList>(suggestionsKey, (list) =>
        replaceSuggestion(list, id, (s) => applyVote(s, vote)),
      );
    },
  });
}

/** Ids of the suggestions whose vote is in flight (their buttons are disabled). */
export function useVotesInFlight(): string[] {
  return useMutationState({
    filters: { mutationKey: voteMutationKey, status: "pending" },
    select: (mutation) => (mutation.state.variables as VoteVariables | undefined)?.id ?? "",
  }).filter(Boolean);
}

export const createSuggestionMutation = () =>
  listWrite(suggestionsKey, (body: CreateSuggestionRequest, token) => createSuggestion(body, { token }));
export const deleteSuggestionMutation = () =>
  listWrite(suggestionsKey, (id: string | undefined, token) => deleteSuggestion(id, { token }));
export const implementSuggestionMutation = () =>
  listWrite(suggestionsKey, (id: string | undefined, token) => implementSuggestion(id, { token }));
