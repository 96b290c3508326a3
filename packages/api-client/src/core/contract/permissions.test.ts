// The role table as docs/decisions.md#team-roles-and-permissions words it: a change to what a role holds has to change these lines too.
import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, ROLE_PERMISSIONS, TEAM_ROLES } from "./permissions.ts";
import { contractRoutes } from "./routes.ts";

const held = (role: (typeof TEAM_ROLES)[number]) => PERMISSIONS.filter((p) => can(role, p));

describe("team roles", () => {
  it("gives the owner everything and an admin all but ownership (the access code, the team)", () => {
    expect(held("owner")).toEqual([...PERMISSIONS]);
    expect(held("admin")).toEqual(PERMISSIONS.filter((p) => p !== "ownership"));
  });

  it("gives a manager orders, replacements, stock and keys, and storefront intake, not settings", () => {
    expect(held("manager").sort()).toEqual(
      [
        "session",
        "orders.read",
        "replacements",
        "stock.read",
        "stock.write",
        "keys",
        "intake",
        "community.post",
      ].sort(),
    );
  });

  it("gives support the orders to read and replacements, never the keys", () => {
    expect(held("support").sort()).toEqual(
      ["session", "orders.read", "replacements", "stock.read", "community.post"].sort(),
    );
    expect(can("support", "keys")).toBe(false);
  });

  it("lets a viewer read only: every route it may call is a GET, a batch read, or about their own sign-in", () => {
    const callable = Object.values(contractRoutes).filter(
      (r) => (r.auth === "token" || r.auth === "admin") && "permission" in r && can("viewer", r.permission),
    );
    // Their own sign-in: signing out (this session, or their own others: docs/decisions.md#sessions-and-the-trail),
    // their own factors, step-up, leaving the team. Nothing of the store's.
    const own = [
      contractRoutes.logout,
      contractRoutes.endSession,
      contractRoutes.endOtherSessions,
      contractRoutes.addPasskeyOptions,
      contractRoutes.addPasskey,
      contractRoutes.removePasskey,
      contractRoutes.totpSetup,
      contractRoutes.enableTotp,
      contractRoutes.disableTotp,
      contractRoutes.regenerateRecoveryCodes,
      contractRoutes.stepUpOptions,
      contractRoutes.stepUp,
      contractRoutes.leaveTeam,
    ].map((r) => `${r.method} ${r.path}`);
    expect(
      callable.filter(
        (r) =>
          r.method !== "GET" &&
          r.path !== contractRoutes.getOrdersBatch.path &&
          !own.includes(`${r.method} ${r.path}`),
      ),
    ).toEqual([]);
    expect(callable.length).toBeGreaterThan(5);
  });

  it("orders the roles from most to least trusted: each holds no more than the one above", () => {
    for (let i = 1; i < TEAM_ROLES.length; i++) {
      const above = ROLE_PERMISSIONS[TEAM_ROLES[i - 1] ?? "owner"];
      for (const p of ROLE_PERMISSIONS[TEAM_ROLES[i] ?? "viewer"]) expect(above.has(p)).toBe(true);
    }
  });
});
