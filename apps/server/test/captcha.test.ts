// Captcha providers end to end (ALTCHA solved for real, siteverify providers against a stub), the login
// rate limit, and configuration errors.
import { AltchaChallengeSchema } from "@boostdash/api-client/auth/contract";
import { solveChallenge } from "altcha-lib/v1";
import { describe, expect, it } from "vitest";
import type { FetchLike } from "../src/captcha.ts";
import { ConfigError, loadConfig } from "../src/config.ts";
import { asContract, call, messageOf, startServer } from "./helpers.ts";

async function solvedPayload(url: string): Promise<string> {
  const r = await call(url, "GET", "/api/auth/altcha-challenge");
  expect(r.status).toBe(200);
  expect(r.headers.get("cache-control")).toBe("no-store");
  const challenge = AltchaChallengeSchema.parse(r.body);
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error("could not solve");
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString("base64");
}

describe("ALTCHA (the default provider)", () => {
  it("issues challenges, accepts a solved one once, refuses a forged or replayed one", async () => {
    const s = await startServer({
      env: { CAPTCHA_PROVIDER: "" },
      altcha: { maxNumber: 2000, ttlSeconds: 60 },
    });
    try {
      expect(
        asContract("captchaConfig", (await call(s.url, "GET", "/api/auth/captcha-config")).body),
      ).toEqual({
        provider: "altcha",
      });
      const payload = await solvedPayload(s.url);
      const login = (captcha_key: string) =>
        call(s.url, "POST", "/api/auth/login", { body: { captcha_key, access_code: s.admin.accessCode } });
      const ok = await login(payload);
      expect(ok.status).toBe(200);
      asContract("login", ok.body);

      const replay = await login(payload);
      expect(replay.status).toBe(400);
      expect(messageOf(replay.body)).toBe("Captcha verification failed. Please try again.");

      const forged = JSON.parse(Buffer.from(await solvedPayload(s.url), "base64").toString()) as {
        number: number;
      };
      forged.number += 1;
      expect((await login(Buffer.from(JSON.stringify(forged)).toString("base64"))).status).toBe(400);
      expect((await login("placeholder")).status).toBe(400);
      const logs = await s.store.logs.list(3);
      expect(logs[0]).toMatchObject({ action: "login_failed" });
      expect(logs[0]?.details).toMatch(/Captcha verification failed/);
    } finally {
      await s.close();
    }
  });
});

describe("Turnstile and hCaptcha", () => {
  it.each(["turnstile", "hcaptcha"] as const)("%s: verifies the key with siteverify", async (provider) => {
    const calls: { url: string; body: string }[] = [];
    const fakeFetch: FetchLike = async (url, init) => {
      const body = String(init.body);
      calls.push({ url, body });
      const success = new URLSearchParams(body).get("response") === "good-key";
      return new Response(
        JSON.stringify({ success, "error-codes": success ? [] : ["invalid-input-response"] }),
      );
    };
    const s = await startServer({
      env: { CAPTCHA_PROVIDER: provider, CAPTCHA_SITE_KEY: "site-123", CAPTCHA_SECRET: "shh" },
      fetch: fakeFetch,
    });
    try {
      expect((await call(s.url, "GET", "/api/auth/captcha-config")).body).toEqual({
        provider,
        siteKey: "site-123",
      });
      const bad = await call(s.url, "POST", "/api/auth/login", {
        body: { captcha_key: "bad-key", access_code: s.admin.accessCode },
      });
      expect(bad.status).toBe(400);
      const good = await call(s.url, "POST", "/api/auth/login", {
        body: { captcha_key: "good-key", access_code: s.admin.accessCode },
      });
      expect(good.status).toBe(200);
      expect(calls[0]?.url).toMatch(
        provider === "turnstile" ? /challenges\.cloudflare\.com/ : /hcaptcha\.com/,
      );
      expect(new URLSearchParams(calls[0]?.body).get("secret")).toBe("shh");
      expect(new URLSearchParams(calls[0]?.body).get("remoteip")).toBe("127.0.0.1");
      const page = await fetch(`${s.url}/`);
      expect(page.headers.get("content-security-policy")).toMatch(
        provider === "turnstile" ? /frame-src 'self' https:\/\/challenges\.cloudflare\.com/ : /hcaptcha\.com/,
      );
    } finally {
      await s.close();
    }
  });
});

describe("login rate limit", () => {
  it("throttles logins per address after the limit, and logs it", async () => {
    const s = await startServer({ env: { LOGIN_RATE_LIMIT: "3" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await call(s.url, "POST", "/api/auth/login", {
          body: { captcha_key: "x", access_code: "wrong" },
        });
        statuses.push(r.status);
        if (r.status === 429) expect(messageOf(r.body)).toMatch(/^Too many login attempts/);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const right = await call(s.url, "POST", "/api/auth/login", {
        body: { captcha_key: "x", access_code: s.admin.accessCode },
      });
      expect(right.status).toBe(429);
      await new Promise((r) => setTimeout(r, 50));
      const logs = await s.store.logs.list(10);
      expect(logs.some((l) => l.action === "login_failed" && /rate limited/.test(l.details))).toBe(true);
    } finally {
      await s.close();
    }
  });
});

describe("configuration", () => {
  it("has defaults", () => {
    const c = loadConfig({}, "/tmp");
    expect(c).toMatchObject({ port: 3000, host: "127.0.0.1", databaseUrl: undefined });
    expect(c.captcha).toMatchObject({ provider: "altcha", explicitlyOff: false });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(loadConfig({ DATA_DIR: "d" }, "/srv").dataDir).toBe("/srv/d");
  });

  it("turns the captcha off only when asked explicitly", () => {
    expect(loadConfig({ CAPTCHA_PROVIDER: "" }, "/tmp").captcha.provider).toBe("altcha");
    expect(loadConfig({ CAPTCHA_PROVIDER: "OFF" }, "/tmp").captcha).toMatchObject({
      provider: "off",
      explicitlyOff: true,
    });
  });

  it("explains every bad value at once", () => {
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: "http",
          CAPTCHA_PROVIDER: "recaptcha",
          DATABASE_URL: "mysql://x",
          PUBLIC_HOST: "https://a/b",
        },
        "/",
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="http": must be a number');
    expect(message).toContain(
      'CAPTCHA_PROVIDER="recaptcha": must be one of altcha, turnstile, hcaptcha, off',
    );
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("PUBLIC_HOST");
    expect(() => loadConfig({ CAPTCHA_PROVIDER: "turnstile" }, "/")).toThrow(
      /needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET/,
    );
    expect(() => loadConfig({ PORT: "70000" }, "/")).toThrow(/between 0 and 65535/);
  });
});
