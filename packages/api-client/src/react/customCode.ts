import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { getToken } from "../auth/token.ts";
import type { CustomCode } from "../contract/customCode.ts";
import { getCustomCode, saveCustomCode } from "../endpoints/customCode.ts";
import type { QueryHookOptions } from "./options.ts";
import { queryKeys } from "./queryKeys.ts";

export function customCodeQuery() {
  return queryOptions({
    queryKey: queryKeys.customCode.detail(),
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
      client.setQueryData<CustomCode>(queryKeys.customCode.detail(), { code });
    },
  });
}

export function useSaveCustomCode() {
  return useMutation(saveCustomCodeMutation());
}
