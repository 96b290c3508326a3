// A database as the first migration runner (before Kysely's Migrator) left it: its `schema_migrations` table with
// one row per applied version, the schema of those versions, and no `kysely_migration` table.
import { sql } from "kysely";
import type { Db } from "../src/db/connect.ts";
import { LEGACY_VERSIONS, migrations } from "../src/db/migrations.ts";

export async function makeLegacyDatabase(db: Db, upToVersion: number): Promise<void> {
  const plain = db.kysely.withoutPlugins();
  await sql
    .raw(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
    )
    .execute(plain);
  for (const [name, version] of Object.entries(LEGACY_VERSIONS)) {
    if (version > upToVersion) continue;
    const migration = migrations[name];
    if (!migration) throw new Error(`no migration ${name}`);
    await migration(db.dialect).up(plain);
    await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${version}, ${name}, ${1_000 * version})`.execute(
      plain,
    );
  }
}

/** A seller, an order and a log entry written as the old code wrote them (snake_case SQL). */
export async function addLegacyRows(db: Db): Promise<void> {
  const plain = db.kysely.withoutPlugins();
  await sql`INSERT INTO sellers (id, name, guild_id, access_code, bot_key_hash, created_at, store_link, one_month_boosts)
    VALUES ('s1', 'Old Store', '123456789', 'CODE-1', 'hash-1', 1, 'https://old.example', 42)`.execute(plain);
  // Before 0004_order_lifecycle an order had a `state`; from it on, a `status` and the step times.
  const orders = (await plain.introspection.getTables()).find((t) => t.name === "orders");
  if (orders?.columns.some((c) => c.name === "status")) {
    await sql`INSERT INTO orders (seller_id, order_id, guild_id, amount, stock, success_tokens, store_link,
      discord_link, bb_guild_id, status, reported_at, created_at, updated_at)
      VALUES ('s1', 'ORDER-1', '123456789', 4, 'oneMonthBoosts.txt', '["a","b"]', '', '', '', 'completed', 2, 2, 2)`.execute(
      plain,
    );
  } else {
    await sql`INSERT INTO orders (seller_id, order_id, guild_id, amount, stock, success_tokens, store_link,
      discord_link, bb_guild_id, state, created_at, updated_at)
      VALUES ('s1', 'ORDER-1', '123456789', 4, 'oneMonthBoosts.txt', '["a","b"]', '', '', '', 'done', 2, 2)`.execute(
      plain,
    );
  }
  await sql`INSERT INTO logs (timestamp, seller_id, username, user_id, action, details, severity)
    VALUES (3, 's1', 'Old Store', 's1', 'login', 'Signed in to the dashboard', 'success')`.execute(plain);
}
