// The sign-in calls. They send with `authPaths` (methods and paths, no schemas) and load their schemas
// (contract/authRoutes.ts) beside the first request, so the login page's first load holds no zod at all
// (docs/decisions.md, "Login route"). `request` parses nothing without a `response` schema.
import type { CaptchaConfig, CurrentUser, LoginRequest, LoginResponse } from "../contract/auth.ts";
import { authPaths } from "../contract/authPaths.ts";
import { ApiError, messageFromBody } from "../errors.ts";
import { type CallOptions, parseBody, prepareBody, request } from "../http.ts";

const schemas = async () => (await import("../contract/authRoutes.ts")).authRoutes;

/**
 * `POST /api/auth/login`. Both a non-2xx status and a body `code` other than 200 are failures
 * (docs/product.md#login: the response message is the error).
 */
export async function login(body: LoginRequest, options: CallOptions = {}): Promise<LoginResponse> {
  const routes = await schemas();
  const data = prepareBody(routes.login.request, body);
  const raw = await request(authPaths.login, { data, signal: options.signal });
  rejectNon200Code(raw);
  return parseBody(routes.login.response, raw);
}

/** `GET /api/auth/self`: the signed-in seller, or an ApiError (then the screens send to `/`). */
export async function getCurrentUser(options: CallOptions): Promise<CurrentUser> {
  const [raw, routes] = await Promise.all([request(authPaths.currentUser, options), schemas()]);
  rejectNon200Code(raw);
  return parseBody(routes.currentUser.response, raw);
}

/** `GET /api/auth/captcha-config`: which widget the login page shows. */
export async function getCaptchaConfig(options: CallOptions = {}): Promise<CaptchaConfig> {
  const [raw, routes] = await Promise.all([
    request(authPaths.captchaConfig, { signal: options.signal }),
    schemas(),
  ]);
  return parseBody(routes.captchaConfig.response, raw);
}

function rejectNon200Code(raw: unknown): void {
  if (typeof raw === "object" && raw !== null && "code" in raw) {
    const code = raw.code;
    if (typeof code === "number" && code !== 200) {
      throw new ApiError(code, messageFromBody(raw) ?? "Failed to login", "http", raw);
    }
  }
}
