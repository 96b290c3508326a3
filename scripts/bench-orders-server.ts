// The Orders screen's server calls at 1,000 / 10,000 / 100,000 orders (docs/decisions.md#orders-at-scale): the
// orders are written as the bot writes them and imported with the CLI (timed), then each call is timed over HTTP
// against the real app: the cards, the first page, a page deep by cursor and by offset, searches, the CSV export.
// Figures, not pass/fail; each is the median of several runs on a shared machine.
// Run: node --import tsx scripts/bench-orders-server.ts [SIZES...]  (BENCH_DATABASE_URL=postgres://... adds
// PostgreSQL: a fresh database on that server per size, dropped after; BENCH_SQLITE=0 leaves SQLite out).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDb } from "../apps/server/src/db/connect.ts";
import { Store } from "../apps/server/src/store.ts";
// The order folders the browser bench imports too (bench-orders.mjs).
import { median, ms, root, writeOrders } from "./benchKit.mjs";

const sizes = process.argv.slice(2).map(Number);
const SIZES = sizes.length > 0 ? sizes : [1000, 10_000, 100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PG_URL = process.env.BENCH_DATABASE_URL;

async function freshPg(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const rows: string[][] = [];
const plans: string[] = [];

for (const size of SIZES) {
  const work = mkdtempSync(path.join(tmpdir(), "bd-bench-orders-"));
  const ordersDir = path.join(work, "orders");
  writeOrders(ordersDir, size);
  for (const onPg of PG_URL && process.env.BENCH_SQLITE !== "0" ? [false, true] : [Boolean(PG_URL)]) {
    const dataDir = path.join(work, `data-${onPg ? "pg" : "sqlite"}`);
    const pgdb = onPg ? await freshPg(`bench_orders_${size}`) : undefined;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: "off",
      ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    };
    try {
      // The seller first (as `npm start` makes it), so the import's time is the import's.
      const created = spawnSync(
        process.execPath,
        ["--import", "tsx", "apps/server/src/cli.ts", "create-seller", "--admin"],
        {
          cwd: root,
          env: { ...process.env, ...env },
          encoding: "utf8",
        },
      );
      if (created.status !== 0) throw new Error(created.stderr);
      const started = performance.now();
      const imported = spawnSync(
        process.execPath,
        ["--import", "tsx", "apps/server/src/cli.ts", "import-orders", ordersDir],
        {
          cwd: root,
          env: { ...process.env, ...env },
          encoding: "utf8",
        },
      );
      const importMs = performance.now() - started;
      if (imported.status !== 0)
        throw new Error(`import-orders failed: ${imported.stderr}${imported.stdout}`);

      const config = loadConfig({ ...env, HOST: "127.0.0.1", PORT: "0" }, dataDir);
      const db = openDb(config);
      const store = new Store(db);
      const seller = (await store.sellers.list())[0];
      if (!seller) throw new Error("no seller");
      const token = await store.auth.createSession(seller.id, config.sessionTtlMs);
      const app = await buildApp({
        config,
        store,
        roots: { dashboard: work, public: work },
        validateResponses: false,
        backgroundChecks: false,
        publicCacheMs: 0,
        logger: false,
      });
      await app.fastify.listen({ port: 0, host: "127.0.0.1" });
      const address = app.fastify.server.address();
      const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/dashboard/orders`;
      const get = async (p: string) => {
        const t = performance.now();
        const r = await fetch(base + p, { headers: { Authorization: token } });
        const text = await r.text();
        if (r.status !== 200) throw new Error(`${p}: ${r.status} ${text}`);
        return { ms: performance.now() - t, text };
      };
      const time = async (p: string, runs = RUNS) => {
        await get(p);
        const times: number[] = [];
        for (let i = 0; i < runs; i++) times.push((await get(p)).ms);
        return median(times);
      };
      // A cursor 90% of the way down: the last order of the page that ends there.
      const deep = Math.floor(size * 0.9);
      const before = JSON.parse((await get(`/page?offset=${deep - 1}&limit=1`)).text) as { next: string };
      const lastId = `ORD-${String(size).padStart(7, "0")}`;
      const figures: [string, string][] = [
        ["summary (cards)", "/summary"],
        ["first page (100)", "/page"],
        ["summary, status=partial", "/summary?status=partial"],
        [
          `page at ${deep.toLocaleString("en-US")} by cursor`,
          `/page?after=${encodeURIComponent(before.next)}`,
        ],
        [`page at ${deep.toLocaleString("en-US")} by offset`, `/page?offset=${deep}`],
        ["search q=o: summary", "/summary?q=o"],
        ["search q=o: page", "/page?q=o"],
        ["search q=or: summary", "/summary?q=or"],
        ["search q=d-001: summary", "/summary?q=d-001"],
        ["search q=d-001: page", "/page?q=d-001"],
        [`search full id: summary`, `/summary?q=${lastId.toLowerCase()}`],
        [`search full id: page`, `/page?q=${lastId.toLowerCase()}`],
        ["search no match: page", "/page?q=zzzz"],
      ];
      for (const [what, p] of figures)
        rows.push([db.dialect, size.toLocaleString("en-US"), what, ms(await time(p))]);
      rows.push([
        db.dialect,
        size.toLocaleString("en-US"),
        "CSV export, all orders",
        ms(await time("/export.csv", 3)),
      ]);
      rows.push([
        db.dialect,
        size.toLocaleString("en-US"),
        "CLI import-orders (whole command)",
        ms(importMs),
      ]);

      if (size === SIZES[SIZES.length - 1]) {
        const explain = db.dialect === "sqlite" ? "EXPLAIN QUERY PLAN " : "EXPLAIN ";
        // The plans with statistics, as autovacuum's analyze leaves them a while after an import.
        if (db.dialect === "postgres") await sql`ANALYZE orders`.execute(db.kysely);
        const sid = seller.id.replaceAll("'", "''");
        const q = (where: string, order = true) =>
          `SELECT order_id FROM orders WHERE seller_id = '${sid}'${where}${order ? " ORDER BY created_at DESC, order_id LIMIT 101" : ""}`;
        const rare = lastId.toLowerCase();
        const search = (needle: string) =>
          db.dialect === "sqlite" ? `instr(search_text, '${needle}') > 0` : `search_text LIKE '%${needle}%'`;
        // A rare query on SQLite reads the trigram index's matches by rowid (orderRepository.ts `filtered`).
        const rareSearch =
          db.dialect === "sqlite"
            ? `SELECT order_id FROM orders WHERE orders.rowid IN (SELECT rowid FROM orders_search WHERE orders_search MATCH '"${rare}"') AND +orders.seller_id = '${sid}' AND ${search(rare)} ORDER BY created_at DESC, order_id LIMIT 101`
            : q(` AND ${search(rare)}`);
        for (const [what, statement] of [
          ["first page", q("")],
          ["status page", q(" AND status = 'partial'")],
          ["cursor page", q(" AND created_at <= 1 AND (created_at < 1 OR order_id > 'x')")],
          ["offset page", `${q("")} OFFSET 90000`],
          ["search page, common query", q(` AND ${search("ord")}`)],
          ["search page, rare query", rareSearch],
          [
            "cards with a search",
            q(` AND ${search("or")}`, false).replace("SELECT order_id", "SELECT count(*), sum(amount)"),
          ],
        ] as const) {
          const { rows: plan } = await sql.raw(explain + statement).execute(db.kysely);
          plans.push(
            `${db.dialect} ${what}: ${plan.map((r) => Object.values(r as object).join(" ")).join(" | ")}`,
          );
        }
      }
      await app.close();
      await db.close();
    } finally {
      await pgdb?.drop();
    }
  }
  rmSync(work, { recursive: true, force: true });
}

console.log("| database | orders | call | median |");
console.log("| --- | --- | --- | --- |");
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
console.log("");
for (const p of plans) console.log(p);
