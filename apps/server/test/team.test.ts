// The team's sign-in over real HTTP (docs/decisions.md#team-sign-in-invites-passkeys-two-factors-step-up): invites
// accepted with a passkey (a software authenticator, checked by the real WebAuthn library) or an authenticator app,
// the ways in, the owner's second factor, step-up, and the team's rules; on SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set.
import { signInMessages } from "@boostdash/api-client/auth/texts";
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { FORBIDDEN_FOR_ROLE } from "@boostdash/api-client/core/contract/permissions";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { STEP_UP_REQUIRED } from "@boostdash/api-client/core/contract/stepUp";
import { teamRoutes } from "@boostdash/api-client/team/contract";
import { INVITE_PAGE_PATH, INVITE_TTL_MS, OWNER_MEMBER_ID } from "@boostdash/api-client/team/rules";
import {
  factorMessages,
  inviteMessages,
  stepUpMessages,
  teamMessages,
} from "@boostdash/api-client/team/texts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TeamRepository } from "../src/features/team/teamRepository.ts";
import { asContract, call, messageOf, sessionOf, startServer, type TestServer } from "./helpers.ts";
import { SoftPasskey, TEAM_SIGN_IN_ROUTES, totpCode } from "./teamHelpers.ts";

let s: TestServer;
const exercised = new Set<string>();

beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  // Every team and sign-in route is exercised here (api.test.ts leaves them to this file).
  const missing = [...Object.keys(teamRoutes), ...TEAM_SIGN_IN_ROUTES].filter((n) => !exercised.has(n));
  expect(missing).toEqual([]);
  await s?.close();
});

const ORIGIN = () => `https://${s.config.publicHost}`;

