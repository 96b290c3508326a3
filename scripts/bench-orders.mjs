// `npm run bench` (second part; the first is bench-speed.mjs): the Orders page at 1,000, 10,000, 100,000 and 1,000,000
// orders on SQLite and on PostgreSQL (docs/decisions.md#orders-at-scale), figures not pass/fail. For each size, a server (the bundle) with
// the orders imported by the CLI, and the built dashboard in Chromium: the first screen after navigation (the cards
// and the first rows), a search keystroke to the filtered list (its newest match, then its exact count), frames per second while the list scrolls to its end,
// and the JS heap. A table at the end shows whether the cost grows with the order book. Median of BENCH_RUNS runs.
// BENCH_ORDER_SIZES=1000,1000000 picks the sizes. PostgreSQL: a cluster of the bench's own, kept in the data folder
// (PostgreSQL's programs as the tests find them; none: SQLite only, said loudly), or BENCH_DATABASE_URL=postgres://...
// (a database `bench_orders_<size>` on that server); BENCH_POSTGRES=0 or BENCH_SQLITE=0 leaves one out. Each size's
// imported data is kept in BENCH_ORDERS_DATA (default .tmp/bench-orders) and reused by the next run: a million orders
// take about ten minutes to import on each database, so the first run is long and the import's time is its.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  apiJson,
  builtProduct,
  heapAfterGc,
  launchChromium,
  mb,
  median,
  ms,
  printTable,
  root,
  scrollFrames,
  signedInPage,
  signInApi,
  startServer,
  writeOrders,
} from "./benchKit.mjs";
import { throwawayCluster } from "./lib/pgCluster.mjs";

const SIZES = (process.env.BENCH_ORDER_SIZES ?? "1000,10000,100000,1000000").split(",").map(Number);
const KEEP = process.env.BENCH_ORDERS_DATA || path.join(root, ".tmp/bench-orders");
const cluster =
  process.env.BENCH_POSTGRES === "0" || process.env.BENCH_DATABASE_URL
    ? undefined
    : await throwawayCluster({ dir: path.join(KEEP, "postgres-cluster"), settings: ["max_connections=100"] });
if (cluster?.why) console.log(`\nbench: !!! PostgreSQL left out: ${cluster.why} !!!\n`);
const PG_URL = process.env.BENCH_DATABASE_URL || cluster?.url;
const DATABASES = [...(process.env.BENCH_SQLITE === "0" ? [] : ["sqlite"]), ...(PG_URL ? ["postgres"] : [])];

/** The PostgreSQL database of a size: made afresh unless its kept data is reused. */
async function pgDatabase(size, fresh) {
  const { default: pg } = await import("pg");
  const name = `bench_orders_${size}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount > 0;
  if (fresh && exists) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  if (fresh || !exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), reused: exists && !fresh };
}
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Typed one key at a time, a quarter second apart (a person's pace): each key narrows or widens the search. */
const KEYS = ["4", "2", "7", "Backspace", "Backspace", "Backspace"];
const fmt = (n) => n.toLocaleString("en-US");

builtProduct();

/** What the list must show once a search is answered: its count line (or no matches) and its first order. */
async function expectedFor(server, token, query, total) {
  const q = encodeURIComponent(query);
  const summary = await apiJson(`${server.url}/api/dashboard/orders/summary?q=${q}`, "GET", undefined, token);
  const page = await apiJson(
    `${server.url}/api/dashboard/orders/page?q=${q}&limit=1`,
    "GET",
    undefined,
    token,
  );
  const n = summary.totalOrders;
  return {
    text:
      n === 0
        ? "No matching orders"
        : n === total
          ? `Showing all ${fmt(total)} orders`
          : `Showing ${fmt(n)} of ${fmt(total)} orders`,
    first: page.orders[0] ? `#${page.orders[0].orderId}` : null,
  };
}

/**
 * In the page: resolves with the times from the last keydown to when the list shows `want`'s newest order (its rows,
 * nothing pending; the count line may still say 'Counting orders...') and to when its count line is the server's
 * exact count too.
 */
