// The schema's migrations, in name order, for Kysely's Migrator (db/migrate.ts): the shared ones here, a feature's
// own in its folder. The DDL is the SQL the first runner applied, kept word for word, so a database it made and one
// made now are the same; later migrations may use the schema builder. A migration's name never changes once
// released: it is the key of the applied record.
import { type Kysely, sql } from "kysely";
import { eventMigrations } from "../features/events/migrations.ts";
import { featurePlugins } from "../features/index.ts";
import type { DialectName } from "./connect.ts";
import type { DialectMigration } from "./migration.ts";

const serialId = (d: DialectName) =>
  d === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY";

/** Runs raw DDL statements in order (db is the Migrator's, without the camel-case plugin). */
async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The schema every feature shares, as released (the first runner applied these). */
const sharedMigrations: Record<string, DialectMigration> = {
  "0001_initial_schema": (d) => ({
    up: (db) =>
      run(db, [
        `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
        `CREATE TABLE sellers (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        discord_id TEXT NOT NULL DEFAULT '',
        guild_id TEXT NOT NULL UNIQUE,
        is_admin INTEGER NOT NULL DEFAULT 0,
        access_code TEXT NOT NULL UNIQUE,
        access_code_reset_at BIGINT,
        bot_key_hash TEXT NOT NULL UNIQUE,
        store_link TEXT NOT NULL DEFAULT '',
        discord_link TEXT NOT NULL DEFAULT '',
        embed_color TEXT NOT NULL DEFAULT '',
        embed_footer TEXT NOT NULL DEFAULT '',
        one_month_nitro INTEGER NOT NULL DEFAULT 0,
        one_month_boosts INTEGER NOT NULL DEFAULT 0,
        three_month_nitro INTEGER NOT NULL DEFAULT 0,
        three_month_boosts INTEGER NOT NULL DEFAULT 0,
        custom_code TEXT NOT NULL DEFAULT '',
        created_at BIGINT NOT NULL
      )`,
        `CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        seller_id TEXT NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        ip TEXT,
        user_agent TEXT
      )`,
        `CREATE INDEX sessions_seller ON sessions (seller_id)`,
        `CREATE TABLE orders (
        seller_id TEXT NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
        order_id TEXT NOT NULL,
        guild_id TEXT NOT NULL DEFAULT '',
        invite TEXT NOT NULL DEFAULT '',
        stock TEXT NOT NULL DEFAULT '',
        amount INTEGER NOT NULL DEFAULT 0,
        success_tokens TEXT NOT NULL DEFAULT '[]',
        failed_tokens TEXT NOT NULL DEFAULT '[]',
        store_link TEXT NOT NULL DEFAULT '',
        discord_link TEXT NOT NULL DEFAULT '',
        bb_guild_id TEXT NOT NULL DEFAULT '',
        state TEXT NOT NULL DEFAULT 'done',
        email TEXT,
        display_name TEXT,
        bio TEXT,
        avatar TEXT,
        banner TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (seller_id, order_id)
      )`,
        `CREATE INDEX orders_seller_created ON orders (seller_id, created_at)`,
        `CREATE INDEX orders_seller_state ON orders (seller_id, state)`,
        `CREATE TABLE redeem_keys (
        seller_id TEXT NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        amount INTEGER NOT NULL,
        stock TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        used_at BIGINT,
        PRIMARY KEY (seller_id, key)
      )`,
        `CREATE TABLE suggestions (
        id TEXT PRIMARY KEY,
        author_id TEXT NOT NULL,
        author TEXT NOT NULL,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        created_at BIGINT NOT NULL
      )`,
        `CREATE TABLE suggestion_votes (
        suggestion_id TEXT NOT NULL REFERENCES suggestions(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        vote TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (suggestion_id, user_id)
      )`,
        `CREATE TABLE bugs (
        id TEXT PRIMARY KEY,
        author_id TEXT NOT NULL,
        author TEXT NOT NULL,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        steps TEXT NOT NULL DEFAULT '',
        expected_behavior TEXT NOT NULL DEFAULT '',
        actual_behavior TEXT NOT NULL DEFAULT '',
        severity TEXT NOT NULL DEFAULT 'medium',
        status TEXT NOT NULL DEFAULT 'open',
        created_at BIGINT NOT NULL
      )`,
        `CREATE TABLE logs (
        id ${serialId(d)},
        timestamp BIGINT NOT NULL,
        seller_id TEXT,
        username TEXT NOT NULL,
        user_id TEXT NOT NULL,
        action TEXT NOT NULL,
        details TEXT NOT NULL,
        severity TEXT NOT NULL,
        ip_address TEXT,
        user_agent TEXT
      )`,
        `CREATE INDEX logs_timestamp ON logs (timestamp)`,
        `CREATE INDEX logs_seller ON logs (seller_id, timestamp)`,
        `CREATE TABLE domains (
        id TEXT PRIMARY KEY,
        seller_id TEXT NOT NULL UNIQUE REFERENCES sellers(id) ON DELETE CASCADE,
        domain TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL DEFAULT 'pending',
        created_at BIGINT NOT NULL,
        checked_at BIGINT,
        last_error TEXT
      )`,
        `CREATE TABLE captcha_used (id TEXT PRIMARY KEY, expires_at BIGINT NOT NULL)`,
      ]),
  }),
  "0002_scale_out": (d) => ({
    up: (db) =>
      run(db, [
        // Fixed-window counters of @fastify/rate-limit, shared by every instance on PostgreSQL (sharedLimits.ts).
        // UNLOGGED there: no WAL for a write on every limited request; a crash of the database empties the table,
        // which only restarts the current windows. SQLite keeps its counters in memory and leaves this table empty.
        `CREATE ${d === "postgres" ? "UNLOGGED " : ""}TABLE rate_limit_hits (
        key TEXT PRIMARY KEY,
        hits BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
        `CREATE INDEX rate_limit_hits_expires ON rate_limit_hits (expires_at)`,
        // One row per background job: the instance that moves last_run_at forward runs it (Store.claimJobRun).
        `CREATE TABLE job_runs (
        name TEXT PRIMARY KEY,
        last_run_at BIGINT NOT NULL,
        runs BIGINT NOT NULL,
        run_by TEXT NOT NULL
      )`,
      ]),
  }),
};

/**
 * Every migration: the shared schema's and each feature's own (its plugin's `migrations`, features/index.ts), in
 * name order, the order the Migrator runs them in. A new feature's tables go in its folder, named after the last
 * migration (`0004_...`).
 */
export const migrations: Record<string, DialectMigration> = collect([
  sharedMigrations,
  eventMigrations,
  ...featurePlugins.map((p) => p.migrations),
]);

function collect(
  sets: ReadonlyArray<Readonly<Record<string, DialectMigration>>>,
): Record<string, DialectMigration> {
  const all = new Map<string, DialectMigration>();
  for (const [name, migration] of sets.flatMap((set) => Object.entries(set))) {
    if (all.has(name)) throw new Error(`Two migrations are named ${name}`);
    all.set(name, migration);
  }
  return Object.fromEntries([...all].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The first runner's version numbers, by migration name: an old database's record is carried over with it. */
export const LEGACY_VERSIONS: Record<string, number> = {
  "0001_initial_schema": 1,
  "0002_scale_out": 2,
  "0003_bot_key_hint": 3,
};
