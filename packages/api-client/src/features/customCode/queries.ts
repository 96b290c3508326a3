import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
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

export function saveCustomCodeMutation() {
  return mutationOptions({
    mutationFn: (code: string) => saveCustomCode(code, { token: getToken() }),
    onSuccess: (_message, code, _result, { client }) => {
      client.setQueryData<CustomCode>(customCodeKey, { code });
    },
  });
}
