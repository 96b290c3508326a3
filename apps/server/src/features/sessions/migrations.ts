// Sessions per person's migration (docs/decisions.md#sessions-and-the-trail): a public id for each session (the
// token's hash must never leave the server, even as a list key) and when it was last used.
import { type Kysely, sql } from "kysely";
import type { DialectMigration } from "../../db/migration.ts";
import { newId } from "../../ids.ts";

export const sessionMigrations: Record<string, DialectMigration> = {
  "0021_session_ids_and_last_seen": () => ({
    up: async (db: Kysely<unknown>) => {
      await sql`ALTER TABLE sessions ADD COLUMN id TEXT`.execute(db);
      await sql`ALTER TABLE sessions ADD COLUMN last_seen_at BIGINT`.execute(db);
      // Live sessions only (expired ones are dropped by housekeeping), so a row at a time is a few at most.
      const rows = await sql<{ token_hash: string; created_at: number | string }>`
        SELECT token_hash, created_at FROM sessions`.execute(db);
      for (const r of rows.rows) {
        await sql`UPDATE sessions SET id = ${newId(Number(r.created_at))}, last_seen_at = created_at
          WHERE token_hash = ${r.token_hash}`.execute(db);
      }
      await sql`CREATE UNIQUE INDEX sessions_id ON sessions (id)`.execute(db);
    },
  }),
};
