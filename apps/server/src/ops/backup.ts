// SQLite backups and restores (docs/decisions.md#operations):
// - backup: SQLite's online backup API (better-sqlite3's `backup()`), never a file copy: the copy is one consistent
//   state of the database, taken while the server keeps reading and writing. The CLI copies every page in one step
//   (one read transaction, which in WAL mode never blocks a writer, and which another process's write cannot
//   restart); the server's scheduled backup goes through its own connection in small steps, so its event loop is
//   never held for long. The copy is written beside its final name, checked (`PRAGMA quick_check`), then renamed.
// - restore: refused while any other process has the database open. The check is SQLite's own lock: in WAL mode
//   every open connection holds a shared lock, so an exclusive lock taken without waiting succeeds only when no
//   server (and no other CLI command) uses the file. Under that lock the current database is first copied aside,
//   and then replaced in place, in one transaction, by the backup's schema and rows.
// PostgreSQL: pg_dump and pg_restore (README, "Running in production").
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type BetterSqlite3Type from "better-sqlite3";
import { privateDir, privateFiles } from "../db/privateFiles.ts";

const requireHere = createRequire(import.meta.url);
const loadSqlite = () => requireHere("better-sqlite3") as typeof BetterSqlite3Type;

type Sqlite = BetterSqlite3Type.Database;

/** Pages per step for the server's own backups: about 400 KB, a few ms of its event loop each. */
const SERVER_STEP_PAGES = 100;
/** Every page at once (better-sqlite3's largest step). */
const ALL_PAGES = 0x7fffffff;

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** Rows per table in the copy, checked after it was written. */
  rows: Record<string, number>;
}

/** `boostdash-2026-11-26T20-15-00Z.sqlite`: sorts by time, no characters a file system refuses. */
export function backupFileName(at = new Date()): string {
  return `boostdash-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-")}.sqlite`;
}

const BACKUP_NAME = /^boostdash-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sqlite$/;

function userTables(db: Sqlite, schema = "main"): string[] {
  return (
    db
      .prepare(
        `SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )
      .all() as Array<{ name: string }>
  ).map((r) => r.name);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Makes a copy one self-contained file: the backup API copies the source's header, which says WAL, and a WAL database
 * opened read-only leaves -wal and -shm files beside it.
 */
function singleFile(file: string): void {
  const db = new (loadSqlite())(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
  } finally {
    db.close();
  }
}

/** Checks a database file and counts its rows; throws BackupError when it is not a sound boostdash database. */
export function inspect(file: string, readonly = true): Record<string, number> {
  const Database = loadSqlite();
  let db: Sqlite;
  try {
    db = new Database(file, { readonly, fileMustExist: true });
  } catch (err) {
    throw new BackupError(`Cannot open ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    let check: unknown;
    try {
      check = db.pragma("quick_check", { simple: true });
    } catch (err) {
      throw new BackupError(
        `${file} is not a SQLite database (${err instanceof Error ? err.message : String(err)})`,
      );
    }
    if (check !== "ok") throw new BackupError(`${file} is damaged: quick_check says ${String(check)}`);
    const tables = userTables(db);
    if (!tables.includes("sellers") || !tables.includes("kysely_migration")) {
      throw new BackupError(`${file} is not a boostdash database (no sellers or kysely_migration table)`);
    }
    return Object.fromEntries(
      tables.map((t) => [t, (db.prepare(`SELECT count(*) AS n FROM ${quote(t)}`).get() as { n: number }).n]),
    );
  } finally {
    db.close();
  }
}

/**
 * Writes a consistent copy of `source` (an open connection, the server's own; or a file path, opened here) to
 * `dest`, which must not exist yet.
 */
export async function backupTo(source: Sqlite | string, dest: string): Promise<BackupResult> {
  const started = Date.now();
  if (existsSync(dest)) throw new BackupError(`${dest} already exists: give another file name`);
  privateDir(path.dirname(dest));
  const partial = `${dest}.partial`;
  rmSync(partial, { force: true });
  const own = typeof source === "string";
  let db: Sqlite;
  if (own) {
    if (!existsSync(source)) throw new BackupError(`There is no database at ${source} yet`);
    db = new (loadSqlite())(source, { fileMustExist: true });
    db.pragma("busy_timeout = 15000");
  } else db = source;
  try {
    await db.backup(partial, { progress: () => (own ? ALL_PAGES : SERVER_STEP_PAGES) });
    privateFiles(partial);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    if (own) db.close();
  }
  let rows: Record<string, number>;
  try {
    singleFile(partial);
    rows = inspect(partial);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  renameSync(partial, dest);
  return { file: dest, bytes: statSync(dest).size, ms: Date.now() - started, rows };
}

/** Deletes all but the newest `keep` backups (by their names' time) in `dir`; returns the deleted names. */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir)
    .filter((n) => BACKUP_NAME.test(n))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const n of old) rmSync(path.join(dir, n), { force: true });
  return old;
}

/**
 * Takes SQLite's exclusive lock on `file` without waiting: the connection returned holds it until closed.
 * Throws BackupError when another process has the database open.
 */
export function lockExclusive(file: string): Sqlite {
  privateDir(path.dirname(file));
  const db = new (loadSqlite())(file);
  try {
    db.pragma("busy_timeout = 0");
    // Before the first read: the connection then keeps its lock (and, in WAL mode, uses no shared memory).
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
  } catch (err) {
    db.close();
    if (
      (err as { code?: string }).code === "SQLITE_BUSY" ||
      (err as { code?: string }).code === "SQLITE_LOCKED"
    ) {
      throw new BackupError(
        `The database ${file} is in use by another process (a running server, or another CLI command). ` +
          "Stop the server first, then restore.",
      );
    }
    throw err;
  }
  return db;
}