async function api(
  name: ContractRouteName,
  opts: { token?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  exercised.add(name);
  const route = contractRoutes[name];
  return call(s.url, route.method, API_BASE_PATH + buildPath(route.path, opts.params), {
    token: opts.token,
    body: opts.body ?? (route.method === "GET" || route.method === "DELETE" ? undefined : {}),
    headers: { Origin: ORIGIN() },
  });
}

async function ok<N extends ContractRouteName>(
  name: N,
  opts: { token?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  const r = await api(name, opts);
  expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
  return asContract(name, r.body);
}

const tokenOfLink = (link: string) => link.slice(link.indexOf("#") + 1);

/** An invite from the owner `token` for `role`, and its link's token. */
async function invite(token: string, role: "admin" | "manager" | "support" | "viewer" | "owner" = "support") {
  const made = await ok("createInvite", { token, body: { role } });
  return { ...made, token: tokenOfLink(made.link) };
}

/** A member joined through an invite with a new software passkey. */
async function joinWithPasskey(
  ownerToken: string,
  name: string,
  role: "support" | "manager" | "owner" = "support",
) {
  const { token } = await invite(ownerToken, role);
  const passkey = new SoftPasskey(s.config.publicHost, ORIGIN());
  const options = await ok("invitePasskeyOptions", { body: { token, name } });
  const accepted = await ok("acceptInvite", {
    body: {
      token,
      name,
      factor: {
        type: "passkey",
        challengeId: options.challengeId,
        credential: passkey.register(options.options),
      },
    },
  });
  return { ...accepted, passkey, inviteToken: token };
}

describe("invites", () => {
  it("makes a 72-hour link shown once; the member joins with a passkey, gets a session and 10 recovery codes", async () => {
    const made = await invite(s.admin.token, "support");
    expect(made.link.startsWith(`${s.url}${INVITE_PAGE_PATH}#`)).toBe(true);
    expect(Date.parse(made.invite.expiresAt) - Date.parse(made.invite.createdAt)).toBe(INVITE_TTL_MS);
    // Only the token's hash is kept.
    const rows = await s.db.kysely
      .withTables<{ teamInvites: { tokenHash: string } }>()
      .selectFrom("teamInvites")
      .select("tokenHash")
      .execute();
    expect(rows.some((r) => r.tokenHash.includes(made.token))).toBe(false);

    const info = await ok("readInvite", { body: { token: made.token } });
    expect(info).toMatchObject({ state: "pending", role: "support", message: inviteMessages.valid });
    expect(info.storeName).toBe(s.admin.seller.name);

    const passkey = new SoftPasskey(s.config.publicHost, ORIGIN());
    const options = await ok("invitePasskeyOptions", { body: { token: made.token, name: "Sam" } });
    expect(options.options.authenticatorSelection?.residentKey).toBe("required");
    const accepted = await ok("acceptInvite", {
      body: {
        token: made.token,
        name: "  Sam  ",
        factor: {
          type: "passkey",
          challengeId: options.challengeId,
          credential: passkey.register(options.options),
        },
      },
    });
    expect(accepted.recoveryCodes).toHaveLength(10);
    expect(new Set(accepted.recoveryCodes).size).toBe(10);
    expect(accepted.signInId).toMatch(/^sam-[a-z0-9]{6}$/);

    const me = await ok("currentUser", { token: accepted.token });
    expect(me).toMatchObject({ role: "support", memberName: "Sam", factors: { passkeys: 1, totp: false } });
    expect(me.permissions).not.toContain("keys");

    // Used: the link says so, and a second accept changes nothing.
    expect(await ok("readInvite", { body: { token: made.token } })).toMatchObject({
      state: "used",
      message: inviteMessages.used,
    });
    const again = await api("acceptInvite", {
      body: {
        token: made.token,
        name: "Eve",
        factor: {
          type: "passkey",
          challengeId: options.challengeId,
          credential: passkey.register(options.options),
        },
      },
    });
    expect(again.status).toBe(410);
    expect(messageOf(again.body)).toBe(inviteMessages.used);

    const team = await ok("getTeam", { token: s.admin.token });
    expect(team.members.filter((m) => m.name === "Eve")).toEqual([]);
    expect(team.members.find((m) => m.name === "Sam")).toMatchObject({ role: "support", storeOwner: false });
    expect(team.invites.find((i) => i.id === made.invite.id)).toMatchObject({ state: "used", usedBy: "Sam" });
    expect(team.members[0]).toMatchObject({ id: OWNER_MEMBER_ID, role: "owner", storeOwner: true });
  });

  it("refuses an expired, a revoked and an unknown link with clear words, and a member's team has no invites", async () => {
    const repo = new TeamRepository(s.db);
    const old = await repo.createInvite(
      s.admin.seller.id,
      "viewer",
      { person: OWNER_MEMBER_ID, name: "Owner" },
      INVITE_TTL_MS,
      Date.now() - INVITE_TTL_MS - 1,
    );
    expect(await ok("readInvite", { body: { token: old.token } })).toMatchObject({
      state: "expired",
      message: inviteMessages.expired,
    });
    const setup = await api("inviteTotpSetup", { body: { token: old.token } });
    expect({ status: setup.status, message: messageOf(setup.body) }).toEqual({
      status: 410,
      message: inviteMessages.expired,
    });

    const made = await invite(s.admin.token, "viewer");
    expect(await ok("revokeInvite", { token: s.admin.token, params: { id: made.invite.id } })).toEqual({
      message: teamMessages.inviteRevoked,
    });
    const gone = await api("readInvite", { body: { token: made.token } });
    expect({ status: gone.status, message: messageOf(gone.body) }).toEqual({
      status: 404,
      message: inviteMessages.notFound,
    });
    expect((await api("revokeInvite", { token: s.admin.token, params: { id: made.invite.id } })).status).toBe(
      404,
    );
  });

  it("joins with an authenticator app; a code is good once; a recovery code once", async () => {
    const { token } = await invite(s.admin.token, "manager");
    const setup = await ok("inviteTotpSetup", { body: { token } });
    expect(setup.uri.startsWith("otpauth://totp/")).toBe(true);
    const wrong = await api("acceptInvite", {
      body: { token, name: "Tia", factor: { type: "totp", challengeId: setup.challengeId, code: "000000" } },
    });
    // A wrong first code is refused and nothing is made; the same setup takes the right one (typed again).
    expect({ status: wrong.status, message: messageOf(wrong.body) }).toEqual({
      status: 400,
      message: factorMessages.totpInvalid,
    });
    const setup2 = setup;
    const now = Date.now();
    const accepted = await ok("acceptInvite", {
      body: {
        token,
        name: "Tia",
        factor: { type: "totp", challengeId: setup2.challengeId, code: totpCode(setup2.secret, now) },
      },
    });
    // The right code spent the setup.
    const again = await api("acceptInvite", {
      body: {
        token,
        name: "Tia",
        factor: { type: "totp", challengeId: setup2.challengeId, code: totpCode(setup2.secret, now) },
      },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect((await ok("currentUser", { token: accepted.token })).factors).toEqual({ passkeys: 0, totp: true });

    // The code the invite spent does not sign in again; the next step's code does, once.
    const reused = await api("totpSignIn", {
      body: { signInId: accepted.signInId, code: totpCode(setup2.secret, now) },
    });
    expect({ status: reused.status, message: messageOf(reused.body) }).toEqual({
      status: 401,
      message: signInMessages.totpReused,
    });
    const next = totpCode(setup2.secret, now + 30_000);
    const signedIn = await ok("totpSignIn", {
      body: { signInId: accepted.signInId.toUpperCase(), code: next },
    });
    expect((await ok("currentUser", { token: signedIn.token })).memberName).toBe("Tia");
    expect((await api("totpSignIn", { body: { signInId: accepted.signInId, code: next } })).status).toBe(401);
    const wrongId = await api("totpSignIn", { body: { signInId: "nobody-000000", code: next } });
    expect(messageOf(wrongId.body)).toBe(signInMessages.totpInvalid);

    const code = accepted.recoveryCodes[3] ?? "";
    expect(
      (await ok("recoverySignIn", { body: { signInId: accepted.signInId, code: code.toUpperCase() } })).token,
    ).toBeTruthy();
    const spent = await api("recoverySignIn", { body: { signInId: accepted.signInId, code } });
    expect({ status: spent.status, message: messageOf(spent.body) }).toEqual({
      status: 401,
      message: signInMessages.recoveryInvalid,
    });
    expect((await ok("myFactors", { token: signedIn.token })).recoveryCodesLeft).toBe(9);
  });
});

describe("passkey sign-in", () => {
  it("signs a member in with a discoverable passkey; a wrong or cloned one is refused and nothing changes", async () => {
    const member = await joinWithPasskey(s.admin.token, "Pat");
    const options = await ok("passkeyOptions", { body: {} });
    expect(options.options.allowCredentials ?? []).toEqual([]);
    const signedIn = await ok("passkeySignIn", {
      body: { challengeId: options.challengeId, credential: member.passkey.assert(options.options) },
    });
    expect((await ok("currentUser", { token: signedIn.token })).memberName).toBe("Pat");
    // The challenge is spent.
    const replay = await api("passkeySignIn", {
      body: { challengeId: options.challengeId, credential: member.passkey.assert(options.options) },
    });
    expect(messageOf(replay.body)).toBe(signInMessages.passkeyExpired);

    const stranger = new SoftPasskey(s.config.publicHost, ORIGIN());
    const o2 = await ok("passkeyOptions", { body: {} });
    const unknown = await api("passkeySignIn", {
      body: { challengeId: o2.challengeId, credential: stranger.assert(o2.options) },
    });
    expect({ status: unknown.status, message: messageOf(unknown.body) }).toEqual({
      status: 401,
      message: signInMessages.passkeyUnknown,
    });

    const o3 = await ok("passkeyOptions", { body: {} });
    const otherSite = await api("passkeySignIn", {
      body: {
        challengeId: o3.challengeId,
        credential: member.passkey.assert(o3.options, { origin: "https://evil.example" }),
      },
    });
    expect({ status: otherSite.status, message: messageOf(otherSite.body) }).toEqual({
      status: 401,
      message: signInMessages.passkeyFailed,
    });

    // A copy of the key whose counter went back.
    member.passkey.counter = 0;
    const o4 = await ok("passkeyOptions", { body: {} });
    const cloned = await api("passkeySignIn", {
      body: { challengeId: o4.challengeId, credential: member.passkey.assert(o4.options) },
    });
    expect(cloned.status).toBe(401);
  });
});

describe("the owner's second factor and step-up", () => {
  it("asks an owner without a factor to re-type the access code; then the riskiest calls go through", async () => {
    const seller = await s.seller("Step Store");
    const login = await api("login", { body: { captcha_key: "x", access_code: seller.accessCode } });
    const fresh = sessionOf(login.body).token;
    // A sign-in counts as a step-up; a session without one is asked.
    const stale = await s.store.auth.createSession(seller.seller.id, 60_000);
    const refused = await api("resetAccessCode", { token: stale });
    expect(refused.status).toBe(403);
    expect((refused.body as { reason?: string }).reason).toBe(STEP_UP_REQUIRED);
    expect((await api("rotateBotKey", { token: fresh })).status).toBe(200);

    const wrong = await api("stepUp", { token: stale, body: { method: "accessCode", code: "nope" } });
    expect({ status: wrong.status, message: messageOf(wrong.body) }).toEqual({
      status: 401,
      message: stepUpMessages.wrongAccessCode,
    });
    const totpRefused = await api("stepUp", { token: stale, body: { method: "totp", code: "123456" } });
    expect(totpRefused.status).toBe(401);
    const up = await ok("stepUp", { token: stale, body: { method: "accessCode", code: seller.accessCode } });
    expect(Date.parse(up.until)).toBeGreaterThan(Date.now());
    expect((await ok("myFactors", { token: stale })).stepUpUntil).toBe(up.until);
    expect((await api("rotateBotKey", { token: stale })).status).toBe(200);
  });

  it("once the owner adds an authenticator, the access code alone signs in no more; a reset keeps the factor", async () => {
    const seller = await s.seller("Two Factor Store");
    const setup = await ok("totpSetup", { token: seller.token });
    const now = Date.now();
    const enabled = await ok("enableTotp", {
      token: seller.token,
      body: { challengeId: setup.challengeId, code: totpCode(setup.secret, now) },
    });
    expect(enabled.recoveryCodes).toHaveLength(10);
    expect(enabled.factors.signInId).toBeNull();

    const login = await ok("login", { body: { captcha_key: "x", access_code: seller.accessCode } });
    expect("token" in login).toBe(false);
    if (!("secondFactor" in login)) throw new Error("expected the second factor step");
    expect(login.secondFactor.methods).toEqual(["totp", "recovery"]);
    const bad = await api("secondFactor", {
      body: { challengeId: login.secondFactor.challengeId, method: "totp", code: "000000" },
    });
    expect(messageOf(bad.body)).toBe(signInMessages.totpInvalid);
    const done = await ok("secondFactor", {
      body: {
        challengeId: login.secondFactor.challengeId,
        method: "totp",
        code: totpCode(setup.secret, now + 30_000),
      },
    });
    const me = await ok("currentUser", { token: done.token });
    expect(me).toMatchObject({ role: "owner", memberName: null, factors: { passkeys: 0, totp: true } });
    // The step is spent with the sign-in.
    const again = await api("secondFactor", {
      body: {
        challengeId: login.secondFactor.challengeId,
        method: "recovery",
        code: enabled.recoveryCodes?.[0] ?? "",
      },
    });
    expect(messageOf(again.body)).toBe(signInMessages.secondFactorExpired);

    // A person with a factor confirms with it, not with the access code.
    const withCode = await api("stepUp", {
      token: done.token,
      body: { method: "accessCode", code: seller.accessCode },
    });
    expect(messageOf(withCode.body)).toBe(stepUpMessages.useYourFactor);

    // The reset (stepped up by the sign-in) gives a new code and keeps the authenticator (ASVS 6.4.3).
    const reset = await api("resetAccessCode", { token: done.token });
    expect(reset.status).toBe(200);
    const code = asContract("resetAccessCode", reset.body).newAccessCode;
    const after = await ok("login", { body: { captcha_key: "x", access_code: code } });
    expect("secondFactor" in after).toBe(true);
    if (!("secondFactor" in after)) return;
    const viaRecovery = await ok("secondFactor", {
      body: {
        challengeId: after.secondFactor.challengeId,
        method: "recovery",
        code: enabled.recoveryCodes?.[1] ?? "",
      },
    });
    expect(viaRecovery.token).toBeTruthy();
  });

  it("lets the owner add a passkey and sign in with it alone, step up with it, and remove factors", async () => {
    const seller = await s.seller("Passkey Owner");
    const passkey = new SoftPasskey(s.config.publicHost, ORIGIN());
    const options = await ok("addPasskeyOptions", { token: seller.token });
    const added = await ok("addPasskey", {
      token: seller.token,
      body: {
        challengeId: options.challengeId,
        credential: passkey.register(options.options),
        name: "Laptop",
      },
    });
    expect(added.factors.passkeys.map((p) => p.name)).toEqual(["Laptop"]);
    expect(added.recoveryCodes).toHaveLength(10);

    const login = await ok("login", { body: { captcha_key: "x", access_code: seller.accessCode } });
    if (!("secondFactor" in login)) throw new Error("expected the second factor step");
    expect(login.secondFactor.methods).toEqual(["passkey", "recovery"]);
    const po = await ok("passkeyOptions", { body: { challengeId: login.secondFactor.challengeId } });
    expect(po.options.allowCredentials?.map((c) => c.id)).toEqual([
      passkey.credentialId.toString("base64url"),
    ]);
    const signed = await ok("passkeySignIn", {
      body: { challengeId: po.challengeId, credential: passkey.assert(po.options) },
    });

    const stale = await s.store.auth.createSession(seller.seller.id, 60_000);
    expect((await api("regenerateRecoveryCodes", { token: stale })).status).toBe(403);
    const so = await ok("stepUpOptions", { token: stale });
    await ok("stepUp", {
      token: stale,
      body: { method: "passkey", challengeId: so.challengeId, credential: passkey.assert(so.options) },
    });
    const codes = await ok("regenerateRecoveryCodes", { token: stale });
    expect(codes.recoveryCodes).toHaveLength(10);
    expect(codes.message).toBe(factorMessages.recoveryCodesMade);

    // The store's owner may remove their last factor: the access code alone signs in again.
    const id = added.factors.passkeys[0]?.id ?? "";
    const removed = await ok("removePasskey", { token: signed.token, params: { id } });
    expect(removed.factors.passkeys).toEqual([]);
    expect(removed.factors.recoveryCodesLeft).toBe(0);
    const back = await ok("login", { body: { captcha_key: "x", access_code: seller.accessCode } });
    expect("token" in back).toBe(true);
    const offAgain = await api("disableTotp", { token: signed.token });
    expect(messageOf(offAgain.body)).toBe(factorMessages.totpNotOn);
  });
});

describe("the team's rules over HTTP", () => {
  it("keeps a member's last factor, lets only owners manage, never the store's owner leave", async () => {
    const member = await joinWithPasskey(s.admin.token, "Max", "support");
    const mine = await ok("myFactors", { token: member.token });
    const last = await api("removePasskey", {
      token: member.token,
      params: { id: mine.passkeys[0]?.id ?? "" },
    });
    expect({ status: last.status, message: messageOf(last.body) }).toEqual({
      status: 409,
      message: factorMessages.lastFactor,
    });
    const asSupport = await api("createInvite", { token: member.token, body: { role: "viewer" } });
    expect({ status: asSupport.status, message: messageOf(asSupport.body) }).toEqual({
      status: 403,
      message: FORBIDDEN_FOR_ROLE,
    });
    const ownerLeaves = await api("leaveTeam", { token: s.admin.token });
    expect(messageOf(ownerLeaves.body)).toBe(teamMessages.storeOwnerCannotLeave);
    const ownRole = await api("changeMemberRole", {
      token: s.admin.token,
      params: { id: OWNER_MEMBER_ID },
      body: { role: "admin" },
    });
    expect(messageOf(ownRole.body)).toBe(teamMessages.ownRole);

    const me = await ok("currentUser", { token: member.token });
    const team = await ok("getTeam", { token: member.token });
    expect(team.invites).toEqual([]);
    const id = team.members.find((m) => m.name === "Max")?.id ?? "";
    expect(team.me).toEqual({ id, role: me.role });
    const changed = await ok("changeMemberRole", {
      token: s.admin.token,
      params: { id },
      body: { role: "manager" },
    });
    expect(changed.member.role).toBe("manager");
    expect((await ok("currentUser", { token: member.token })).role).toBe("manager");

    // Removed: the old session is gone at its next request, and the passkey signs in no more.
    expect(await ok("removeMember", { token: s.admin.token, params: { id } })).toEqual({
      message: teamMessages.memberRemoved,
    });
    expect((await api("currentUser", { token: member.token })).status).toBe(401);
    const o = await ok("passkeyOptions", { body: {} });
    const after = await api("passkeySignIn", {
      body: { challengeId: o.challengeId, credential: member.passkey.assert(o.options) },
    });
    expect(after.status).toBe(401);
  });

  it("lets a member leave, and a co-owner be invited", async () => {
    const co = await joinWithPasskey(s.admin.token, "Cora", "owner");
    expect((await ok("currentUser", { token: co.token })).role).toBe("owner");
    // A co-owner holds ownership: they invite too.
    expect((await api("createInvite", { token: co.token, body: { role: "admin" } })).status).toBe(200);
    expect(await ok("leaveTeam", { token: co.token })).toEqual({ message: teamMessages.left });
    expect((await api("currentUser", { token: co.token })).status).toBe(401);
  });

  it("adds and removes a member's authenticator beside their passkey, asking the code first", async () => {
    const member = await joinWithPasskey(s.admin.token, "Gus", "support");
    const setup = await ok("totpSetup", { token: member.token });
    const wrong = await api("enableTotp", {
      token: member.token,
      body: { challengeId: setup.challengeId, code: "000000" },
    });
    expect(messageOf(wrong.body)).toBe(factorMessages.totpInvalid);
    // The same setup takes the right code after a wrong one, once.
    const setup2 = setup;
    const on = await ok("enableTotp", {
      token: member.token,
      body: { challengeId: setup2.challengeId, code: totpCode(setup2.secret) },
    });
    const twice = await api("enableTotp", {
      token: member.token,
      body: { challengeId: setup2.challengeId, code: totpCode(setup2.secret) },
    });
    expect(messageOf(twice.body)).toBe(factorMessages.setupExpired);
    // Not the first factor: no new recovery codes.
    expect(on.recoveryCodes).toBeNull();
    expect(on.factors.totp).toBe(true);
    const off = await ok("disableTotp", { token: member.token });
    expect(off.factors.totp).toBe(false);
    expect(off.factors.recoveryCodesLeft).toBe(10);
  });
});

describe("throttling", () => {
  it("throttles every new way in at the login's per-address limit, and prunes a challenge that ran out", async () => {
    // One budget for every way in (signInBudget.test.ts): each route is tried from an address of its own here.
    const limited = await startServer({ env: { LOGIN_RATE_LIMIT: "2", TRUST_PROXY: "127.0.0.1" } });
    try {
      const bodies: Record<string, unknown> = {
        "/api/auth/passkey/options": {},
        "/api/auth/passkey": { challengeId: "x", credential: {} },
        "/api/auth/totp": { signInId: "nobody-000001", code: "123456" },
        "/api/auth/recovery": { signInId: "nobody-000002", code: "abcde-fghij" },
        "/api/auth/second-factor": { challengeId: "x", method: "totp", code: "123456" },
        "/api/team/invite": { token: "nope" },
        "/api/team/invite/passkey-options": { token: "nope", name: "A" },
        "/api/team/invite/totp-setup": { token: "nope" },
        "/api/team/invite/accept": { token: "nope" },
      };
      let n = 0;
      for (const [path, body] of Object.entries(bodies)) {
        const headers = { "X-Forwarded-For": `10.9.0.${++n}` };
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) {
          statuses.push((await call(limited.url, "POST", path, { body, headers })).status);
        }
        expect({ path, third: statuses[2] }).toEqual({ path, third: 429 });
        expect(statuses.slice(0, 2).every((st) => st !== 429)).toBe(true);
      }
      const stale = await limited.store.auth.createSession(limited.admin.seller.id, 60_000);
      const stepUps: number[] = [];
      for (let i = 0; i < 3; i++) {
        stepUps.push(
          (
            await call(limited.url, "POST", "/api/auth/step-up", {
              token: stale,
              body: { method: "accessCode", code: "no" },
            })
          ).status,
        );
      }
      expect(stepUps).toEqual([401, 401, 429]);

      const repo = new TeamRepository(limited.db);
      const id = await repo.createChallenge(
        { kind: "step-up", sellerId: null, person: null, value: "x" },
        1000,
        Date.now() - 2000,
      );
      await limited.store.auth.deleteExpired();
      expect(await repo.takeChallenge(id, "step-up", 0)).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});
