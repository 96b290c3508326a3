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
  // A store's team (docs/decisions.md#team-roles-and-permissions): its members, each with a role, and
  // which member a session is (none: the owner, who signs in with the access code). Removing a member keeps the row
  // (the trail names them) and ends their sessions at their next request.
  "0020_team_members": () => ({
    up: async (db) => {
      await db.schema
        .createTable("team_members")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("removed_at", "bigint")
        .execute();
      await db.schema.createIndex("team_members_seller").on("team_members").columns(["seller_id"]).execute();
      await db.schema
        .alterTable("sessions")
        .addColumn("member_id", "text", (c) => c.references("team_members.id").onDelete("cascade"))
        .execute();
    },
  }),
};
