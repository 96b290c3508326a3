// Custom domains: one per seller, each name used once, with the outcome of its last DNS check.
import type { DomainStatus } from "@boostdash/api-client/domains/contract";
import type { Selectable } from "kysely";
import { isUniqueViolation, Repository } from "../../db/repository.ts";
import type { DomainsTable } from "../../db/schema.ts";
import { newId } from "../../ids.ts";
import { type Seller, toSeller } from "../sellers/sellerRepository.ts";

export type Domain = Selectable<DomainsTable>;

export type AddDomainResult = { ok: true; domain: Domain } | { ok: false; reason: "limit" | "in_use" };

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
        const taken = (column: "sellerId" | "domain", value: string) =>
          trx.selectFrom("domains").select("id").where(column, "=", value).executeTakeFirst();
        if (await taken("sellerId", sellerId)) return { ok: false, reason: "limit" };
        if (await taken("domain", domain)) return { ok: false, reason: "in_use" };
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
      // Two adds racing on PostgreSQL (read committed): the unique constraints decide.
      if (isUniqueViolation(err)) {
        const mine = await this.list(sellerId);
        return { ok: false, reason: mine.length > 0 ? "limit" : "in_use" };
      }
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
