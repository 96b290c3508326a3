// What every feature repository shares: the database, write transactions, and a row count.
import type { Kysely, Transaction } from "kysely";
import type { Db } from "./connect.ts";
import type { Database } from "./schema.ts";

export abstract class Repository {
  constructor(protected readonly db: Db) {}

  protected get k(): Kysely<Database> {
    return this.db.kysely;
  }

  /** Runs `fn` in a transaction: a new one, or the one this repository was bound to (`within`). */
  protected tx<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    if (this.k.isTransaction) return fn(this.k as Transaction<Database>);
    return this.k.transaction().execute(fn);
  }

  /** The same database bound to a transaction, for another repository to join it. */
  protected within(trx: Transaction<Database>): Db {
    return { ...this.db, kysely: trx };
  }
}

export async function countRows(k: Kysely<Database>, table: keyof Database): Promise<number> {
  const r = await k
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Whether an update or delete touched a row. */
export const touched = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint }): boolean =>
  Number(r.numUpdatedRows ?? r.numDeletedRows ?? 0) > 0;

/** A unique/primary-key violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
