import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { getToken } from "../auth/token.ts";
import type { CreateSuggestionRequest, SuggestionsList, VoteType } from "../contract/suggestions.ts";
import { applyVote, suggestionId } from "../domain/suggestions.ts";
import {
  createSuggestion,
  deleteSuggestion,
  implementSuggestion,
  listSuggestions,
  voteSuggestion,
} from "../endpoints/suggestions.ts";
import type { QueryHookOptions } from "./options.ts";
import { queryKeys } from "./queryKeys.ts";

export function suggestionsQuery() {
  return queryOptions({
    queryKey: queryKeys.suggestions.list(),
    queryFn: ({ signal }) => listSuggestions({ token: getToken(), signal }),
  });
}

export function useSuggestions(options: QueryHookOptions = {}) {
  return useQuery({ ...suggestionsQuery(), ...options });
}

export interface VoteVariables {
  id: string | undefined;
  voteType: VoteType;
}

/**
 * Votes and writes the server's counts into the list. While pending, `variables.id` is the suggestion
 * whose buttons should be disabled.
 */
export function voteSuggestionMutation() {
  return mutationOptions({
    mutationFn: ({ id, voteType }: VoteVariables) => voteSuggestion(id, voteType, { token: getToken() }),
    onSuccess: (vote, { id }, _result, { client }) => {
      client.setQueryData<SuggestionsList>(queryKeys.suggestions.list(), (list) =>
        list
          ? { suggestions: list.suggestions.map((s) => (suggestionId(s) === id ? applyVote(s, vote) : s)) }
          : list,
      );
    },
  });
}

export function useVoteSuggestion() {
  return useMutation(voteSuggestionMutation());
}

/** A write that reloads the list when it succeeds. */
function listWrite<V>(fn: (variables: V, token: string | null) => Promise<unknown>) {
  return mutationOptions({
    mutationFn: (variables: V) => fn(variables, getToken()),
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.suggestions.list() }),
  });
}

export const createSuggestionMutation = () =>
  listWrite((body: CreateSuggestionRequest, token) => createSuggestion(body, { token }));
export const deleteSuggestionMutation = () =>
  listWrite((id: string | undefined, token) => deleteSuggestion(id, { token }));
export const implementSuggestionMutation = () =>
  listWrite((id: string | undefined, token) => implementSuggestion(id, { token }));

export function useCreateSuggestion() {
  return useMutation(createSuggestionMutation());
}

export function useDeleteSuggestion() {
  return useMutation(deleteSuggestionMutation());
}

export function useImplementSuggestion() {
  return useMutation(implementSuggestionMutation());
}
