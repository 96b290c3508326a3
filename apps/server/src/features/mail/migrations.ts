// What the customers' emails and "find my order" keep (docs/decisions.md#delivery-emails-and-find-my-order): the
// language each order was made in, an index to find a customer's orders by email, and the find-my-order links.
// Run in name order with every other migration (db/migrations.ts).
import { sql } from "kysely";
import type { DialectMigration } from "../../db/migration.ts";

export const mailMigrations: Record<string, DialectMigration> = {
  "0019_customer_mail_and_find_order_links": () => ({
    up: async (db) => {
      // The language of the page (or intake) that made the order; null reads as English.
      await db.schema.alterTable("orders").addColumn("customer_locale", "text").execute();
      // "Find my order" looks a store's orders up by the customer's email as typed on the redeem page or given by a
      // storefront, in any case and with stray spaces: the query uses the same expression.
      await sql`CREATE INDEX orders_seller_customer_email ON orders (seller_id, lower(trim(email)), created_at)`.execute(
        db,
      );
      // A link is stored by its token's SHA-256 only: the database never holds a usable link. One use, 15 minutes.
      await db.schema
        .createTable("find_order_links")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addColumn("used_at", "bigint")
        .execute();
      await sql`CREATE INDEX find_order_links_expires ON find_order_links (expires_at)`.execute(db);
    },
  }),
  // The store's customers' default language: the mails of an order made without a page (a storefront's purchase,
  // the bot) are written in it; null reads as English (docs/decisions.md#customers-languages-the-rest).
  "0024_customers_default_language": () => ({
    up: async (db) => {
      await db.schema.alterTable("sellers").addColumn("customer_locale", "text").execute();
    },
  }),
};
