/** The team's words the Team screen, the invite page, the mocks and the server share (docs/product.md#team). */
import type { TeamRole } from "../../core/contract/permissions.ts";

export const roleLabels: Record<TeamRole, string> = {
  owner: "Owner",
  admin: "Admin",
  manager: "Manager",
  support: "Support",
  viewer: "Viewer",
};

/** One line per role, for the invite's role picker. */
export const roleDescriptions: Record<TeamRole, string> = {
  owner: "Everything, including the access code and the team.",
  admin: "Everything but the access code and the team.",
  manager: "Orders, replacements, stock and keys, storefronts.",
  support: "Reads orders and stock, handles replacements. No keys.",
  viewer: "Reads only.",
};

export const inviteStateLabels = { pending: "Pending", expired: "Expired", used: "Used" } as const;

export const teamMessages = {
  inviteCreated: "Invite created. Copy the link now: it is shown only once.",
  inviteRevoked: "Invite revoked",
  inviteNotFound: "Invite not found",
  roleChanged: "Role changed",
  memberRemoved: "Member removed. Their sessions end at their next request.",
  memberNotFound: "Member not found",
  left: "You left the team",
  manageOnly: "Only the store's owners can change the team.",
  ownRole: "You cannot change your own role.",
  grantOnlyHeld: "You can only grant roles you hold.",
  storeOwnerFixed: "The store's owner stays the owner: their role cannot change and they cannot be removed.",
  storeOwnerCannotLeave: "The store's owner cannot leave the team.",
  lastOwner: "The team needs at least one owner.",
  removeSelf: "To remove yourself, leave the team.",
} as const;

/** What the public invite page shows for each state of an invite. */
export const inviteMessages = {
  valid: "You are invited to join this store's team.",
  expired: "This invite has expired. Ask the store's owner for a new one.",
  used: "This invite was already used. Ask the store's owner for a new one.",
  notFound: "This invite link is not valid. Check that you copied all of it.",
  accepted: "Welcome to the team",
  nameRequired: "Please enter your name",
  nameTooLong: "Your name can be at most 60 characters",
  setupExpired: "This setup took too long. Please start again.",
} as const;

export const factorMessages = {
  passkeyAdded: "Passkey added",
  passkeyRemoved: "Passkey removed",
  passkeyNotFound: "Passkey not found",
  passkeyFailed: "This passkey could not be verified. Please try again.",
  passkeyAlreadyAdded: "This passkey is already registered.",
  totpEnabled: "Authenticator app turned on",
  totpDisabled: "Authenticator app turned off",
  totpInvalid: "That code does not match. Check the time on your phone and try again.",
  totpAlreadyOn: "An authenticator app is already set up. Turn it off first to set up another.",
  totpNotOn: "No authenticator app is set up.",
  lastFactor: "A member needs at least one passkey or authenticator app to sign in.",
  recoveryCodesMade: "New recovery codes made. The old ones no longer work.",
  recoveryNeedsFactor: "Recovery codes come with a passkey or an authenticator app: add one first.",
  setupExpired: "This setup took too long. Please start again.",
  nameRequired: "Please enter a name for this passkey",
} as const;

export const stepUpMessages = {
  confirmed: "Confirmed. You can go on for the next 5 minutes.",
  wrongCode: "That code does not match. Please try again.",
  wrongAccessCode: "Invalid access code",
  /** The access code is only for a person without a second factor (the owner before adding one). */
  useYourFactor: "Confirm with your passkey or authenticator app.",
  noAccessCode: "Members confirm with their passkey or authenticator app.",
  passkeyFailed: "This passkey could not be verified. Please try again.",
  expired: "This request expired. Please try again.",
} as const;