function listShows(want) {
  return new Promise((resolve) => {
    const w = /** @type {any} */ (window);
    let rows;
    const check = () => {
      const searching = document.querySelector("[data-testid='orders-searching']");
      const line = document.querySelector("[data-testid='orders-shown'] span")?.textContent;
      const first = document.querySelector("[data-testid='order-card'] h3")?.textContent ?? null;
      const noMatches = [...document.querySelectorAll("h3, p, h2")].some(
        (e) => e.textContent === "No matching orders",
      );
      const none = want.text === "No matching orders";
      if (rows === undefined && !searching && (none ? noMatches : first === want.first))
        rows = performance.now() - w.__lastKey;
      const counted = rows !== undefined && (none ? noMatches : line === want.text && first === want.first);
      if (counted) {
        observer.disconnect();
        resolve({ rows, count: performance.now() - w.__lastKey });
      }
      return counted;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    if (check()) return;
    setTimeout(() => {
      observer.disconnect();
      const line = document.querySelector("[data-testid='orders-shown']")?.textContent;
      const first = document.querySelector("[data-testid='order-card'] h3")?.textContent;
      resolve(`not shown in 20 s: wanted ${JSON.stringify(want)}, the page shows "${line}", first ${first}`);
    }, 20_000);
  });
}

const results = [];
const browser = await launchChromium();
try {
  for (const size of SIZES)
    for (const database of DATABASES) {
      const keep = path.join(KEEP, `${database}-${size}`);
      const recordFile = keep && path.join(keep, "import.json");
      let record =
        recordFile && existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, "utf8")) : undefined;
      const pgDb = database === "postgres" ? await pgDatabase(size, record === undefined) : undefined;
      // A record whose database is gone (the cluster's folder deleted) is imported again.
      if (pgDb && !pgDb.reused) record = undefined;
      const databaseUrl = pgDb?.url;
      const server = await startServer(`orders-${size}`, {
        dataDir: keep && path.join(keep, "data"),
        env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
      });
      try {
        let importMs = record?.importMs;
        if (record) {
          // The seller was made (and its access code printed) by the run that imported.
          server.accessCode = record.accessCode;
        } else {
          const dir = path.join(KEEP, `orders-${size}`);
          if (!existsSync(path.join(dir, `ORD-${String(size).padStart(7, "0")}`))) writeOrders(dir, size);
          const started = performance.now();
          const out = server.cli(["import-orders", dir]);
          importMs = performance.now() - started;
          console.log(
            `bench: ${fmt(size)} orders (${database}): ${out.trim().split("\n").pop()} (${ms(importMs)})`,
          );
          mkdirSync(keep, { recursive: true });
          writeFileSync(recordFile, JSON.stringify({ importMs, accessCode: server.accessCode }));
        }
        const token = await signInApi(server);
        const { context, page, cdp } = await signedInPage(browser, server);

        const firstScreen = [];
        const firstRows = [];
        const searchMs = [];
        const countMs = [];
        const wheelFps = [];
        const endFps = [];
        const endWorst = [];
        const endLoadedMs = [];
        const heap = [];
        const all = `Showing all ${fmt(size)} orders`;
        for (let run = 0; run < RUNS; run++) {
          await page.goto(`${server.url}/dashboard/orders`);
          // From the navigation's start (performance.now()'s origin) to the first rows painted (they come before the
          // cards' count at a million), then to the cards' total with the rows.
          const rows = await page.waitForFunction(
            () => (document.querySelector("[data-testid='order-card']") ? performance.now() : false),
            undefined,
            { timeout: 60_000, polling: "raf" },
          );
          firstRows.push(await rows.jsonValue());
          const shown = await page.waitForFunction(
            (text) =>
              document.querySelector("[data-testid='orders-shown'] span")?.textContent === text &&
              document.querySelector("[data-testid='order-card']")
                ? performance.now()
                : false,
            all,
            { timeout: 60_000, polling: "raf" },
          );
          firstScreen.push(await shown.jsonValue());

          // Search keystrokes, each to its filtered list (the count line and the first order the server answers).
          await page.evaluate(() => {
            document.addEventListener(
              "keydown",
              (event) => {
                /** @type {any} */ (window).__lastKey = event.timeStamp;
              },
              { capture: true },
            );
          });
          const search = page.getByRole("searchbox", { name: "Search orders" });
          await search.click();
          let query = "";
          let before = all;
          for (const key of KEYS) {
            query = key === "Backspace" ? query.slice(0, -1) : query + key;
            const want = await expectedFor(server, token, query, size);
            const waiting = page.evaluate(listShows, want);
            await page.keyboard.press(key);
            const took = await waiting;
            if (typeof took === "string") throw new Error(`search "${query}": ${took}`);
            if (want.text !== before) {
              searchMs.push(took.rows);
              countMs.push(took.count);
            }
            before = want.text;
            await page.waitForTimeout(250);
          }

          // Scrolling: a wheel's pace from the top (120 px a frame, 300 frames), then on to the end of the list in
          // 600 frames (a fling over every order), and the time until the last rows are loaded once it stops.
          const scroller = "[data-testid='order-scroller']";
          wheelFps.push((await scrollFrames(page, scroller, { px: 120, frames: 300 })).fps);
          const end = await scrollFrames(page, scroller, { px: "end", frames: 600 });
          endFps.push(end.fps);
          endWorst.push(end.worst);
          const stopped = Date.now();
          try {
            await page.waitForFunction(
              (n) => document.querySelector(`li[aria-posinset='${n}'] [data-testid='order-card']`) !== null,
              size,
              { timeout: 30_000, polling: "raf" },
            );
            endLoadedMs.push(Date.now() - stopped);
          } catch {
            // Said, not thrown: the other figures of the run stand.
            const reached = await page.evaluate((selector) => {
              const region = document.querySelector(selector);
              const last = Math.max(
                ...[...document.querySelectorAll("li[aria-posinset]")].map((li) =>
                  Number(li.getAttribute("aria-posinset")),
                ),
              );
              return { last, scrollTop: region?.scrollTop, scrollHeight: region?.scrollHeight };
            }, scroller);
            console.log(`bench: the last row was not shown in 30 s: ${JSON.stringify(reached)}`);
            endLoadedMs.push(Number.NaN);
          }
          heap.push(await heapAfterGc(cdp));
        }
        await context.close();
        results.push({
          size,
          database,
          importMs,
          firstRows,
          firstScreen,
          searchMs,
          countMs,
          wheelFps,
          endFps,
          endWorst,
          endLoadedMs,
          heap,
        });
        console.log(
          `bench: ${fmt(size)} orders (${database}): first rows ${firstRows.map(ms).join(", ")}; first screen ${firstScreen.map(ms).join(", ")}; search (rows) ${searchMs.map(ms).join(", ")}; ` +
            `search (count) ${countMs.map(ms).join(", ")}; ` +
            `fps to the end ${endFps.map((f) => f.toFixed(0)).join(", ")}; heap ${heap.map(mb).join(", ")}`,
        );
      } finally {
        await server.stop();
      }
    }
} finally {
  await browser.close();
  cluster?.stop?.();
}

