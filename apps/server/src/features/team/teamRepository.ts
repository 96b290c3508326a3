// The team's sign-in state: invites, members' sign-in IDs, passkeys, authenticators, recovery codes, and the
// challenges in flight. A "person" is a member's id, or OWNER_MEMBER_ID for the store's owner.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@boostdash/api-client/team/rules";
import type { Kysely, Transaction } from "kysely";
import type { Db } from "../../db/connect.ts";
import { Repository, touched } from "../../db/repository.ts";
import type { Database } from "../../db/schema.ts";
import { newId, newSessionToken, sha256 } from "../../ids.ts";
import type { PasskeysTable, TeamInvitesTable, TeamTables } from "./tables.ts";

type TeamDb = Kysely<Database & TeamTables>;

export interface FactorSummary {
  passkeys: number;
  totp: boolean;
}

export type InviteRow = TeamInvitesTable;
export type PasskeyRow = PasskeysTable;

/** A new factor proven at the invite page, stored with the member. */
export type AcceptedFactor =
  | { type: "passkey"; passkey: NewPasskey }
  | { type: "totp"; secret: string; step: number };

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[] | undefined;
  name: string;
}

const RECOVERY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** Ten recovery codes: 10 characters each from 32 (50 bits), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    let code = "";
    // 32 letters divide 256, so every character is equally likely.
    for (const b of bytes) code += RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** A recovery code's stored form: dashes and spaces dropped, lower case, hashed. */
export const recoveryHash = (code: string) => sha256(code.replace(/[\s-]+/g, "").toLowerCase());

/** A member's sign-in ID: their name's first letters and 6 random characters (`sam-7k3q9d`). */
export function newSignInId(name: string): string {
  const stem =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 8) || "member";
  const bytes = randomBytes(6);
  let tail = "";
  for (const b of bytes) tail += RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length];
  return `${stem}-${tail}`;
}

