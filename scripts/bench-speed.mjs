// `npm run bench`, first part: what a customer and a seller receive, and what the server costs. Figures, not
// pass/fail; nothing but localhost. One table:
//   - bytes over the wire for each page's first load (Chromium, empty cache, brotli as a browser asks);
//   - Lighthouse (mobile preset: simulated slow 4G, 4x CPU) for the four public pages (live stock, order status,
//     redeem, find my order), each in English and in
//     German (`?lang=de`: the longest words of the seven languages), and the login page, the median of
//     BENCH_LIGHTHOUSE_RUNS runs (3);
//   - each public page's first response (brotli) in each of those languages;
//   - autocannon, 64 connections: the live-stock JSON and the server-rendered live-stock page beside a bare
//     node:http server replaying the very same response (status line, headers and body), rounds interleaved;
//   - the same store with a custom live-stock page, beside the default page;
//   - cold start of the built server (spawn to "Server ready") and its memory idle after the demo data.
// Lighthouse and autocannon are installed on demand into .tmp/bench-tools (pinned), so `npm ci` stays lean. The
// parts are in scripts/lib: benchTools, lighthouse, loadTest, firstLoad, customPageBench and speedTable.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { median, root, rssMb } from "./benchKit.mjs";
import { ensureBenchTools } from "./lib/benchTools.mjs";
import { findChromium } from "./lib/chromium.mjs";
import { measureCustomPage } from "./lib/customPageBench.mjs";
import { firstLoads } from "./lib/firstLoad.mjs";
import { lighthouseRuns } from "./lib/lighthouse.mjs";
import { capture, load } from "./lib/loadTest.mjs";
import { bundleServerIfStale, SERVER_NODE_FLAGS, serverReady } from "./lib/server.mjs";
import { speedReport } from "./lib/speedTable.mjs";

const LH_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
// BENCH_PARTS=load (or sizes,lighthouse,load): measure only those parts, to iterate on one figure;
// BENCH_PARTS=custom-lighthouse: only the custom live-stock page against the default one, in turns.
const PARTS = new Set((process.env.BENCH_PARTS ?? "sizes,lighthouse,load").split(","));
// BENCH_LIGHTHOUSE_REPORTS=<folder>: keep each Lighthouse JSON report there, to read a run's trace-based details.
const LH_REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const chromiumPath = findChromium();
// The server's Node flags, as scripts/start.mjs runs it; BENCH_SERVER_FLAGS="..." tries others (space-separated).
const SERVER_FLAGS = process.env.BENCH_SERVER_FLAGS?.split(" ").filter(Boolean) ?? SERVER_NODE_FLAGS;
const lighthouse = { runs: LH_RUNS, chromiumPath, reportsDir: LH_REPORTS };
const loadOptions = { rounds: LOAD_ROUNDS, seconds: LOAD_SECONDS };

const log = (...a) => console.log("bench:", ...a);

function ensureBuilds() {
  const built = [
    "apps/dashboard/dist/index.html",
    "apps/public/dist/index.html",
    "apps/public/dist-server/entry-server.js",
  ];
  if (!built.every((f) => existsSync(path.join(root, f)))) {
    log("building the apps first...");
    if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
  }
  if (!bundleServerIfStale(root)) process.exit(1);
}

async function startServer(env) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...SERVER_FLAGS, path.join(root, "apps/server/dist/main.mjs")], {
    cwd: root,
    env,
  });
  const ready = await serverReady(child, 30);
  child.once("exit", (code, signal) => {
    if (code !== 0 && signal !== "SIGTERM")
      log(`the server stopped (${code ?? signal}):\n${ready.output().slice(-2000)}`);
  });
  const { url, readyAt, accessCode, botKey, guildId } = ready;
  return { child, url, readyMs: readyAt - t0, accessCode, botKey, guildId };
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

process.on("uncaughtException", (e) => {
  console.error("bench: uncaught", e.stack, e.cause ?? "");
  process.exit(1);
});
if (!chromiumPath) {
  console.error("bench: Chromium not found (node scripts/ensure-chromium.mjs installs it)");
  process.exit(1);
}
ensureBuilds();
ensureBenchTools();

