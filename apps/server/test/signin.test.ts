// Sessions that end and links that sign in once (docs/decisions.md#sign-in-links): Sign Out revokes the session on
// the server; the current user carries no access code; the bot's dashboard link holds a one-time code that is
// exchanged over POST, once, within minutes; and neither a code nor a token in a URL reaches the request log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_CODE_TTL_MS } from "../src/features/auth/handlers.ts";
import { asContract, call, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  s = await startServer({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await s?.close();
});

const self = (token: string) => call(s.url, "GET", "/api/auth/self", { token });
const exchange = (code: string) => call(s.url, "POST", "/api/auth/signin-code", { body: { code } });

describe("Sign Out", () => {
  it("revokes the session on the server: the token stops working at once", async () => {
    const a = await s.seller();
    expect((await self(a.token)).status).toBe(200);
    const out = await call(s.url, "POST", "/api/auth/logout", { token: a.token });
    expect(out.status).toBe(200);
    expect(asContract("logout", out.body)).toEqual({ message: "Signed out" });
    expect((await self(a.token)).status).toBe(401);
    expect((await call(s.url, "GET", "/api/user/settings", { token: a.token })).status).toBe(401);
    // Signing out again, or without a session, is a 401 like every signed-in call.
    expect((await call(s.url, "POST", "/api/auth/logout", { token: a.token })).status).toBe(401);
  });

  it("ends only that session: the seller's other sessions keep working", async () => {
    const a = await s.seller();
    const other = await s.store.auth.createSession(a.seller.id, s.config.sessionTtlMs);
    await call(s.url, "POST", "/api/auth/logout", { token: a.token });
    expect((await self(other)).status).toBe(200);
  });
});

describe("the current user", () => {
  it("carries no access code; Settings asks for it where it shows it", async () => {
    const a = await s.seller();
    const me = await self(a.token);
    expect(me.status).toBe(200);
    expect(me.body).not.toHaveProperty("access_code");
    expect(JSON.stringify(me.body)).not.toContain(a.accessCode);
    const settings = await call(s.url, "GET", "/api/user/settings", { token: a.token });
    expect(asContract("userSettings", settings.body).access_code).toBe(a.accessCode);
  });
});

describe("the bot's dashboard link", () => {
  const link = (botKey: string, host?: string) =>
    call(s.url, "POST", "/api/bot/signin-link", {
      token: botKey,
      ...(host ? { headers: { Host: host } } : {}),
    });

  it("needs the bot key", async () => {
    expect((await link("")).status).toBe(401);
    const a = await s.seller();
    expect((await link(a.token)).status).toBe(401);
  });

  it("signs its seller in once, over POST, with a code that is not a session", async () => {
    const a = await s.seller();
    const before = Date.now();
    const r = await link(a.botKey);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    const answer = asContract("botSignInLink", r.body);
    const code = new URL(answer.url).searchParams.get("signin") ?? "";
    expect(answer.url).toBe(`${s.url}/dashboard?signin=${code}`);
    expect(answer.path).toBe(`/dashboard?signin=${code}`);
    const expires = Date.parse(answer.expires_at) - before;
    expect(expires).toBeGreaterThan(SIGN_IN_CODE_TTL_MS - 5_000);
    expect(expires).toBeLessThanOrEqual(SIGN_IN_CODE_TTL_MS + 1_000);
    // The code itself opens nothing.
    expect((await self(code)).status).toBe(401);

    const first = await exchange(code);
    expect(first.status).toBe(200);
    const { token } = asContract("redeemSignInCode", first.body);
    expect(asContract("currentUser", (await self(token)).body).id).toBe(a.seller.id);
    // Single use.
    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({
      message:
        "This sign-in link has expired or was already used. Ask the bot for a new one, or sign in with your access code.",
    });
  });

  it("is used once even when two pages exchange it at the same moment", async () => {
    const a = await s.seller();
    const code = await s.store.auth.createSignInCode(a.seller.id, SIGN_IN_CODE_TTL_MS);
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(code)));
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
    expect(answers.filter((x) => x.status === 401)).toHaveLength(7);
  });

  it("ends when the bot key is rotated, and when the access code is reset", async () => {
    // A link asked for with a key that leaked must not outlive the key.
    const a = await s.seller();
    const leaked = asContract("botSignInLink", (await link(a.botKey)).body);
    const rotated = await call(s.url, "POST", "/api/user/rotate-bot-key", { token: a.token });
    expect(rotated.status).toBe(200);
    const afterRotation = await exchange(new URL(leaked.url).searchParams.get("signin") ?? "");
    expect(afterRotation.status).toBe(401);

    // A link asked for before a reset would sign in after it, and Settings would show the new code.
    const b = await s.seller();
    const before = asContract("botSignInLink", (await link(b.botKey)).body);
    const reset = await call(s.url, "POST", "/api/user/reset-access-code", { token: b.token });
    expect(reset.status).toBe(200);
    const afterReset = await exchange(new URL(before.url).searchParams.get("signin") ?? "");
    expect(afterReset.status).toBe(401);
    // Another seller's links are untouched.
    const c = await s.seller();
    const other = asContract("botSignInLink", (await link(c.botKey)).body);
    await call(s.url, "POST", "/api/user/rotate-bot-key", { token: a.token });
    expect((await exchange(new URL(other.url).searchParams.get("signin") ?? "")).status).toBe(200);
  });

  it("expires after minutes", async () => {
    const a = await s.seller();
    const code = await s.store.auth.createSignInCode(
      a.seller.id,
      SIGN_IN_CODE_TTL_MS,
      Date.now() - SIGN_IN_CODE_TTL_MS - 1,
    );
    expect((await exchange(code)).status).toBe(401);
    expect((await exchange("never-made")).status).toBe(401);
  });

  it("keeps codes and tokens in a URL out of the request log", async () => {
    const a = await s.seller();
    const code = await s.store.auth.createSignInCode(a.seller.id, SIGN_IN_CODE_TTL_MS);
    lines.length = 0;
    await fetch(`${s.url}/dashboard?signin=${code}&tab=1`);
    await fetch(`${s.url}/dashboard?token=${a.token}`);
    await fetch(`${s.url}/api/fetch/${a.seller.guildId}/live-stock?TOKEN=${a.token}`);
    expect((await exchange(code)).status).toBe(200);
    const log = lines.join("\n");
    expect(log).toContain("/dashboard?signin=[redacted]&tab=1");
    expect(log).toContain("/dashboard?token=[redacted]");
    expect(log).not.toContain(code);
    expect(log).not.toContain(a.token);
  });
});
