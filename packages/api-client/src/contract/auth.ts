import { z } from "zod";
import { LIMITS } from "../domain/limits.ts";
import { boundedText, IdSchema } from "./common.ts";

export const LoginRequestSchema = z.object({
  captcha_key: boundedText(LIMITS.captchaKey),
  access_code: boundedText(LIMITS.accessCode).trim().min(1, "Please enter your access code"),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** A successful login (`code` 200). A failed one is an error body with `code` and `message`. */
export const LoginResponseSchema = z.object({
  code: z.number(),
  message: z.string(),
  token: z.string().min(1),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** `GET /api/auth/self`. The user id used for suggestion votes is `id ?? discordId ?? _id`. */
export const CurrentUserSchema = z.object({
  code: z.number(),
  message: z.string(),
  admin: z.boolean().default(false),
  id: z.string().optional(),
  discordId: z.string().optional(),
  _id: z.string().optional(),
  access_code: z.string().optional(),
  /** The seller's guild: links to their public pages. Not in the spec; added so the dashboard can link them. */
  guildId: IdSchema.optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const CaptchaProviderSchema = z.enum(["altcha", "turnstile", "hcaptcha", "off"]);
export type CaptchaProvider = z.infer<typeof CaptchaProviderSchema>;

/** `GET /api/auth/captcha-config` (DESIGN §4). `siteKey` only for third-party providers. */
export const CaptchaConfigSchema = z.object({
  provider: CaptchaProviderSchema,
  siteKey: z.string().optional(),
});
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;

/** `GET /api/auth/altcha-challenge`: the shape the ALTCHA widget expects from its challenge URL. */
export const AltchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;
