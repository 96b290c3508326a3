// Opens the database: embedded SQLite in the data directory by default, PostgreSQL when a URL is given.
import { createRequire } from "node:module";
import path from "node:path";
import type BetterSqlite3Type from "better-sqlite3";
import {
  CamelCasePlugin,
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import type PgType from "pg";
import { privateDir, privateFiles } from "./privateFiles.ts";
import type { Database } from "./schema.ts";

// Each driver is loaded only when its database is used: a SQLite server never loads pg, and the other way round
// (a few MB of resident memory each).
const requireHere = createRequire(import.meta.url);
const loadSqlite = () => requireHere("better-sqlite3") as typeof BetterSqlite3Type;
const loadPg = () => requireHere("pg") as typeof PgType;

export type DialectName = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for messages (file path, or the URL without its password). */
  location: string;
  /** PostgreSQL's pool: connections open, idle, the maximum, and queries waiting for one (ops/metrics.ts). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /** SQLite's connection itself, for its online backup (ops/backup.ts). */
  sqlite?: BetterSqlite3Type.Database;
  close(): Promise<void>;
}

/**
 * Write transactions on SQLite start with BEGIN IMMEDIATE: a deferred transaction that reads and then writes
 * fails with SQLITE_BUSY (no busy wait) when another process committed in between; IMMEDIATE takes the write
 * lock up front, and waits for it within busy_timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/**
 * SQLite runs DDL inside a transaction, so Kysely's Migrator may run each batch of migrations in one: with the driver
 * above that transaction is BEGIN IMMEDIATE, the cross-process lock two servers starting at once need (Kysely's own
 * SQLite migration lock only guards one process's connection).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** Columns are snake_case in the database and camelCase in the code: Kysely maps names both ways. */
function kyselyFor(dialect: Dialect): Kysely<Database> {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

export const SQLITE_FILE = "boostdash.sqlite";

/**
 * `journal_mode = WAL`, tried again for up to 15 s while another process has the file locked: when two processes
 * open a new database at once, SQLite can answer the switch with SQLITE_BUSY at once instead of waiting out the busy
 * timeout (it will not wait where waiting could deadlock), and the second server failed to start.
 */
function switchToWal(database: { pragma(source: string): unknown }): void {
  const until = Date.now() + 15_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      database.pragma("journal_mode = WAL");
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== "SQLITE_BUSY" || Date.now() > until) throw err;
      Atomics.wait(pause, 0, 0, 20);
    }
  }
}

export function openSqlite(file: string): Db {
  privateDir(path.dirname(file));
  const BetterSqlite3 = loadSqlite();
  const database = new BetterSqlite3(file);
  // busy_timeout first: switching to WAL needs a lock another starting process may hold.
  database.pragma("busy_timeout = 15000");
  switchToWal(database);
  privateFiles(file, `${file}-wal`, `${file}-shm`);
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  const kysely = kyselyFor(new ImmediateSqliteDialect({ database }));
  return {
    kysely,
    dialect: "sqlite",
    location: file,
    sqlite: database,
    close: () => kysely.destroy(),
  };
}

const INT8_OID = 20;

/**
 * How long the server waits on PostgreSQL (docs/decisions.md#database-timeouts): a connection (or a free one from the
 * pool), a statement (client side too, since a frozen server enforces nothing), and an open transaction left idle.
 * A database that stops answering then gives errors within seconds instead of holding every request, and the pool
 * carries on by itself once it answers again.
 */
export interface PgTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = {
  connectMs: 3000,
  statementMs: 4000,
  idleInTransactionMs: 10_000,
};

export function openPostgres(url: string, timeouts: PgTimeouts = DEFAULT_PG_TIMEOUTS): Db {
  const pg = loadPg();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    // The server cancels a statement over its time (the connection stays usable); the client gives up as well, a
    // little later, for a server that cannot answer at all (stopped with SIGSTOP, a network that drops packets).
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 500,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    // Counts and epoch-millisecond times are BIGINT; they fit in a JS number.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID
          ? (v: string) => Number(v)
          : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection can be ended by the database (restart, failover, an admin's terminate); pg reports that
  // on the pool, and without a listener Node would crash the server. The pool replaces the connection itself.
  pool.on("error", (err) => {
    console.warn(`PostgreSQL: an idle connection was closed (${err.message}); it will be replaced.`);
  });
  // A connection in use when the database goes away (stopped, or after a statement timed out on a frozen one) emits
  // 'error' too; the pool only listens on idle ones. Its query has failed already and the pool drops it on release.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  const kysely = kyselyFor(new PostgresDialect({ pool }));
  let location = url;
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    location = u.toString();
  } catch {
    location = "postgres";
  }
  return {
    kysely,
    dialect: "postgres",
    location,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 10 }),
    close: () => kysely.destroy(),
  };
}

export function openDb(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  databaseTimeouts?: PgTimeouts;
}): Db {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.databaseTimeouts)
    : openSqlite(path.join(opts.dataDir, SQLITE_FILE));
}
