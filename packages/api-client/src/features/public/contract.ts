// zod/mini, not classic zod: the customer pages ship these schemas, and mini's functions tree-shake
// (classic costs ~22 KB gzip). They parse exactly as their classic spelling did.
import * as z from "zod/mini";
import { MiniCountSchema, MiniIdSchema, miniBoundedText } from "../../core/contract/commonMini.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { isValidInvite } from "../../core/links.ts";
import type { OrderStatus } from "../orders/statuses.ts";
import type { ApprovalMode, IneligibleReason, RequestStage } from "../replacements/rules.ts";
import { publicPaths } from "./paths.ts";
import { isValidEmail } from "./rules.ts";
import { redeemMessages } from "./texts.ts";

/**
 * The order statuses (orders/statuses.ts), written here rather than imported: this module loads beside the page's
 * first request, and a module it shared with the page's entry made the build split a third script off the entry
 * (docs/decisions.md#public-bundle). The two checks below keep the lists the same.
 */
const STATUSES = [
  "completed",
  "partial",
  "failed",
  "pending",
  "processing",
] as const satisfies readonly OrderStatus[];
const everyStatusListed: [Exclude<OrderStatus, (typeof STATUSES)[number]>] extends [never] ? true : false =
  true;
void everyStatusListed;

// The replacements' words as plain lists (replacements/rules.ts), for the same reason as STATUSES; `satisfies`
// keeps them to the rules' types.
const APPROVALS = ["seller", "bot"] as const satisfies readonly ApprovalMode[];
const INELIGIBLE = [
  "replacement",
  "noWarranty",
  "unfinished",
  "failed",
  "windowClosed",
  "nothingLeft",
] as const satisfies readonly IneligibleReason[];
const STAGES = [
  "requested",
  "approved",
  "delivering",
  "delivered",
  "declined",
] as const satisfies readonly RequestStage[];

/**
 * The warranty policy in force for an order's stock type, and what the customer may request under it now
 * (docs/decisions.md#replacements).
 */
export const PublicWarrantySchema = z.object({
  windowDays: MiniCountSchema,
  maxSharePercent: MiniCountSchema,
  approval: z.enum(APPROVALS),
  /** The window's end (ISO); null before delivery or without a warranty. */
  until: z.nullable(z.string()),
  /** The most boosts one request may ask for now; 0 when none. */
  maxRequest: MiniCountSchema,
  /** Why a request cannot be made now; null when it can. */
  reason: z.nullable(z.enum(INELIGIBLE)),
  /** That reason in the customer's words. */
  message: z.nullable(z.string()),
});
export type PublicWarranty = z.infer<typeof PublicWarrantySchema>;

/** The customer's latest replacement request, as the order's timeline shows it. */
export const PublicReplacementSchema = z.object({
  stage: z.enum(STAGES),
  amount: MiniCountSchema,
  approvedAmount: z.nullable(MiniCountSchema),
  note: z.nullable(z.string()),
  /** The seller's reason when declined. */
  reason: z.nullable(z.string()),
  requestedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** The replacement order, once approved (its own status page). */
  orderId: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
});
export type PublicReplacement = z.infer<typeof PublicReplacementSchema>;

/** Seller settings shown on public pages. Every one is optional: absent means the button or text is hidden. */
const storeLinks = {
  /** The seller's store name, for the page's title (not in docs/product.md#calls). */
  storeName: z.optional(z.string()),
  storeLink: z.optional(z.string()),
  discordLink: z.optional(z.string()),
  /** Hex colour, with or without '#'; fix with `withHash`. */
  embedColor: z.optional(z.string()),
  embedFooter: z.optional(z.string()),
};

/**
 * `GET /api/fetch/:guildId/order/:orderId/status`. Token fields are COUNTS here: raw tokens are
 * account credentials and never leave the dashboard API (docs/product.md#order-status).
 */
export const PublicOrderStatusSchema = z.object({
  orderId: MiniIdSchema,
  guildId: MiniIdSchema,
  amount: MiniCountSchema,
  /** Stock file name, e.g. "oneMonthBoosts.txt". */
  stock: z.string(),
  successfulTokens: MiniCountSchema,
  failedTokens: MiniCountSchema,
  invite: z.optional(z.string()),
  /** The server's status (docs/product.md#order-lifecycle). */
  status: z.enum(STATUSES),
  /** Each step's time (ISO), null until it happened or when it is unknown. */
  redeemedAt: z.nullable(z.string()),
  claimedAt: z.nullable(z.string()),
  reportedAt: z.nullable(z.string()),
  /** A replacement's original order; absent or null for a sale. */
  replacementOf: z.optional(z.nullable(z.string())),
  /** The policy in force and what may be requested; absent from a server from before replacements. */
  warranty: z.optional(PublicWarrantySchema),
  /** The latest replacement request of this order; null when none was made. */
  replacement: z.optional(z.nullable(PublicReplacementSchema)),
  /**
   * Whether a replacement request needs the store's captcha (the redeem page's ALTCHA) or none (captchas off):
   * the page shows the widget in the form from the start, so the customer never sends a request only to be asked.
   */
  captcha: z.optional(z.enum(["altcha", "off"])),
  ...storeLinks,
});
export type PublicOrderStatus = z.infer<typeof PublicOrderStatusSchema>;

