// The sign-in calls. They go through send.ts with the schemas of authRoutes, never through call.ts: its route
// table references every schema, and would put the whole contract and classic zod into the login page's bundle.
import type { CaptchaConfig, CurrentUser, LoginRequest, LoginResponse } from "../contract/auth.ts";
import { authRoutes } from "../contract/authRoutes.ts";
import { ApiError, messageFromBody } from "../errors.ts";
import { type CallOptions, parseWith, prepareBody, sendRequest } from "./send.ts";

/**
 * `POST /api/auth/login`. Both a non-2xx status and a body `code` other than 200 are failures
 * (spec §8: the response message is the error).
 */
export async function login(body: LoginRequest, options: CallOptions = {}): Promise<LoginResponse> {
  const { method, path, request, response } = authRoutes.login;
  const data = prepareBody(request, body);
  const raw = await sendRequest(method, path, { data, signal: options.signal });
  rejectNon200Code(raw);
  return parseWith(response, raw);
}

/** `GET /api/auth/self`: the signed-in seller, or an ApiError (then the screens send to `/`). */
export async function getCurrentUser(options: CallOptions): Promise<CurrentUser> {
  const { method, path, response } = authRoutes.currentUser;
  const raw = await sendRequest(method, path, options);
  rejectNon200Code(raw);
  return parseWith(response, raw);
}

/** `GET /api/auth/captcha-config`: which widget the login page shows. */
export async function getCaptchaConfig(options: CallOptions = {}): Promise<CaptchaConfig> {
  const { method, path, response } = authRoutes.captchaConfig;
  return parseWith(response, await sendRequest(method, path, { signal: options.signal }));
}

function rejectNon200Code(raw: unknown): void {
  if (typeof raw === "object" && raw !== null && "code" in raw) {
    const code = raw.code;
    if (typeof code === "number" && code !== 200) {
      throw new ApiError(code, messageFromBody(raw) ?? "Failed to login", "http", raw);
    }
  }
}
