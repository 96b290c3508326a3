// A database that stops answering (docs/decisions.md#database-timeouts): with PostgreSQL frozen (SIGSTOP) or stopped,
// requests get errors within 5 s instead of waiting on it, and once it is back the server answers again by itself.
// On a throwaway cluster of its own (the shared test cluster is never frozen), made as scripts/test-server.sh makes
// one; skipped where PostgreSQL's server programs are not installed.
// Runs once: it makes a PostgreSQL cluster of its own in either pass.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPgBin, type ThrowawayCluster, throwawayCluster } from "../../../scripts/lib/pgCluster.mjs";
import { startServer, type TestServer } from "./helpers.ts";

const PG_BIN = findPgBin();

let cluster: ThrowawayCluster | undefined;
let s: TestServer | undefined;

/** The cluster's processes: the postmaster and its children (this test started every one of them). */
function clusterPids(): number[] {
  const postmaster = Number(
    readFileSync(path.join(cluster?.dataDir ?? "", "postmaster.pid"), "utf8").split("\n")[0],
  );
  const children = readdirSync("/proc")
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const stat = readFileSync(`/proc/${p}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}
const signalCluster = (signal: NodeJS.Signals) => {
  for (const pid of clusterPids()) process.kill(pid, signal);
};

beforeAll(async () => {
  if (!PG_BIN) return;
  // Commits reach the WAL before they are acknowledged: this cluster is stopped the hard way (an immediate stop is a
  // crash), and the suite's asynchronous commits would lose the last writes to it, the test's seller among them.
  const made = await throwawayCluster({ prefix: "bd-pgfault-", settings: ["synchronous_commit=on"] });
  if ("why" in made) throw new Error(made.why);
  cluster = made;
  // The default timeouts: what production runs with.
  s = await startServer({ env: { DATABASE_URL: made.url } });
}, 120_000);

afterAll(async () => {
  if (!cluster) return;
  try {
    signalCluster("SIGCONT");
  } catch {
    // Already stopped.
  }
  await s?.close().catch(() => undefined);
  cluster.remove();
}, 60_000);

/** 20 uncached reads at once: each one's status and how long it took. */
async function burst(): Promise<{ statuses: number[]; slowestMs: number }> {
  const server = s as TestServer;
  const g = server.admin.seller.guildId;
  const times = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const t = performance.now();
      const r = await fetch(`${server.url}/api/fetch/${g}/live-stock`);
      await r.text();
      return { status: r.status, ms: performance.now() - t };
    }),
  );
  return { statuses: times.map((x) => x.status), slowestMs: Math.max(...times.map((x) => x.ms)) };
}

/** Polls until the reads answer 200 again; how long that took. */
async function recovers(): Promise<number> {
  const t = performance.now();
  for (;;) {
    const { statuses } = await burst();
    if (statuses.every((st) => st === 200)) return performance.now() - t;
    if (performance.now() - t > 30_000) throw new Error(`not recovered: ${statuses.join(",")}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!PG_BIN)("PostgreSQL stops answering", () => {
  it("frozen (SIGSTOP): quick errors, then answers again once it resumes", async () => {
    expect((await burst()).statuses.every((st) => st === 200)).toBe(true);
    signalCluster("SIGSTOP");
    try {
      const during = await burst();
      expect(during.statuses.every((st) => st === 500)).toBe(true);
      expect(during.slowestMs).toBeLessThan(5_000);
      // Still quick while it stays frozen: the pool's connections are not left hanging.
      expect((await burst()).slowestMs).toBeLessThan(5_000);
    } finally {
      signalCluster("SIGCONT");
    }
    expect(await recovers()).toBeLessThan(10_000);
  }, 60_000);

  it("stopped: quick errors, then answers again once it is started", async () => {
    cluster?.stop();
    const during = await burst();
    expect(during.statuses.every((st) => st === 500)).toBe(true);
    expect(during.slowestMs).toBeLessThan(5_000);
    cluster?.start();
    expect(await recovers()).toBeLessThan(10_000);
  }, 90_000);
});
