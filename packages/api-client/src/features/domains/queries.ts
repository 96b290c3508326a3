import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { listWrite } from "../../core/query/listWrite.ts";
import { getToken } from "../../core/token.ts";
import { addDomain, checkDomain, deleteDomain, getDomainTarget, listDomains } from "./api.ts";
import type { Domain, DomainsList } from "./contract.ts";

/** The only place this key is written; invalidations read it from here. */
const domainsKey = [...queryRoot, "domains", "list"] as const;

export function domainsQuery() {
  return queryOptions({
    queryKey: domainsKey,
    queryFn: ({ signal }) => listDomains({ token: getToken(), signal }),
  });
}

/** Errors carry the docs/product.md#custom-domain text (codes 1406, 1000, 1003 mapped) as `error.message`. */
export const addDomainMutation = () =>
  listWrite(domainsKey, (domain: string, token) => addDomain(domain, { token }));

export const deleteDomainMutation = () =>
  listWrite(domainsKey, (id: string, token) => deleteDomain(id, { token }));

export function domainTargetQuery() {
  return queryOptions({
    queryKey: [...queryRoot, "domains", "target"] as const,
    queryFn: ({ signal }) => getDomainTarget({ token: getToken(), signal }),
    // The product host is configuration: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** 'Check now' and the page's 30 s re-check of a pending domain: the answer replaces it in the list. */
export function checkDomainMutation() {
  return mutationOptions({
    mutationFn: (id: string) => checkDomain(id, { token: getToken() }),
    onSuccess: (checked: Domain, _id, _result, { client }) => {
      client.setQueryData<DomainsList>(domainsKey, (list) =>
        list?.map((d) => (d._id === checked._id ? checked : d)),
      );
    },
  });
}
