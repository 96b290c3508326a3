// Row types of the team's sign-in tables (migrations.ts), camelCase as Kysely's CamelCasePlugin shows them. A
// "person" is a member's id, or OWNER_MEMBER_ID for the store's owner (who has no member row).
import type { ColumnType } from "kysely";

export interface TeamInvitesTable {
  id: string;
  sellerId: string;
  /** SHA-256 of the link's token; the token itself is shown once and never kept. */
  tokenHash: string;
  role: string;
  /** The person who made it, and their name then (the trail's words). */
  createdBy: string;
  createdByName: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  /** The member it made. */
  memberId: string | null;
}

export interface PasskeysTable {
  id: string;
  sellerId: string;
  person: string;
  /** The credential's id (base64url), unique across stores: a discoverable sign-in finds its person by it. */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter; 0 for those that keep none. */
  counter: number;
  /** JSON list of transports the browser reported. */
  transports: string | null;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface TotpFactorsTable {
  sellerId: string;
  person: string;
  /** Base32, kept as the webhook signing secrets are (docs/decisions.md#team-sign-in-invites-passkeys-two-factors-step-up). */
  secret: string;
  /** The last 30-second step a code was accepted for: a code is good once. */
  lastStep: number;
  createdAt: number;
}

export interface RecoveryCodesTable {
  sellerId: string;
  person: string;
  /** SHA-256 of the code as typed without dashes, in lower case. */
  codeHash: string;
  usedAt: number | null;
}

/** A challenge in flight: a WebAuthn challenge, an authenticator's secret being set up, an owner's second-factor step. */
export interface AuthChallengesTable {
  id: string;
  kind: string;
  sellerId: string | null;
  person: string | null;
  /** The WebAuthn challenge, or the TOTP secret being set up. */
  value: string;
  /** JSON: what the step carries (an invite's id, a name). */
  data: string | null;
  expiresAt: number;
}

export type TeamTables = {
  teamInvites: TeamInvitesTable;
  passkeys: PasskeysTable;
  totpFactors: TotpFactorsTable;
  recoveryCodes: RecoveryCodesTable;
  authChallenges: AuthChallengesTable;
  /** Columns this feature adds to tables of others. */
  sessions: { stepUpUntil: ColumnType<number | null, number | null | undefined, number | null> };
  teamMembers: { signInId: ColumnType<string | null, string | null | undefined, string | null> };
};
