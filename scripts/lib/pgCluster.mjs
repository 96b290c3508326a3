// A throwaway PostgreSQL cluster: the database-fault test's own (apps/server/test/dbFaults.test.ts) and the soak's
// (scripts/soak.mjs), made as scripts/test-server.sh makes the suite's: initdb as the `postgres` user when we are
// root (initdb refuses root), a random port, a socket directory of its own, no fsync, deleted afterwards.

import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** PostgreSQL's server programs: the newest /usr/lib/postgresql/N/bin, else initdb's folder on the PATH. */
export function findPgBin() {
  const base = "/usr/lib/postgresql";
  const dirs = existsSync(base)
    ? readdirSync(base)
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(base, v, "bin"))
    : [];
  for (const d of dirs)
    if (existsSync(path.join(d, "initdb")) && existsSync(path.join(d, "pg_ctl"))) return d;
  const which = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  return which.status === 0 ? path.dirname(which.stdout.trim()) : undefined;
}

export function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Makes and starts a cluster; `{ why }` when it cannot. `settings` are extra `-c name=value` server settings.
 * `start()` and `stop()` (immediate) may be called again, for tests that take the server away; `remove()` stops it
 * and deletes its files. With `dir`, the cluster lives in that folder and is started again from it by the next run
 * (its databases kept); call `stop()`, not `remove()`, to keep it.
 */
export async function throwawayCluster({ prefix = "boostdash-pg.", settings = [], dir: keptDir } = {}) {
  const bin = findPgBin();
  if (!bin) return { why: "no initdb/pg_ctl found (looked in /usr/lib/postgresql/*/bin and PATH)" };
  let runAs = [];
  let uid;
  if (process.getuid?.() === 0) {
    const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    if (id.status !== 0) return { why: "running as root and there is no 'postgres' user to run initdb as" };
    uid = Number(id.stdout.trim());
    runAs = ["runuser", "-u", "postgres", "--"];
  }
  // `dir`: a cluster kept there between runs (a bench's imported data), made when its folder has none yet.
  const kept = keptDir !== undefined && existsSync(path.join(keptDir, "data", "PG_VERSION"));
  const dir = keptDir ?? mkdtempSync(path.join(tmpdir(), prefix));
  const dataDir = path.join(dir, "data");
  const sock = path.join(dir, "sock");
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  for (const d of [dataDir, sock]) mkdirSync(d, { recursive: true });
  if (uid !== undefined) for (const d of [dir, dataDir, sock]) chownSync(d, uid, -1);
  const port = await freePort();
  const run = (cmd, args) => {
    const [c, ...rest] = [...runAs, path.join(bin, cmd), ...args];
    return spawnSync(c, rest, { cwd: "/tmp", encoding: "utf8" });
  };
  const options = [
    `-p ${port} -k ${sock} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    ...settings.map((s) => `-c ${s}`),
  ].join(" ");
  const pgCtl = (args) => {
    const r = run("pg_ctl", args);
    if (r.status !== 0) throw new Error(`pg_ctl ${args.at(-1)} failed: ${r.stderr || r.stdout}`);
  };
  const start = () =>
    pgCtl(["-D", dataDir, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "-o", options, "start"]);
  const stop = () => pgCtl(["-D", dataDir, "-m", "immediate", "stop"]);
  const remove = () => {
    run("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);
    rmSync(dir, { recursive: true, force: true });
  };
  const init = kept
    ? { status: 0 }
    : run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  try {
    if (init.status !== 0) throw new Error(init.stderr || init.stdout);
    start();
  } catch (err) {
    if (keptDir === undefined) remove();
    return { why: `could not start a throwaway cluster with ${bin}: ${String(err).slice(0, 300)}` };
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dataDir, start, stop, remove };
}

/**
 * A fresh database on the cluster at `clusterUrl`, empty or a copy of `template`, named `prefix` and random hex;
 * dropped (with its connections) by `drop`.
 */
export async function freshDatabase(clusterUrl, { prefix = "bd_", template } = {}) {
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  const admin = async (query) => {
    const c = new pg.Client({ connectionString: clusterUrl });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const u = new URL(clusterUrl);
  u.pathname = `/${name}`;
  return { name, url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
