// The one sign-in budget (per address, per person, for every way in) and the lockout of codes after wrong ones
// (docs/decisions.md#the-team-one-sign-in-budget-lockout-the-trails-last-gaps), over real HTTP on both databases;
// the windows' ends with an injected clock.
import { signInMessages } from "@boostdash/api-client/auth/texts";
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryWindowCounters } from "../src/rateLimits.ts";
import { addressKey, CODE_LOCKOUT, codesLocked, SignInBudget } from "../src/signInBudget.ts";
import { asContract, call, messageOf, startServer, type TestServer } from "./helpers.ts";
import { totpCode } from "./teamHelpers.ts";

/** A code of a later step than the one spent at `spentAt` (the next one while still in the same 30 seconds). */
function unspentCode(secret: string, spentAt: number): string {
  const now = Date.now();
  return totpCode(secret, Math.floor(now / 30_000) === Math.floor(spentAt / 30_000) ? spentAt + 30_000 : now);
}

const from = (address: string) => ({ "X-Forwarded-For": address });

/**
 * Every guessing route's path and a body that passes its schema (and is wrong); the sign-in IDs are made per
 * address (`n`), so the per-person count does not join in.
 */
const waysIn = (n = 0): Record<string, unknown> => ({
  "/api/auth/login": { captcha_key: "x", access_code: "wrong-code" },
  "/api/auth/signin-code": { code: "not-a-code" },
  "/api/auth/passkey/options": {},
  "/api/auth/passkey": { challengeId: "x", credential: {} },
  "/api/auth/totp": { signInId: `nobody-${n}`, code: "123456" },
  "/api/auth/recovery": { signInId: `nobody-${n}`, code: "abcde-fghij" },
  "/api/auth/second-factor": { challengeId: "x", method: "totp", code: "123456" },
  "/api/team/invite": { token: "nope" },
  "/api/team/invite/passkey-options": { token: "nope", name: "A" },
  "/api/team/invite/totp-setup": { token: "nope" },
  "/api/team/invite/accept": { token: "nope" },
});
const WAYS_IN = waysIn();

describe("one sign-in budget per address", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ env: { LOGIN_RATE_LIMIT: "3", TRUST_PROXY: "127.0.0.1" } });
  });
  afterAll(() => s?.close());

  it("counts every way in together: two tries elsewhere leave one for each route, then the login's 429", async () => {
    let n = 0;
    for (const path of Object.keys(WAYS_IN)) {
      const address = `10.1.0.${++n}`;
      const ways = waysIn(n);
      const body = ways[path];
      const statuses: number[] = [];
      // Two tries on two other routes, then this route's: the third of the address's three.
      const others = Object.entries(ways).filter(([p]) => p !== path);
      for (const [p, b] of [others[n % others.length], others[(n + 1) % others.length]].flatMap((o) =>
        o ? [o] : [],
      )) {
        statuses.push((await call(s.url, "POST", p, { body: b, headers: from(address) })).status);
      }
      statuses.push((await call(s.url, "POST", path, { body, headers: from(address) })).status);
      const over = await call(s.url, "POST", path, { body, headers: from(address) });
      expect({ path, before: statuses.some((st) => st === 429) }).toEqual({ path, before: false });
      expect({ path, status: over.status, message: messageOf(over.body) }).toEqual({
        path,
        status: 429,
        message: expect.stringMatching(/^Too many login attempts\. Please wait .+ and try again\.$/),
      });
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("counts step-up in the same budget", async () => {
    const session = await s.store.auth.createSession(s.admin.seller.id, 60_000);
    const address = "10.2.0.1";
    await call(s.url, "POST", "/api/auth/login", {
      body: WAYS_IN["/api/auth/login"],
      headers: from(address),
    });
    await call(s.url, "POST", "/api/team/invite", { body: { token: "nope" }, headers: from(address) });
    const step = (code: string) =>
      call(s.url, "POST", "/api/auth/step-up", {
        token: session,
        body: { method: "accessCode", code },
        headers: from(address),
      });
    expect((await step("no")).status).toBe(401);
    const over = await step(s.admin.accessCode);
    expect({ status: over.status, message: messageOf(over.body) }).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many login attempts/),
    });
    // Another address is not counted with it.
    expect((await call(s.url, "POST", "/api/auth/login", { body: WAYS_IN["/api/auth/login"] })).status).toBe(
      401,
    );
  });

  it("counts one person's tries from many addresses together (a sign-in ID, the owner's second step)", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const r = await call(s.url, "POST", "/api/auth/totp", {
        body: { signInId: "sam-abc123", code: "123456" },
        headers: from(`10.3.0.${i}`),
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The same ID in capitals is the same person.
    const upper = await call(s.url, "POST", "/api/auth/recovery", {
      body: { signInId: "SAM-ABC123", code: "abcde-fghij" },
      headers: from("10.3.0.9"),
    });
    expect(upper.status).toBe(429);
  });
});

