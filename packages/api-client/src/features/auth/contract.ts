// zod/mini, not classic zod: the login page is the dashboard's entry, and these are the only schemas it needs
// (classic zod and the full route table were ~25 KB gzip of it). They parse exactly as their classic spelling did.
import * as z from "zod/mini";
import { MiniCountSchema, MiniIdSchema, miniBoundedText } from "../../core/contract/commonMini.ts";
import { PERMISSIONS, TEAM_ROLES } from "../../core/contract/permissions.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { authPaths } from "./paths.ts";
import { loginMessages, signInMessages } from "./texts.ts";
import { AuthenticationCredentialSchema, AuthenticationOptionsSchema } from "./webauthn.ts";

export const LoginRequestSchema = z.object({
  captcha_key: miniBoundedText(LIMITS.captchaKey),
  access_code: miniBoundedText(LIMITS.accessCode).check(
    z.trim(),
    z.minLength(1, { error: loginMessages.accessCode }),
  ),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/**
 * A sign-in that made a session (`code` 200): every way in answers this. A failed one is an error body with `code`
 * and `message`.
 */
export const SessionAnswerSchema = z.object({
  code: z.number(),
  message: z.string(),
  token: z.string().check(z.minLength(1)),
});
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

export const SECOND_FACTOR_METHODS = ["passkey", "totp", "recovery"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * The access code was right, but the owner has a second factor: no session yet. The page finishes with
 * `POST /auth/second-factor` (an authenticator or recovery code, with `challengeId`) or with a passkey
 * (`POST /auth/passkey/options` with this `challengeId`, then `POST /auth/passkey`).
 */
export const SecondFactorNeededSchema = z.object({
  code: z.number(),
  /** `signInMessages.secondFactorNeeded`. */
  message: z.string(),
  secondFactor: z.object({
    challengeId: MiniIdSchema,
    /** What this owner can finish with: "passkey" only when they hold one, "totp" only when set up. */
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    expiresAt: z.string(),
  }),
});
export type SecondFactorNeeded = z.infer<typeof SecondFactorNeededSchema>;

/** `POST /auth/login`: a session, or (an owner with a second factor) the step that asks for it. */
export const LoginResponseSchema = z.union([SessionAnswerSchema, SecondFactorNeededSchema]);
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
  /** The person's role in the store's team (docs/decisions.md#team-roles-and-permissions). */
  role: z.enum(TEAM_ROLES),
  /** The member's own name; null for the owner (the access code's holder), who is the store. */
  memberName: z.nullable(z.string()),
  /** What the role holds, for the dashboard to hide what it cannot do (the server checks every call anyway). */
  permissions: z.array(z.enum(PERMISSIONS)),
  /** The person's own second factors. */
  factors: z.object({ passkeys: MiniCountSchema, totp: z.boolean() }),
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

/** A 6-digit authenticator code; spaces a person types between the digits are dropped. */
export const TotpCodeSchema = miniBoundedText(32).check(
  z.overwrite((s) => s.replace(/\s+/g, "")),
  z.regex(/^\d{6}$/, { error: signInMessages.codeFormat }),
);

/** A recovery code as shown (`xxxxx-xxxxx`); case, spaces and dashes do not matter. */
export const RecoveryCodeSchema = miniBoundedText(64).check(
  z.overwrite((s) => s.replace(/[\s-]+/g, "").toLowerCase()),
  z.regex(/^[a-z0-9]{10}$/, { error: signInMessages.recoveryFormat }),
);

/** A member's personal sign-in ID (shown with their recovery codes), for authenticator and recovery codes. */
export const SignInIdSchema = miniBoundedText(64).check(
  z.overwrite((s) => s.trim().toLowerCase()),
  z.minLength(1, { error: signInMessages.signInIdFormat }),
);

/** `POST /auth/passkey/options`: `challengeId` of a second-factor step limits the passkeys to that owner's. */
export const PasskeyOptionsRequestSchema = z.object({ challengeId: z.optional(MiniIdSchema) });
export type PasskeyOptionsRequest = z.input<typeof PasskeyOptionsRequestSchema>;
export const PasskeyOptionsSchema = z.object({
  /** Sent back with the assertion; good for a few minutes, once. */
  challengeId: MiniIdSchema,
  options: AuthenticationOptionsSchema,
});
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

/** `POST /auth/passkey`: the browser's assertion for that challenge. */
export const PasskeySignInSchema = z.object({
  challengeId: MiniIdSchema,
  credential: AuthenticationCredentialSchema,
});
export type PasskeySignIn = z.input<typeof PasskeySignInSchema>;

/** `POST /auth/totp`: a member signs in with their sign-in ID and an authenticator code. */
export const TotpSignInSchema = z.object({ signInId: SignInIdSchema, code: TotpCodeSchema });
export type TotpSignIn = z.input<typeof TotpSignInSchema>;

/** `POST /auth/recovery`: a member signs in with a recovery code instead of a factor; the code is spent. */
export const RecoverySignInSchema = z.object({ signInId: SignInIdSchema, code: RecoveryCodeSchema });
export type RecoverySignIn = z.input<typeof RecoverySignInSchema>;

/** `POST /auth/second-factor`: the owner's access code step finished with an authenticator or recovery code. */
export const SecondFactorRequestSchema = z.object({
  challengeId: MiniIdSchema,
  method: z.enum(["totp", "recovery"]),
  code: miniBoundedText(64),
});
export type SecondFactorRequest = z.input<typeof SecondFactorRequestSchema>;

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
  passkeyOptions: {
    ...authPaths.passkeyOptions,
    request: PasskeyOptionsRequestSchema,
    response: PasskeyOptionsSchema,
  },
  passkeySignIn: { ...authPaths.passkeySignIn, request: PasskeySignInSchema, response: SessionAnswerSchema },
  totpSignIn: { ...authPaths.totpSignIn, request: TotpSignInSchema, response: SessionAnswerSchema },
  recoverySignIn: {
    ...authPaths.recoverySignIn,
    request: RecoverySignInSchema,
    response: SessionAnswerSchema,
  },
  secondFactor: {
    ...authPaths.secondFactor,
    request: SecondFactorRequestSchema,
    response: SessionAnswerSchema,
  },
  currentUser: { ...authPaths.currentUser, response: CurrentUserSchema },
  captchaConfig: { ...authPaths.captchaConfig, response: CaptchaConfigSchema },
  altchaChallenge: { ...authPaths.altchaChallenge, response: AltchaChallengeSchema },
  logout: { ...authPaths.logout, response: ApiMessageMiniSchema },
  redeemSignInCode: {
    ...authPaths.redeemSignInCode,
    request: SignInCodeRequestSchema,
    response: SessionAnswerSchema,
  },
  botSignInLink: { ...authPaths.botSignInLink, response: SignInLinkSchema },
} as const satisfies Record<string, ContractRoute>;
