// Sign-in state: sessions, access-code resets (which end them), and the captcha replay guard.

import { TEAM_ROLES, type TeamRole } from "@boostdash/api-client/core/contract/permissions";
import { STEP_UP_WINDOW_MS } from "@boostdash/api-client/core/contract/stepUp";
import type { Kysely } from "kysely";
import { Repository, touched } from "../../db/repository.ts";
import type { Database } from "../../db/schema.ts";
import { newAccessCode, newId, newSessionToken, sha256 } from "../../ids.ts";
import { type Seller, toSeller } from "../sellers/sellerRepository.ts";
import type { TeamTables } from "../team/tables.ts";

function isTeamRole(role: string | null): role is TeamRole {
  return (TEAM_ROLES as readonly (string | null)[]).includes(role);
}

export interface ClientMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** The team member signing in; absent: the owner. */
  memberId?: string | undefined;
  /** A sign-in that just proved the person's strongest factor counts as a step-up until then. */
  stepUpUntil?: number | undefined;
}

/** Who a session is: the store, and the person in its team (the owner unless a member). */
export interface SessionActor {
  seller: Seller;
  role: TeamRole;
  /** null: the owner. */
  memberId: string | null;
  /** The member's name; the store's name for the owner. */
  name: string;
  /** The session's public id (the sessions list marks it as the current one). */
  sessionId: string;
  /** Until when the session's step-up holds (0: none). */
  stepUpUntil: number;
}

/** A session as the sessions list shows it (docs/decisions.md#sessions-and-the-trail). */
export interface SessionRow {
  id: string;
  userAgent: string | null;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

/** The person whose sessions are meant: a member, or (null) the owner. */
export type SessionPerson = string | null;

/**
 * How stale a session's last-seen time may get: it is written at the first request after this much time, not at every
 * request, so a busy dashboard costs one write a minute per session, not one per call.
 */
export const LAST_SEEN_EVERY_MS = 60_000;

export type AccessCodeReset =
  | { ok: true; code: string; token: string | undefined }
  | { ok: false; reason: "missing" | "conflict" };

export class AuthRepository extends Repository {
  // The step-up column is the team feature's (features/team/migrations.ts).
  private get t(): Kysely<Database & TeamTables> {
    return this.k.withTables<TeamTables>();
  }

  async createSession(
    sellerId: string,
    ttlMs: number,
    meta: ClientMeta = {},
    now = Date.now(),
  ): Promise<string> {
    const token = newSessionToken();
    await this.t
      .insertInto("sessions")
      .values({
        tokenHash: sha256(token),
        id: newId(now),
        sellerId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + ttlMs,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent ?? null,
        memberId: meta.memberId ?? null,
        stepUpUntil: meta.stepUpUntil ?? null,
      })
      .execute();
    return token;
  }

  async sellerForToken(token: string, now = Date.now()): Promise<Seller | undefined> {
    return (await this.actorForToken(token, now))?.seller;
  }

  /**
   * The session's store and person, read at every request: a member removed from the team, or whose role changed,
   * is refused or limited at their next request (docs/decisions.md#team-roles-and-permissions).
   */
  async actorForToken(token: string, now = Date.now()): Promise<SessionActor | undefined> {
    if (!token) return undefined;
    const r = await this.t
      .selectFrom("sessions")
      .innerJoin("sellers", "sellers.id", "sessions.sellerId")
      .leftJoin("teamMembers", (j) =>
        j
          .onRef("teamMembers.id", "=", "sessions.memberId")
          .onRef("teamMembers.sellerId", "=", "sessions.sellerId"),
      )
      .selectAll("sellers")
      .select([
        "sessions.id as sessionId",
        "sessions.lastSeenAt as lastSeenAt",
        "sessions.memberId as sessionMemberId",
        "sessions.stepUpUntil as stepUpUntil",
        "teamMembers.name as memberName",
        "teamMembers.role as memberRole",
        "teamMembers.removedAt as memberRemovedAt",
      ])
      .where("sessions.tokenHash", "=", sha256(token))
      .where("sessions.expiresAt", ">", now)
      .executeTakeFirst();
    if (!r) return undefined;
    const {
      sessionId,
      lastSeenAt,
      sessionMemberId,
      memberName,
      memberRole,
      memberRemovedAt,
      stepUpUntil,
      ...row
    } = r;
    const seller = toSeller(row);
    const stepUp = Number(stepUpUntil ?? 0);
    let actor: SessionActor;
    if (sessionMemberId === null) {
      actor = { seller, role: "owner", memberId: null, name: seller.name, sessionId, stepUpUntil: stepUp };
    } else {
      // A member's session whose member is gone, removed, or holds a role this version does not know: no session.
      if (memberName === null || memberRemovedAt !== null || !isTeamRole(memberRole)) return undefined;
      actor = {
        seller,
        role: memberRole,
        memberId: sessionMemberId,
        name: memberName,
        sessionId,
        stepUpUntil: stepUp,
      };
    }
    if (lastSeenAt === null || now - lastSeenAt >= LAST_SEEN_EVERY_MS)
      await this.touchSession(sessionId, now);
    return actor;
  }

