/**
 * The sign-in calls' methods and paths, without their schemas: the login page sends its first requests with
 * these while the schemas (and zod) load beside them (api.ts). contract.ts's `authRoutes` adds the schemas.
 */
export const authPaths = {
  login: { method: "POST", path: "/auth/login", auth: "none", spec: "POST /auth/login" },
  currentUser: { method: "GET", path: "/auth/self", auth: "token", spec: "GET /api/auth/self" },
  captchaConfig: { method: "GET", path: "/auth/captcha-config", auth: "none" },
  altchaChallenge: { method: "GET", path: "/auth/altcha-challenge", auth: "none" },
} as const;

/**
 * The element the server writes `GET /api/auth/captcha-config`'s answer into, in the login page's HTML (a
 * `<script type="application/json">`), so the page shows its widget without that call (docs/decisions.md, "Login route").
 */
export const CAPTCHA_CONFIG_ELEMENT_ID = "boostdash-captcha-config";

/** CaptchaProviderSchema's names, without zod (a unit test holds the two together). */
export const CAPTCHA_PROVIDERS = ["altcha", "turnstile", "hcaptcha", "off"] as const;
