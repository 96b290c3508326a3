// The sign-in calls. They never go through call.ts (its route table references every schema and classic zod),
// and they load their own schemas beside the request (authParsing.ts), so the login page's first load holds no
// zod at all (docs/decisions.md, "Login route").
import type { CaptchaConfig, CurrentUser, LoginRequest, LoginResponse } from "../contract/auth.ts";
import { authPaths } from "../contract/authPaths.ts";
import { ApiError, messageFromBody } from "../errors.ts";
import { type CallOptions, sendRequest } from "./request.ts";

const parsing = () => import("./authParsing.ts");

/**
 * `POST /api/auth/login`. Both a non-2xx status and a body `code` other than 200 are failures
 * (spec §8: the response message is the error).
 */
export async function login(body: LoginRequest, options: CallOptions = {}): Promise<LoginResponse> {
  const { prepareLogin, parseLogin } = await parsing();
  const { method, path } = authPaths.login;
  const raw = await sendRequest(method, path, { data: prepareLogin(body), signal: options.signal });
  rejectNon200Code(raw);
  return parseLogin(raw);
}

/** `GET /api/auth/self`: the signed-in seller, or an ApiError (then the screens send to `/`). */
export async function getCurrentUser(options: CallOptions): Promise<CurrentUser> {
  const { method, path } = authPaths.currentUser;
  const [raw, { parseCurrentUser }] = await Promise.all([sendRequest(method, path, options), parsing()]);
  rejectNon200Code(raw);
  return parseCurrentUser(raw);
}

/** `GET /api/auth/captcha-config`: which widget the login page shows. */
export async function getCaptchaConfig(options: CallOptions = {}): Promise<CaptchaConfig> {
  const { method, path } = authPaths.captchaConfig;
  const [raw, { parseCaptchaConfig }] = await Promise.all([
    sendRequest(method, path, { signal: options.signal }),
    parsing(),
  ]);
  return parseCaptchaConfig(raw);
}

function rejectNon200Code(raw: unknown): void {
  if (typeof raw === "object" && raw !== null && "code" in raw) {
    const code = raw.code;
    if (typeof code === "number" && code !== 200) {
      throw new ApiError(code, messageFromBody(raw) ?? "Failed to login", "http", raw);
    }
  }
}