describe("lockout after wrong codes", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  async function api(name: ContractRouteName, opts: { token?: string; body?: unknown } = {}) {
    const route = contractRoutes[name];
    return call(s.url, route.method, API_BASE_PATH + buildPath(route.path), {
      token: opts.token,
      body: opts.body ?? (route.method === "GET" ? undefined : {}),
    });
  }

  async function memberWithTotp(name: string) {
    const made = asContract(
      "createInvite",
      (await api("createInvite", { token: s.admin.token, body: { role: "support" } })).body,
    );
    const token = made.link.slice(made.link.indexOf("#") + 1);
    const setup = asContract("inviteTotpSetup", (await api("inviteTotpSetup", { body: { token } })).body);
    const now = Date.now();
    const accepted = await api("acceptInvite", {
      body: {
        token,
        name,
        factor: { type: "totp", challengeId: setup.challengeId, code: totpCode(setup.secret, now) },
      },
    });
    expect(accepted.status).toBe(200);
    return { ...asContract("acceptInvite", accepted.body), secret: setup.secret, joinedAt: now };
  }

  it(`refuses a member's codes after ${CODE_LOCKOUT.max} wrong ones, a right one too; sessions and others go on`, async () => {
    // Inviting changes the team: the owner's session steps up first.
    await s.store.auth.markStepUp(s.admin.token, Date.now() + 5 * 60_000);
    const tia = await memberWithTotp("Tia");
    const uma = await memberWithTotp("Uma");
    for (let i = 0; i < CODE_LOCKOUT.max; i++) {
      const wrong = i % 2 === 0 ? "000000" : "999999";
      const r =
        i < CODE_LOCKOUT.max - 1
          ? await api("totpSignIn", { body: { signInId: tia.signInId, code: wrong } })
          : await api("recoverySignIn", { body: { signInId: tia.signInId, code: "aaaaa-bbbbb" } });
      expect(r.status).toBe(401);
    }
    const right = await api("totpSignIn", {
      body: { signInId: tia.signInId, code: unspentCode(tia.secret, tia.joinedAt) },
    });
    expect({ status: right.status, message: messageOf(right.body) }).toEqual({
      status: 429,
      message: expect.stringMatching(
        /^Too many wrong codes for this account\. Codes are refused for \d+ minutes?; a passkey still signs in\.$/,
      ),
    });
    expect(messageOf(right.body)).toBe(codesLocked(Number(right.headers.get("retry-after"))));
    const recovery = await api("recoverySignIn", {
      body: { signInId: tia.signInId, code: tia.recoveryCodes[0] },
    });
    expect(recovery.status).toBe(429);
    // Her session from the invite still works; so does another member's sign-in.
    expect((await api("currentUser", { token: tia.token })).status).toBe(200);
    const other = await api("totpSignIn", {
      body: { signInId: uma.signInId, code: unspentCode(uma.secret, uma.joinedAt) },
    });
    expect(other.status).toBe(200);
    // Her recovery codes were not spent by the refused attempt.
    const left = asContract("myFactors", (await api("myFactors", { token: tia.token })).body);
    expect(left.recoveryCodesLeft).toBe(10);
  });

  it("locks the owner's second step after wrong codes, never the store: sessions stay, the access code still leads on", async () => {
    // The owner turns on an authenticator app.
    await s.store.auth.markStepUp(s.admin.token, Date.now() + 5 * 60_000);
    const setup = asContract("totpSetup", (await api("totpSetup", { token: s.admin.token })).body);
    const now = Date.now();
    const on = await api("enableTotp", {
      token: s.admin.token,
      body: { challengeId: setup.challengeId, code: totpCode(setup.secret, now) },
    });
    expect(on.status).toBe(200);
    const login = async () => {
      const r = await api("login", { body: { captcha_key: "x", access_code: s.admin.accessCode } });
      const body = r.body as { secondFactor?: { challengeId: string } };
      if (!body.secondFactor) throw new Error(`expected a second step: ${JSON.stringify(r.body)}`);
      return body.secondFactor.challengeId;
    };
    // Each wrong code on a fresh step: a new step per try does not buy more tries.
    for (let i = 0; i < CODE_LOCKOUT.max; i++) {
      const r = await api("secondFactor", {
        body: { challengeId: await login(), method: "totp", code: "000000" },
      });
      expect({ i, status: r.status, message: messageOf(r.body) }).toEqual({
        i,
        status: 401,
        message: signInMessages.totpInvalid,
      });
    }
    const right = await api("secondFactor", {
      body: { challengeId: await login(), method: "totp", code: unspentCode(setup.secret, now) },
    });
    expect(right.status).toBe(429);
    expect(messageOf(right.body)).toMatch(/^Too many wrong codes for this account/);
    // Step-up by code is refused too; the owner's session is not touched.
    const stepUp = await api("stepUp", {
      token: s.admin.token,
      body: { method: "totp", code: unspentCode(setup.secret, now) },
    });
    expect(stepUp.status).toBe(429);
    expect((await api("currentUser", { token: s.admin.token })).status).toBe(200);
  });
});

