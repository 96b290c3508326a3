// Sign-in state: sessions, access-code resets (which end them), and the captcha replay guard.
import { Repository, touched } from "../../db/repository.ts";
import { newAccessCode, newSessionToken, sha256 } from "../../ids.ts";
import { type Seller, toSeller } from "../sellers/sellerRepository.ts";

export interface ClientMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export type AccessCodeReset =
  | { ok: true; code: string; token: string | undefined }
  | { ok: false; reason: "missing" | "conflict" };

export class AuthRepository extends Repository {
  async createSession(
    sellerId: string,
    ttlMs: number,
    meta: ClientMeta = {},
    now = Date.now(),
  ): Promise<string> {
    const token = newSessionToken();
    await this.k
      .insertInto("sessions")
      .values({
        tokenHash: sha256(token),
        sellerId,
        createdAt: now,
        expiresAt: now + ttlMs,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent ?? null,
      })
      .execute();
    return token;
  }

  async sellerForToken(token: string, now = Date.now()): Promise<Seller | undefined> {
    if (!token) return undefined;
    const r = await this.k
      .selectFrom("sessions")
      .innerJoin("sellers", "sellers.id", "sessions.sellerId")
      .selectAll("sellers")
      .where("sessions.tokenHash", "=", sha256(token))
      .where("sessions.expiresAt", ">", now)
      .executeTakeFirst();
    return r && toSeller(r);
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
      const token = opts.session
        ? await new AuthRepository(this.within(trx)).createSession(
            sellerId,
            opts.session.ttlMs,
            opts.session.meta,
            now,
          )
        : undefined;
      return { ok: true, code, token };
    });
  }

  /** Drops expired sessions, sign-in codes and captcha records. */
  async deleteExpired(now = Date.now()): Promise<void> {
    await this.k.deleteFrom("sessions").where("expiresAt", "<=", now).execute();
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
