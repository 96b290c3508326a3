import { z } from "zod";
import { IsoDateSchema } from "./common.ts";

/** The seller's store settings as stored ("" when unset), shown on the public pages. */
export const StoreSettingsSchema = z.object({
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
  /** The Bot Key card (not in the spec). */
  botKey: BotKeyInfoSchema,
  /** The Store card (not in the spec). */
  store: StoreSettingsSchema,
});
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
