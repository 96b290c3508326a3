/** Sign-in fixtures for stories and tests. */
import { PERMISSIONS, ROLE_PERMISSIONS, type TeamRole } from "../../core/contract/permissions.ts";
import { MOCK_GUILD_ID } from "../../core/mocks/fixtures.ts";
import type { CaptchaConfig, CurrentUser } from "./contract.ts";

/** The names the role fixtures give members (the owner is the store, without one). */
export const MOCK_MEMBER_NAMES: Record<TeamRole, string | null> = {
  owner: null,
  admin: "Ada Admin",
  manager: "Max Manager",
  support: "Sam Support",
  viewer: "Vic Viewer",
};

/** The signed-in owner without second factors (the access code only), unless `over` says otherwise. */
export function createCurrentUser(over: Partial<CurrentUser> = {}): CurrentUser {
  return {
    code: 200,
    message: "Authenticated",
    admin: true,
    id: "seller-0001",
    discordId: "900000000000000001",
    _id: "seller-0001",
    guildId: MOCK_GUILD_ID,
    role: "owner",
    memberName: null,
    permissions: [...PERMISSIONS],
    factors: { passkeys: 0, totp: false },
    ...over,
  };
}

/** The signed-in person as `role` (a member with a passkey, or the owner), with what that role holds. */
export function createCurrentUserAs(role: TeamRole, over: Partial<CurrentUser> = {}): CurrentUser {
  return createCurrentUser({
    role,
    memberName: MOCK_MEMBER_NAMES[role],
    permissions: PERMISSIONS.filter((p) => ROLE_PERMISSIONS[role].has(p)),
    factors: role === "owner" ? { passkeys: 0, totp: false } : { passkeys: 1, totp: false },
    ...over,
  });
}

export function createCaptchaConfig(over: Partial<CaptchaConfig> = {}): CaptchaConfig {
  return { provider: "off", ...over };
}