export interface RestoreResult {
  /** The database as it was before the restore, kept beside it (undefined when there was none). */
  previous: string | undefined;
  rows: Record<string, number>;
  ms: number;
}

/**
 * Puts the backup `from` in place of the database at `file`: refused while another process uses `file`; the
 * current database is copied aside first (`<file>.before-restore-<time>`), and replaced in one transaction.
 */
export async function restoreFrom(
  from: string,
  file: string,
  knownMigrations: string[],
): Promise<RestoreResult> {
  const started = Date.now();
  const expected = inspect(from);
  const Database = loadSqlite();
  const src = new Database(from, { readonly: true });
  const applied = (src.prepare("SELECT name FROM kysely_migration").all() as Array<{ name: string }>).map(
    (r) => r.name,
  );
  src.close();
  const unknown = applied.filter((n) => !knownMigrations.includes(n));
  if (unknown.length > 0) {
    throw new BackupError(
      `${from} was made by a newer version of boostdash (migration ${unknown.join(", ")} is unknown here): ` +
        "upgrade this copy first, then restore.",
    );
  }
  const db = lockExclusive(file);
  let previous: string | undefined;
  try {
    if (userTables(db).length > 0) {
      previous = `${file}.before-restore-${backupFileName().replace(/^boostdash-|\.sqlite$/g, "")}`;
      // The same connection, which holds the lock: nothing can change the file while it is copied.
      await db.backup(previous, { progress: () => ALL_PAGES });
      privateFiles(previous);
      singleFile(previous);
    }
    db.pragma("foreign_keys = OFF");
    db.exec(`ATTACH DATABASE ${quoteLiteral(from)} AS src`);
    const objects = db
      .prepare(
        "SELECT type, name, sql FROM src.sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
      )
      .all() as Array<{ type: string; name: string; sql: string }>;
    const replace = db.transaction(() => {
      const current = db
        .prepare("SELECT type, name FROM main.sqlite_master WHERE name NOT LIKE 'sqlite_%'")
        .all() as Array<{ type: string; name: string }>;
      for (const o of current.filter((x) => x.type === "view" || x.type === "trigger"))
        db.exec(`DROP ${o.type.toUpperCase()} IF EXISTS main.${quote(o.name)}`);
      // A virtual table first: dropping it drops its shadow tables (a full-text index's, which SQLite keeps).
      const kinds = (schema: string) =>
        new Map(
          (
            db.prepare("SELECT name, type, wr FROM pragma_table_list WHERE schema = ?").all(schema) as Array<{
              name: string;
              type: string;
              wr: number;
            }>
          ).map((t) => [t.name, t]),
        );
      const here = kinds("main");
      const tablesHere = current.filter((x) => x.type === "table");
      for (const o of [...tablesHere].sort(
        (a, b) => Number(here.get(b.name)?.type === "virtual") - Number(here.get(a.name)?.type === "virtual"),
      ))
        db.exec(`DROP TABLE IF EXISTS main.${quote(o.name)}`);
      const there = kinds("src");
      for (const o of objects.filter((x) => x.type === "table")) {
        const kind = there.get(o.name);
        // A shadow table is made by its virtual table (created before it, in sqlite_master's order): its rows are
        // copied as they are; a virtual table's own rows are its shadow tables' and its content table's.
        if (kind?.type === "shadow") db.exec(`DELETE FROM main.${quote(o.name)}`);
        else db.exec(o.sql);
        if (kind?.type === "virtual") continue;
        // Rows keep their rowids: an external-content full-text index refers to its table's rows by rowid.
        const columns = (
          db.prepare(`SELECT name FROM pragma_table_info(?, 'src')`).all(o.name) as Array<{ name: string }>
        )
          .map((c) => quote(c.name))
          .join(", ");
        const rowid = kind?.wr === 1 ? "" : "rowid, ";
        db.exec(
          `INSERT INTO main.${quote(o.name)} (${rowid}${columns}) SELECT ${rowid}${columns} FROM src.${quote(o.name)}`,
        );
      }
      const hasSequence = db.prepare("SELECT 1 FROM src.sqlite_master WHERE name = 'sqlite_sequence'").get();
      if (hasSequence) {
        db.exec("DELETE FROM main.sqlite_sequence");
        db.exec("INSERT INTO main.sqlite_sequence SELECT * FROM src.sqlite_sequence");
      }
      for (const o of objects.filter((x) => x.type !== "table")) db.exec(o.sql);
      const version = db.pragma("src.user_version", { simple: true }) as number;
      db.pragma(`user_version = ${Number(version) | 0}`);
    });
    // A full-text index's shadow tables are written only with SQLite's defensive mode off (better-sqlite3's
    // unsafe mode), for the restore's copy alone.
    db.unsafeMode(true);
    replace();
    db.unsafeMode(false);
    db.exec("DETACH DATABASE src");
    const problems = db.pragma("foreign_key_check") as unknown[];
    if (problems.length > 0)
      throw new BackupError(`The restored database has ${problems.length} broken reference(s)`);
  } finally {
    db.close();
  }
  // Read-write: a WAL database opened read-only would leave its -wal and -shm files behind.
  const rows = inspect(file, false);
  for (const [table, n] of Object.entries(expected)) {
    if (rows[table] !== n)
      throw new BackupError(`Restored ${table} has ${rows[table]} rows, the backup ${n}`);
  }
  return { previous, rows, ms: Date.now() - started };
}

const quoteLiteral = (s: string) => `'${s.replaceAll("'", "''")}'`;
