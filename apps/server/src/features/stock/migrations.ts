// The Stock & Keys feature's tables (run in name order with the others, db/migrations.ts).
import type { DialectMigration } from "../../db/migration.ts";

export const stockMigrations: Record<string, DialectMigration> = {
  "0006_stock_keys": () => ({
    up: async (db) => {
      // Who last changed each stock count (the bot's push or the seller on the Stock & Keys page), and when.
      await db.schema
        .createTable("stock_changes")
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("field", "text", (c) => c.notNull())
        .addColumn("changed_by", "text", (c) => c.notNull())
        .addColumn("changed_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("stock_changes_pk", ["seller_id", "field"])
        .execute();
      // The keys list reads a store's keys newest first.
      await db.schema
        .createIndex("redeem_keys_seller_created")
        .on("redeem_keys")
        .columns(["seller_id", "created_at"])
        .execute();
    },
  }),
};
