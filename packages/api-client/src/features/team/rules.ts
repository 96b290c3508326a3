/**
 * The team's rules (docs/decisions.md#team-sign-in-invites-passkeys-two-factors-step-up), shared by the server, which
 * enforces them, and the Team screen, which offers only what they allow.
 */
import { can, ROLE_PERMISSIONS, TEAM_ROLES, type TeamRole } from "../../core/contract/permissions.ts";
import { teamMessages } from "./texts.ts";

/** The store's owner (the access code's holder) in the team's list: they are the store, not a member row. */
export const OWNER_MEMBER_ID = "owner";

/** An invite link works this long, once. */
export const INVITE_TTL_MS = 72 * 60 * 60_000;
/** Recovery codes made at once (each works once). */
export const RECOVERY_CODE_COUNT = 10;
/** A member's or a passkey's name. */
export const MAX_NAME_LENGTH = 60;
/** Open invites a store may hold at once (pending ones). */
export const MAX_PENDING_INVITES = 50;
/** The invite page's path on the dashboard; the token follows in the fragment, so no server log or Referer holds it. */
export const INVITE_PAGE_PATH = "/dashboard/join";

export const INVITE_STATES = ["pending", "expired", "used"] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** Only roles that hold `ownership` manage the team. */
export function canManageTeam(role: TeamRole): boolean {
  return can(role, "ownership");
}

/** Whether `role` holds everything `other` holds ("a person grants only roles they hold"). */
export function holdsRole(role: TeamRole, other: TeamRole): boolean {
  for (const permission of ROLE_PERMISSIONS[other]) if (!can(role, permission)) return false;
  return true;
}

/**
 * The roles a person may invite or grant. An owner may invite a co-owner: a store whose team only one person can
 * manage is one lost phone away from a team nobody can change (docs/decisions.md).
 */
export function grantableRoles(role: TeamRole): TeamRole[] {
  return canManageTeam(role) ? TEAM_ROLES.filter((r) => holdsRole(role, r)) : [];
}

/** The person acting and the one acted on, as the rules need them. */
export interface TeamPerson {
  /** `OWNER_MEMBER_ID` for the store's owner. */
  id: string;
  role: TeamRole;
}

const isStoreOwner = (p: TeamPerson) => p.id === OWNER_MEMBER_ID;

/** How many owners a team has: the store's owner always, and any co-owners. */
export function ownerCount(members: readonly TeamPerson[]): number {
  return members.filter((m) => m.role === "owner").length;
}

/** Why `actor` may not invite someone as `role`, or null when they may. */
export function inviteRefusal(actor: TeamPerson, role: TeamRole): string | null {
  if (!canManageTeam(actor.role)) return teamMessages.manageOnly;
  if (!holdsRole(actor.role, role)) return teamMessages.grantOnlyHeld;
  return null;
}

/** Why `actor` may not give `target` the role `next`, or null when they may. `members`: the whole team. */
export function roleChangeRefusal(
  actor: TeamPerson,
  target: TeamPerson,
  next: TeamRole,
  members: readonly TeamPerson[],
): string | null {
  if (!canManageTeam(actor.role)) return teamMessages.manageOnly;
  if (actor.id === target.id) return teamMessages.ownRole;
  if (isStoreOwner(target)) return teamMessages.storeOwnerFixed;
  // Neither the role given nor the one taken away may be more than the actor holds.
  if (!holdsRole(actor.role, next) || !holdsRole(actor.role, target.role)) return teamMessages.grantOnlyHeld;
  if (target.role === "owner" && next !== "owner" && ownerCount(members) <= 1) return teamMessages.lastOwner;
  return null;
}

/** Why `actor` may not remove `target`, or null when they may. */
export function removalRefusal(
  actor: TeamPerson,
  target: TeamPerson,
  members: readonly TeamPerson[],
): string | null {
  if (!canManageTeam(actor.role)) return teamMessages.manageOnly;
  if (actor.id === target.id) return teamMessages.removeSelf;
  if (isStoreOwner(target)) return teamMessages.storeOwnerFixed;
  if (!holdsRole(actor.role, target.role)) return teamMessages.grantOnlyHeld;
  if (target.role === "owner" && ownerCount(members) <= 1) return teamMessages.lastOwner;
  return null;
}

/** Why `me` may not leave the team, or null when they may. */
export function leaveRefusal(me: TeamPerson, members: readonly TeamPerson[]): string | null {
  if (isStoreOwner(me)) return teamMessages.storeOwnerCannotLeave;
  if (me.role === "owner" && ownerCount(members) <= 1) return teamMessages.lastOwner;
  return null;
}

/** An invite's state at `now`: used wins over expired (it was used in time). */
export function inviteState(invite: { usedAt: number | null; expiresAt: number }, now: number): InviteState {
  if (invite.usedAt !== null) return "used";
  return invite.expiresAt <= now ? "expired" : "pending";
}

/** A person's factors, as the rules on removing them need. */
export interface FactorCounts {
  passkeys: number;
  totp: boolean;
}

export const hasFactor = (f: FactorCounts) => f.passkeys > 0 || f.totp;

/**
 * Whether removing one factor (a passkey or the authenticator) leaves a member able to sign in. The store's owner may
 * remove their last: they still have the access code (and then sign in with it alone again); a co-owner is a member.
 */
export function mayRemoveFactor(f: FactorCounts, kind: "passkey" | "totp", storeOwner: boolean): boolean {
  if (storeOwner) return true;
  const left = kind === "passkey" ? { ...f, passkeys: f.passkeys - 1 } : { ...f, totp: false };
  return hasFactor(left);
}