export const StockCountsSchema = z.object({
  oneMonthNitroTokens: MiniCountSchema,
  oneMonthServerBoosts: MiniCountSchema,
  threeMonthNitroTokens: MiniCountSchema,
  threeMonthServerBoosts: MiniCountSchema,
});
export type StockCounts = z.infer<typeof StockCountsSchema>;

/**
 * A seller's custom live-stock page as the server rendered it with the live figures (docs/product.md#live-stock):
 * sanitised markup and the CSS of the classes it uses. The seller's code itself never leaves the server.
 */
export const CustomPageMarkupSchema = z.object({ html: z.string(), css: z.string() });
export type CustomPageMarkup = z.infer<typeof CustomPageMarkupSchema>;

/** `GET /api/fetch/:guildId/live-stock`, polled every 10 s. */
export const LiveStockSchema = z.extend(StockCountsSchema, {
  ...storeLinks,
  /** Present when the seller's custom page rendered; absent means the default page. */
  customPage: z.optional(CustomPageMarkupSchema),
});
export type LiveStock = z.infer<typeof LiveStockSchema>;

/** `GET /api/fetch/redeem-order/:guildId`. */
export const RedeemPageConfigSchema = z.object({
  storeName: z.optional(z.string()),
  embedColor: z.optional(z.string()),
  footerText: z.optional(z.string()),
});
export type RedeemPageConfig = z.infer<typeof RedeemPageConfigSchema>;

// Each field's length is checked first and stops the parse, so the email check never sees an oversized value.
const required = (max: number) =>
  miniBoundedText(max).check(z.trim(), z.minLength(1, { error: redeemMessages.required, abort: true }));
const optionalText = (max: number) => z.optional(miniBoundedText(max).check(z.trim()));

/** `POST /api/redeem/:guildId`. The optional fields may be sent as "" (the form clears them). */
export const RedeemRequestSchema = z.object({
  redeemKey: required(LIMITS.id),
  discordInvite: required(LIMITS.invite).check(z.refine(isValidInvite, redeemMessages.invite)),
  email: required(LIMITS.email).check(z.refine(isValidEmail, redeemMessages.email)),
  displayname: optionalText(LIMITS.displayName),
  bio: optionalText(LIMITS.bio),
  avatar: optionalText(LIMITS.url),
  banner: optionalText(LIMITS.url),
  /**
   * A solved captcha, needed only once the store's failure budget is spent (the answer is then a 429 with
   * `captcha`, docs/decisions.md#redeem-keys); ignored otherwise.
   */
  captcha_key: z.optional(miniBoundedText(LIMITS.captchaKey)),
});
export type RedeemRequest = z.infer<typeof RedeemRequestSchema>;

/** `status` is "success" or anything else (then `message` says why). */
export const RedeemResponseSchema = z.object({
  status: z.string(),
  message: z.string(),
});
export type RedeemResponse = z.infer<typeof RedeemResponseSchema>;

const guildParams = z.object({ guildId: MiniIdSchema });

/**
 * The replacement request's route and body schema, from this module too: the status page's form loads them through
 * the same dynamic import as the page's reads, so zod stays in this one chunk (a second chunk importing
 * replacements/publicContract.ts split zod and then React into scripts of their own).
 */
export { publicReplacementRoutes, ReplacementRequestBodySchema } from "../replacements/publicContract.ts";

/**
 * The customer pages' four calls with their schemas (`contractRoutes` spreads these). The pages load this module
 * beside their first request and send with `publicPaths` meanwhile (api.ts), so a page's first load builds no zod.
 */
export const publicRoutes = {
  publicOrderStatus: {
    ...publicPaths.publicOrderStatus,
    params: z.object({ guildId: MiniIdSchema, orderId: MiniIdSchema }),
    response: PublicOrderStatusSchema,
  },
  liveStock: { ...publicPaths.liveStock, params: guildParams, response: LiveStockSchema },
  redeemPageConfig: {
    ...publicPaths.redeemPageConfig,
    params: guildParams,
    response: RedeemPageConfigSchema,
  },
  redeem: {
    ...publicPaths.redeem,
    params: guildParams,
    request: RedeemRequestSchema,
    response: RedeemResponseSchema,
  },
} as const satisfies Record<string, ContractRoute>;
