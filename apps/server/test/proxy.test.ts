// TRUST_PROXY (docs/decisions.md#hardening): a hop count or the proxies' addresses; a client that writes its own
// X-Forwarded-For never chooses the address the login throttle counts.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { call, messageOf, startServer } from "./helpers.ts";

/** The address a proxy in front saw; whatever the client put before it in X-Forwarded-For is its own. */
const CLIENT = "203.0.113.7";

/** Six wrong logins from one client that writes a new X-Forwarded-For each time, through one proxy. */
async function rotatingLogins(trustProxy: string) {
  const s = await startServer({ env: { LOGIN_RATE_LIMIT: "3", TRUST_PROXY: trustProxy } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await call(s.url, "POST", "/api/auth/login", {
        body: { captcha_key: "x", access_code: "wrong" },
        // The client sent `X-Forwarded-For: 10.9.<i>.1`; the proxy appended the address it saw.
        headers: { "X-Forwarded-For": `10.9.${i}.1, ${CLIENT}` },
      });
      statuses.push(r.status);
    }
    const logged = (await s.store.logs.list(20)).map((l) => l.ipAddress);
    return { statuses, logged };
  } finally {
    await s.close();
  }
}

describe("TRUST_PROXY", () => {
  it("with a hop count of 1, a rotating X-Forwarded-For does not get past the login throttle", async () => {
    const { statuses, logged } = await rotatingLogins("1");
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    expect(new Set(logged)).toEqual(new Set([CLIENT]));
  });

  it("with the proxy's address (or a CIDR holding it), the same", async () => {
    for (const list of ["127.0.0.1", "10.0.0.0/8, 127.0.0.0/8", "loopback"]) {
      const { statuses, logged } = await rotatingLogins(list);
      expect(statuses, list).toEqual([401, 401, 401, 429, 429, 429]);
      expect(new Set(logged), list).toEqual(new Set([CLIENT]));
    }
  });

  it("ignores X-Forwarded-For from a peer that is not a listed proxy, and when off", async () => {
    for (const setting of ["10.0.0.0/8", "false"]) {
      const { statuses, logged } = await rotatingLogins(setting);
      expect(statuses, setting).toEqual([401, 401, 401, 429, 429, 429]);
      expect(new Set(logged), setting).toEqual(new Set(["127.0.0.1"]));
    }
  });

  it("refuses `true`, which would trust every hop, and says what to set instead", () => {
    let error: unknown;
    try {
      loadConfig({ TRUST_PROXY: "true" }, "/");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/TRUST_PROXY="true": trusts every hop/);
    expect((error as Error).message).toMatch(/TRUST_PROXY=1/);
  });

  it("parses hop counts and address lists, and refuses anything else", () => {
    expect(loadConfig({}, "/").trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }, "/").trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }, "/").trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }, "/").trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: " 127.0.0.1 , ::1,10.0.0.0/8,fd00::/8 " }, "/").trustProxy).toEqual([
      "127.0.0.1",
      "::1",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
    for (const bad of ["yes", "-1", "1.5", "10.0.0.0/33", "300.1.1.1", "127.0.0.1,,", "example.com"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }, "/"), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("a 429 from the throttle says what to do", async () => {
    const s = await startServer({ env: { LOGIN_RATE_LIMIT: "1", TRUST_PROXY: "1" } });
    try {
      await call(s.url, "POST", "/api/auth/login", { body: { captcha_key: "x", access_code: "w" } });
      const r = await call(s.url, "POST", "/api/auth/login", {
        body: { captcha_key: "x", access_code: "w" },
      });
      expect(r.status).toBe(429);
      expect(messageOf(r.body)).toMatch(/^Too many login attempts\. Please wait .+ and try again\.$/);
    } finally {
      await s.close();
    }
  });
});

describe("X-Forwarded-Host and -Proto behind TRUST_PROXY", () => {
  it("pass the Host's own rules before a link is written with them", async () => {
    const s = await startServer({ env: { TRUST_PROXY: "1" } });
    try {
      const a = await s.seller();
      const link = (headers: Record<string, string>) =>
        call(s.url, "POST", "/api/bot/signin-link", { token: a.botKey, headers });
      const ok = await link({ "X-Forwarded-Host": "Shop.Example.com:8443", "X-Forwarded-Proto": "https" });
      expect(ok.status).toBe(200);
      expect((ok.body as { url: string }).url).toMatch(
        /^https:\/\/Shop\.Example\.com:8443\/dashboard\?signin=/,
      );
      for (const [headers, message] of [
        [
          { "X-Forwarded-Host": "evil.example/phish?x=" },
          "The request's X-Forwarded-Host is not a host name",
        ],
        [{ "X-Forwarded-Host": "a..b" }, "The request's X-Forwarded-Host is not a host name"],
        [{ "X-Forwarded-Proto": "javascript" }, "The request's X-Forwarded-Proto is not http or https"],
      ] as const) {
        const r = await link(headers);
        expect(r.status, JSON.stringify(headers)).toBe(400);
        expect(messageOf(r.body)).toBe(message);
      }
    } finally {
      await s.close();
    }
  });
});
