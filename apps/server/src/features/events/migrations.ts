// Live events' ids per store (docs/decisions.md#security-third-round): each store counts its own events, so the ids a
// dashboard sees (Last-Event-ID) tell nothing of other stores' activity. Run in name order with every other
// migration (db/migrations.ts).
import { sql } from "kysely";
import type { DialectMigration } from "../../db/migration.ts";

export const eventMigrations: Record<string, DialectMigration> = {
  "0013_event_ids_per_store": () => ({
    up: async (db) => {
      await sql`CREATE TABLE event_counters (
        seller_id TEXT PRIMARY KEY REFERENCES sellers(id) ON DELETE CASCADE,
        seq BIGINT NOT NULL
      )`.execute(db);
      // The resume log keeps ten minutes; a dashboard resuming across this upgrade is told to load again.
      await sql`DELETE FROM order_events`.execute(db);
      await sql`ALTER TABLE order_events ADD COLUMN seq BIGINT NOT NULL DEFAULT 0`.execute(db);
      await sql`CREATE UNIQUE INDEX order_events_seller_seq ON order_events (seller_id, seq)`.execute(db);
    },
  }),
};
