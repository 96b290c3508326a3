// Applies pending migrations at every start with Kysely's Migrator. Two instances starting at once apply each one
// once: the Migrator holds an advisory lock on PostgreSQL, and on SQLite runs in one BEGIN IMMEDIATE transaction
// (db/connect.ts). A database made by the first runner (its own `schema_migrations` table) is carried over first.
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Db } from "./connect.ts";
import { LEGACY_VERSIONS, migrations } from "./migrations.ts";

/** The first runner's lock key: a legacy carry-over and an old instance starting at once wait for each other. */
const PG_MIGRATION_LOCK = 7_262_033_301;

function provider(db: Db): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(migrations).map(([name, m]): [string, Migration] => [name, m(db.dialect)]),
      ),
  };
}

/**
 * Records the first runner's applied versions as the Migrator's applied names, so nothing runs twice. Idempotent
 * and serialised (write lock / advisory lock), so concurrent starts agree; `schema_migrations` itself is kept.
 */
async function carryOverLegacyRecord(db: Db): Promise<void> {
  const plain = db.kysely.withoutPlugins() as Kysely<unknown>;
  const tables = await plain.introspection.getTables();
  if (!tables.some((t) => t.name === "schema_migrations")) return;
  const nameOf = new Map(Object.entries(LEGACY_VERSIONS).map(([name, version]) => [version, name]));
  await db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === "postgres") await sql`SELECT pg_advisory_xact_lock(${PG_MIGRATION_LOCK})`.execute(trx);
    // The Migrator's own table, as it would create it.
    await trx.schema
      .createTable("kysely_migration")
      .ifNotExists()
      .addColumn("name", "varchar(255)", (c) => c.notNull().primaryKey())
      .addColumn("timestamp", "varchar(255)", (c) => c.notNull())
      .execute();
    const legacy = await trx.selectFrom("schemaMigrations").select(["version", "appliedAt"]).execute();
    for (const row of legacy) {
      const name = nameOf.get(Number(row.version));
      if (name === undefined)
        throw new Error(`Unknown migration version ${row.version} in schema_migrations`);
      await trx
        .insertInto("kyselyMigration")
        .values({ name, timestamp: new Date(Number(row.appliedAt)).toISOString() })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    }
  });
}

/**
 * Applies every pending migration; returns the names this call applied (e.g. ["0002_scale_out", "0003_bot_key_hint"]):
 * names, not numbers, because numbers repeat (three 0009s, from branches merged side by side) and skip (no 0005).
 */
export async function migrate(db: Db): Promise<string[]> {
  await carryOverLegacyRecord(db);
  // Without the camel-case plugin: the Migrator's tables and introspection use the database's own names.
  const migrator = new Migrator({ db: db.kysely.withoutPlugins(), provider: provider(db) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
