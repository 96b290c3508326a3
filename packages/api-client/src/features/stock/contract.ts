/** The Stock & Keys feature's calls (docs/product.md#stock-and-keys), and the redeem page's captcha challenge. */
import { z } from "zod";
import { boundedText, CountSchema, IsoDateSchema } from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { AltchaChallengeSchema } from "../auth/contract.ts";
import { NewRedeemKeySchema } from "../bot/contract.ts";
import { StockCountsSchema } from "../public/contract.ts";
import { GENERATE_MAX, KEYS_PER_ADD, STOCK_FILES } from "./keyRules.ts";
import { stockPaths } from "./paths.ts";

export const STOCK_FIELDS = [
  "oneMonthNitroTokens",
  "oneMonthServerBoosts",
  "threeMonthNitroTokens",
  "threeMonthServerBoosts",
] as const;
export type StockField = (typeof STOCK_FIELDS)[number];

/** Who last changed one stock count, and when; null: never changed since the store was made. */
export const StockChangeSchema = z.object({ by: z.enum(["bot", "seller"]), at: IsoDateSchema }).nullable();
export type StockChange = z.infer<typeof StockChangeSchema>;

/** `GET /api/stock`: the four counts and who last changed each. */
export const StockInfoSchema = z.object({
  stock: StockCountsSchema,
  changes: z.object({
    oneMonthNitroTokens: StockChangeSchema,
    oneMonthServerBoosts: StockChangeSchema,
    threeMonthNitroTokens: StockChangeSchema,
    threeMonthServerBoosts: StockChangeSchema,
  }),
});
export type StockInfo = z.infer<typeof StockInfoSchema>;

/** `PUT /api/stock`: the counts the seller changed (at least one). */
export const StockUpdateSchema = z
  .object({
    oneMonthNitroTokens: CountSchema.optional(),
    oneMonthServerBoosts: CountSchema.optional(),
    threeMonthNitroTokens: CountSchema.optional(),
    threeMonthServerBoosts: CountSchema.optional(),
  })
  .refine((u) => STOCK_FIELDS.some((f) => u[f] !== undefined), { message: "Send at least one stock count" });
export type StockUpdate = z.infer<typeof StockUpdateSchema>;

export const StockFileSchema = z.enum(STOCK_FILES);

/** One redeem key as the dashboard lists it; a used key's order has the key as its id (docs/product.md#redeem). */
export const RedeemKeyRowSchema = z.object({
  key: z.string(),
  amount: CountSchema,
  stock: z.string(),
  createdAt: IsoDateSchema,
  /** When it was redeemed; null while unused. */
  usedAt: IsoDateSchema.nullable(),
});
export type RedeemKeyRow = z.infer<typeof RedeemKeyRowSchema>;

/** `GET /api/stock/keys`: every key of the store, newest first. */
export const RedeemKeyListSchema = z.object({ keys: z.array(RedeemKeyRowSchema) });
export type RedeemKeyList = z.infer<typeof RedeemKeyListSchema>;

/** `POST /api/stock/keys`: all of them or none (a key the store has, or twice in the list, refuses the whole add). */
export const AddKeysRequestSchema = z.object({
  keys: z
    .array(z.object({ key: NewRedeemKeySchema, amount: CountSchema.min(1), stock: StockFileSchema }))
    .min(1)
    .max(KEYS_PER_ADD),
});
export type AddKeysRequest = z.infer<typeof AddKeysRequestSchema>;

export const AddKeysResponseSchema = z.object({
  message: z.string(),
  added: CountSchema,
  /** Some keys look guessable: added, and the seller is told. */
  warning: z.string().optional(),
});
export type AddKeysResponse = z.infer<typeof AddKeysResponseSchema>;

/** `POST /api/stock/keys/generate`: N random keys, made and added by the server, shown once. */
export const GenerateKeysRequestSchema = z.object({
  count: z.number().int().min(1).max(GENERATE_MAX),
  amount: CountSchema.min(1),
  stock: StockFileSchema,
});
export type GenerateKeysRequest = z.infer<typeof GenerateKeysRequestSchema>;

export const GenerateKeysResponseSchema = z.object({ message: z.string(), keys: z.array(z.string()) });
export type GenerateKeysResponse = z.infer<typeof GenerateKeysResponseSchema>;

/** `POST /api/stock/keys/delete`: unused keys only; a used key stays (its order needs it). */
export const DeleteKeysRequestSchema = z.object({
  keys: z.array(boundedText(LIMITS.id).min(1)).min(1).max(KEYS_PER_ADD),
});
export type DeleteKeysRequest = z.infer<typeof DeleteKeysRequestSchema>;

export const DeleteKeysResponseSchema = z.object({ message: z.string(), deleted: CountSchema });
export type DeleteKeysResponse = z.infer<typeof DeleteKeysResponseSchema>;

/** The Stock & Keys calls (`contractRoutes` spreads them). */
export const stockRoutes = {
  /**
   * A fresh ALTCHA challenge for the redeem page, which shows the captcha once the store's failure budget is spent
   * (docs/decisions.md#redeem-keys). ALTCHA whatever the login's provider: the customer pages load no third party.
   */
  redeemChallenge: { ...stockPaths.redeemChallenge, response: AltchaChallengeSchema },
  stockInfo: {
    method: "GET",
    path: "/stock",
    auth: "token",
    permission: "stock.read",
    response: StockInfoSchema,
  },
  updateStock: {
    method: "PUT",
    path: "/stock",
    auth: "token",
    permission: "stock.write",
    request: StockUpdateSchema,
    response: StockInfoSchema,
  },
  listKeys: {
    method: "GET",
    path: "/stock/keys",
    auth: "token",
    permission: "keys",
    // The one call that answers every key's value (Export CSV saves it): an export, so it asks for a fresh proof.
    stepUp: true,
    response: RedeemKeyListSchema,
  },
  addKeys: {
    method: "POST",
    path: "/stock/keys",
    auth: "token",
    permission: "keys",
    request: AddKeysRequestSchema,
    response: AddKeysResponseSchema,
  },
  generateKeys: {
    method: "POST",
    path: "/stock/keys/generate",
    auth: "token",
    permission: "keys",
    request: GenerateKeysRequestSchema,
    response: GenerateKeysResponseSchema,
  },
  deleteKeys: {
    method: "POST",
    path: "/stock/keys/delete",
    auth: "token",
    permission: "keys",
    request: DeleteKeysRequestSchema,
    response: DeleteKeysResponseSchema,
  },
} as const satisfies Record<string, ContractRoute>;