describe("the budget's windows (injected clock)", () => {
  const reply = () => {
    const headers: Record<string, string> = {};
    return {
      headers,
      header: (k: string, v: string) => {
        headers[k] = v;
      },
    };
  };

  it("lifts a person's lockout when its window ends, and not before", async () => {
    let now = 1_000_000;
    const budget = new SignInBudget(new MemoryWindowCounters(100, () => now), { perMinute: 1000 });
    const r = reply() as never;
    for (let i = 0; i < CODE_LOCKOUT.max - 1; i++) await budget.wrongCode("store:sam");
    await expect(budget.assertCodesAllowed(r, "store:sam")).resolves.toBeUndefined();
    await budget.wrongCode("store:sam");
    now += 60_000;
    await expect(budget.assertCodesAllowed(r, "store:sam")).rejects.toMatchObject({
      statusCode: 429,
      message: codesLocked(14 * 60),
    });
    await expect(budget.assertCodesAllowed(r, "store:ana")).resolves.toBeUndefined();
    now += CODE_LOCKOUT.windowMs - 60_000 - 1;
    await expect(budget.assertCodesAllowed(r, "store:sam")).rejects.toMatchObject({ statusCode: 429 });
    now += 1;
    await expect(budget.assertCodesAllowed(r, "store:sam")).resolves.toBeUndefined();
  });

  it("gives an address and a person their tries back a minute after the first", async () => {
    let now = 0;
    const budget = new SignInBudget(new MemoryWindowCounters(100, () => now), { perMinute: 2 });
    const r = reply();
    const req = { ip: "2001:db8:1:2:3:4:5:6" } as never;
    await budget.byAddress(req, r as never);
    await budget.byAddress({ ip: "2001:db8:1:2::9" } as never, r as never);
    await expect(budget.byAddress(req, r as never)).rejects.toMatchObject({ statusCode: 429 });
    expect(r.headers["Retry-After"]).toBe("60");
    await budget.byPerson(r as never, "p");
    await budget.byPerson(r as never, "p");
    await expect(budget.byPerson(r as never, "p")).rejects.toMatchObject({ statusCode: 429 });
    now = 60_000;
    await expect(budget.byAddress(req, r as never)).resolves.toBeUndefined();
    await expect(budget.byPerson(r as never, "p")).resolves.toBeUndefined();
  });

  it("keeps a person's lockout when a flood of addresses fills the in-memory counters", async () => {
    const budget = new SignInBudget(new MemoryWindowCounters(5), {
      perMinute: 1000,
      lockoutCounters: new MemoryWindowCounters(100),
    });
    const r = reply();
    for (let i = 0; i < CODE_LOCKOUT.max; i++) await budget.wrongCode("store:sam");
    for (let i = 0; i < 50; i++) await budget.byAddress({ ip: `10.7.0.${i}` } as never, r as never);
    await expect(budget.assertCodesAllowed(r as never, "store:sam")).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it("keys IPv6 by its /64 and an IPv4-mapped address as IPv4", () => {
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002::9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(addressKey("10.0.0.1")).toBe("10.0.0.1");
  });
});
