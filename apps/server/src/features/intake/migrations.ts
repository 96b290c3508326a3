// Storefront intake's tables (docs/decisions.md#storefront-intake), and the two order columns it fills.
import type { DialectMigration } from "../../db/migration.ts";

export const intakeMigrations: Record<string, DialectMigration> = {
  "0016_storefront_intake": () => ({
    up: async (db) => {
      // The store's unguessable id in its inbound URLs (/api/intake/<platform>/<intake id>): not the guild id, so
      // knowing a store's public pages does not tell where to send it purchases.
      await db.schema
        .createTable("intake_accounts")
        .addColumn("seller_id", "text", (c) => c.primaryKey().references("sellers.id").onDelete("cascade"))
        .addColumn("intake_id", "text", (c) => c.notNull().unique())
        .execute();
      // Kept in full: verifying an HMAC needs the secret itself, so it cannot be stored as a hash.
      await db.schema
        .createTable("intake_secrets")
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("platform", "text", (c) => c.notNull())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("secret_hint", "text", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("intake_secrets_pk", ["seller_id", "platform"])
        .execute();
      await db.schema
        .createTable("intake_mappings")
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("platform", "text", (c) => c.notNull())
        .addColumn("product_id", "text", (c) => c.notNull())
        .addColumn("stock", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("invite_field", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("intake_mappings_pk", ["seller_id", "platform", "product_id"])
        .execute();
      // One row per delivery a storefront asked for, written before any work: the unique key is what makes a
      // retried (or concurrent) delivery answer once.
      await db.schema
        .createTable("intake_deliveries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("platform", "text", (c) => c.notNull())
        .addColumn("delivery_key", "text", (c) => c.notNull())
        .addColumn("received_at", "bigint", (c) => c.notNull())
        .addColumn("product_id", "text")
        .addColumn("invoice_id", "text")
        .addColumn("buyer_email", "text")
        .addColumn("result", "text", (c) => c.notNull())
        .addColumn("answer", "text")
        .addColumn("order_id", "text")
        .addColumn("test", "integer", (c) => c.notNull().defaultTo(0))
        // Base64 of the bytes as received: a redelivery runs them again exactly.
        .addColumn("raw_body", "text", (c) => c.notNull())
        .addColumn("status_code", "integer")
        .addColumn("error", "text")
        .addColumn("replays", "integer", (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint("intake_deliveries_key", ["seller_id", "platform", "delivery_key"])
        .execute();
      await db.schema
        .createIndex("intake_deliveries_seller_received")
        .on("intake_deliveries")
        .columns(["seller_id", "received_at"])
        .execute();
      await db.schema.alterTable("orders").addColumn("storefront_invoice_id", "text").execute();
      await db.schema.alterTable("orders").addColumn("storefront_email", "text").execute();
    },
  }),
};
