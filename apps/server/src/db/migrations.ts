// SQL migrations, applied in order at every start. Two processes starting at once must not both apply one:
// SQLite takes the write lock (BEGIN IMMEDIATE) before reading the applied versions, PostgreSQL an advisory lock.
import { type Kysely, sql } from "kysely";
import type { Db, DialectName } from "./connect.ts";
import type { Database } from "./schema.ts";

interface Migration {
  version: number;
  name: string;
  statements: (d: DialectName) => string[];
}

const serialId = (d: DialectName) =>
  d === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY";

export const migrations: Migration[] = [
  {
    version: 1,
    name: "initial schema",
    statements: (d) => [
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
    ],
  },
  {
    version: 2,
    name: "shared rate-limit counters and job runs (scale-out)",
    statements: (d) => [
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
    ],
  },
  {
    version: 3,
    name: "bot key hint, rotation time and last bot contact",
    statements: () => [
      // The key's last four characters, so Settings can tell keys apart without keeping the key.
      `ALTER TABLE sellers ADD COLUMN bot_key_hint TEXT`,
      `ALTER TABLE sellers ADD COLUMN bot_key_rotated_at BIGINT`,
      // The bot's last call with the current key (Home's 'Connect your bot' step).
      `ALTER TABLE sellers ADD COLUMN bot_last_seen_at BIGINT`,
    ],
  },
];

const PG_MIGRATION_LOCK = 7_262_033_301;

async function applyPending(trx: Kysely<Database>, dialect: DialectName): Promise<number[]> {
  await sql
    .raw(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
    )
    .execute(trx);
  const done = new Set(
    (await trx.selectFrom("schema_migrations").select("version").execute()).map((r) => r.version),
  );
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    for (const statement of m.statements(dialect)) await sql.raw(statement).execute(trx);
    await trx
      .insertInto("schema_migrations")
      .values({ version: m.version, name: m.name, applied_at: Date.now() })
      .execute();
    applied.push(m.version);
  }
  return applied;
}

/** Applies every pending migration; returns the versions this call applied. */
export async function migrate(db: Db): Promise<number[]> {
  return db.kysely.connection().execute(async (conn) => {
    if (db.dialect === "sqlite") {
      await sql.raw("BEGIN IMMEDIATE").execute(conn);
      try {
        const applied = await applyPending(conn, db.dialect);
        await sql.raw("COMMIT").execute(conn);
        return applied;
      } catch (err) {
        await sql.raw("ROLLBACK").execute(conn);
        throw err;
      }
    }
    await sql`SELECT pg_advisory_lock(${PG_MIGRATION_LOCK})`.execute(conn);
    try {
      await sql.raw("BEGIN").execute(conn);
      try {
        const applied = await applyPending(conn, db.dialect);
        await sql.raw("COMMIT").execute(conn);
        return applied;
      } catch (err) {
        await sql.raw("ROLLBACK").execute(conn);
        throw err;
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${PG_MIGRATION_LOCK})`.execute(conn);
    }
  });
}
