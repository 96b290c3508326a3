// Backups: `backup` takes a consistent copy while a server writes, `restore` puts it into a fresh directory with every
// table equal, and is refused while a server uses the database; scheduled backups keep the newest BACKUP_KEEP.
// PostgreSQL is backed up with pg_dump: the commands say so.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { main } from "../src/cli.ts";
import { loadConfig } from "../src/config.ts";
import { SQLITE_FILE } from "../src/db/connect.ts";
import { inspect } from "../src/ops/backup.ts";
import {
  call,
  dialect,
  serverDir,
  sessionOf,
  spawnProgram,
  spawnServer,
  startServer,
  type TestDatabase,
  type TestServer,
  tempDir,
  testDatabase,
} from "./helpers.ts";

let tdb: TestDatabase | undefined;
let server: TestServer | undefined;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  await server?.close();
  server = undefined;
  await tdb?.cleanup();
  tdb = undefined;
});

async function cli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  let out = "";
  const write = (line: string) => {
    out += `${line}\n`;
  };
  const code = await main(args, {
    env: { ...process.env, ...env },
    out: write,
    err: write,
    stdin: async () => "",
  });
  return { code, out };
}

/** A real CLI process, as a person runs it beside the server. */
async function cliProcess(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  const p = spawnProgram("cli", args, env);
  p.child.stdin?.end();
  const code = await p.exited;
  return { code, out: p.output() };
}

/** Every table's rows, each table's sorted, from a database file. */
function tables(file: string): Record<string, string[]> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const names = (
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all() as Array<{ name: string }>
    ).map((r) => r.name);
    return Object.fromEntries(
      names.map((n) => [
        n,
        (db.prepare(`SELECT * FROM "${n}"`).all() as unknown[]).map((r) => JSON.stringify(r)).sort(),
      ]),
    );
  } finally {
    db.close();
  }
}

function schema(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (
      db
        .prepare("SELECT type || ' ' || name || ' ' || coalesce(sql, '') AS s FROM sqlite_master")
        .all() as Array<{
        s: string;
      }>
    )
      .map((r) => r.s)
      .sort();
  } finally {
    db.close();
  }
}

