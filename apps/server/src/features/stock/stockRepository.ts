// Stock counts with who last changed them, and a store's redeem keys as the Stock & Keys page manages them.
import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { Repository } from "../../db/repository.ts";
import type { StockCounts } from "../sellers/sellerRepository.ts";

export interface StockChangesTable {
  sellerId: string;
  field: string;
  changedBy: "bot" | "seller";
  changedAt: number;
}

export interface KeyRow {
  key: string;
  amount: number;
  stock: string;
  createdAt: number;
  usedAt: number | null;
}

type StockField = keyof StockCounts;

/** Rows per statement: well under SQLite's 32,766 bound parameters and PostgreSQL's 65,535. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class StockRepository extends Repository {
  constructor(db: Db) {
    super(db);
  }

  private get sk() {
    return this.k.withTables<{ stockChanges: StockChangesTable }>();
  }

  async changes(sellerId: string): Promise<Map<StockField, { by: "bot" | "seller"; at: number }>> {
    const rows = await this.sk
      .selectFrom("stockChanges")
      .select(["field", "changedBy", "changedAt"])
      .where("sellerId", "=", sellerId)
      .execute();
    return new Map(rows.map((r) => [r.field as StockField, { by: r.changedBy, at: Number(r.changedAt) }]));
  }

  async recordChanges(
    sellerId: string,
    fields: readonly StockField[],
    by: "bot" | "seller",
    at = Date.now(),
  ): Promise<void> {
    for (const field of fields) {
      await this.sk
        .insertInto("stockChanges")
        .values({ sellerId, field, changedBy: by, changedAt: at })
        .onConflict((oc) => oc.columns(["sellerId", "field"]).doUpdateSet({ changedBy: by, changedAt: at }))
        .execute();
    }
  }

  /** Every key of the store, newest first (at most `limit`). */
  async listKeys(sellerId: string, limit: number): Promise<KeyRow[]> {
    const rows = await this.k
      .selectFrom("redeemKeys")
      .select(["key", "amount", "stock", "createdAt", "usedAt"])
      .where("sellerId", "=", sellerId)
      .orderBy("createdAt", "desc")
      .orderBy("key")
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      ...r,
      createdAt: Number(r.createdAt),
      usedAt: r.usedAt === null ? null : Number(r.usedAt),
    }));
  }

  /** Which of `keys` the store already has. */
  async existing(sellerId: string, keys: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const part of chunks(keys)) {
      const rows = await this.k
        .selectFrom("redeemKeys")
        .select("key")
        .where("sellerId", "=", sellerId)
        .where("key", "in", part)
        .execute();
      for (const r of rows) found.add(r.key);
    }
    return found;
  }

  /**
   * Adds every key or none: in one transaction, and a key that is already there (another add got in first) fails
   * the whole add with a unique violation.
   */
  async addAll(
    sellerId: string,
    keys: readonly { key: string; amount: number; stock: string }[],
    now = Date.now(),
  ): Promise<number> {
    await this.tx(async (trx) => {
      for (const part of chunks(keys)) {
        await trx
          .insertInto("redeemKeys")
          .values(
            part.map((k) => ({ sellerId, key: k.key, amount: k.amount, stock: k.stock, createdAt: now })),
          )
          .execute();
      }
    });
    return keys.length;
  }

  /** Deletes the unused ones of `keys`; returns how many. */
  async deleteUnused(sellerId: string, keys: readonly string[]): Promise<number> {
    let deleted = 0;
    await this.tx(async (trx) => {
      for (const part of chunks(keys)) {
        const r = await trx
          .deleteFrom("redeemKeys")
          .where("sellerId", "=", sellerId)
          .where("key", "in", part)
          .where("usedAt", "is", null)
          .executeTakeFirst();
        deleted += Number(r.numDeletedRows ?? 0);
      }
    });
    return deleted;
  }

  async countKeys(sellerId: string): Promise<number> {
    const r = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM redeem_keys WHERE seller_id = ${sellerId}`.execute(this.k);
    return Number(r.rows[0]?.n ?? 0);
  }
}
