import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { getToken } from "../auth/token.ts";
import type { CreateBugInput } from "../contract/bugs.ts";
import { createBug, deleteBug, fixBug, listBugs } from "../endpoints/bugs.ts";
import type { QueryHookOptions } from "./options.ts";
import { queryKeys } from "./queryKeys.ts";

export function bugsQuery() {
  return queryOptions({
    queryKey: queryKeys.bugs.list(),
    queryFn: ({ signal }) => listBugs({ token: getToken(), signal }),
  });
}

export function useBugs(options: QueryHookOptions = {}) {
  return useQuery({ ...bugsQuery(), ...options });
}

/** Every write reloads the list (spec §7: 'list reloaded'). */
function listWrite<V>(fn: (variables: V, token: string | null) => Promise<unknown>) {
  return mutationOptions({
    mutationFn: (variables: V) => fn(variables, getToken()),
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.bugs.list() }),
  });
}

export const createBugMutation = () => listWrite((body: CreateBugInput, token) => createBug(body, { token }));
export const deleteBugMutation = () => listWrite((id: string, token) => deleteBug(id, { token }));
export const fixBugMutation = () => listWrite((id: string, token) => fixBug(id, { token }));

export function useCreateBug() {
  return useMutation(createBugMutation());
}

export function useDeleteBug() {
  return useMutation(deleteBugMutation());
}

export function useFixBug() {
  return useMutation(fixBugMutation());
}
