import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { getToken } from "../auth/token.ts";
import type { CreateBugInput } from "../contract/bugs.ts";
import { createBug, deleteBug, fixBug, listBugs } from "../endpoints/bugs.ts";
import { listWrite } from "./listWrite.ts";
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

export const createBugMutation = () =>
  listWrite(queryKeys.bugs.list(), (body: CreateBugInput, token) => createBug(body, { token }));
export const deleteBugMutation = () =>
  listWrite(queryKeys.bugs.list(), (id: string, token) => deleteBug(id, { token }));
export const fixBugMutation = () =>
  listWrite(queryKeys.bugs.list(), (id: string, token) => fixBug(id, { token }));

export function useCreateBug() {
  return useMutation(createBugMutation());
}

export function useDeleteBug() {
  return useMutation(deleteBugMutation());
}

export function useFixBug() {
  return useMutation(fixBugMutation());
}
