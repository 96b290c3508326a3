// Custom domains: one per seller, with the outcome of its last DNS check. Several sellers may claim one name; it is
// active for one of them at most, the one whose own CNAME target it points at (docs/decisions.md#domain-ownership).
import type { DomainStatus } from "@boostdash/api-client/domains/contract";
import type { Selectable } from "kysely";
import { isUniqueViolation, Repository } from "../../db/repository.ts";
import type { DomainsTable } from "../../db/schema.ts";
import { newId } from "../../ids.ts";
import { type Seller, toSeller } from "../sellers/sellerRepository.ts";

export type Domain = Selectable<DomainsTable>;

export type AddDomainResult = { ok: true; domain: Domain } | { ok: false; reason: "limit" };

/** What a domain that moved to another seller's claim says on its old owner's card. */
export const MOVED_AWAY =
  "Its CNAME record now points at another store's target, and that store has verified it";

export class DomainRepository extends Repository {
  list(sellerId: string): Promise<Domain[]> {
    return this.k
      .selectFrom("domains")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .orderBy("createdAt")
      .execute();
  }

  async add(sellerId: string, domain: string, now = Date.now()): Promise<AddDomainResult> {
    try {
      return await this.tx(async (trx): Promise<AddDomainResult> => {
        const mine = await trx
          .selectFrom("domains")
          .select("id")
          .where("sellerId", "=", sellerId)
          .executeTakeFirst();
        if (mine) return { ok: false, reason: "limit" };
        const id = newId(now);
        await trx
          .insertInto("domains")
          .values({ id, sellerId, domain, status: "pending", createdAt: now })
          .execute();
        const row = await trx
          .selectFrom("domains")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        return { ok: true, domain: row };
      });
    } catch (err) {
      // Two adds of one seller racing on PostgreSQL (read committed): the unique seller constraint decides.
      if (isUniqueViolation(err)) return { ok: false, reason: "limit" };
      throw err;
    }
  }

  async delete(sellerId: string, id: string): Promise<Domain | undefined> {
    const row = await this.k
      .selectFrom("domains")
      .selectAll()
      .where("id", "=", id)
      .where("sellerId", "=", sellerId)
      .executeTakeFirst();
    if (!row) return undefined;
    await this.k.deleteFrom("domains").where("id", "=", id).execute();
    return row;
  }

  find(id: string): Promise<Domain | undefined> {
    return this.k.selectFrom("domains").selectAll().where("id", "=", id).executeTakeFirst();
  }

  listAll(): Promise<Domain[]> {
    return this.k.selectFrom("domains").selectAll().execute();
  }

  async setStatus(
    id: string,
    status: DomainStatus,
    lastError: string | null,
    now = Date.now(),
  ): Promise<void> {
    await this.k
      .updateTable("domains")
      .set({ status, lastError, checkedAt: now })
      .where("id", "=", id)
      .execute();
  }

  /** The domain row that has `name` active, if any. */
  activeNamed(name: string): Promise<Domain | undefined> {
    return this.k
      .selectFrom("domains")
      .selectAll()
      .where("domain", "=", name)
      .where("status", "=", "active")
      .executeTakeFirst();
  }

  /**
   * Makes `id` the active claim of its name, after a DNS check found its seller's own target: another seller's
   * active claim of the name is failed in the same transaction (the name moved; the unique index on active names
   * makes a race between two activations fail rather than leave two). Answers the claims it displaced.
   */
  activate(id: string, name: string, now = Date.now()): Promise<Domain[]> {
    return this.tx(async (trx) => {
      const displaced = await trx
        .selectFrom("domains")
        .selectAll()
        .where("domain", "=", name)
        .where("status", "=", "active")
        .where("id", "!=", id)
        .execute();
      if (displaced.length > 0) {
        await trx
          .updateTable("domains")
          .set({ status: "failed", lastError: MOVED_AWAY, checkedAt: now })
          .where(
            "id",
            "in",
            displaced.map((d) => d.id),
          )
          .execute();
      }
      await trx
        .updateTable("domains")
        .set({ status: "active", lastError: null, checkedAt: now })
        .where("id", "=", id)
        .execute();
      return displaced;
    });
  }

  /** The seller whose active custom domain `host` is. */
  async sellerForActive(host: string): Promise<Seller | undefined> {
    const r = await this.k
      .selectFrom("domains")
      .innerJoin("sellers", "sellers.id", "domains.sellerId")
      .selectAll("sellers")
      .where("domains.domain", "=", host)
      .where("domains.status", "=", "active")
      .executeTakeFirst();
    return r && toSeller(r);
  }
}
