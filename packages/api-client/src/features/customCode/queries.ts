import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import type { QueryHookOptions } from "../../core/query/options.ts";
import { getToken } from "../../core/token.ts";
import { getCustomCode, saveCustomCode } from "./api.ts";
import type { CustomCode } from "./contract.ts";

/** The only place this key is written; invalidations read it from here. */
const customCodeKey = [...queryRoot, "customCode"] as const;

export function customCodeQuery() {
  return queryOptions({
    queryKey: customCodeKey,
    queryFn: ({ signal }) => getCustomCode({ token: getToken(), signal }),
  });
}

export function useCustomCode(options: QueryHookOptions = {}) {
  return useQuery({ ...customCodeQuery(), ...options });
}

export function saveCustomCodeMutation() {
  return mutationOptions({
    mutationFn: (code: string) => saveCustomCode(code, { token: getToken() }),
    onSuccess: (_message, code, _result, { client }) => {
      client.setQueryData<CustomCode>(customCodeKey, { code });
    },
  });
}

export function useSaveCustomCode() {
  return useMutation(saveCustomCodeMutation());
}
