import type { ApiMessage } from "../../core/contract/common.ts";
import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, prepareBody, request, requireId } from "../../core/http.ts";
import type { CreateSuggestionRequest, SuggestionsList, VoteResponse, VoteType } from "./contract.ts";
import { CreateSuggestionRequestSchema } from "./contract.ts";
import { suggestionMessages } from "./texts.ts";

/** `GET /api/suggestions/fetch-all`. */
export async function listSuggestions(options: CallOptions): Promise<SuggestionsList> {
  return request(routes.listSuggestions, options);
}

/** `POST /api/suggestions/vote/:id`. A missing or "undefined" id is refused with 'Invalid suggestion ID'. */
export async function voteSuggestion(
  id: string | undefined,
  voteType: VoteType,
  options: CallOptions,
): Promise<VoteResponse> {
  return request(routes.voteSuggestion, {
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
  return request(routes.createSuggestion, {
    ...options,
    data: prepareBody(CreateSuggestionRequestSchema, body),
  });
}

/** `DELETE /api/suggestions/delete/:id` (admin). */
export async function deleteSuggestion(id: string | undefined, options: CallOptions): Promise<ApiMessage> {
  return request(routes.deleteSuggestion, {
    ...options,
    params: { id: requireId(id, suggestionMessages.invalidId) },
  });
}

/** `PUT /api/suggestions/implement/:id` (admin). */
export async function implementSuggestion(id: string | undefined, options: CallOptions): Promise<ApiMessage> {
  return request(routes.implementSuggestion, {
    ...options,
    params: { id: requireId(id, suggestionMessages.invalidId) },
  });
}
