// The sellers' own migrations (run in name order with the others, db/migrations.ts).
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
};
