/**
 * The sign-in calls' methods and paths, without their schemas: the login page sends its first requests with
 * these while the schemas (and zod) load beside them (api.ts). contract.ts's `authRoutes` adds the schemas.
 */
export const authPaths = {
  login: { method: "POST", path: "/auth/login", auth: "none", spec: "POST /auth/login" },
  /** A challenge for "Sign in with a passkey" (docs/product.md#team). */
  passkeyOptions: { method: "POST", path: "/auth/passkey/options", auth: "none" },
  /** The passkey's assertion for that challenge: a session for its person. */
  passkeySignIn: { method: "POST", path: "/auth/passkey", auth: "none" },
  /** A member's sign-in ID and authenticator code: a session. */
  totpSignIn: { method: "POST", path: "/auth/totp", auth: "none" },
  /** A member's sign-in ID and a recovery code (spent): a session. */
  recoverySignIn: { method: "POST", path: "/auth/recovery", auth: "none" },
  /** The owner's second factor after the access code (the login's `secondFactor.challengeId`): a session. */
  secondFactor: { method: "POST", path: "/auth/second-factor", auth: "none" },
  currentUser: {
    method: "GET",
    path: "/auth/self",
    auth: "token",
    permission: "session",
    spec: "GET /api/auth/self",
  },
  captchaConfig: { method: "GET", path: "/auth/captcha-config", auth: "none" },
  altchaChallenge: { method: "GET", path: "/auth/altcha-challenge", auth: "none" },
  /** Sign Out: ends the session on the server before the browser forgets it (docs/product.md#sign-in-and-roles). */
  logout: { method: "POST", path: "/auth/logout", auth: "token", permission: "session" },
  /** A one-time sign-in code from the bot's dashboard link, exchanged for a session (docs/product.md#sign-in-and-roles). */
  redeemSignInCode: { method: "POST", path: "/auth/signin-code", auth: "none" },
  /** The bot asks for a dashboard link that signs its seller in once (docs/product.md#bot-api). */
  botSignInLink: { method: "POST", path: "/bot/signin-link", auth: "bot" },
} as const;

/**
 * The element the server writes `GET /api/auth/captcha-config`'s answer into, in the login page's HTML (a
 * `<script type="application/json">`), so the page shows its widget without that call (docs/decisions.md, "Login route").
 */
export const CAPTCHA_CONFIG_ELEMENT_ID = "boostdash-captcha-config";

/** CaptchaProviderSchema's names, without zod (a unit test holds the two together). */
export const CAPTCHA_PROVIDERS = ["altcha", "turnstile", "hcaptcha", "off"] as const;
