// The team's sign-in tables (docs/decisions.md#team-sign-in-invites-passkeys-two-factors-step-up), run in name order
// with every other feature's (db/migrations.ts).
import type { DialectMigration } from "../../db/migration.ts";

export const teamMigrations: Record<string, DialectMigration> = {
  "0021_team_invites_and_factors": () => ({
    up: async (db) => {
      await db.schema
        .createTable("team_invites")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.notNull())
        .addColumn("created_by_name", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addColumn("used_at", "bigint")
        .addColumn("member_id", "text", (c) => c.references("team_members.id").onDelete("set null"))
        .execute();
      await db.schema.createIndex("team_invites_seller").on("team_invites").columns(["seller_id"]).execute();
      await db.schema
        .createTable("passkeys")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("credential_id", "text", (c) => c.notNull().unique())
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull())
        .addColumn("transports", "text")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("last_used_at", "bigint")
        .execute();
      await db.schema
        .createIndex("passkeys_person")
        .on("passkeys")
        .columns(["seller_id", "person"])
        .execute();
      await db.schema
        .createTable("totp_factors")
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("last_step", "bigint", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("totp_factors_pk", ["seller_id", "person"])
        .execute();
      await db.schema
        .createTable("recovery_codes")
        .addColumn("seller_id", "text", (c) => c.notNull().references("sellers.id").onDelete("cascade"))
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("used_at", "bigint")
        .addPrimaryKeyConstraint("recovery_codes_pk", ["seller_id", "person", "code_hash"])
        .execute();
      await db.schema
        .createTable("auth_challenges")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("seller_id", "text", (c) => c.references("sellers.id").onDelete("cascade"))
        .addColumn("person", "text")
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("data", "text")
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.alterTable("sessions").addColumn("step_up_until", "bigint").execute();
      await db.schema.alterTable("team_members").addColumn("sign_in_id", "text").execute();
      await db.schema
        .createIndex("team_members_sign_in_id")
        .unique()
        .on("team_members")
        .columns(["sign_in_id"])
        .execute();
    },
  }),
};
