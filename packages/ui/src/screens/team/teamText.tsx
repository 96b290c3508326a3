import { type DateInput, toDate } from "@boostdash/api-client/core/format";
import { relativeAge } from "@boostdash/api-client/core/time";
import type { TeamInvite } from "@boostdash/api-client/team/contract";
import { inviteStateLabels, roleLabels } from "@boostdash/api-client/team/texts";
import { ServerCrash } from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";

/** The Team screen's own words (docs/product.md#team); the server's are in the api-client's team texts. */
export const teamText = {
  title: "Team",
  ownerSubtitle: "The people who run this store with you, and how each signs in",
  memberSubtitle: "Your place in this store's team, and how you sign in",
  youTitle: "You",
  yourRole: (role: keyof typeof roleLabels) => `Your role: ${roleLabels[role]}`,
  leave: "Leave team",
  leaving: "Leaving...",
  leaveTitle: "Leave this team?",
  leaveText: "You will be signed out everywhere and need a new invite to come back.",
  membersTitle: "Members",
  membersDescription: "Everyone who can sign in to this store",
  you: "You",
  joined: (at: DateInput, now: DateInput) => `Joined ${relativeAge(at, now)}`,
  twoFactorOn: "2FA on",
  twoFactorOff: "2FA off",
  roleOf: (name: string) => `Role of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  removeTitle: "Remove this member?",
  removeText: (name: string) =>
    `${name} can no longer sign in; their sessions end at their next request. What they did stays in the logs.`,
  removeConfirm: "Remove",
  removing: "Removing...",
  invitesTitle: "Invites",
  invitesDescription: "A link signs one person in with the role you choose. It works once, within 72 hours.",
  inviteRole: "Role for the invite",
  createInvite: "Create invite link",
  creatingInvite: "Creating...",
  linkTitle: "Invite link created",
  linkText: "Copy it now and send it to the person you invite: it is shown only once.",
  linkLabel: "Invite link",
  copyLink: "Copy invite link",
  noInvites: "No invites yet",
  revoke: "Revoke",
  revokeLabel: (role: keyof typeof roleLabels) => `Revoke the ${roleLabels[role]} invite`,
  errorTitle: "That did not work",
} as const;

export const teamStatusTexts = {
  loading: "Loading the team...",
  error: {
    icon: <ServerCrash />,
    title: "Failed to load the team",
    description: "The team could not be loaded. Check your connection and try again.",
  },
} satisfies ScreenStatusTexts;

function untilText(at: DateInput, now: DateInput): string {
  const ms = toDate(at).getTime() - toDate(now).getTime();
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return "in less than an hour";
  if (hours < 48) return `in ${hours} hours`;
  return `in ${Math.floor(hours / 24)} days`;
}

/** 'Pending · expires in 67 hours', 'Expired 4d ago', 'Used by Vic Viewer 3h ago'. */
export function inviteLine(invite: TeamInvite, now: DateInput): string {
  if (invite.state === "used") {
    const by = invite.usedBy ? ` by ${invite.usedBy}` : "";
    return `${inviteStateLabels.used}${by}${invite.usedAt ? ` ${relativeAge(invite.usedAt, now)}` : ""}`;
  }
  if (invite.state === "expired") return `${inviteStateLabels.expired} ${relativeAge(invite.expiresAt, now)}`;
  return `${inviteStateLabels.pending} · expires ${untilText(invite.expiresAt, now)}`;
}