const work = mkdtempSync(path.join(tmpdir(), "boostdash-bench-speed-"));
// The custom page's cache-miss figure pushes new stock before each read, far more often than the 60 stock pushes a
// minute a seller may make: the per-seller limits are raised for the bench (SELLER_RATE_LIMIT_SCALE).
const env = {
  ...process.env,
  DATA_DIR: path.join(work, "data"),
  HOST: "127.0.0.1",
  PORT: "0",
  SELLER_RATE_LIMIT_SCALE: "100",
};
delete env.LOG_LEVEL;
let server;
try {
  // Cold start on an existing build: the first start migrates a new database, so time the three after it.
  const first = await startServer(env);
  await stop(first.child);
  const starts = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer(env);
    starts.push(s.readyMs);
    await stop(s.child);
  }
  server = await startServer(env);
  const { url, guildId, botKey } = { ...server, botKey: first.botKey };
  log(`server ready in ${Math.round(median(starts))} ms (median of 3); seeding the demo...`);
  const demo = spawnSync(process.execPath, [path.join(root, "apps/server/dist/cli.mjs"), "demo"], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  if (demo.status !== 0) throw new Error(`demo failed: ${demo.stderr}${demo.stdout}`);
  // One order with a known id, through the bot API as the bot would write it.
  const put = await fetch(`${url}/api/bot/orders/BENCH-0001`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", "X-Bot-Key": botKey },
    body: JSON.stringify({
      orderId: "BENCH-0001",
      guildId,
      invite: "https://discord.gg/benchmark",
      stock: "oneMonthBoosts.txt",
      amount: 8,
      "tokens-used": { success: ["a", "b", "c"], failed: ["d"] },
      storeLink: "",
      discordLink: "",
      BBGuildID: "1",
    }),
  });
  if (!put.ok) throw new Error(`bot order failed: ${put.status} ${await put.text()}`);
  await new Promise((r) => setTimeout(r, 2000));
  const idleRss = rssMb(server.child.pid);

  // Each public page in English and in German, as a customer following a link with `?lang=` gets it (the bot may
  // add it; docs/decisions.md#public-pages-in-the-customers-language).
  const languages = [
    ["English", ""],
    ["German", "?lang=de"],
  ];
  const publicPages = [
    ["Live stock", `${url}/api/${guildId}/live-stock`],
    ["Order status", `${url}/api/${guildId}/order/BENCH-0001/status`],
    ["Redeem", `${url}/api/redeem-order/${guildId}`],
    ["Find my order", `${url}/api/${guildId}/find-order`],
  ].flatMap(([name, pageUrl]) =>
    languages.map(([lang, query]) => [`${name}, ${lang}`, `${pageUrl}${query}`]),
  );
  // The login first and live stock in English second: the custom page's figures below start from pages[1].
  const pages = [["Login (/)", `${url}/`], ...publicPages];
  let sizes = [];
  if (PARTS.has("sizes")) {
    log("measuring first loads in Chromium...");
    const loaded = await firstLoads(pages.map(([, pageUrl]) => pageUrl));
    sizes = pages.map(([name], i) => ({ name, ...loaded[i] }));
  }
  const firstResponse = await capture(`${url}/api/${guildId}/live-stock`, { "Accept-Encoding": "br" });
  // What the first round trip must carry (about 14 KB): HTML, CSS, data and that language's words.
  const firstResponses = [];
  for (const [name, pageUrl] of publicPages) {
    const r = await capture(pageUrl, { "Accept-Encoding": "br" });
    firstResponses.push({ name, status: r.status, bytes: r.body.length });
  }

  const lh = [];
  if (PARTS.has("lighthouse")) log(`Lighthouse, ${LH_RUNS} runs per page...`);
  for (const [name, pageUrl] of PARTS.has("lighthouse") ? pages : []) {
    lh.push({ name, ...lighthouseRuns(pageUrl, LH_RUNS, lighthouse) });
  }

  log("load: autocannon against the server and a bare node:http server...");
  const loads = PARTS.has("load")
    ? [
        await load("live-stock JSON", `${url}/api/fetch/${guildId}/live-stock`, {}, loadOptions),
        await load(
          "live-stock page (br)",
          `${url}/api/${guildId}/live-stock`,
          { "accept-encoding": "br" },
          loadOptions,
        ),
      ]
    : [];
  const loadedRss = rssMb(server.child.pid);

  // A restart with the captcha off lets the bench sign in to save the custom page; the figures above are from the
  // normal start.
  const custom = await measureCustomPage({
    server,
    restartCaptchaOff: async () => {
      await stop(server.child);
      server = await startServer({ ...env, CAPTCHA_PROVIDER: "off" });
      return server;
    },
    pageUrl: pages[1][1],
    guildId,
    botKey,
    loads,
    parts: PARTS,
    lighthouse,
    loadOptions,
  });

  const { header, table } = speedReport(
    { sizes, firstResponse, firstResponses, lh, loads, custom, starts, idleRss, loadedRss },
    { lhRuns: LH_RUNS, loadRounds: LOAD_ROUNDS, loadSeconds: LOAD_SECONDS, chromiumPath },
  );
  console.log(`\n${header}\n\n${table}\n`);
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  writeFileSync(path.join(root, ".tmp/bench-speed.md"), `${header}\n\n${table}\n`);
  writeFileSync(
    path.join(root, ".tmp/bench-speed.json"),
    JSON.stringify({ sizes, firstResponses, lh, loads, starts, idleRss, loadedRss, custom }, null, 2),
  );
} finally {
  if (server) await stop(server.child);
  rmSync(work, { recursive: true, force: true });
}
