/**
 * The team (docs/decisions.md#team-sign-in-invites-passkeys-two-factors-step-up): its members and invites, the public
 * invite page's calls, each person's own factors, and step-up. The sign-in calls themselves are in auth/contract.ts.
 */
import { z } from "zod";
import { boundedText, CountSchema, IdSchema, IsoDateSchema } from "../../core/contract/common.ts";
import { TEAM_ROLES } from "../../core/contract/permissions.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { SessionAnswerSchema, TotpCodeSchema } from "../auth/contract.ts";
import {
  AuthenticationCredentialSchema,
  AuthenticationOptionsSchema,
  RegistrationCredentialSchema,
  RegistrationOptionsSchema,
} from "../auth/webauthn.ts";
import { INVITE_STATES, MAX_NAME_LENGTH } from "./rules.ts";
import { factorMessages, inviteMessages } from "./texts.ts";

export const TeamRoleSchema = z.enum(TEAM_ROLES);
export const InviteStateSchema = z.enum(INVITE_STATES);

/** A person's own name in the team: trimmed, 1 to 60 characters. */
export const MemberNameSchema = boundedText(LIMITS.displayName)
  .trim()
  .min(1, { error: inviteMessages.nameRequired })
  .max(MAX_NAME_LENGTH, { error: inviteMessages.nameTooLong });

/** An invite's secret token, as the link's fragment carries it. */
export const InviteTokenSchema = boundedText(LIMITS.invite).trim().min(1, { error: inviteMessages.notFound });

export const FactorSummarySchema = z.object({ passkeys: CountSchema, totp: z.boolean() });
export type FactorSummary = z.infer<typeof FactorSummarySchema>;

/** One person of the team. The store's owner is listed with id `OWNER_MEMBER_ID` and `storeOwner: true`. */
export const TeamMemberSchema = z.object({
  id: IdSchema,
  name: z.string(),
  role: TeamRoleSchema,
  /** The owner: when the store was made. */
  joinedAt: IsoDateSchema,
  storeOwner: z.boolean(),
  factors: FactorSummarySchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** An invite as the team's managers see it (never its token: the link is shown once, when it is made). */
export const TeamInviteSchema = z.object({
  id: IdSchema,
  role: TeamRoleSchema,
  createdAt: IsoDateSchema,
  expiresAt: IsoDateSchema,
  state: InviteStateSchema,
  /** Who made it (their name). */
  createdBy: z.string(),
  /** The member it made, once used. */
  usedBy: z.string().nullable(),
  usedAt: IsoDateSchema.nullable(),
});
export type TeamInvite = z.infer<typeof TeamInviteSchema>;

/** `GET /api/team`: everyone in the store's team, and (for those who manage it) its invites, newest first. */
export const TeamSchema = z.object({
  me: z.object({ id: IdSchema, role: TeamRoleSchema }),
  members: z.array(TeamMemberSchema),
  /** Empty for a person who cannot manage the team. Revoked invites are gone; used and expired ones stay a week. */
  invites: z.array(TeamInviteSchema),
});
export type Team = z.infer<typeof TeamSchema>;

export const CreateInviteSchema = z.object({ role: TeamRoleSchema });

/** `POST /api/team/invites`: the link, this once only (only the token's SHA-256 is kept). */
export const CreatedInviteSchema = z.object({
  invite: TeamInviteSchema,
  /** `<dashboard origin>/dashboard/join#<token>`. */
  link: z.string(),
  message: z.string(),
});
export type CreatedInvite = z.infer<typeof CreatedInviteSchema>;

export const ChangeRoleSchema = z.object({ role: TeamRoleSchema });
export const ChangedMemberSchema = z.object({ member: TeamMemberSchema, message: z.string() });

const MessageSchema = z.object({ message: z.string() });

// ---- The public invite page (no session) ----

export const InviteTokenRequestSchema = z.object({ token: InviteTokenSchema });

/** `POST /api/team/invite`: what an invite link is, read before accepting. A used or expired one says so. */
export const InviteInfoSchema = z.object({
  storeName: z.string(),
  role: TeamRoleSchema,
  state: InviteStateSchema,
  expiresAt: IsoDateSchema,
  /** `inviteMessages.valid`, `.expired` or `.used`. */
  message: z.string(),
});
export type InviteInfo = z.infer<typeof InviteInfoSchema>;

/** `POST /api/team/invite/passkey-options`: the new member's name (their passkey is labelled with it). */
export const InvitePasskeyOptionsRequestSchema = z.object({
  token: InviteTokenSchema,
  name: MemberNameSchema,
});

export const RegistrationChallengeSchema = z.object({
  challengeId: IdSchema,
  options: RegistrationOptionsSchema,
});
export type RegistrationChallenge = z.infer<typeof RegistrationChallengeSchema>;

/** An authenticator app's setup: the secret (base32) to type, and the same as an otpauth:// URI for a QR code. */
export const TotpSetupSchema = z.object({
  challengeId: IdSchema,
  secret: z.string(),
  uri: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

const PasskeyName = boundedText(LIMITS.displayName)
  .trim()
  .min(1, { error: factorMessages.nameRequired })
  .max(MAX_NAME_LENGTH);

export const NewFactorSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("passkey"),
    challengeId: IdSchema,
    credential: RegistrationCredentialSchema,
    /** What the person calls it ("Work laptop"); "Passkey" when absent. */
    name: PasskeyName.optional(),
  }),
  z.object({ type: z.literal("totp"), challengeId: IdSchema, code: TotpCodeSchema }),
]);
export type NewFactor = z.input<typeof NewFactorSchema>;