printTable(
  `bench: Orders page, median of ${RUNS} runs (targets: first screen <= 1 s, search key to rows <= 200 ms, >= 50 fps, heap < 40 MB)`,
  [
    "orders",
    "database",
    "CLI import",
    "first rows",
    "first screen (cards' total)",
    "search key to rows",
    "rows p90",
    "key to count",
    "count p90",
    "wheel fps",
    "fps to the end",
    "longest frame",
    "end rows loaded",
    "JS heap",
  ],
  results.map((r) => {
    const p90 = (xs) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? Number.NaN;
    };
    return [
      fmt(r.size),
      r.database,
      ms(r.importMs),
      ms(median(r.firstRows)),
      ms(median(r.firstScreen)),
      ms(median(r.searchMs)),
      ms(p90(r.searchMs)),
      ms(median(r.countMs)),
      ms(p90(r.countMs)),
      median(r.wheelFps).toFixed(0),
      median(r.endFps).toFixed(0),
      ms(median(r.endWorst)),
      ms(median(r.endLoadedMs)),
      mb(median(r.heap)),
    ];
  }),
);
mkdirSync(path.join(root, ".tmp"), { recursive: true });
writeFileSync(path.join(root, ".tmp/bench-orders.json"), JSON.stringify({ runs: RUNS, results }, null, 2));
