// The trail's migration (docs/decisions.md#sessions-and-the-trail): who made each activity-log entry and each
// replacement decision, as they were at the time (a renamed or removed member keeps the name they acted under).
import { sql } from "kysely";
import type { DialectMigration } from "../../db/migration.ts";

export const logMigrations: Record<string, DialectMigration> = {
  "0022_trail_actors": () => ({
    up: async (db) => {
      for (const table of ["logs", "replacement_requests"]) {
        const prefix = table === "logs" ? "actor" : "decided_by";
        await sql.raw(`ALTER TABLE ${table} ADD COLUMN ${prefix}_kind TEXT`).execute(db);
        await sql.raw(`ALTER TABLE ${table} ADD COLUMN ${prefix}_id TEXT`).execute(db);
        await sql.raw(`ALTER TABLE ${table} ADD COLUMN ${prefix}_role TEXT`).execute(db);
      }
      // The log's name column is new; a decision's name is already `decided_by`.
      await sql`ALTER TABLE logs ADD COLUMN actor_name TEXT`.execute(db);
    },
  }),
};
