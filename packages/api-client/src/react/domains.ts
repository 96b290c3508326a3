import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { getToken } from "../auth/token.ts";
import { addDomain, deleteDomain, listDomains } from "../endpoints/domains.ts";
import type { QueryHookOptions } from "./options.ts";
import { queryKeys } from "./queryKeys.ts";

export function domainsQuery() {
  return queryOptions({
    queryKey: queryKeys.domains.list(),
    queryFn: ({ signal }) => listDomains({ token: getToken(), signal }),
  });
}

export function useDomains(options: QueryHookOptions = {}) {
  return useQuery({ ...domainsQuery(), ...options });
}

/** Errors carry the spec §8 text (codes 1406, 1000, 1003 mapped) as `error.message`. */
export function addDomainMutation() {
  return mutationOptions({
    mutationFn: (domain: string) => addDomain(domain, { token: getToken() }),
    onSuccess: (_data, _domain, _result, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.domains.list() }),
  });
}

export function useAddDomain() {
  return useMutation(addDomainMutation());
}

export function deleteDomainMutation() {
  return mutationOptions({
    mutationFn: (id: string) => deleteDomain(id, { token: getToken() }),
    onSuccess: (_data, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: queryKeys.domains.list() }),
  });
}

export function useDeleteDomain() {
  return useMutation(deleteDomainMutation());
}
