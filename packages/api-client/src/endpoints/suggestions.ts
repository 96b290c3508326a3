import type { ApiMessage } from "../contract/common.ts";
import type {
  CreateSuggestionRequest,
  SuggestionsList,
  VoteResponse,
  VoteType,
} from "../contract/suggestions.ts";
import { CreateSuggestionRequestSchema } from "../contract/suggestions.ts";
import { suggestionMessages } from "../domain/validation.ts";
import { type CallOptions, call, prepareBody, requireId } from "./call.ts";

/** `GET /api/suggestions/fetch-all`. */
export async function listSuggestions(options: CallOptions): Promise<SuggestionsList> {
  return call("listSuggestions", options);
}

/** `POST /api/suggestions/vote/:id`. A missing or "undefined" id is refused with 'Invalid suggestion ID'. */
export async function voteSuggestion(
  id: string | undefined,
  voteType: VoteType,
  options: CallOptions,
): Promise<VoteResponse> {
  return call("voteSuggestion", {
    ...options,
    params: { id: requireId(id, suggestionMessages.invalidId) },
    data: { voteType },
  });
}

/** `POST /api/suggestions/create`, sent trimmed. */
export async function createSuggestion(
  body: CreateSuggestionRequest,
  options: CallOptions,
): Promise<ApiMessage> {
  return call("createSuggestion", { ...options, data: prepareBody(CreateSuggestionRequestSchema, body) });
}

/** `DELETE /api/suggestions/delete/:id` (admin). */
export async function deleteSuggestion(id: string | undefined, options: CallOptions): Promise<ApiMessage> {
  return call("deleteSuggestion", {
    ...options,
    params: { id: requireId(id, suggestionMessages.invalidId) },
  });
}

/** `PUT /api/suggestions/implement/:id` (admin). */
export async function implementSuggestion(id: string | undefined, options: CallOptions): Promise<ApiMessage> {
  return call("implementSuggestion", {
    ...options,
    params: { id: requireId(id, suggestionMessages.invalidId) },
  });
}