function equalHashes(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

export class TeamRepository extends Repository {
  private readonly t: TeamDb;

  constructor(db: Db) {
    super(db);
    this.t = db.kysely.withTables<TeamTables>();
  }

  private team<T>(fn: (t: TeamDb, trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.tx((trx) => fn(trx.withTables<TeamTables>(), trx));
  }

  // ---- Invites ----

  /** A new invite; the token is answered once, only its SHA-256 is kept. */
  async createInvite(
    sellerId: string,
    role: string,
    by: { person: string; name: string },
    ttlMs: number,
    now = Date.now(),
  ): Promise<{ invite: InviteRow; token: string }> {
    const token = newSessionToken();
    const invite: InviteRow = {
      id: newId(now),
      sellerId,
      tokenHash: sha256(token),
      role,
      createdBy: by.person,
      createdByName: by.name,
      createdAt: now,
      expiresAt: now + ttlMs,
      usedAt: null,
      memberId: null,
    };
    await this.t.insertInto("teamInvites").values(invite).execute();
    return { invite, token };
  }

  /** Invites still worth showing: pending ones, and used or expired ones for a week. Newest first. */
  listInvites(
    sellerId: string,
    keepMs: number,
    now = Date.now(),
  ): Promise<(InviteRow & { usedBy: string | null })[]> {
    return this.t
      .selectFrom("teamInvites")
      .leftJoin("teamMembers", "teamMembers.id", "teamInvites.memberId")
      .selectAll("teamInvites")
      .select("teamMembers.name as usedBy")
      .where("teamInvites.sellerId", "=", sellerId)
      .where((eb) =>
        eb.or([
          eb("teamInvites.usedAt", ">", now - keepMs),
          eb.and([eb("teamInvites.usedAt", "is", null), eb("teamInvites.expiresAt", ">", now - keepMs)]),
        ]),
      )
      .orderBy("teamInvites.createdAt", "desc")
      .limit(200)
      .execute();
  }

  async countPendingInvites(sellerId: string, now = Date.now()): Promise<number> {
    const r = await this.t
      .selectFrom("teamInvites")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("sellerId", "=", sellerId)
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Revokes an invite not used yet (it is deleted: a revoked link is then simply not found). */
  async revokeInvite(sellerId: string, id: string): Promise<boolean> {
    const r = await this.t
      .deleteFrom("teamInvites")
      .where("sellerId", "=", sellerId)
      .where("id", "=", id)
      .where("usedAt", "is", null)
      .executeTakeFirst();
    return touched(r);
  }

  /** The invite a link's token names (looked up by the token's SHA-256), with its store's name. */
  async inviteByToken(token: string): Promise<(InviteRow & { storeName: string }) | undefined> {
    const hash = sha256(token);
    const row = await this.t
      .selectFrom("teamInvites")
      .innerJoin("sellers", "sellers.id", "teamInvites.sellerId")
      .selectAll("teamInvites")
      .select("sellers.name as storeName")
      .where("teamInvites.tokenHash", "=", hash)
      .executeTakeFirst();
    return row && equalHashes(row.tokenHash, hash) ? row : undefined;
  }

  /**
   * Accepts an invite, once: the invite is marked used by a conditional update (of two accepts at once, one gets
   * it), and in the same transaction the member, their sign-in ID, their factor, their recovery codes and a session
   * are made. Undefined when the invite was used, revoked or ran out meanwhile.
   */
  acceptInvite(
    inviteId: string,
    member: { name: string; factor: AcceptedFactor },
    session: { ttlMs: number; stepUpMs: number; ip?: string | undefined; userAgent?: string | undefined },
    now = Date.now(),
  ): Promise<
    | { memberId: string; sellerId: string; signInId: string; recoveryCodes: string[]; token: string }
    | undefined
  > {
    return this.team(async (t) => {
      const invite = await t
        .selectFrom("teamInvites")
        .selectAll()
        .where("id", "=", inviteId)
        .executeTakeFirst();
      if (!invite) return undefined;
      const memberId = newId(now);
      const claimed = await t
        .updateTable("teamInvites")
        .set({ usedAt: now })
        .where("id", "=", inviteId)
        .where("usedAt", "is", null)
        .where("expiresAt", ">", now)
        .executeTakeFirst();
      if (!touched(claimed)) return undefined;
      const signInId = newSignInId(member.name);
      await t
        .insertInto("teamMembers")
        .values({
          id: memberId,
          sellerId: invite.sellerId,
          name: member.name,
          role: invite.role,
          createdAt: now,
          removedAt: null,
          signInId,
        })
        .execute();
      await t.updateTable("teamInvites").set({ memberId }).where("id", "=", inviteId).execute();
      const person = { sellerId: invite.sellerId, person: memberId };
      if (member.factor.type === "passkey") await this.insertPasskey(t, person, member.factor.passkey, now);
      else await this.insertTotp(t, person, member.factor.secret, member.factor.step, now);
      const recoveryCodes = await this.replaceRecoveryCodes(t, person);
      const token = newSessionToken();
      await t
        .insertInto("sessions")
        .values({
          tokenHash: sha256(token),
          id: newId(now),
          sellerId: invite.sellerId,
          memberId,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: now + session.ttlMs,
          ip: session.ip ?? null,
          userAgent: session.userAgent ?? null,
          stepUpUntil: now + session.stepUpMs,
        })
        .execute();
      return { memberId, sellerId: invite.sellerId, signInId, recoveryCodes, token };
    });
  }

  // ---- Members ----

  /** The team's members (not removed), oldest first, with their factor summaries. */
  async listMembers(sellerId: string) {
    const members = await this.t
      .selectFrom("teamMembers")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("removedAt", "is", null)
      .orderBy("createdAt", "asc")
      .execute();
    const people = [...members.map((m) => m.id)];
    const summaries = await this.factorSummaries(sellerId, people);
    return members.map((m) => ({ ...m, factors: summaries.get(m.id) ?? { passkeys: 0, totp: false } }));
  }

  async memberBySignInId(signInId: string) {
    return this.t
      .selectFrom("teamMembers")
      .selectAll()
      .where("signInId", "=", signInId)
      .where("removedAt", "is", null)
      .executeTakeFirst();
  }

  async signInIdOf(memberId: string): Promise<string | null> {
    const r = await this.t
      .selectFrom("teamMembers")
      .select("signInId")
      .where("id", "=", memberId)
      .executeTakeFirst();
    return r?.signInId ?? null;
  }

  /** Ends every session of a member (removed, or left). */
  async endSessionsOf(sellerId: string, memberId: string): Promise<void> {
    await this.t
      .deleteFrom("sessions")
      .where("sellerId", "=", sellerId)
      .where("memberId", "=", memberId)
      .execute();
  }

  // ---- Factors ----

  async factorSummary(sellerId: string, person: string): Promise<FactorSummary> {
    return (await this.factorSummaries(sellerId, [person])).get(person) ?? { passkeys: 0, totp: false };
  }

  private async factorSummaries(sellerId: string, people: string[]): Promise<Map<string, FactorSummary>> {
    const out = new Map<string, FactorSummary>(people.map((p) => [p, { passkeys: 0, totp: false }]));
    if (people.length === 0) return out;
    const [keys, totps] = await Promise.all([
      this.t
        .selectFrom("passkeys")
        .select(["person", (eb) => eb.fn.countAll<number>().as("n")])
        .where("sellerId", "=", sellerId)
        .where("person", "in", people)
        .groupBy("person")
        .execute(),
      this.t
        .selectFrom("totpFactors")
        .select("person")
        .where("sellerId", "=", sellerId)
        .where("person", "in", people)
        .execute(),
    ]);
    for (const k of keys) out.set(k.person, { passkeys: Number(k.n), totp: false });
    for (const t of totps) {
      const s = out.get(t.person);
      if (s) s.totp = true;
    }
    return out;
  }

  passkeysOf(sellerId: string, person: string): Promise<PasskeyRow[]> {
    return this.t
      .selectFrom("passkeys")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("person", "=", person)
      .orderBy("createdAt", "asc")
      .execute();
  }

  passkeyByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
    return this.t
      .selectFrom("passkeys")
      .selectAll()
      .where("credentialId", "=", credentialId)
      .executeTakeFirst();
  }

  private async insertPasskey(
    t: TeamDb,
    who: { sellerId: string; person: string },
    p: NewPasskey,
    now: number,
  ): Promise<string> {
    const id = newId(now);
    await t
      .insertInto("passkeys")
      .values({
        id,
        ...who,
        credentialId: p.credentialId,
        publicKey: p.publicKey,
        counter: p.counter,
        transports: p.transports ? JSON.stringify(p.transports) : null,
        name: p.name,
        createdAt: now,
        lastUsedAt: null,
      })
      .execute();
    return id;
  }

  /**
   * Adds a factor to a person. When it is their first, ten recovery codes come with it (answered once): a person
   * with a factor always has a way back.
   */
  addFactor(
    who: { sellerId: string; person: string },
    factor: AcceptedFactor,
    now = Date.now(),
  ): Promise<string[] | null> {
    return this.team(async (t) => {
      const before = await this.summaryIn(t, who);
      if (factor.type === "passkey") await this.insertPasskey(t, who, factor.passkey, now);
      else await this.insertTotp(t, who, factor.secret, factor.step, now);
      return before.passkeys === 0 && !before.totp ? this.replaceRecoveryCodes(t, who) : null;
    });
  }

  private async summaryIn(t: TeamDb, who: { sellerId: string; person: string }): Promise<FactorSummary> {
    const keys = await t
      .selectFrom("passkeys")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("sellerId", "=", who.sellerId)
      .where("person", "=", who.person)
      .executeTakeFirstOrThrow();
    const totp = await t
      .selectFrom("totpFactors")
      .select("person")
      .where("sellerId", "=", who.sellerId)
      .where("person", "=", who.person)
      .executeTakeFirst();
    return { passkeys: Number(keys.n), totp: totp !== undefined };
  }

  /**
   * Removes one factor when `allowed(summary)` holds for the person's factors as they are in the same transaction
   * (two removals at once cannot leave a member with none). With no factor left, their recovery codes go too.
   */
  removeFactor(
    who: { sellerId: string; person: string },
    factor: { type: "passkey"; id: string } | { type: "totp" },
    allowed: (f: FactorSummary) => boolean,
  ): Promise<"removed" | "missing" | "refused"> {
    return this.team(async (t) => {
      const before = await this.summaryIn(t, who);
      const exists =
        factor.type === "totp"
          ? before.totp
          : (await t
              .selectFrom("passkeys")
              .select("id")
              .where("sellerId", "=", who.sellerId)
              .where("person", "=", who.person)
              .where("id", "=", factor.id)
              .executeTakeFirst()) !== undefined;
      if (!exists) return "missing";
      if (!allowed(before)) return "refused";
      if (factor.type === "totp") {
        await t
          .deleteFrom("totpFactors")
          .where("sellerId", "=", who.sellerId)
          .where("person", "=", who.person)
          .execute();
      } else {
        await t.deleteFrom("passkeys").where("id", "=", factor.id).execute();
      }
      const after = await this.summaryIn(t, who);
      if (after.passkeys === 0 && !after.totp) {
        await t
          .deleteFrom("recoveryCodes")
          .where("sellerId", "=", who.sellerId)
          .where("person", "=", who.person)
          .execute();
      }
      return "removed";
    });
  }

  /**
   * A passkey's use: its counter moves forward (a counter that did not, from an authenticator that keeps one, is a
   * cloned key and was refused before this), and its last use is noted.
   */
  async passkeyUsed(id: string, counter: number, now = Date.now()): Promise<void> {
    await this.t.updateTable("passkeys").set({ counter, lastUsedAt: now }).where("id", "=", id).execute();
  }

  private async insertTotp(
    t: TeamDb,
    who: { sellerId: string; person: string },
    secret: string,
    step: number,
    now: number,
  ): Promise<void> {
    await t
      .insertInto("totpFactors")
      .values({ ...who, secret, lastStep: step, createdAt: now })
      .execute();
  }

  totpOf(sellerId: string, person: string) {
    return this.t
      .selectFrom("totpFactors")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("person", "=", person)
      .executeTakeFirst();
  }

  /**
   * Spends the 30-second step a code was accepted for: a conditional update, so the same code (or an older one)
   * is refused the second time, also when two arrive at once. False: already used.
   */
  async spendTotpStep(sellerId: string, person: string, step: number): Promise<boolean> {
    const r = await this.t
      .updateTable("totpFactors")
      .set({ lastStep: step })
      .where("sellerId", "=", sellerId)
      .where("person", "=", person)
      .where("lastStep", "<", step)
      .executeTakeFirst();
    return touched(r);
  }

  // ---- Recovery codes ----

  private async replaceRecoveryCodes(
    t: TeamDb,
    who: { sellerId: string; person: string },
  ): Promise<string[]> {
    await t
      .deleteFrom("recoveryCodes")
      .where("sellerId", "=", who.sellerId)
      .where("person", "=", who.person)
      .execute();
    const codes = newRecoveryCodes();
    await t
      .insertInto("recoveryCodes")
      .values(codes.map((c) => ({ ...who, codeHash: recoveryHash(c), usedAt: null })))
      .execute();
    return codes;
  }

  /** New recovery codes; the old ones stop working. */
  regenerateRecoveryCodes(who: { sellerId: string; person: string }): Promise<string[]> {
    return this.team((t) => this.replaceRecoveryCodes(t, who));
  }

  async recoveryCodesLeft(sellerId: string, person: string): Promise<number> {
    const r = await this.t
      .selectFrom("recoveryCodes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("sellerId", "=", sellerId)
      .where("person", "=", person)
      .where("usedAt", "is", null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * Spends a recovery code: the person's unused codes are compared in constant time, and the match is marked used
   * by a conditional update (a code works once, also when sent twice at once). False: no such unused code.
   */
  async spendRecoveryCode(
    sellerId: string,
    person: string,
    typed: string,
    now = Date.now(),
  ): Promise<boolean> {
    const hash = recoveryHash(typed);
    const unused = await this.t
      .selectFrom("recoveryCodes")
      .select("codeHash")
      .where("sellerId", "=", sellerId)
      .where("person", "=", person)
      .where("usedAt", "is", null)
      .execute();
    let match: string | undefined;
    for (const row of unused) if (equalHashes(row.codeHash, hash)) match = row.codeHash;
    if (!match) return false;
    const r = await this.t
      .updateTable("recoveryCodes")
      .set({ usedAt: now })
      .where("sellerId", "=", sellerId)
      .where("person", "=", person)
      .where("codeHash", "=", match)
      .where("usedAt", "is", null)
      .executeTakeFirst();
    return touched(r);
  }

  // ---- Challenges in flight ----

  async createChallenge(
    c: { kind: string; sellerId: string | null; person: string | null; value: string; data?: unknown },
    ttlMs: number,
    now = Date.now(),
  ): Promise<string> {
    const id = newSessionToken();
    await this.t
      .insertInto("authChallenges")
      .values({
        id,
        kind: c.kind,
        sellerId: c.sellerId,
        person: c.person,
        value: c.value,
        data: c.data === undefined ? null : JSON.stringify(c.data),
        expiresAt: now + ttlMs,
      })
      .execute();
    return id;
  }

  /** Takes a challenge, once (deleted as it is read); undefined when unknown, of another kind, used or expired. */
  async takeChallenge(id: string, kind: string, now = Date.now()) {
    const row = await this.t
      .deleteFrom("authChallenges")
      .where("id", "=", id)
      .where("kind", "=", kind)
      .returningAll()
      .executeTakeFirst();
    if (!row || row.expiresAt <= now) return undefined;
    return { ...row, data: row.data === null ? null : (JSON.parse(row.data) as unknown) };
  }

  /** Reads a challenge without spending it (the owner's second-factor step outlives a wrong code). */
  async peekChallenge(id: string, kind: string, now = Date.now()) {
    const row = await this.t
      .selectFrom("authChallenges")
      .selectAll()
      .where("id", "=", id)
      .where("kind", "=", kind)
      .executeTakeFirst();
    return row && row.expiresAt > now ? row : undefined;
  }

  /**
   * An authenticator's setup, read without spending it: a wrong first code is typed again (the sign-in budget
   * counts each try); `takeChallenge` spends it once a code was right.
   */
  async readSetup(id: string, kind: "invite-totp" | "add-totp", now = Date.now()) {
    const row = await this.peekChallenge(id, kind, now);
    return row && { ...row, data: row.data === null ? null : (JSON.parse(row.data) as unknown) };
  }

  async deleteChallenge(id: string): Promise<void> {
    await this.t.deleteFrom("authChallenges").where("id", "=", id).execute();
  }
}
