// The orders' own migrations (run in name order with the others, db/migrations.ts).
import { type Kysely, sql } from "kysely";
import type { DialectMigration } from "../../db/migration.ts";

/** Runs raw statements in order (db is the Migrator's, without the camel-case plugin). */
async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const orderMigrations: Record<string, DialectMigration> = {
  // The status the server keeps (docs/product.md#order-lifecycle) replaces the three-valued `state`
  // (pending/claimed/done), with each step's time (docs/decisions.md#order-lifecycle).
  "0004_order_lifecycle": (d) => ({
    up: async (db) => {
      // Token lists are JSON text written by JSON.stringify; PostgreSQL reads them through a cast.
      const successCount =
        d === "sqlite" ? "json_array_length(success_tokens)" : "json_array_length(success_tokens::json)";
      await run(db, [
        `ALTER TABLE orders ADD COLUMN status TEXT NOT NULL DEFAULT 'pending'`,
        `ALTER TABLE orders ADD COLUMN claimed_at BIGINT`,
        `ALTER TABLE orders ADD COLUMN reported_at BIGINT`,
        // A claim was the last write to a claimed order; a report (or the bot's upsert) the last to a done one.
        `UPDATE orders SET status = 'processing', claimed_at = updated_at WHERE state = 'claimed'`,
        // docs/product.md#order-status-rule: successful tokens x 2 at least the amount, any, none.
        `UPDATE orders SET reported_at = updated_at, status = CASE
          WHEN ${successCount} * 2 >= amount THEN 'completed'
          WHEN ${successCount} > 0 THEN 'partial'
          ELSE 'failed' END
        WHERE state = 'done'`,
        // Redeems never claimed keep the column's default, 'pending'.
        `DROP INDEX orders_seller_state`,
        `ALTER TABLE orders DROP COLUMN state`,
        `CREATE INDEX orders_seller_status ON orders (seller_id, status)`,
        // The dashboards' live events (features/events): a short log, so a stream cut for a moment resumes from
        // its Last-Event-ID on any instance (docs/decisions.md#live-dashboard).
        `CREATE TABLE order_events (
        id ${d === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY"},
        seller_id TEXT NOT NULL,
        data TEXT NOT NULL,
        at BIGINT NOT NULL
      )`,
        `CREATE INDEX order_events_seller ON order_events (seller_id, id)`,
        `CREATE INDEX order_events_at ON order_events (at)`,
      ]);
    },
  }),
};
