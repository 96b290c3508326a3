// The sign-in calls' schemas and parsing, loaded by endpoints/auth.ts beside its first request: zod is not part
// of the login page's first load.
import type { CaptchaConfig, CurrentUser, LoginRequest, LoginResponse } from "../contract/auth.ts";
import { authRoutes } from "../contract/authRoutes.ts";
import { parseWith, prepareBody } from "./send.ts";

export const prepareLogin = (body: LoginRequest): LoginRequest => prepareBody(authRoutes.login.request, body);
export const parseLogin = (raw: unknown): LoginResponse => parseWith(authRoutes.login.response, raw);
export const parseCurrentUser = (raw: unknown): CurrentUser =>
  parseWith(authRoutes.currentUser.response, raw);
export const parseCaptchaConfig = (raw: unknown): CaptchaConfig =>
  parseWith(authRoutes.captchaConfig.response, raw);