  /**
   * Moves a session's last-seen time to `now`, once: the condition repeats the staleness test, so of several requests
   * arriving together after a quiet minute only one writes.
   */
  private async touchSession(id: string, now: number): Promise<void> {
    await this.k
      .updateTable("sessions")
      .set({ lastSeenAt: now })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("lastSeenAt", "is", null), eb("lastSeenAt", "<=", now - LAST_SEEN_EVERY_MS)]))
      .execute();
  }

  /** A person's live sessions (`person` null: the owner's), most recently used first. */
  async listSessions(
    sellerId: string,
    person: SessionPerson,
    limit: number,
    now = Date.now(),
  ): Promise<SessionRow[]> {
    const rows = await this.k
      .selectFrom("sessions")
      .select(["id", "userAgent", "createdAt", "lastSeenAt", "expiresAt"])
      .where("sellerId", "=", sellerId)
      .where("memberId", person === null ? "is" : "=", person)
      .where("expiresAt", ">", now)
      .orderBy((eb) => eb.fn.coalesce("lastSeenAt", "createdAt"), "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, lastSeenAt: r.lastSeenAt ?? r.createdAt }));
  }

  /** Ends one session of a person, by its public id; false when that person has no such session. */
  async endSessionById(sellerId: string, person: SessionPerson, id: string): Promise<boolean> {
    const r = await this.k
      .deleteFrom("sessions")
      .where("sellerId", "=", sellerId)
      .where("memberId", person === null ? "is" : "=", person)
      .where("id", "=", id)
      .executeTakeFirst();
    return touched(r);
  }

  /** Ends every session of a person but `keepId` (none kept when absent); returns how many ended. */
  async endSessionsOf(sellerId: string, person: SessionPerson, keepId?: string): Promise<number> {
    let q = this.k
      .deleteFrom("sessions")
      .where("sellerId", "=", sellerId)
      .where("memberId", person === null ? "is" : "=", person);
    if (keepId !== undefined) q = q.where("id", "!=", keepId);
    const r = await q.executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Whether a member (removed or not) belongs to this store's team. */
  async isMemberOf(sellerId: string, memberId: string): Promise<boolean> {
    const r = await this.k
      .selectFrom("teamMembers")
      .select("id")
      .where("sellerId", "=", sellerId)
      .where("id", "=", memberId)
      .executeTakeFirst();
    return r !== undefined;
  }

  /** Adds a member to a store's team (the invite flow makes them; tests make them directly). */
  async addMember(sellerId: string, name: string, role: TeamRole, now = Date.now()): Promise<string> {
    const id = newId();
    await this.k
      .insertInto("teamMembers")
      .values({ id, sellerId, name, role, createdAt: now, removedAt: null })
      .execute();
    return id;
  }

  /** Removes a member: their sessions stop at their next request; the row stays for the trail. */
  async removeMember(sellerId: string, memberId: string, now = Date.now()): Promise<boolean> {
    const r = await this.k
      .updateTable("teamMembers")
      .set({ removedAt: now })
      .where("sellerId", "=", sellerId)
      .where("id", "=", memberId)
      .where("removedAt", "is", null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async setMemberRole(sellerId: string, memberId: string, role: TeamRole): Promise<boolean> {
    const r = await this.k
      .updateTable("teamMembers")
      .set({ role })
      .where("sellerId", "=", sellerId)
      .where("id", "=", memberId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Marks the session stepped up until `until` (POST /api/auth/step-up). */
  async markStepUp(token: string, until: number): Promise<void> {
    await this.t
      .updateTable("sessions")
      .set({ stepUpUntil: until })
      .where("tokenHash", "=", sha256(token))
      .execute();
  }

  /** Ends one session (Sign Out); true when there was one. */
  async deleteSession(token: string): Promise<boolean> {
    if (!token) return false;
    const r = await this.k.deleteFrom("sessions").where("tokenHash", "=", sha256(token)).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** A one-time sign-in code for a dashboard link, good for `ttlMs`; only its hash is kept. */
  async createSignInCode(sellerId: string, ttlMs: number, now = Date.now()): Promise<string> {
    const code = newSessionToken();
    await this.k
      .insertInto("signInCodes")
      .values({ codeHash: sha256(code), sellerId, createdAt: now, expiresAt: now + ttlMs })
      .execute();
    return code;
  }

  /** The store a sign-in code is for (unspent, not expired), without spending it. */
  async signInCodeSeller(code: string, now = Date.now()): Promise<string | undefined> {
    const row = await this.k
      .selectFrom("signInCodes")
      .select("sellerId")
      .where("codeHash", "=", sha256(code))
      .where("expiresAt", ">", now)
      .executeTakeFirst();
    return row?.sellerId;
  }

  /**
   * Exchanges a sign-in code for a new session, once: the code is deleted in the same statement that reads it, so
   * of two exchanges at once only one gets its row. Undefined for an unknown, used or expired code.
   */
  redeemSignInCode(
    code: string,
    session: { ttlMs: number; meta?: ClientMeta },
    now = Date.now(),
  ): Promise<{ token: string; sellerId: string } | undefined> {
    return this.tx(async (trx) => {
      const row = await trx
        .deleteFrom("signInCodes")
        .where("codeHash", "=", sha256(code))
        .returning(["sellerId", "expiresAt"])
        .executeTakeFirst();
      if (!row || row.expiresAt <= now) return undefined;
      const token = await new AuthRepository(this.within(trx)).createSession(
        row.sellerId,
        session.ttlMs,
        session.meta,
        now,
      );
      return { token, sellerId: row.sellerId };
    });
  }

  /**
   * New access code; the old one, every session and every sign-in code of the seller stop working in the same
   * transaction.
   * `expectedCode`: the code the caller's session was made with. The update only applies while it is still the
   * current one, so of two resets at once exactly one wins: on PostgreSQL the second waits on the row lock and then
   * finds the code changed; SQLite's write transactions are serial. `session`: a fresh session for the caller,
   * created in the same transaction so it belongs to the winning reset and nothing else survives it.
   */
  resetAccessCode(
    sellerId: string,
    opts: { expectedCode?: string; session?: { ttlMs: number; meta?: ClientMeta } } = {},
    now = Date.now(),
  ): Promise<AccessCodeReset> {
    return this.tx(async (trx) => {
      const code = newAccessCode();
      let update = trx
        .updateTable("sellers")
        .set({ accessCode: code, accessCodeResetAt: now })
        .where("id", "=", sellerId);
      if (opts.expectedCode !== undefined) update = update.where("accessCode", "=", opts.expectedCode);
      if (!touched(await update.executeTakeFirst())) {
        if (opts.expectedCode === undefined) return { ok: false, reason: "missing" };
        const exists = await trx
          .selectFrom("sellers")
          .select("id")
          .where("id", "=", sellerId)
          .executeTakeFirst();
        return { ok: false, reason: exists ? "conflict" : "missing" };
      }
      await trx.deleteFrom("sessions").where("sellerId", "=", sellerId).execute();
      // A dashboard link asked for before the reset would otherwise sign in after it, and show the new code.
      await trx.deleteFrom("signInCodes").where("sellerId", "=", sellerId).execute();
      // The reset runs only after a fresh step-up (core/contract/stepUp.ts): the caller's replacement session keeps
      // one, so a second reset or a team change right after does not ask again.
      const token = opts.session
        ? await new AuthRepository(this.within(trx)).createSession(
            sellerId,
            opts.session.ttlMs,
            { stepUpUntil: now + STEP_UP_WINDOW_MS, ...opts.session.meta },
            now,
          )
        : undefined;
      return { ok: true, code, token };
    });
  }

  /** Drops expired sessions, sign-in codes, captcha records and the team's sign-in challenges. */
  async deleteExpired(now = Date.now()): Promise<void> {
    await this.k.deleteFrom("sessions").where("expiresAt", "<=", now).execute();
    await this.t.deleteFrom("authChallenges").where("expiresAt", "<=", now).execute();
    await this.k.deleteFrom("captchaUsed").where("expiresAt", "<=", now).execute();
    await this.k.deleteFrom("signInCodes").where("expiresAt", "<=", now).execute();
  }

  /** Records a solved captcha; false when it was already used (a replay). */
  async markCaptchaUsed(id: string, expiresAt: number): Promise<boolean> {
    const r = await this.k
      .insertInto("captchaUsed")
      .values({ id, expiresAt })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
