// The sellers' own migrations (run in name order with the others, db/migrations.ts).
import { sql } from "kysely";
import type { DialectMigration } from "../../db/migration.ts";

export const sellerMigrations: Record<string, DialectMigration> = {
  "0003_bot_key_hint": () => ({
    up: async (db) => {
      // The key's last four characters, so Settings can tell keys apart without keeping the key.
      await db.schema.alterTable("sellers").addColumn("bot_key_hint", "text").execute();
      await db.schema.alterTable("sellers").addColumn("bot_key_rotated_at", "bigint").execute();
      // The bot's last call with the current key (Home's 'Connect your bot' step).
      await db.schema.alterTable("sellers").addColumn("bot_last_seen_at", "bigint").execute();
    },
  }),
  "0009_store_name": () => ({
    up: async (db) => {
      // The store's name on its public pages (Settings > Store); "" shows the seller's account name.
      await db.schema
        .alterTable("sellers")
        .addColumn("store_name", "text", (c) => c.notNull().defaultTo(""))
        .execute();
    },
  }),
  "0015_guild_move_confirmation": () => ({
    up: async (db) => {
      // A bot key may name the store's guild once; a later change waits for the owner (docs/decisions.md#guild-moves-need-the-owner).
      await db.schema.alterTable("sellers").addColumn("guild_id_set_at", "bigint").execute();
      await db.schema.alterTable("sellers").addColumn("pending_guild_id", "text").execute();
      // Stores already in use (their bot has called, or they have orders) count as told: their guild is not a
      // placeholder a first bot call may still replace.
      await sql`UPDATE sellers SET guild_id_set_at = COALESCE(bot_last_seen_at, created_at)
        WHERE bot_last_seen_at IS NOT NULL
           OR EXISTS (SELECT 1 FROM orders WHERE orders.seller_id = sellers.id)`.execute(db);
    },
  }),
};
