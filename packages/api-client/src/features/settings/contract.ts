import { z } from "zod";
import { boundedText, IsoDateSchema, UrlTextSchema } from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { isHexColor, isSafeExternalUrl } from "../../core/links.ts";
import { PUBLIC_LOCALES } from "../public/i18n/locales.ts";
import { customersLanguageMessages, storeSettingsMessages } from "./texts.ts";

/** The seller's store settings as stored ("" when unset), shown on the public pages. */
export const StoreSettingsSchema = z.object({
  /** The store's name on its public pages (their titles); "" uses the seller's account name. */
  storeName: z.string(),
  storeLink: z.string(),
  discordLink: z.string(),
  /** Hex colour, with or without '#'. */
  embedColor: z.string(),
  embedFooter: z.string(),
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

/**
 * What the dashboard may know about the bot key. The server keeps only its hash, so the key itself is never
 * here: it is in the rotate answer, once.
 */
export const BotKeyInfoSchema = z.object({
  /** The key's last four characters, to tell keys apart; null for a key made before hints were kept. */
  hint: z.string().nullable(),
  /** ISO 8601 of the last rotation; null: the key is the one made with the store. */
  rotatedAt: IsoDateSchema.nullable(),
  /** ISO 8601 of the bot's last call with the current key; null: not connected since the key was made. */
  lastUsedAt: IsoDateSchema.nullable(),
});
export type BotKeyInfo = z.infer<typeof BotKeyInfoSchema>;

export const UserSettingsSchema = z.object({
  access_code: z.string(),
  /** ISO 8601; absent or null means 'Never'. */
  lastAccessCodeReset: IsoDateSchema.nullish(),
  /** The Bot Key card (not in docs/product.md#calls). */
  botKey: BotKeyInfoSchema,
  /** The Store card (not in docs/product.md#calls). */
  store: StoreSettingsSchema,
  /** The guild the store's public pages are under (/api/<guildId>/...). */
  guildId: z.string(),
  /** A guild the bot asked to move the store to, waiting for the owner (`guildMove`); null: none. */
  pendingGuildId: z.string().nullable(),
  /**
   * The store's customers' default language: the language of a customer's mail when the order did not come through
   * one of our pages (a storefront's purchase, the bot). A store that never chose one reads "en".
   */
  customersLanguage: z.enum(PUBLIC_LOCALES),
  /** The stock counts as the bot last pushed them: the Store card's embed preview shows them. */
  stock: z.object({
    oneMonthNitroTokens: z.number().int().nonnegative(),
    oneMonthServerBoosts: z.number().int().nonnegative(),
    threeMonthNitroTokens: z.number().int().nonnegative(),
    threeMonthServerBoosts: z.number().int().nonnegative(),
  }),
});
export type StoreStock = UserSettings["stock"];
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const ResetAccessCodeResponseSchema = z.object({
  newAccessCode: z.string().min(1),
  message: z.string().optional(),
  /**
   * A fresh session token, sent when the reset revoked the caller's session with every other one;
   * the client stores it so the seller stays signed in.
   */
  token: z.string().min(1).optional(),
});
export type ResetAccessCodeResponse = z.infer<typeof ResetAccessCodeResponseSchema>;

/** `POST /api/user/rotate-bot-key`: the new key, in full, this once. */
export const RotateBotKeyResponseSchema = z.object({
  botKey: z.string().min(1),
  info: BotKeyInfoSchema,
  message: z.string(),
});
export type RotateBotKeyResponse = z.infer<typeof RotateBotKeyResponseSchema>;

/** `PUT /api/user/store-settings`: the settings as saved. */
export const UpdateStoreSettingsResponseSchema = z.object({
  store: StoreSettingsSchema,
  message: z.string(),
});
export type UpdateStoreSettingsResponse = z.infer<typeof UpdateStoreSettingsResponseSchema>;

/** `POST /api/user/guild-move`: the owner's answer to the bot's move request. */
export const GuildMoveRequestSchema = z.object({
  accept: z.boolean({ error: "accept: must be true (move the store) or false (keep the current guild)" }),
});
export type GuildMoveRequest = z.infer<typeof GuildMoveRequestSchema>;

export const GuildMoveResponseSchema = z.object({
  guildId: z.string(),
  pendingGuildId: z.string().nullable(),
  message: z.string(),
});
export type GuildMoveResponse = z.infer<typeof GuildMoveResponseSchema>;

/** A store or Discord link: "" (none) or an http(s) link, the only kind the public pages render. */
const storeLinkText = (name: string) =>
  UrlTextSchema.trim().refine((v) => v === "" || isSafeExternalUrl(v), {
    message: storeSettingsMessages.link(name),
  });

/**
 * The dashboard's Store card (`PUT /api/user/store-settings`), and the bot's `PUT /api/bot/store-settings` with the
 * same fields: only the fields sent are changed; "" clears one. Values the public pages could not use (a link that
 * is not http(s), a colour that is not hex) are refused with a message rather than stored and silently ignored.
 */
export const StoreSettingsUpdateSchema = z.object({
  storeName: boundedText(LIMITS.title).trim().optional(),
  storeLink: storeLinkText("Store link").optional(),
  discordLink: storeLinkText("Discord link").optional(),
  embedColor: boundedText(LIMITS.color)
    .trim()
    .refine((v) => v === "" || isHexColor(v), { message: storeSettingsMessages.color })
    .optional(),
  embedFooter: boundedText(LIMITS.footer).trim().optional(),
});
/** What the Store card sends (the five fields, each "" to clear). */
export type StoreSettingsUpdate = z.input<typeof StoreSettingsUpdateSchema>;

/** `PUT /api/user/customers-language`: one of the public pages' seven languages. */
export const CustomersLanguageUpdateSchema = z.object({
  customersLanguage: z.enum(PUBLIC_LOCALES, { error: customersLanguageMessages.invalid }),
});
export type CustomersLanguageUpdate = z.infer<typeof CustomersLanguageUpdateSchema>;

export const UpdateCustomersLanguageResponseSchema = z.object({
  customersLanguage: z.enum(PUBLIC_LOCALES),
  message: z.string(),
});
export type UpdateCustomersLanguageResponse = z.infer<typeof UpdateCustomersLanguageResponseSchema>;

/** The settings calls (`contractRoutes` spreads them). */
export const settingsRoutes = {
  userSettings: {
    method: "GET",
    path: "/user/settings",
    auth: "token",
    permission: "settings",
    response: UserSettingsSchema,
    spec: "GET /user/settings",
  },
  resetAccessCode: {
    method: "POST",
    path: "/user/reset-access-code",
    auth: "token",
    permission: "ownership",
    stepUp: true,
    response: ResetAccessCodeResponseSchema,
    spec: "POST /user/reset-access-code",
  },
  /** A new bot key; the old one stops working. The answer holds the key, the only time it is ever shown. */
  rotateBotKey: {
    method: "POST",
    path: "/user/rotate-bot-key",
    auth: "token",
    permission: "settings",
    stepUp: true,
    response: RotateBotKeyResponseSchema,
  },
  /** The Store card: validated with the bot API's store-settings schema. */
  updateStoreSettings: {
    method: "PUT",
    path: "/user/store-settings",
    auth: "token",
    permission: "settings",
    request: StoreSettingsUpdateSchema,
    response: UpdateStoreSettingsResponseSchema,
  },
  /** The customers' default language (docs/decisions.md#customers-default-language-in-settings). */
  updateCustomersLanguage: {
    method: "PUT",
    path: "/user/customers-language",
    auth: "token",
    permission: "settings",
    request: CustomersLanguageUpdateSchema,
    response: UpdateCustomersLanguageResponseSchema,
  },
  /** Moves the store to the guild the bot asked for (accept) or forgets the request. */
  guildMove: {
    method: "POST",
    path: "/user/guild-move",
    auth: "token",
    permission: "settings",
    request: GuildMoveRequestSchema,
    response: GuildMoveResponseSchema,
  },
} as const satisfies Record<string, ContractRoute>;
