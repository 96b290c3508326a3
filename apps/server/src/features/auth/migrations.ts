// Sign-in's own migrations (run in name order with the others, db/migrations.ts).
import type { DialectMigration } from "../../db/migration.ts";

export const authMigrations: Record<string, DialectMigration> = {
  // The bot's dashboard links carry a one-time code instead of a session token (docs/decisions.md#sign-in-links).
  "0010_signin_codes": () => ({
    up: async (db) => {
      await db.schema
        .createTable("sign_in_codes")
        .addColumn("code_hash", "text", (c) => c.primaryKey())
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .execute();
    },
  }),
};
