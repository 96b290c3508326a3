// Replacements under warranty (docs/decisions.md#replacements): each stock type's policy, the requests, and the
// orders' link to their original. A replacement is an order of its own, so the per-status totals (Orders' cards,
// Home's total) and the per-day summary (Home's charts) are kept again by triggers that leave replacements out.
import { type Kysely, sql } from "kysely";
import type { DialectMigration } from "../../db/migration.ts";
import { addSql, orderDaysTokens, removeSql } from "../insights/migrations.ts";
import { ORDER_TOTALS_SQL } from "../orders/migrations.ts";

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The condition a sale meets, for NEW or OLD: a replacement has its original's id. */
const sale = (row: "NEW" | "OLD") => `${row}.replacement_of IS NULL`;

export const replacementMigrations: Record<string, DialectMigration> = {
  "0018_replacements": (d) => ({
    up: async (db) => {
      await run(db, [
        `ALTER TABLE orders ADD COLUMN replacement_of TEXT`,
        // The replacements of an order (the link back), and the few replacements a summary leaves out; partial, so
        // the order book's sales cost it nothing.
        `CREATE INDEX orders_replacements ON orders (seller_id, replacement_of) WHERE replacement_of IS NOT NULL`,
        `CREATE TABLE warranty_policies (
          seller_id TEXT NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
          stock TEXT NOT NULL,
          window_days INTEGER NOT NULL,
          max_share_percent INTEGER NOT NULL,
          approval TEXT NOT NULL,
          updated_at BIGINT NOT NULL,
          PRIMARY KEY (seller_id, stock)
        )`,
        `CREATE TABLE replacement_requests (
          id TEXT PRIMARY KEY,
          seller_id TEXT NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
          order_id TEXT NOT NULL,
          amount INTEGER NOT NULL,
          note TEXT,
          status TEXT NOT NULL,
          source TEXT NOT NULL,
          created_at BIGINT NOT NULL,
          decided_at BIGINT,
          decided_by TEXT,
          reason TEXT,
          approved_amount INTEGER,
          override INTEGER NOT NULL DEFAULT 0,
          replacement_order_id TEXT
        )`,
        // One open request per order, held by the database: two requests at once make one row, the other a 409.
        `CREATE UNIQUE INDEX replacement_requests_one_open ON replacement_requests (seller_id, order_id)
          WHERE status = 'open'`,
        `CREATE INDEX replacement_requests_seller ON replacement_requests (seller_id, status, created_at)`,
        `CREATE INDEX replacement_requests_order ON replacement_requests (seller_id, order_id, created_at)`,
      ]);
      const { add, remove, columns } = ORDER_TOTALS_SQL;
      const tokens = orderDaysTokens(d);
      if (d === "postgres") {
        // The same functions, each step only for a sale (nested: OLD is not set on an insert, NEW not on a delete).
        await run(db, [
          `CREATE OR REPLACE FUNCTION order_totals_sync() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF TG_OP IN ('UPDATE', 'DELETE') THEN IF ${sale("OLD")} THEN ${remove}; END IF; END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN IF ${sale("NEW")} THEN ${add}; END IF; END IF;
            RETURN NULL;
          END $$`,
          `CREATE OR REPLACE FUNCTION order_days_sync() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF TG_OP IN ('UPDATE', 'DELETE') THEN IF ${sale("OLD")} THEN ${removeSql(tokens)}; END IF; END IF;
            IF TG_OP IN ('INSERT', 'UPDATE') THEN IF ${sale("NEW")} THEN ${addSql(tokens)}; END IF; END IF;
            RETURN NULL;
          END $$`,
        ]);
        return;
      }
      // SQLite: the same triggers with a WHEN (an order never changes between sale and replacement).
      await run(db, [
        `DROP TRIGGER order_totals_insert`,
        `DROP TRIGGER order_totals_update`,
        `DROP TRIGGER order_totals_delete`,
        `CREATE TRIGGER order_totals_insert AFTER INSERT ON orders WHEN ${sale("NEW")} BEGIN ${add}; END`,
        `CREATE TRIGGER order_totals_update AFTER UPDATE OF ${columns} ON orders WHEN ${sale("NEW")}
          BEGIN ${remove}; ${add}; END`,
        `CREATE TRIGGER order_totals_delete AFTER DELETE ON orders WHEN ${sale("OLD")} BEGIN ${remove}; END`,
        `DROP TRIGGER order_days_insert`,
        `DROP TRIGGER order_days_update`,
        `DROP TRIGGER order_days_delete`,
        `CREATE TRIGGER order_days_insert AFTER INSERT ON orders WHEN ${sale("NEW")} BEGIN ${addSql(tokens)}; END`,
        `CREATE TRIGGER order_days_update AFTER UPDATE ON orders WHEN ${sale("NEW")}
          BEGIN ${removeSql(tokens)}; ${addSql(tokens)}; END`,
        `CREATE TRIGGER order_days_delete AFTER DELETE ON orders WHEN ${sale("OLD")} BEGIN ${removeSql(tokens)}; END`,
      ]);
    },
  }),
};
