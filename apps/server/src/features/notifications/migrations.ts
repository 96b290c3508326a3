// Notifications' tables (docs/decisions.md#notifications): each seller's targets and switches, and the outbox, which
// is also the delivery log. Run in name order with every other migration (db/migrations.ts).
import { sql } from "kysely";
import type { DialectMigration } from "../../db/migration.ts";

export const notificationMigrations: Record<string, DialectMigration> = {
  "0009_notifications": () => ({
    up: async (db) => {
      await db.schema
        .createTable("notification_settings")
        .addColumn("seller_id", "text", (c) => c.primaryKey().references("sellers.id").onDelete("cascade"))
        .addColumn("discord_url", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("endpoint_url", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("secret", "text")
        // JSON: the event switches, the per-tier thresholds, the tiers already reported low (told once per fall).
        .addColumn("events", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("thresholds", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("low_tiers", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
      // One row per event and target, written when the event happens; the sender claims rows whose time has
      // come (locked_until: a claim that a killed process leaves behind runs out and another takes the row).
      await db.schema
        .createTable("notification_outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        // The event's own key ("order.created:<order id>"): the same event written twice (a retried bot call)
        // makes one row.
        .addColumn("dedupe_key", "text", (c) => c.notNull())
        .addColumn("event", "text", (c) => c.notNull())
        .addColumn("target", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint")
        .addColumn("locked_until", "bigint", (c) => c.notNull().defaultTo(0))
        .addColumn("last_status", "integer")
        .addColumn("last_error", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
      await sql`CREATE UNIQUE INDEX notification_outbox_dedupe ON notification_outbox (seller_id, dedupe_key)`.execute(
        db,
      );
      await sql`CREATE INDEX notification_outbox_due ON notification_outbox (status, next_attempt_at)`.execute(
        db,
      );
      await sql`CREATE INDEX notification_outbox_seller ON notification_outbox (seller_id, created_at)`.execute(
        db,
      );
    },
  }),
  // Pruning finished deliveries by age (notificationRepository.ts) reads them by status and last change.
  "0014_outbox_pruning_index": () => ({
    up: async (db) => {
      await sql`CREATE INDEX notification_outbox_finished ON notification_outbox (status, updated_at)`.execute(
        db,
      );
    },
  }),
};
