import {
  AltchaChallengeSchema,
  CaptchaConfigSchema,
  CurrentUserSchema,
  LoginRequestSchema,
  LoginResponseSchema,
} from "./auth.ts";
import { authPaths } from "./authPaths.ts";

/**
 * The sign-in calls with their schemas, apart from `contractRoutes` (which spreads these) so the login page's
 * endpoints reach only these schemas, as publicRoutes.ts does for the customer pages.
 */
export const authRoutes = {
  login: { ...authPaths.login, request: LoginRequestSchema, response: LoginResponseSchema },
  currentUser: { ...authPaths.currentUser, response: CurrentUserSchema },
  captchaConfig: { ...authPaths.captchaConfig, response: CaptchaConfigSchema },
  altchaChallenge: { ...authPaths.altchaChallenge, response: AltchaChallengeSchema },
} as const;