/** `POST /api/team/invite/accept`: the member names themself and proves the factor they set up. */
export const AcceptInviteSchema = z.object({
  token: InviteTokenSchema,
  name: MemberNameSchema,
  factor: NewFactorSchema,
});
export type AcceptInvite = z.input<typeof AcceptInviteSchema>;

/** A member's sign-in: a session, their sign-in ID and their recovery codes, shown this once. */
export const AcceptedInviteSchema = z.object({
  ...SessionAnswerSchema.shape,
  /** Typed with an authenticator or recovery code at sign-in. */
  signInId: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type AcceptedInvite = z.infer<typeof AcceptedInviteSchema>;

// ---- My factors ----

export const PasskeyInfoSchema = z.object({
  id: IdSchema,
  name: z.string(),
  createdAt: IsoDateSchema,
  lastUsedAt: IsoDateSchema.nullable(),
});
export type PasskeyInfo = z.infer<typeof PasskeyInfoSchema>;

/** `GET /api/auth/factors`: the signed-in person's own factors. */
export const MyFactorsSchema = z.object({
  passkeys: z.array(PasskeyInfoSchema),
  totp: z.boolean(),
  recoveryCodesLeft: CountSchema,
  /** A member's sign-in ID; null for the store's owner (the access code names them). */
  signInId: z.string().nullable(),
  /** Until when this session's step-up holds; null when it has none (or it ran out). */
  stepUpUntil: IsoDateSchema.nullable(),
});
export type MyFactors = z.infer<typeof MyFactorsSchema>;

/** A change to one's factors: the factors after it, and recovery codes when this change made new ones (shown once). */
export const FactorChangeSchema = z.object({
  factors: MyFactorsSchema,
  recoveryCodes: z.array(z.string()).nullable(),
  message: z.string(),
});
export type FactorChange = z.infer<typeof FactorChangeSchema>;

export const AddPasskeySchema = z.object({
  challengeId: IdSchema,
  credential: RegistrationCredentialSchema,
  name: PasskeyName.optional(),
});
export type AddPasskey = z.input<typeof AddPasskeySchema>;

export const EnableTotpSchema = z.object({ challengeId: IdSchema, code: TotpCodeSchema });

// ---- Step-up ----

export const StepUpOptionsSchema = z.object({
  challengeId: IdSchema,
  options: AuthenticationOptionsSchema,
});

/**
 * `POST /api/auth/step-up`: a fresh proof for the next five minutes. The access code only for a person without a
 * second factor (the owner who has none yet); a person with one uses it.
 */
export const StepUpRequestSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("passkey"),
    challengeId: IdSchema,
    credential: AuthenticationCredentialSchema,
  }),
  z.object({ method: z.literal("totp"), code: TotpCodeSchema }),
  z.object({ method: z.literal("accessCode"), code: boundedText(LIMITS.accessCode).trim().min(1) }),
]);
export type StepUpRequest = z.input<typeof StepUpRequestSchema>;

