/**
 * Replacements under warranty (docs/decisions.md#replacements): the seller's policies and decisions, the bot's
 * verification, and (publicContract.ts) the customer's request.
 */
import { z } from "zod";
import { boundedText, CountSchema, IdSchema, IsoDateSchema } from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { OrderStatusSchema } from "../orders/contract.ts";
import { STOCK_FILES } from "../stock/keyRules.ts";
import { publicReplacementRoutes } from "./publicContract.ts";
import {
  APPROVAL_MODES,
  MAX_REASON_LENGTH,
  MAX_REPLACEMENT_AMOUNT,
  MAX_WINDOW_DAYS,
  REQUEST_SOURCES,
  REQUEST_STATUSES,
} from "./rules.ts";
import { replacementMessages } from "./texts.ts";

export const ApprovalModeSchema = z.enum(APPROVAL_MODES);
export const RequestStatusSchema = z.enum(REQUEST_STATUSES);

/** One stock type's warranty. Policies are kept for the four stock files; any other stock gets `defaultPolicy`. */
export const WarrantyPolicySchema = z.object({
  stock: z.enum(STOCK_FILES),
  windowDays: z.number().int().min(0).max(MAX_WINDOW_DAYS),
  maxSharePercent: z.number().int().min(0).max(100),
  approval: ApprovalModeSchema,
});
export type WarrantyPolicyBody = z.infer<typeof WarrantyPolicySchema>;

export const WarrantyPoliciesSchema = z.object({ policies: z.array(WarrantyPolicySchema) });
export type WarrantyPolicies = z.infer<typeof WarrantyPoliciesSchema>;

/** `PUT /api/dashboard/warranty`: the policies to change (each stock type once); the others keep theirs. */
export const WarrantyPoliciesUpdateSchema = z.object({
  policies: z
    .array(WarrantyPolicySchema)
    .min(1)
    .max(STOCK_FILES.length)
    .refine((list) => new Set(list.map((p) => p.stock)).size === list.length, {
      message: "Each stock type may be given once",
    }),
});

/** A request as the seller and the bot see it, with what its order may still have replaced. */
export const ReplacementRequestSchema = z.object({
  id: IdSchema,
  orderId: IdSchema,
  /** Boosts asked for (the customer's count, or the seller's when they started it). */
  amount: CountSchema,
  note: z.string().nullable(),
  status: RequestStatusSchema,
  source: z.enum(REQUEST_SOURCES),
  createdAt: IsoDateSchema,
  decidedAt: IsoDateSchema.nullable(),
  /** Who decided: the seller's name, or "bot". */
  decidedBy: z.string().nullable(),
  /** Why it was declined. */
  reason: z.string().nullable(),
  /** Boosts approved (may differ from `amount`). */
  approvedAmount: CountSchema.nullable(),
  /** Approved above the policy's limits. */
  override: z.boolean(),
  /** The replacement order an approval made. */
  replacementOrderId: IdSchema.nullable(),
  replacementStatus: OrderStatusSchema.nullable(),
  order: z.object({
    stock: z.string(),
    amount: CountSchema,
    status: OrderStatusSchema,
    /** Boosts it delivered. */
    delivered: CountSchema,
    /** Boosts its replacements carry already. */
    replaced: CountSchema,
    /** The most one approval may give without override now. */
    maxWithoutOverride: CountSchema,
    /** The warranty window's end; null without one. */
    warrantyUntil: IsoDateSchema.nullable(),
  }),
});
export type ReplacementRequest = z.infer<typeof ReplacementRequestSchema>;

/** Most requests one list answer holds, newest first. */
export const REPLACEMENTS_LIST_MAX = 500;

export const ReplacementListSchema = z.object({ requests: z.array(ReplacementRequestSchema) });

export const ReplacementListQuerySchema = z.object({ status: RequestStatusSchema.default("open") });

export const ReplacementDecisionSchema = z.object({
  request: ReplacementRequestSchema,
  message: z.string(),
});
export type ReplacementDecision = z.infer<typeof ReplacementDecisionSchema>;

const ReplacementAmountSchema = z.number().int().min(1).max(MAX_REPLACEMENT_AMOUNT);

export const ApproveReplacementSchema = z.object({
  /** Boosts to re-deliver; the request's count when absent. */
  amount: ReplacementAmountSchema.optional(),
  /** Above the policy's limits: allowed, and logged (docs/decisions.md#replacements). */
  override: z.boolean().default(false),
});

export const DeclineReplacementSchema = z.object({
  reason: boundedText(MAX_REASON_LENGTH)
    .trim()
    .min(1, { error: replacementMessages.reasonRequired })
    .max(MAX_REASON_LENGTH, { error: replacementMessages.reasonTooLong }),
});

export const StartReplacementSchema = z.object({
  amount: ReplacementAmountSchema,
  override: z.boolean().default(false),
  note: boundedText(MAX_REASON_LENGTH).trim().optional(),
});

/** The bot's approval: within the policy's limits only, and only where the policy lets the bot decide. */
export const BotApproveReplacementSchema = z.object({ amount: ReplacementAmountSchema.optional() });

/** An open request as the bot sees it: whether it may approve it itself. */
export const BotReplacementSchema = ReplacementRequestSchema.extend({
  botMayApprove: z.boolean(),
  /** The original order's invite, to verify the boosts in the customer's guild. */
  invite: boundedText(LIMITS.invite),
});
export const BotReplacementListSchema = z.object({ requests: z.array(BotReplacementSchema) });

const RequestParams = z.object({ id: IdSchema });

export const replacementsRoutes = {
  ...publicReplacementRoutes,
  getWarranty: {
    method: "GET",
    path: "/dashboard/warranty",
    auth: "token",
    permission: "stock.read",
    response: WarrantyPoliciesSchema,
  },
  updateWarranty: {
    method: "PUT",
    path: "/dashboard/warranty",
    auth: "token",
    permission: "stock.write",
    request: WarrantyPoliciesUpdateSchema,
    response: WarrantyPoliciesSchema,
  },
  listReplacements: {
    method: "GET",
    path: "/dashboard/replacements",
    auth: "token",
    permission: "replacements",
    query: ReplacementListQuerySchema,
    response: ReplacementListSchema,
  },
  approveReplacement: {
    method: "POST",
    path: "/dashboard/replacements/:id/approve",
    auth: "token",
    permission: "replacements",
    params: RequestParams,
    request: ApproveReplacementSchema,
    response: ReplacementDecisionSchema,
  },
  declineReplacement: {
    method: "POST",
    path: "/dashboard/replacements/:id/decline",
    auth: "token",
    permission: "replacements",
    params: RequestParams,
    request: DeclineReplacementSchema,
    response: ReplacementDecisionSchema,
  },
  /** A replacement the seller starts from any order that has no open request. */
  startReplacement: {
    method: "POST",
    path: "/dashboard/orders/:folderId/replacement",
    auth: "token",
    permission: "replacements",
    params: z.object({ folderId: IdSchema }),
    request: StartReplacementSchema,
    response: ReplacementDecisionSchema,
  },
  botListReplacements: {
    method: "GET",
    path: "/bot/replacements",
    auth: "bot",
    response: BotReplacementListSchema,
  },
  botApproveReplacement: {
    method: "POST",
    path: "/bot/replacements/:id/approve",
    auth: "bot",
    params: RequestParams,
    request: BotApproveReplacementSchema,
    response: ReplacementDecisionSchema,
  },
} as const satisfies Record<string, ContractRoute>;
