/**
 * The bot-facing API (`/api/bot/*`, docs/product.md#bot-api). The bot authenticates with the seller's bot key,
 * sent like a session token: the raw key as the `Authorization` value.
 */
import { z } from "zod";
import {
  ApiMessageSchema,
  boundedText,
  CountSchema,
  IdSchema,
  IsoDateSchema,
} from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { hasNoNul, LIMITS } from "../../core/limits.ts";
import { OrderJsonSchema, TokensUsedSchema } from "../orders/contract.ts";
import { StockCountsSchema } from "../public/contract.ts";
import { StoreSettingsUpdateSchema } from "../settings/contract.ts";
import { REDEEM_KEY_MIN_LENGTH } from "../stock/keyRules.ts";
import { keyMessages } from "../stock/texts.ts";

/** `PUT /api/bot/stock`: the four stock counts, all at once. */
export const BotStockUpdateSchema = StockCountsSchema;
export type BotStockUpdate = z.infer<typeof BotStockUpdateSchema>;

const GUILD_ID_MESSAGE = "guildId: must be the guild's numeric id";

/** `PUT /api/bot/store-settings`: the Store card's fields, and the bot may tell its guild id (the first seller gets a random one). */
export const BotStoreSettingsSchema = StoreSettingsUpdateSchema.extend({
  // Every way of getting it wrong (type, length, a NUL, not digits) answers the same message.
  guildId: z
    .string({ error: GUILD_ID_MESSAGE })
    .max(LIMITS.id, { abort: true, error: GUILD_ID_MESSAGE })
    .refine(hasNoNul, { error: GUILD_ID_MESSAGE, abort: true })
    .regex(/^\d{5,25}$/, { error: GUILD_ID_MESSAGE })
    .optional(),
});
export type BotStoreSettings = z.infer<typeof BotStoreSettingsSchema>;

/** `PUT /api/bot/orders/:folderId`: body is the `order.json` shape (`OrderJsonSchema`), `status` optional. */

/** A redeem key as it enters: at least REDEEM_KEY_MIN_LENGTH characters (docs/decisions.md#redeem-keys). */
export const NewRedeemKeySchema = boundedText(LIMITS.id).min(REDEEM_KEY_MIN_LENGTH, {
  error: keyMessages.tooShort,
});

export const RedeemKeySchema = z.object({
  key: NewRedeemKeySchema,
  /** Boosts to deliver. */
  amount: CountSchema.min(1),
  /** Stock file the tokens come from, e.g. "oneMonthBoosts.txt". */
  stock: boundedText(LIMITS.stock).min(1),
});
export type RedeemKey = z.infer<typeof RedeemKeySchema>;

/** `POST /api/bot/redeem-keys`. Keys that already exist are skipped. */
export const AddRedeemKeysRequestSchema = z.object({
  keys: z.array(RedeemKeySchema).min(1).max(LIMITS.keysPerCall),
});
export type AddRedeemKeysRequest = z.infer<typeof AddRedeemKeysRequestSchema>;

export const AddRedeemKeysResponseSchema = z.object({
  message: z.string(),
  added: CountSchema,
  /** Set when some keys look guessable (keyRules.ts): they were added, and the seller should know. */
  warning: z.string().optional(),
});
export type AddRedeemKeysResponse = z.infer<typeof AddRedeemKeysResponseSchema>;

/** A customer's submitted redeem, waiting for the bot to deliver. */
export const PendingRedeemSchema = RedeemKeySchema.extend({
  /** Keys added before the length floor may be shorter. */
  key: IdSchema,
  discordInvite: z.string(),
  email: z.string(),
  displayname: z.string().optional(),
  bio: z.string().optional(),
  avatar: z.string().optional(),
  banner: z.string().optional(),
  redeemedAt: IsoDateSchema,
  /**
   * Set when the order is a replacement under warranty (docs/decisions.md#replacements): the original order's id.
   * Delivered like any order; its key is the replacement's own order id.
   */
  replacementOf: IdSchema.optional(),
});
export type PendingRedeem = z.infer<typeof PendingRedeemSchema>;

/** `POST /api/bot/redeems/claim`: hands out up to `limit` pending redeems, each only once. */
export const ClaimRedeemsRequestSchema = z.object({ limit: z.number().int().min(1).max(100).default(10) });
export type ClaimRedeemsRequest = z.infer<typeof ClaimRedeemsRequestSchema>;

export const ClaimRedeemsResponseSchema = z.object({ redeems: z.array(PendingRedeemSchema) });
export type ClaimRedeemsResponse = z.infer<typeof ClaimRedeemsResponseSchema>;

/**
 * `POST /api/bot/redeems/:redeemKey/result`. The server records the order: its id is the redeem key
 * (docs/product.md#redeem), amount and stock come from the key, invite from the redeem.
 */
export const RedeemResultRequestSchema = z.object({
  "tokens-used": TokensUsedSchema,
  /** The boosted guild. */
  BBGuildID: boundedText(LIMITS.id).optional(),
});
export type RedeemResultRequest = z.infer<typeof RedeemResultRequestSchema>;

/** The bot calls (`contractRoutes` spreads them). */
export const botRoutes = {
  botPushStock: {
    method: "PUT",
    path: "/bot/stock",
    auth: "bot",
    request: BotStockUpdateSchema,
    response: ApiMessageSchema,
  },
  botStoreSettings: {
    method: "PUT",
    path: "/bot/store-settings",
    auth: "bot",
    request: BotStoreSettingsSchema,
    response: ApiMessageSchema,
  },
  botUpsertOrder: {
    method: "PUT",
    path: "/bot/orders/:folderId",
    auth: "bot",
    params: z.object({ folderId: IdSchema }),
    request: OrderJsonSchema,
    response: ApiMessageSchema,
  },
  botAddRedeemKeys: {
    method: "POST",
    path: "/bot/redeem-keys",
    auth: "bot",
    request: AddRedeemKeysRequestSchema,
    response: AddRedeemKeysResponseSchema,
  },
  botClaimRedeems: {
    method: "POST",
    path: "/bot/redeems/claim",
    auth: "bot",
    request: ClaimRedeemsRequestSchema,
    response: ClaimRedeemsResponseSchema,
  },
  botRedeemResult: {
    method: "POST",
    path: "/bot/redeems/:redeemKey/result",
    auth: "bot",
    params: z.object({ redeemKey: IdSchema }),
    request: RedeemResultRequestSchema,
    response: ApiMessageSchema,
  },
} as const satisfies Record<string, ContractRoute>;
