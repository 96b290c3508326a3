import { z } from "zod";
import { isValidEmail, redeemMessages } from "../domain/validation.ts";
import { CountSchema, IdSchema } from "./common.ts";

/** Seller settings shown on public pages. Every one is optional: absent means the button or text is hidden. */
const storeLinks = {
  storeLink: z.string().optional(),
  discordLink: z.string().optional(),
  /** Hex colour, with or without '#'; fix with `withHash`. */
  embedColor: z.string().optional(),
  embedFooter: z.string().optional(),
};

/**
 * `GET /api/fetch/:guildId/order/:orderId/status`. Token fields are COUNTS here: raw tokens are
 * account credentials and never leave the dashboard API (DESIGN §4).
 */
export const PublicOrderStatusSchema = z.object({
  orderId: IdSchema,
  guildId: IdSchema,
  amount: CountSchema,
  /** Stock file name, e.g. "oneMonthBoosts.txt". */
  stock: z.string(),
  successfulTokens: CountSchema,
  failedTokens: CountSchema,
  invite: z.string().optional(),
  ...storeLinks,
});
export type PublicOrderStatus = z.infer<typeof PublicOrderStatusSchema>;

export const StockCountsSchema = z.object({
  oneMonthNitroTokens: CountSchema,
  oneMonthServerBoosts: CountSchema,
  threeMonthNitroTokens: CountSchema,
  threeMonthServerBoosts: CountSchema,
});
export type StockCounts = z.infer<typeof StockCountsSchema>;

/** `GET /api/fetch/:guildId/live-stock`, polled every 10 s. */
export const LiveStockSchema = StockCountsSchema.extend({
  ...storeLinks,
  /**
   * The seller's saved custom live-stock page source (DESIGN §4: customers see it).
   * Absent or empty means the default page.
   */
  customCode: z.string().optional(),
});
export type LiveStock = z.infer<typeof LiveStockSchema>;

/** `GET /api/fetch/redeem-order/:guildId`. */
export const RedeemPageConfigSchema = z.object({
  embedColor: z.string().optional(),
  footerText: z.string().optional(),
});
export type RedeemPageConfig = z.infer<typeof RedeemPageConfigSchema>;

const required = z.string().trim().min(1, redeemMessages.required);
const optionalText = z.string().trim().optional();

/** `POST /api/redeem/:guildId`. The optional fields may be sent as "" (the form clears them). */
export const RedeemRequestSchema = z.object({
  redeemKey: required,
  discordInvite: required,
  email: required.refine(isValidEmail, redeemMessages.email),
  displayname: optionalText,
  bio: optionalText,
  avatar: optionalText,
  banner: optionalText,
});
export type RedeemRequest = z.infer<typeof RedeemRequestSchema>;

/** `status` is "success" or anything else (then `message` says why). */
export const RedeemResponseSchema = z.object({
  status: z.string(),
  message: z.string(),
});
export type RedeemResponse = z.infer<typeof RedeemResponseSchema>;
