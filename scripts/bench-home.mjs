// `npm run bench` (third part): Home's trends with 100,000 orders (BENCH_HOME_ORDERS) in the last 90 days, on the
// bundled server over SQLite. Figures, not pass/fail: the trends call per range (server time as the client sees it)
// and, in Chromium, Home opened at 90 days until the chart's numbers are in the page ("time to data"; target 300 ms).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.mjs";
import { bundleServerIfStale, SERVER_NODE_FLAGS, serverReady } from "./lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ORDERS = Number(process.env.BENCH_HOME_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const Database = createRequire(path.join(root, "apps/server/package.json"))("better-sqlite3");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error("bench-home: Chromium not found (node scripts/ensure-chromium.mjs installs it)");
  process.exit(1);
}
if (!bundleServerIfStale(root)) process.exit(1);

const work = mkdtempSync(path.join(tmpdir(), "boostdash-bench-home-"));
const env = { ...process.env, DATA_DIR: work, CAPTCHA_PROVIDER: "off", HOST: "127.0.0.1", PORT: "0" };

/** 100,000 orders of the first seller, spread evenly over the last 90 days, written straight into the database. */
function seed() {
  const db = new Database(path.join(work, "boostdash.sqlite"));
  db.pragma("journal_mode = WAL");
  const seller = db.prepare("SELECT id FROM sellers ORDER BY created_at LIMIT 1").get();
  const stocks = [
    "oneMonthBoosts.txt",
    "threeMonthBoosts.txt",
    "oneMonthNitroTokens.txt",
    "threeMonthNitroTokens.txt",
  ];
  const insert = db.prepare(
    `INSERT INTO orders (seller_id, order_id, guild_id, stock, amount, success_tokens, failed_tokens, state, created_at, updated_at)
     VALUES (?, ?, '1', ?, ?, ?, ?, 'done', ?, ?)`,
  );
  const now = Date.now();
  const step = (90 * 86_400_000) / ORDERS;
  db.transaction(() => {
    for (let i = 0; i < ORDERS; i++) {
      const amount = [2, 4, 6, 8, 14, 28][i % 6];
      const needed = Math.ceil(amount / 2);
      const ok = i % 9 === 0 ? 0 : i % 4 === 0 ? needed - 1 : needed;
      const tokens = (n, p) => JSON.stringify(Array.from({ length: n }, (_, k) => `${p}${i}.${k}`));
      const at = Math.round(now - (ORDERS - i) * step);
      insert.run(
        seller.id,
        `B-${i}`,
        stocks[i % 4],
        amount,
        tokens(ok, "s"),
        tokens(needed - ok, "f"),
        at,
        at,
      );
    }
  })();
  db.close();
}

let child;
let browser;
try {
  child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "apps/server/dist/main.mjs")], {
    cwd: root,
    env,
  });
  const server = await serverReady(child, 60);
  const seeded = performance.now();
  seed();
  console.log(
    `bench-home: ${ORDERS.toLocaleString("en-US")} orders written in ${ms(performance.now() - seeded)}`,
  );
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ captcha_key: "x", access_code: server.accessCode }),
  });
  const { token } = await login.json();

  const api = {};
  for (const days of [7, 30, 90]) {
    const times = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const t0 = performance.now();
      const r = await fetch(`${server.url}/api/dashboard/trends?days=${days}`, {
        headers: { Authorization: token },
      });
      await r.json();
      if (run > 0) times.push(performance.now() - t0); // the first warms the process
    }
    api[days] = times;
  }

  browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  await context.addInitScript((t) => localStorage.setItem("token", t), token);
  const page = await context.newPage();
  const toData = [];
  const toFigures = [];
  for (let run = 0; run < RUNS + 1; run++) {
    await page.goto(`${server.url}/dashboard?range=90`);
    // For comparison: Home's own figures (the dashboard data call), which the charts load beside.
    const figures = await page.waitForFunction(
      () =>
        document.querySelector("[data-slot='stat-value']")?.textContent === "100,000"
          ? performance.now()
          : false,
      undefined,
      { timeout: 60_000, polling: "raf" },
    );
    if (run > 0) toFigures.push(await figures.jsonValue());
    const at = await page.waitForFunction(
      () => {
        const rows = document.querySelectorAll("table[class] tbody tr").length;
        return rows === 90 ? performance.now() : false;
      },
      undefined,
      { timeout: 60_000, polling: "raf" },
    );
    if (run > 0) toData.push(await at.jsonValue());
  }

  console.log(
    `\nbench-home: Home's trends, ${ORDERS.toLocaleString("en-US")} orders in 90 days, ${RUNS} runs (median; each run)`,
  );
  for (const days of [7, 30, 90]) {
    console.log(
      `  trends call, ${String(days).padStart(2)} days  ${ms(median(api[days])).padStart(9)}  (${api[days].map(ms).join(", ")})`,
    );
  }
  console.log(
    `  Home, navigation to its figures (Total Orders)     ${ms(median(toFigures)).padStart(9)}                    (${toFigures.map(ms).join(", ")})`,
  );
  console.log(
    `  Home at 90 days, navigation to the chart's numbers  ${ms(median(toData)).padStart(9)}  target <= 300 ms  (${toData.map(ms).join(", ")})`,
  );
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  writeFileSync(
    path.join(root, ".tmp/bench-home.json"),
    JSON.stringify({ orders: ORDERS, api, toData, toFigures }, null, 2),
  );
} finally {
  await browser?.close();
  child?.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
