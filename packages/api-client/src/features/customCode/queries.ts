import { keepPreviousData, mutationOptions, queryOptions } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import { getCustomCode, previewCustomCode, saveCustomCode } from "./api.ts";
import type { SavedCustomCode } from "./contract.ts";

/** The only place these keys are written; invalidations read them from here. */
const customCodeKey = [...queryRoot, "customCode"] as const;
const previewKey = [...queryRoot, "customCodePreview"] as const;

export function customCodeQuery() {
  return queryOptions({
    queryKey: customCodeKey,
    queryFn: ({ signal }) => getCustomCode({ token: getToken(), signal }),
  });
}

/**
 * The server's render of `code` (the editor's text, debounced by the caller). The last render stays on screen
 * while the next one loads, so the preview does not blink as the seller types.
 */
export function customCodePreviewQuery(code: string) {
  return queryOptions({
    queryKey: [...previewKey, code],
    queryFn: ({ signal }) => previewCustomCode(code, { token: getToken(), signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    gcTime: 60_000,
    retry: false,
  });
}

export function saveCustomCodeMutation() {
  return mutationOptions({
    mutationFn: (code: string) => saveCustomCode(code, { token: getToken() }),
    // The cache holds what was saved at once (the editor's "Saved" marker follows); which page customers see
    // now is the server's to say, so it is asked again.
    onSuccess: (_message, code, _result, { client }) => {
      client.setQueryData<SavedCustomCode>(customCodeKey, { code });
      void client.invalidateQueries({ queryKey: customCodeKey });
    },
  });
}
