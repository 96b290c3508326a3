// The team's rules as docs/product.md#team words them.
import { describe, expect, it } from "vitest";
import {
  grantableRoles,
  inviteRefusal,
  inviteState,
  leaveRefusal,
  mayRemoveFactor,
  OWNER_MEMBER_ID,
  ownerCount,
  removalRefusal,
  roleChangeRefusal,
  type TeamPerson,
} from "./rules.ts";
import { teamMessages } from "./texts.ts";

const storeOwner: TeamPerson = { id: OWNER_MEMBER_ID, role: "owner" };
const coOwner: TeamPerson = { id: "m-co", role: "owner" };
const admin: TeamPerson = { id: "m-admin", role: "admin" };
const support: TeamPerson = { id: "m-support", role: "support" };
const team = [storeOwner, coOwner, admin, support];

describe("who manages the team", () => {
  it("is only a role holding ownership: an admin, a manager, support and a viewer grant nothing", () => {
    expect(grantableRoles("owner")).toEqual(["owner", "admin", "manager", "support", "viewer"]);
    for (const role of ["admin", "manager", "support", "viewer"] as const)
      expect(grantableRoles(role)).toEqual([]);
    expect(inviteRefusal(admin, "viewer")).toBe(teamMessages.manageOnly);
    expect(roleChangeRefusal(admin, support, "viewer", team)).toBe(teamMessages.manageOnly);
    expect(removalRefusal(admin, support, team)).toBe(teamMessages.manageOnly);
  });

  it("lets an owner invite any role, a co-owner included", () => {
    for (const role of ["owner", "admin", "manager", "support", "viewer"] as const) {
      expect(inviteRefusal(storeOwner, role)).toBeNull();
      expect(inviteRefusal(coOwner, role)).toBeNull();
    }
  });
});

describe("role changes", () => {
  it("never changes one's own role", () => {
    expect(roleChangeRefusal(coOwner, coOwner, "admin", team)).toBe(teamMessages.ownRole);
    expect(roleChangeRefusal(storeOwner, storeOwner, "admin", team)).toBe(teamMessages.ownRole);
  });

  it("keeps the store's owner the owner: a co-owner cannot demote or remove them", () => {
    expect(roleChangeRefusal(coOwner, storeOwner, "admin", team)).toBe(teamMessages.storeOwnerFixed);
    expect(removalRefusal(coOwner, storeOwner, team)).toBe(teamMessages.storeOwnerFixed);
  });

  it("lets an owner promote, demote and remove members, a co-owner too while another owner stays", () => {
    expect(roleChangeRefusal(storeOwner, support, "manager", team)).toBeNull();
    expect(roleChangeRefusal(storeOwner, admin, "viewer", team)).toBeNull();
    expect(roleChangeRefusal(storeOwner, coOwner, "admin", team)).toBeNull();
    expect(removalRefusal(storeOwner, coOwner, team)).toBeNull();
    expect(removalRefusal(coOwner, support, team)).toBeNull();
  });

  it("refuses to demote or remove the last owner", () => {
    // A team whose only owner is a co-owner cannot arise (the store's owner always stays), but the rule holds.
    const alone = [coOwner, support];
    expect(ownerCount(alone)).toBe(1);
    const otherOwner: TeamPerson = { id: "m-x", role: "owner" };
    expect(roleChangeRefusal(otherOwner, coOwner, "admin", alone)).toBe(teamMessages.lastOwner);
    expect(removalRefusal(otherOwner, coOwner, alone)).toBe(teamMessages.lastOwner);
    expect(roleChangeRefusal(otherOwner, coOwner, "owner", alone)).toBeNull();
  });

  it("asks the person to leave rather than remove themself", () => {
    expect(removalRefusal(coOwner, coOwner, team)).toBe(teamMessages.removeSelf);
  });
});

describe("leaving", () => {
  it("lets a member and a co-owner leave, never the store's owner or the last owner", () => {
    expect(leaveRefusal(support, team)).toBeNull();
    expect(leaveRefusal(coOwner, team)).toBeNull();
    expect(leaveRefusal(storeOwner, team)).toBe(teamMessages.storeOwnerCannotLeave);
    expect(leaveRefusal(coOwner, [coOwner, support])).toBe(teamMessages.lastOwner);
  });
});

describe("invites", () => {
  it("is pending until it expires at exactly 72 hours, and used wins over expired", () => {
    const made = 1_000_000;
    const expiresAt = made + 72 * 3_600_000;
    expect(inviteState({ usedAt: null, expiresAt }, expiresAt - 1)).toBe("pending");
    expect(inviteState({ usedAt: null, expiresAt }, expiresAt)).toBe("expired");
    expect(inviteState({ usedAt: made + 5, expiresAt }, expiresAt + 1)).toBe("used");
  });
});

describe("factors", () => {
  it("keeps a member with at least one factor; the store's owner may remove their last", () => {
    expect(mayRemoveFactor({ passkeys: 1, totp: false }, "passkey", false)).toBe(false);
    expect(mayRemoveFactor({ passkeys: 0, totp: true }, "totp", false)).toBe(false);
    expect(mayRemoveFactor({ passkeys: 2, totp: false }, "passkey", false)).toBe(true);
    expect(mayRemoveFactor({ passkeys: 1, totp: true }, "totp", false)).toBe(true);
    expect(mayRemoveFactor({ passkeys: 1, totp: false }, "passkey", true)).toBe(true);
  });
});
