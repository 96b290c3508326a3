// Custom domains' own migrations (run in name order with the others, db/migrations.ts).
import { type Kysely, sql } from "kysely";
import type { DialectMigration } from "../../db/migration.ts";

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const domainMigrations: Record<string, DialectMigration> = {
  /**
   * Ownership proved per seller (docs/decisions.md#domain-ownership): several sellers may claim one name, and only the
   * one whose own CNAME target the name points at becomes active, so the name is unique among active domains only.
   * Domains made active by the old check (a CNAME to the shared host) prove nothing about their seller: they go back
   * to pending until their next check finds the seller's own target.
   */
  "0007_domain_ownership": (d) => ({
    up: (db) =>
      run(db, [
        ...(d === "sqlite"
          ? [
              // SQLite cannot drop a column's UNIQUE: the table is made again without it.
              `CREATE TABLE domains_new (
        id TEXT PRIMARY KEY,
        seller_id TEXT NOT NULL UNIQUE REFERENCES sellers(id) ON DELETE CASCADE,
        domain TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        created_at BIGINT NOT NULL,
        checked_at BIGINT,
        last_error TEXT
      )`,
              `INSERT INTO domains_new (id, seller_id, domain, status, created_at, checked_at, last_error)
        SELECT id, seller_id, domain, status, created_at, checked_at, last_error FROM domains`,
              `DROP TABLE domains`,
              `ALTER TABLE domains_new RENAME TO domains`,
            ]
          : [`ALTER TABLE domains DROP CONSTRAINT IF EXISTS domains_domain_key`]),
        `UPDATE domains SET status = 'pending', last_error = 'Not yet checked for this store''s own CNAME target' WHERE status = 'active'`,
        `CREATE INDEX domains_name ON domains (domain)`,
        `CREATE UNIQUE INDEX domains_active_name ON domains (domain) WHERE status = 'active'`,
      ]),
  }),
};