describe(`backups (${dialect})`, () => {
  it("backs up under load, restores into a fresh directory with every table equal, refuses a restore under a running server", async () => {
    if (dialect !== "sqlite") return; // PostgreSQL: pg_dump (the test below).
    tdb = await testDatabase();
    const env = { ...tdb.env, SELLER_RATE_LIMIT_SCALE: "1000" };
    expect((await cli(["demo"], env)).code).toBe(0);
    const live = await spawnServer(env);
    cleanups.push(() => live.child.exitCode === null && live.child.kill("SIGKILL"));
    const code = /^Access code: (\S+)$/m.exec(live.output())?.[1] ?? "";
    const token = sessionOf(
      (await call(live.url, "POST", "/api/auth/login", { body: { captcha_key: "x", access_code: code } }))
        .body,
    ).token;

    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const title = `w${w}-${i}`;
        const r = await call(live.url, "POST", "/api/suggestions/create", {
          token,
          body: { title, description: "d" },
        });
        if (r.status === 200) acknowledged.push(title);
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 25));

    const backupsDir = tempDir("bd-backups-");
    cleanups.push(() =>
      import("node:fs").then((fs) => fs.rmSync(backupsDir, { recursive: true, force: true })),
    );
    const file = path.join(backupsDir, "under-load.sqlite");
    const ackedBefore = [...acknowledged];
    const backup = await cliProcess(["backup", file], env);
    const ackedAfterBackup = acknowledged.length;
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/^Backup written: .*under-load\.sqlite$/m);
    expect(backup.out).toMatch(/MB in \d+\.\d s; 200 orders, 1 seller\(s\), \d+ tables, checked\./);
    // The server kept writing while the backup ran, and goes on.
    while (acknowledged.length < ackedAfterBackup + 10) await new Promise((r) => setTimeout(r, 25));

    // Refused while the server has the database open; the database is untouched.
    const refused = await cli(["restore", file], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("is in use by another process (a running server, or another CLI command)");
    expect(readdirSync(tdb.dataDir).some((n) => n.includes("before-restore"))).toBe(false);

    stop = true;
    await Promise.all(writers);

    // Restored into a fresh directory: every table equals the backup's.
    const fresh = tempDir("bd-restore-");
    cleanups.push(() => import("node:fs").then((fs) => fs.rmSync(fresh, { recursive: true, force: true })));
    const restored = await cli(["restore", file], { DATA_DIR: fresh });
    expect(restored.code, restored.out).toBe(0);
    const restoredFile = path.join(fresh, SQLITE_FILE);
    expect(tables(restoredFile)).toEqual(tables(file));
    expect(schema(restoredFile)).toEqual(schema(file));
    const inBackup = new Set(
      tables(file).suggestions?.map((r) => (JSON.parse(r) as { title: string }).title),
    );
    expect(ackedBefore.filter((t) => !inBackup.has(t))).toEqual([]);
    // A consistent state: every vote and session points at rows that exist (no half-written transaction).
    const check = new Database(restoredFile, { readonly: true });
    expect(check.pragma("foreign_key_check")).toEqual([]);
    check.close();

    // At rest (the server stopped), a backup restored elsewhere equals the live database, table for table.
    live.child.kill("SIGTERM");
    expect(await live.exited).toBe(0);
    const atRest = path.join(backupsDir, "at-rest.sqlite");
    expect((await cli(["backup", atRest], env)).code).toBe(0);
    const fresh2 = tempDir("bd-restore-");
    cleanups.push(() => import("node:fs").then((fs) => fs.rmSync(fresh2, { recursive: true, force: true })));
    expect((await cli(["restore", atRest], { DATA_DIR: fresh2 })).code).toBe(0);
    const source = tables(path.join(tdb.dataDir, SQLITE_FILE));
    expect(tables(path.join(fresh2, SQLITE_FILE))).toEqual(source);
    expect(source.suggestions?.length).toBeGreaterThanOrEqual(acknowledged.length);

    // Restoring over an existing database keeps the one it replaces; a server starts on the result.
    const over = await cli(["restore", file], env);
    expect(over.code, over.out).toBe(0);
    const previous = /kept as (\S+)$/m.exec(over.out)?.[1] ?? "";
    expect(tables(previous)).toEqual(source);
    expect(tables(path.join(tdb.dataDir, SQLITE_FILE))).toEqual(tables(file));
    const again = await spawnServer(env);
    cleanups.push(() => again.child.exitCode === null && again.child.kill("SIGKILL"));
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    const relogin = await call(again.url, "POST", "/api/auth/login", {
      body: { captcha_key: "x", access_code: code },
    });
    expect(relogin.status).toBe(200);
    console.log(
      `backup under load: ${ackedBefore.length} writes acknowledged before it, ${ackedAfterBackup - ackedBefore.length} while it ran; ${backup.out.split("\n")[1]}`,
    );
  }, 60_000);

  it("refuses files that are not a sound boostdash database, and an existing backup name", async () => {
    if (dialect !== "sqlite") return;
    tdb = await testDatabase();
    const env = tdb.env;
    expect((await cli(["create-seller", "--admin"], env)).code).toBe(0);
    const notDb = await cli(["restore", path.join(serverDir, "package.json")], env);
    expect(notDb).toMatchObject({ code: 1 });
    expect(notDb.out).toMatch(/is not a SQLite database/);
    expect((await cli(["restore"], env)).out).toContain("restore needs a backup file: restore FILE");
    const first = await cli(["backup", tdb.dataDir], env);
    expect(first.code).toBe(0);
    const written = /^Backup written: (\S+)$/m.exec(first.out)?.[1] ?? "";
    expect(path.dirname(written)).toBe(tdb.dataDir);
    expect(await cli(["backup", written], env)).toMatchObject({ code: 1 });
    // A backup of a newer version (a migration this copy does not know) is refused.
    const newer = new Database(written);
    newer
      .prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('9999_from_the_future', 'x')")
      .run();
    newer.close();
    const refused = await cli(["restore", written], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("was made by a newer version of boostdash (migration 9999_from_the_future");
  });

  it("takes scheduled backups once per interval and keeps the newest BACKUP_KEEP", async () => {
    if (dialect !== "sqlite") {
      expect(() => loadConfig({ DATABASE_URL: "postgres://x/y", BACKUP_INTERVAL_HOURS: "24" }, "/")).toThrow(
        /BACKUP_INTERVAL_HOURS=24: scheduled backups are for the SQLite database; with DATABASE_URL back up PostgreSQL with pg_dump/,
      );
      return;
    }
    const dir = tempDir("bd-scheduled-");
    cleanups.push(() => import("node:fs").then((fs) => fs.rmSync(dir, { recursive: true, force: true })));
    // 0.0003 h: about 1 s.
    server = await startServer({
      env: { BACKUP_INTERVAL_HOURS: "0.0003", BACKUP_KEEP: "2", BACKUP_DIR: dir },
    });
    const s = server;
    const list = () => readdirSync(dir).filter((n) => n.endsWith(".sqlite"));
    await s.app.backups.tick();
    expect(list()).toHaveLength(1);
    // Within the interval: no second run.
    await s.app.backups.tick();
    expect(list()).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      await new Promise((r) => setTimeout(r, 1200));
      await s.app.backups.tick();
    }
    const kept = list();
    expect(kept).toHaveLength(2);
    for (const name of kept) expect(inspect(path.join(dir, name)).sellers).toBe(1);
    expect(s.app.ops.jobs.get("backup")).toMatchObject({ runs: 3, failures: 0 });
    expect(existsSync(path.join(dir, `${kept[0]}.partial`))).toBe(false);
    expect(() => loadConfig({ BACKUP_KEEP: "0" }, "/")).toThrow(/BACKUP_KEEP="0": must be at least 1/);
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: "-1" }, "/")).toThrow(
      /BACKUP_INTERVAL_HOURS="-1": must be positive/,
    );
  });

  it("points PostgreSQL users to pg_dump", async () => {
    if (dialect !== "postgres") return;
    tdb = await testDatabase();
    const r = await cli(["backup"], tdb.env);
    expect(r.code).toBe(2);
    expect(r.out).toContain('pg_dump --format=custom --file=boostdash.dump "$DATABASE_URL"');
    expect((await cli(["restore", "x.dump"], tdb.env)).out).toContain("pg_restore");
  });
});
