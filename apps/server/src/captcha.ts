// Captcha providers behind one interface. ALTCHA (self-hosted proof of work) is the default; Turnstile and
// hCaptcha are verified with their siteverify endpoints; `off` accepts any key and exists for local demos.
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { CaptchaProviderName, Config } from "./config.ts";
import { newSessionToken } from "./ids.ts";
import type { Store } from "./store.ts";

export interface CaptchaVerdict {
  ok: boolean;
  reason?: string;
}

export interface CaptchaProvider {
  readonly name: CaptchaProviderName;
  readonly siteKey: string;
  verify(key: string, remoteIp: string): Promise<CaptchaVerdict>;
  /** ALTCHA only: a fresh signed challenge for the widget. */
  challenge?(): Promise<unknown>;
}

/** `GET /api/auth/captcha-config`'s answer, also written into the login page (web.ts): which widget it shows. */
export function captchaConfigOf(captcha: CaptchaProvider): {
  provider: CaptchaProviderName;
  siteKey?: string;
} {
  return captcha.siteKey ? { provider: captcha.name, siteKey: captcha.siteKey } : { provider: captcha.name };
}

export interface AltchaParameters {
  /** Upper bound of the secret number: the work is about half of it in SHA-256 hashes. */
  maxNumber: number;
  ttlSeconds: number;
}

/** Well under a second in a browser with the widget's workers; enough to make scripted guessing costly. */
export const DEFAULT_ALTCHA: AltchaParameters = { maxNumber: 100_000, ttlSeconds: 600 };

/**
 * ALTCHA in the v1 challenge format (`{ algorithm, challenge, maxnumber, salt, signature }`), which is
 * what the contract's `AltchaChallengeSchema` describes and what the altcha 3 widget still solves.
 */
export function altchaProvider(store: Store, secret: string, params: AltchaParameters): CaptchaProvider {
  return {
    name: "altcha",
    siteKey: "",
    async challenge() {
      return createChallenge({
        algorithm: "SHA-256",
        hmacKey: secret,
        maxnumber: params.maxNumber,
        expires: new Date(Date.now() + params.ttlSeconds * 1000),
      });
    },
    async verify(key) {
      let payload: { signature?: unknown };
      try {
        payload = JSON.parse(Buffer.from(key, "base64").toString("utf8")) as { signature?: unknown };
      } catch {
        return { ok: false, reason: "ALTCHA payload is not base64 JSON" };
      }
      if (typeof payload.signature !== "string")
        return { ok: false, reason: "ALTCHA payload has no signature" };
      let verified = false;
      try {
        verified = await verifySolution(key, secret, true);
      } catch {
        verified = false;
      }
      if (!verified) return { ok: false, reason: "ALTCHA solution is wrong or expired" };
      const expires = Number(extractParams(key).expires ?? 0) * 1000;
      // Recorded in the database, so a solved challenge cannot be replayed, not even against another instance.
      const fresh = await store.auth.markCaptchaUsed(
        `altcha:${payload.signature}`,
        Math.max(expires, Date.now()) + 60_000,
      );
      return fresh ? { ok: true } : { ok: false, reason: "ALTCHA solution was already used" };
    },
  };
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const SITEVERIFY = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
} as const;

export function siteverifyProvider(
  name: "turnstile" | "hcaptcha",
  siteKey: string,
  secret: string,
  fetchImpl: FetchLike = fetch,
): CaptchaProvider {
  return {
    name,
    siteKey,
    async verify(key, remoteIp) {
      const body = new URLSearchParams({ secret, response: key });
      if (remoteIp) body.set("remoteip", remoteIp);
      if (name === "hcaptcha") body.set("sitekey", siteKey);
      try {
        const res = await fetchImpl(SITEVERIFY[name], {
          method: "POST",
          body,
          signal: AbortSignal.timeout(10_000),
        });
        const data = (await res.json()) as { success?: unknown; "error-codes"?: unknown };
        return data.success === true
          ? { ok: true }
          : { ok: false, reason: `${name} rejected the key: ${JSON.stringify(data["error-codes"] ?? [])}` };
      } catch (err) {
        return {
          ok: false,
          reason: `${name} siteverify failed: ${err instanceof Error ? err.message : String(err)}`,
        };
      }
    },
  };
}

export const offProvider: CaptchaProvider = {
  name: "off",
  siteKey: "",
  async verify() {
    return { ok: true };
  },
};

/** The provider the settings (CAPTCHA_PROVIDER) pick. */
export async function createCaptcha(
  config: Config,
  store: Store,
  altcha: AltchaParameters = DEFAULT_ALTCHA,
  fetchImpl?: FetchLike,
): Promise<CaptchaProvider> {
  const c = config.captcha;
  if (c.provider === "off") return offProvider;
  if (c.provider === "turnstile" || c.provider === "hcaptcha") {
    return siteverifyProvider(c.provider, c.siteKey, c.secret, fetchImpl);
  }
  // One secret for every instance sharing the database, so any of them can verify a challenge.
  const secret = await store.instance.getOrCreateMeta("altcha_hmac_key", newSessionToken);
  return altchaProvider(store, secret, altcha);
}
