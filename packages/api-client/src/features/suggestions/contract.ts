import { z } from "zod";
import {
  ApiMessageSchema,
  boundedText,
  CountSchema,
  EpochSecondsSchema,
  IdParamsSchema,
} from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { ANSWER_LIMITS, LIMITS } from "../../core/limits.ts";
import { suggestionMessages } from "./texts.ts";

export const SuggestionStatusSchema = z.enum(["pending", "approved", "implemented"]);
export type SuggestionStatus = z.infer<typeof SuggestionStatusSchema>;

export const VoteTypeSchema = z.enum(["up", "down"]);
export type VoteType = z.infer<typeof VoteTypeSchema>;

/** User id -> their vote. */
export const VotesSchema = z.record(z.string(), VoteTypeSchema);
export type Votes = z.infer<typeof VotesSchema>;

/** Lenient, as docs/product.md#suggestions has it: `_id` or `id` (at least one); read it with `suggestionId()`. */
export const SuggestionSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    title: z.string(),
    description: z.string(),
    author: z.string(),
    status: SuggestionStatusSchema,
    /** Seconds since the epoch. */
    createdAt: EpochSecondsSchema,
    upvotes: CountSchema,
    downvotes: CountSchema,
    votes: VotesSchema.default({}),
    /** The current user's vote; derived on the client from `votes` when absent. */
    userVote: VoteTypeSchema.nullable().optional(),
  })
  .refine((s) => Boolean(s._id ?? s.id), { message: "A suggestion needs _id or id" });
export type Suggestion = z.infer<typeof SuggestionSchema>;

/** The newest suggestions, at most `ANSWER_LIMITS.suggestions`. */
export const SuggestionsListSchema = z.object({
  suggestions: z.array(SuggestionSchema).max(ANSWER_LIMITS.suggestions),
});
export type SuggestionsList = z.infer<typeof SuggestionsListSchema>;

export const VoteRequestSchema = z.object({ voteType: VoteTypeSchema });
export type VoteRequest = z.infer<typeof VoteRequestSchema>;

/** Updated counts and the voter's vote (null if their vote was withdrawn). */
export const VoteResponseSchema = z.object({
  upvotes: CountSchema,
  downvotes: CountSchema,
  votes: VotesSchema,
  userVote: VoteTypeSchema.nullable(),
});
export type VoteResponse = z.infer<typeof VoteResponseSchema>;

const requiredText = (max: number) => boundedText(max).trim().min(1, suggestionMessages.required);

export const CreateSuggestionRequestSchema = z.object({
  title: requiredText(LIMITS.title),
  description: requiredText(LIMITS.description),
});
export type CreateSuggestionRequest = z.infer<typeof CreateSuggestionRequestSchema>;

/** The suggestions calls (`contractRoutes` spreads them). */
export const suggestionsRoutes = {
  listSuggestions: {
    method: "GET",
    path: "/suggestions/fetch-all",
    auth: "token",
    permission: "session",
    response: SuggestionsListSchema,
    spec: "GET /suggestions/fetch-all",
  },
  voteSuggestion: {
    method: "POST",
    path: "/suggestions/vote/:id",
    auth: "token",
    permission: "community.post",
    params: IdParamsSchema,
    request: VoteRequestSchema,
    response: VoteResponseSchema,
    spec: "POST /suggestions/vote/{id}",
  },
  createSuggestion: {
    method: "POST",
    path: "/suggestions/create",
    auth: "token",
    permission: "community.post",
    request: CreateSuggestionRequestSchema,
    response: ApiMessageSchema,
    spec: "POST /suggestions/create",
  },
  deleteSuggestion: {
    method: "DELETE",
    path: "/suggestions/delete/:id",
    auth: "admin",
    permission: "platform",
    params: IdParamsSchema,
    response: ApiMessageSchema,
    spec: "DELETE /suggestions/delete/{id}",
  },
  implementSuggestion: {
    method: "PUT",
    path: "/suggestions/implement/:id",
    auth: "admin",
    permission: "platform",
    params: IdParamsSchema,
    response: ApiMessageSchema,
    spec: "PUT /suggestions/implement/{id}",
  },
} as const satisfies Record<string, ContractRoute>;
