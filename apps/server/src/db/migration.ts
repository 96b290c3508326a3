// One migration's shape: a feature's plugin may carry its own (features/<area>/migrations.ts); db/migrations.ts runs
// the shared ones and every plugin's in name order.
import type { Migration } from "kysely";
import type { DialectName } from "./connect.ts";

/** A migration written for the database it runs on (SQLite or PostgreSQL). */
export type DialectMigration = (dialect: DialectName) => Migration;
