/** Team fixtures for stories and tests: a store's owner, a member of each role, invites in each state, factors. */
import type { TeamRole } from "../../core/contract/permissions.ts";
import { ago, MOCK_NOW, mockAgo } from "../../core/mocks/fixtures.ts";
import { MOCK_MEMBER_NAMES } from "../auth/fixtures.ts";
import type { MyFactors, PasskeyInfo, TeamInvite, TeamMember, TotpSetup } from "./contract.ts";
import { INVITE_TTL_MS, OWNER_MEMBER_ID, RECOVERY_CODE_COUNT } from "./rules.ts";

/** The store's name, as the owner's row and the invite page show it. */
export const MOCK_STORE_NAME = "Nitro Hub";

/** The member id of each role's fixture (the owner's is `OWNER_MEMBER_ID`). */
export const MOCK_MEMBER_IDS: Record<TeamRole, string> = {
  owner: OWNER_MEMBER_ID,
  admin: "member-admin",
  manager: "member-manager",
  support: "member-support",
  viewer: "member-viewer",
};

/** The authenticator code the mocks accept (any other well-formed code is refused as wrong). */
export const MOCK_TOTP_CODE = "123456";
/** The invite tokens the mocks know, one per state; any other token is not found. */
export const MOCK_INVITE_TOKENS = {
  valid: "invite-valid",
  expired: "invite-expired",
  used: "invite-used",
} as const;
/** The sign-in ID the mocks accept with `MOCK_TOTP_CODE` or a recovery code. */
export const MOCK_SIGN_IN_ID = "sam-7k3q9d";

/** Ten recovery codes as the server shows them (`xxxxx-xxxxx`). */
export function createRecoveryCodes(): string[] {
  const halves = [
    "k7m2p",
    "q4x8a",
    "z9c3n",
    "h2w6t",
    "r5b8e",
    "m3j7v",
    "d8f2s",
    "p6y4g",
    "t2k9u",
    "w7n3h",
    "a4e6r",
  ];
  return Array.from({ length: RECOVERY_CODE_COUNT }, (_, i) => `${halves[i]}-${halves[i + 1]}`);
}

export function createTeamMember(over: Partial<TeamMember> = {}): TeamMember {
  return {
    id: MOCK_MEMBER_IDS.support,
    name: MOCK_MEMBER_NAMES.support ?? "",
    role: "support",
    joinedAt: mockAgo(ago.days(12)),
    storeOwner: false,
    factors: { passkeys: 1, totp: false },
    ...over,
  };
}

/** The store's owner as the team lists them. */
export function createOwnerMember(over: Partial<TeamMember> = {}): TeamMember {
  return createTeamMember({
    id: OWNER_MEMBER_ID,
    name: MOCK_STORE_NAME,
    role: "owner",
    joinedAt: mockAgo(ago.days(200)),
    storeOwner: true,
    factors: { passkeys: 0, totp: false },
    ...over,
  });
}

/** The owner and one member of each other role. */
export function createTeamMembers(): TeamMember[] {
  return [
    createOwnerMember(),
    createTeamMember({
      id: MOCK_MEMBER_IDS.admin,
      name: MOCK_MEMBER_NAMES.admin ?? "",
      role: "admin",
      joinedAt: mockAgo(ago.days(90)),
      factors: { passkeys: 2, totp: true },
    }),
    createTeamMember({
      id: MOCK_MEMBER_IDS.manager,
      name: MOCK_MEMBER_NAMES.manager ?? "",
      role: "manager",
      joinedAt: mockAgo(ago.days(40)),
      factors: { passkeys: 0, totp: true },
    }),
    createTeamMember(),
    createTeamMember({
      id: MOCK_MEMBER_IDS.viewer,
      name: MOCK_MEMBER_NAMES.viewer ?? "",
      role: "viewer",
      joinedAt: mockAgo(ago.hours(3)),
    }),
  ];
}

export function createTeamInvite(over: Partial<TeamInvite> = {}): TeamInvite {
  const createdAt = mockAgo(ago.hours(5));
  return {
    id: "invite-pending",
    role: "support",
    createdAt,
    expiresAt: new Date(Date.parse(createdAt) + INVITE_TTL_MS).toISOString(),
    state: "pending",
    createdBy: MOCK_STORE_NAME,
    usedBy: null,
    usedAt: null,
    ...over,
  };
}

/** One invite in each state: pending, expired, used. */
export function createTeamInvites(): TeamInvite[] {
  const expiredAt = mockAgo(ago.days(4));
  return [
    createTeamInvite(),
    createTeamInvite({
      id: "invite-expired",
      role: "manager",
      createdAt: new Date(Date.parse(expiredAt) - INVITE_TTL_MS).toISOString(),
      expiresAt: expiredAt,
      state: "expired",
    }),
    createTeamInvite({
      id: "invite-used",
      role: "viewer",
      createdAt: mockAgo(ago.hours(30)),
      expiresAt: new Date(Date.parse(mockAgo(ago.hours(30))) + INVITE_TTL_MS).toISOString(),
      state: "used",
      usedBy: MOCK_MEMBER_NAMES.viewer,
      usedAt: mockAgo(ago.hours(3)),
    }),
  ];
}

export function createPasskeyInfo(over: Partial<PasskeyInfo> = {}): PasskeyInfo {
  return {
    id: "passkey-1",
    name: "Work laptop",
    createdAt: mockAgo(ago.days(12)),
    lastUsedAt: mockAgo(ago.hours(2)),
    ...over,
  };
}

/** The signed-in person's factors: none (the owner before adding one) unless `over` says. */
export function createMyFactors(over: Partial<MyFactors> = {}): MyFactors {
  return {
    passkeys: [],
    totp: false,
    recoveryCodesLeft: 0,
    signInId: null,
    stepUpUntil: null,
    ...over,
  };
}

/** A member's factors: one passkey, ten recovery codes, a sign-in ID. */
export function createMemberFactors(over: Partial<MyFactors> = {}): MyFactors {
  return createMyFactors({
    passkeys: [createPasskeyInfo()],
    recoveryCodesLeft: 10,
    signInId: MOCK_SIGN_IN_ID,
    ...over,
  });
}

export function createTotpSetup(over: Partial<TotpSetup> = {}): TotpSetup {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  return {
    challengeId: "totp-setup-1",
    secret,
    uri: `otpauth://totp/boostdash:${encodeURIComponent(MOCK_STORE_NAME)}?secret=${secret}&issuer=boostdash&algorithm=SHA1&digits=6&period=30`,
    ...over,
  };
}

/** When a step-up made now holds until. */
export const MOCK_STEP_UP_UNTIL = new Date(Date.parse(MOCK_NOW) + 5 * 60_000).toISOString();
