import type { CaptchaConfig, CurrentUser, LoginRequest, LoginResponse } from "../contract/auth.ts";
import { LoginRequestSchema } from "../contract/auth.ts";
import { ApiError, messageFromBody } from "../errors.ts";
import { type CallOptions, call, parseResponse, prepareBody, send } from "./call.ts";

/**
 * `POST /api/auth/login`. Both a non-2xx status and a body `code` other than 200 are failures
 * (spec §8: the response message is the error).
 */
export async function login(body: LoginRequest, options: CallOptions = {}): Promise<LoginResponse> {
  const data = prepareBody(LoginRequestSchema, body);
  const raw = await send("login", { data, signal: options.signal });
  rejectNon200Code(raw);
  return parseResponse("login", raw);
}

/** `GET /api/auth/self`: the signed-in seller, or an ApiError (then the screens send to `/`). */
export async function getCurrentUser(options: CallOptions): Promise<CurrentUser> {
  const raw = await send("currentUser", options);
  rejectNon200Code(raw);
  return parseResponse("currentUser", raw);
}

/** `GET /api/auth/captcha-config`: which widget the login page shows. */
export async function getCaptchaConfig(options: CallOptions = {}): Promise<CaptchaConfig> {
  return call("captchaConfig", { signal: options.signal });
}

function rejectNon200Code(raw: unknown): void {
  if (typeof raw === "object" && raw !== null && "code" in raw) {
    const code = raw.code;
    if (typeof code === "number" && code !== 200) {
      throw new ApiError(code, messageFromBody(raw) ?? "Failed to login", "http", raw);
    }
  }
}
