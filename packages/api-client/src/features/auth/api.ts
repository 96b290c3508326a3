// The sign-in calls. They send with `authPaths` (methods and paths, no schemas) and load their schemas
// (contract.ts's `authRoutes`) beside the first request, so the login page's first load holds no zod at all
// (docs/decisions.md, "Login route"). `request` parses nothing without a `response` schema.

import { ApiError } from "../../core/apiError.ts";
import { messageFromBody } from "../../core/errors.ts";
import { type CallOptions, parseBody, prepareBody, request } from "../../core/http.ts";
import type {
  CaptchaConfig,
  CurrentUser,
  LoginRequest,
  LoginResponse,
  PasskeyOptions,
  PasskeyOptionsRequest,
  PasskeySignIn,
  RecoverySignIn,
  SecondFactorRequest,
  SessionAnswer,
  TotpSignIn,
} from "./contract.ts";
import { authPaths, CAPTCHA_CONFIG_ELEMENT_ID, CAPTCHA_PROVIDERS } from "./paths.ts";

const schemas = async () => (await import("./contract.ts")).authRoutes;

/**
 * `POST /api/auth/login`: a session, or for an owner with a second factor the step asking for it
 * (`needsSecondFactor`). Both a non-2xx status and a body `code` other than 200 are failures
 * (docs/product.md#login: the response message is the error).
 */
export async function login(body: LoginRequest, options: CallOptions = {}): Promise<LoginResponse> {
  const routes = await schemas();
  const data = prepareBody(routes.login.request, body);
  const raw = await request(authPaths.login, { data, signal: options.signal });
  rejectNon200Code(raw);
  return parseBody(routes.login.response, raw);
}

/** `POST /api/auth/signin-code`: a dashboard link's one-time code for a session (answered like a login). */
export async function redeemSignInCode(code: string, options: CallOptions = {}): Promise<SessionAnswer> {
  const routes = await schemas();
  const data = prepareBody(routes.redeemSignInCode.request, { code });
  const raw = await request(authPaths.redeemSignInCode, { data, signal: options.signal });
  rejectNon200Code(raw);
  return parseBody(routes.redeemSignInCode.response, raw);
}

/** `POST /api/auth/passkey/options`: a challenge for "Sign in with a passkey" (an owner's second-factor step: its id). */
export async function passkeyOptions(
  body: PasskeyOptionsRequest = {},
  options: CallOptions = {},
): Promise<PasskeyOptions> {
  const routes = await schemas();
  const raw = await request(authPaths.passkeyOptions, {
    data: prepareBody(routes.passkeyOptions.request, body),
    signal: options.signal,
  });
  return parseBody(routes.passkeyOptions.response, raw);
}

/** The team's ways in that answer a session: a passkey's assertion, a sign-in ID with a code, the second factor. */
async function sessionCall(
  name: "passkeySignIn" | "totpSignIn" | "recoverySignIn" | "secondFactor",
  body: unknown,
  options: CallOptions,
): Promise<SessionAnswer> {
  const routes = await schemas();
  const raw = await request(authPaths[name], {
    data: prepareBody(routes[name].request, body),
    signal: options.signal,
  });
  rejectNon200Code(raw);
  return parseBody(routes[name].response, raw);
}

/** `POST /api/auth/passkey`. */
export const passkeySignIn = (body: PasskeySignIn, options: CallOptions = {}) =>
  sessionCall("passkeySignIn", body, options);
/** `POST /api/auth/totp`: a member's sign-in ID and authenticator code. */
export const totpSignIn = (body: TotpSignIn, options: CallOptions = {}) =>
  sessionCall("totpSignIn", body, options);
/** `POST /api/auth/recovery`: a member's sign-in ID and a recovery code (spent). */
export const recoverySignIn = (body: RecoverySignIn, options: CallOptions = {}) =>
  sessionCall("recoverySignIn", body, options);
/** `POST /api/auth/second-factor`: the owner's authenticator or recovery code after the access code. */
export const secondFactor = (body: SecondFactorRequest, options: CallOptions = {}) =>
  sessionCall("secondFactor", body, options);

/** `POST /api/auth/logout`: ends the session on the server (Sign Out). */
export async function logout(options: CallOptions): Promise<void> {
  await request(authPaths.logout, options);
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

const providers: ReadonlySet<string> = new Set(CAPTCHA_PROVIDERS);

/**
 * `CaptchaConfigSchema`'s check, by hand: the login page reads the configuration the server wrote into it before
 * any schema has loaded (a unit test holds this to the schema). Unknown keys are dropped, as the schema does.
 */
export function checkCaptchaConfig(value: unknown): CaptchaConfig | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const { provider, siteKey } = value as Record<string, unknown>;
  if (typeof provider !== "string" || !providers.has(provider)) return undefined;
  if (siteKey !== undefined && typeof siteKey !== "string") return undefined;
  const name = provider as CaptchaConfig["provider"];
  return siteKey === undefined ? { provider: name } : { provider: name, siteKey };
}

/**
 * The captcha configuration the server wrote into the login page (`CAPTCHA_CONFIG_ELEMENT_ID`); undefined when the
 * page has none (a page rendered in the browser, a story) or a damaged one: the page then asks `getCaptchaConfig`.
 */
export function captchaConfigInPage(doc: Pick<Document, "getElementById">): CaptchaConfig | undefined {
  const text = doc.getElementById(CAPTCHA_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return checkCaptchaConfig(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function rejectNon200Code(raw: unknown): void {
  if (typeof raw === "object" && raw !== null && "code" in raw) {
    const code = raw.code;
    if (typeof code === "number" && code !== 200) {
      throw new ApiError(code, messageFromBody(raw) ?? "Failed to login", "http", raw);
    }
  }
}
