import {
  AltchaChallengeSchema,
  CaptchaConfigSchema,
  CurrentUserSchema,
  LoginRequestSchema,
  LoginResponseSchema,
} from "./auth.ts";

/**
 * The sign-in calls, apart from `contractRoutes` (which spreads these) so the login page's endpoints reach only
 * these schemas, as publicRoutes.ts does for the customer pages.
 */
export const authRoutes = {
  login: {
    method: "POST",
    path: "/auth/login",
    auth: "none",
    request: LoginRequestSchema,
    response: LoginResponseSchema,
    spec: "POST /auth/login",
  },
  currentUser: {
    method: "GET",
    path: "/auth/self",
    auth: "token",
    response: CurrentUserSchema,
    spec: "GET /api/auth/self",
  },
  captchaConfig: { method: "GET", path: "/auth/captcha-config", auth: "none", response: CaptchaConfigSchema },
  altchaChallenge: {
    method: "GET",
    path: "/auth/altcha-challenge",
    auth: "none",
    response: AltchaChallengeSchema,
  },
} as const;
