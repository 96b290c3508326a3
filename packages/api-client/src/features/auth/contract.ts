// zod/mini, not classic zod: the login page is the dashboard's entry, and these are the only schemas it needs
// (classic zod and the full route table were ~25 KB gzip of it). They parse exactly as their classic spelling did.
import * as z from "zod/mini";
import { MiniIdSchema, miniBoundedText } from "../../core/contract/commonMini.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { authPaths } from "./paths.ts";
import { loginMessages } from "./texts.ts";

export const LoginRequestSchema = z.object({
  captcha_key: miniBoundedText(LIMITS.captchaKey),
  access_code: miniBoundedText(LIMITS.accessCode).check(
    z.trim(),
    z.minLength(1, { error: loginMessages.accessCode }),
  ),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** A successful login (`code` 200). A failed one is an error body with `code` and `message`. */
export const LoginResponseSchema = z.object({
  code: z.number(),
  message: z.string(),
  token: z.string().check(z.minLength(1)),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * `GET /api/auth/self`. The user id used for suggestion votes is `id ?? discordId ?? _id`. It carries no access code:
 * this answer is asked for on every page, and Settings asks for the code where it shows it (`GET /api/user/settings`).
 */
export const CurrentUserSchema = z.object({
  code: z.number(),
  message: z.string(),
  admin: z._default(z.boolean(), false),
  id: z.optional(z.string()),
  /** The server always sends it, null for a seller without one (optional for older servers). */
  discordId: z.optional(z.nullable(z.string())),
  _id: z.optional(z.string()),
  /** The seller's guild: links to their public pages. Not in docs/product.md#calls; added so the dashboard can link them. */
  guildId: z.optional(MiniIdSchema),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const CaptchaProviderSchema = z.enum(["altcha", "turnstile", "hcaptcha", "off"]);
export type CaptchaProvider = z.infer<typeof CaptchaProviderSchema>;

/** `GET /api/auth/captcha-config` (docs/product.md#captcha). `siteKey` only for third-party providers. */
export const CaptchaConfigSchema = z.object({
  provider: CaptchaProviderSchema,
  siteKey: z.optional(z.string()),
});
export type CaptchaConfig = z.infer<typeof CaptchaConfigSchema>;

/** `GET /api/auth/altcha-challenge`: the shape the ALTCHA widget expects from its challenge URL. */
export const AltchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.optional(z.number()),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

/** `POST /api/auth/signin-code`: the code of a dashboard link, once; answered like a login. */
export const SignInCodeRequestSchema = z.object({ code: miniBoundedText(LIMITS.accessCode) });
export type SignInCodeRequest = z.infer<typeof SignInCodeRequestSchema>;

export const ApiMessageMiniSchema = z.object({ message: z.string() });

/** `POST /api/bot/signin-link`: a dashboard link that signs the bot's seller in once, within `expires_at`. */
export const SignInLinkSchema = z.object({
  /** `/dashboard?signin=<code>`, to put after the address the seller opens the dashboard at. */
  path: z.string(),
  /** The same on the address the bot called (scheme and Host of its request). */
  url: z.string(),
  expires_at: z.string(),
});
export type SignInLink = z.infer<typeof SignInLinkSchema>;

/**
 * The sign-in calls with their schemas (`contractRoutes` spreads these). The login page's endpoints load this module
 * beside their first request and send with `authPaths` meanwhile (api.ts), so its first load holds no zod.
 */
export const authRoutes = {
  login: { ...authPaths.login, request: LoginRequestSchema, response: LoginResponseSchema },
  currentUser: { ...authPaths.currentUser, response: CurrentUserSchema },
  captchaConfig: { ...authPaths.captchaConfig, response: CaptchaConfigSchema },
  altchaChallenge: { ...authPaths.altchaChallenge, response: AltchaChallengeSchema },
  logout: { ...authPaths.logout, response: ApiMessageMiniSchema },
  redeemSignInCode: {
    ...authPaths.redeemSignInCode,
    request: SignInCodeRequestSchema,
    response: LoginResponseSchema,
  },
  botSignInLink: { ...authPaths.botSignInLink, response: SignInLinkSchema },
} as const satisfies Record<string, ContractRoute>;
