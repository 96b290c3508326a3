// The team's permissions, route by route (docs/decisions.md#team-roles-and-permissions): every signed-in
// route of the contract, called by each role and by an outsider, answers as the contract's permission and the role
// table say. The expectations are derived from those two tables, so a new route is checked the day it is added.
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import {
  can,
  FORBIDDEN_FOR_ROLE,
  type Permission,
  TEAM_ROLES,
  type TeamRole,
} from "@boostdash/api-client/core/contract/permissions";
import type { ContractRoute } from "@boostdash/api-client/core/contract/route";
import { contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { needsStepUp, STEP_UP_MESSAGE, STEP_UP_REQUIRED } from "@boostdash/api-client/core/contract/stepUp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asContract, call, messageOf, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
/** Each role's member in the (admin) store the matrix runs against; the owner signs in without one. */
const members = new Map<TeamRole, string | undefined>();

beforeAll(async () => {
  s = await startServer();
  for (const role of TEAM_ROLES) {
    members.set(
      role,
      role === "owner" ? undefined : await s.store.auth.addMember(s.admin.seller.id, `A ${role}`, role),
    );
  }
});
afterAll(async () => {
  await s?.close();
});

/**
 * A fresh session for the role (the last calls of a round sign out and reset the access code, ending sessions),
 * stepped up as a sign-in leaves it unless `stepUp` is false.
 */
function sessionOf(role: TeamRole, stepUp = true): Promise<string> {
  return s.store.auth.createSession(s.admin.seller.id, 60_000, {
    memberId: members.get(role),
    stepUpUntil: stepUp ? Date.now() + 60_000 : undefined,
  });
}

/** For a route that ends the session: a fresh one, of a member of its own for leaving (which removes them). */
async function endingSessionOf(name: string, role: TeamRole, stepUp = true): Promise<string> {
  if (name !== "leaveTeam" || role === "owner") return sessionOf(role, stepUp);
  const leaver = await s.store.auth.addMember(s.admin.seller.id, `Leaving ${role}`, role);
  return s.store.auth.createSession(s.admin.seller.id, 60_000, {
    memberId: leaver,
    stepUpUntil: stepUp ? Date.now() + 60_000 : undefined,
  });
}

/**
 * The routes that end the caller's session (signing out, a new access code, leaving the team) come last, so one
 * session serves a role.
 */
const ENDS_SESSIONS = new Set(["logout", "resetAccessCode", "leaveTeam"]);
const signedIn = Object.entries(contractRoutes as Record<string, ContractRoute>)
  .filter(([, route]) => route.auth === "token" || route.auth === "admin")
  .sort(([a], [b]) => Number(ENDS_SESSIONS.has(a)) - Number(ENDS_SESSIONS.has(b)));

/** Calls `each` for every route, a few at a time (the answers are independent), in order for the last ones. */
async function forEachRoute(each: (name: string, route: ContractRoute) => Promise<void>): Promise<void> {
  // Each of the last ones ends the session it is called with: the caller gives each a fresh one.
  const early = signedIn.filter(([name]) => !ENDS_SESSIONS.has(name));
  for (let i = 0; i < early.length; i += 8) {
    await Promise.all(early.slice(i, i + 8).map(([name, route]) => each(name, route)));
  }
  for (const [name, route] of signedIn.filter(([n]) => ENDS_SESSIONS.has(n))) await each(name, route);
}

/** The route's address with every `:param` filled (an id that exists nowhere: the answer may be a 404, not a 401). */
function urlOf(route: ContractRoute): string {
  return API_BASE_PATH + route.path.replace(/:[A-Za-z]+/g, "x0000000000");
}

async function ask(route: ContractRoute, token: string | undefined) {
  return call(s.url, route.method, urlOf(route), {
    token,
    ...(route.method === "GET" ? {} : { body: {} }),
  });
}

describe("every signed-in route, every role", () => {
  it("names a permission beside its auth in the contract", () => {
    const without = signedIn.filter(([, route]) => !("permission" in route) || !route.permission);
    expect(without.map(([name]) => name)).toEqual([]);
    expect(signedIn.length).toBeGreaterThan(40);
  });

  it("refuses an outsider (no session) with 401", async () => {
    await forEachRoute(async (name, route) => {
      const r = await ask(route, undefined);
      expect({ name, status: r.status }).toEqual({ name, status: 401 });
    });
  });

  for (const role of TEAM_ROLES) {
    it(`lets a ${role} through exactly the routes the role holds, refusing the rest with 403`, async () => {
      const token = await sessionOf(role);
      await forEachRoute(async (name, route) => {
        const r = await ask(route, ENDS_SESSIONS.has(name) ? await endingSessionOf(name, role) : token);
        const permission = route.permission as Permission;
        if (can(role, permission)) {
          // Through the gate: whatever the handler makes of an empty body or an unknown id, never a 401 or 403.
          expect({ name, role, status: r.status, body: r.status === 403 ? r.body : undefined }).toEqual({
            name,
            role,
            status: expect.not.toBeOneOf([401, 403]),
            body: undefined,
          });
        } else {
          expect({ name, role, status: r.status, error: (r.body as { message?: string }).message }).toEqual({
            name,
            role,
            status: 403,
            error: FORBIDDEN_FOR_ROLE,
          });
        }
      });
    });
  }
});

describe("step-up, route by route", () => {
  for (const role of TEAM_ROLES) {
    it(`asks a ${role} without a fresh step-up for one on exactly the step-up routes the role holds`, async () => {
      const token = await sessionOf(role, false);
      await forEachRoute(async (name, route) => {
        if (!can(role, route.permission as Permission)) return;
        const r = await ask(
          route,
          ENDS_SESSIONS.has(name) ? await endingSessionOf(name, role, false) : token,
        );
        const reason = (r.body as { reason?: string } | undefined)?.reason;
        if (needsStepUp(name, route)) {
          expect({ name, status: r.status, reason, message: messageOf(r.body) }).toEqual({
            name,
            status: 403,
            reason: STEP_UP_REQUIRED,
            message: STEP_UP_MESSAGE,
          });
        } else {
          expect({ name, status: r.status, reason }).toEqual({
            name,
            status: expect.not.toBeOneOf([401, 403]),
            reason: undefined,
          });
        }
      });
    });
  }

  it("names the issue's riskiest calls: the access code's reset, the bot key, the keys, every team change", () => {
    const stepUp = signedIn.filter(([name, route]) => needsStepUp(name, route)).map(([name]) => name);
    for (const name of [
      "resetAccessCode",
      "rotateBotKey",
      "listKeys",
      "createInvite",
      "revokeInvite",
      "changeMemberRole",
      "removeMember",
      "leaveTeam",
    ]) {
      expect(stepUp).toContain(name);
    }
  });
});

describe("membership is read at every request", () => {
  it("a removed member's session stops at its next request; a changed role applies at once", async () => {
    const id = await s.store.auth.addMember(s.admin.seller.id, "Temp", "manager");
    const token = await s.store.auth.createSession(s.admin.seller.id, 60_000, {
      memberId: id,
      stepUpUntil: Date.now() + 60_000,
    });
    const keys = `${API_BASE_PATH}${contractRoutes.listKeys.path}`;
    expect((await call(s.url, "GET", keys, { token })).status).toBe(200);

    await s.store.auth.setMemberRole(s.admin.seller.id, id, "support");
    const refused = await call(s.url, "GET", keys, { token });
    expect(refused.status).toBe(403);
    expect((refused.body as { message?: string }).message).toBe(FORBIDDEN_FOR_ROLE);

    expect(await s.store.auth.removeMember(s.admin.seller.id, id)).toBe(true);
    const self = await call(s.url, "GET", `${API_BASE_PATH}${contractRoutes.currentUser.path}`, { token });
    expect(self.status).toBe(401);
  });

  it("a member of one store is nobody in another", async () => {
    const other = await s.seller("Other Store");
    const id = await s.store.auth.addMember(other.seller.id, "Their Admin", "admin");
    // A session row naming this store but the other store's member is not a session of either.
    const token = await s.store.auth.createSession(s.admin.seller.id, 60_000, { memberId: id });
    const r = await call(s.url, "GET", `${API_BASE_PATH}${contractRoutes.currentUser.path}`, { token });
    expect(r.status).toBe(401);
  });

  it("never shows the owner's access code to a member, even an admin", async () => {
    const path = `${API_BASE_PATH}${contractRoutes.userSettings.path}`;
    const owner = await call(s.url, "GET", path, { token: await sessionOf("owner") });
    // The matrix above reset it: the code as stored now.
    const code = (await s.store.sellers.findById(s.admin.seller.id))?.accessCode;
    expect(code).toBeTruthy();
    expect(asContract("userSettings", owner.body).access_code).toBe(code);
    const admin = await call(s.url, "GET", path, { token: await sessionOf("admin") });
    expect(admin.status).toBe(200);
    expect(asContract("userSettings", admin.body).access_code).toBe("");
  });
});