export const StepUpAnswerSchema = z.object({ message: z.string(), until: IsoDateSchema });
export type StepUpAnswer = z.infer<typeof StepUpAnswerSchema>;

const IdParams = z.object({ id: IdSchema });

export const teamRoutes = {
  getTeam: { method: "GET", path: "/team", auth: "token", permission: "session", response: TeamSchema },
  createInvite: {
    method: "POST",
    path: "/team/invites",
    auth: "token",
    permission: "ownership",
    stepUp: true,
    request: CreateInviteSchema,
    response: CreatedInviteSchema,
  },
  revokeInvite: {
    method: "DELETE",
    path: "/team/invites/:id",
    auth: "token",
    permission: "ownership",
    stepUp: true,
    params: IdParams,
    response: MessageSchema,
  },
  changeMemberRole: {
    method: "PUT",
    path: "/team/members/:id/role",
    auth: "token",
    permission: "ownership",
    stepUp: true,
    params: IdParams,
    request: ChangeRoleSchema,
    response: ChangedMemberSchema,
  },
  removeMember: {
    method: "DELETE",
    path: "/team/members/:id",
    auth: "token",
    permission: "ownership",
    stepUp: true,
    params: IdParams,
    response: MessageSchema,
  },
  /** Any member may leave (not the store's owner, nor the last owner); a team change, so it asks for step-up. */
  leaveTeam: {
    method: "POST",
    path: "/team/leave",
    auth: "token",
    permission: "session",
    stepUp: true,
    response: MessageSchema,
  },
  readInvite: {
    method: "POST",
    path: "/team/invite",
    auth: "none",
    request: InviteTokenRequestSchema,
    response: InviteInfoSchema,
  },
  invitePasskeyOptions: {
    method: "POST",
    path: "/team/invite/passkey-options",
    auth: "none",
    request: InvitePasskeyOptionsRequestSchema,
    response: RegistrationChallengeSchema,
  },
  inviteTotpSetup: {
    method: "POST",
    path: "/team/invite/totp-setup",
    auth: "none",
    request: InviteTokenRequestSchema,
    response: TotpSetupSchema,
  },
  acceptInvite: {
    method: "POST",
    path: "/team/invite/accept",
    auth: "none",
    request: AcceptInviteSchema,
    response: AcceptedInviteSchema,
  },
  myFactors: {
    method: "GET",
    path: "/auth/factors",
    auth: "token",
    permission: "session",
    response: MyFactorsSchema,
  },
  addPasskeyOptions: {
    method: "POST",
    path: "/auth/factors/passkey/options",
    auth: "token",
    permission: "session",
    stepUp: true,
    response: RegistrationChallengeSchema,
  },
  addPasskey: {
    method: "POST",
    path: "/auth/factors/passkey",
    auth: "token",
    permission: "session",
    stepUp: true,
    request: AddPasskeySchema,
    response: FactorChangeSchema,
  },
  removePasskey: {
    method: "DELETE",
    path: "/auth/factors/passkey/:id",
    auth: "token",
    permission: "session",
    stepUp: true,
    params: IdParams,
    response: FactorChangeSchema,
  },
  totpSetup: {
    method: "POST",
    path: "/auth/factors/totp/setup",
    auth: "token",
    permission: "session",
    stepUp: true,
    response: TotpSetupSchema,
  },
  enableTotp: {
    method: "POST",
    path: "/auth/factors/totp",
    auth: "token",
    permission: "session",
    stepUp: true,
    request: EnableTotpSchema,
    response: FactorChangeSchema,
  },
  disableTotp: {
    method: "DELETE",
    path: "/auth/factors/totp",
    auth: "token",
    permission: "session",
    stepUp: true,
    response: FactorChangeSchema,
  },
  regenerateRecoveryCodes: {
    method: "POST",
    path: "/auth/factors/recovery-codes",
    auth: "token",
    permission: "session",
    stepUp: true,
    response: FactorChangeSchema,
  },
  stepUpOptions: {
    method: "POST",
    path: "/auth/step-up/options",
    auth: "token",
    permission: "session",
    response: StepUpOptionsSchema,
  },
  stepUp: {
    method: "POST",
    path: "/auth/step-up",
    auth: "token",
    permission: "session",
    request: StepUpRequestSchema,
    response: StepUpAnswerSchema,
  },
} as const satisfies Record<string, ContractRoute>;
