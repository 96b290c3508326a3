// `npm run bench`, first part: what a customer and a seller receive, and what the server costs. Figures, not
// pass/fail; nothing but localhost. One table:
//   - bytes over the wire for each page's first load (Chromium, empty cache, brotli as a browser asks);
//   - Lighthouse (mobile preset: simulated slow 4G, 4x CPU) for the three public pages and the login page,
//     the median of BENCH_LIGHTHOUSE_RUNS runs (3);
//   - autocannon, 64 connections: the live-stock JSON and the server-rendered live-stock page beside a bare
//     node:http server replaying the very same response (status line, headers and body), rounds interleaved;
//   - cold start of the built server (spawn to "Server ready") and its memory idle after the demo data.
// Lighthouse and autocannon are installed on demand into .tmp/bench-tools (pinned), so `npm ci` stays lean.
import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.mjs";
import { bundleServerIfStale, SERVER_NODE_FLAGS, serverReady } from "./lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tools = path.join(root, ".tmp/bench-tools");
const TOOL_VERSIONS = { lighthouse: "12.8.2", autocannon: "8.0.0" }; // lighthouse 13 needs Node 22
const LH_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
// BENCH_PARTS=load (or sizes,lighthouse,load): measure only those parts, to iterate on one figure.
const PARTS = new Set((process.env.BENCH_PARTS ?? "sizes,lighthouse,load").split(","));
// BENCH_LIGHTHOUSE_REPORTS=<folder>: keep each Lighthouse JSON report there, to read a run's trace-based details.
const LH_REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const chromiumPath = findChromium();
// The server's Node flags, as scripts/start.mjs runs it; BENCH_SERVER_FLAGS="..." tries others (space-separated).
const SERVER_FLAGS = process.env.BENCH_SERVER_FLAGS?.split(" ").filter(Boolean) ?? SERVER_NODE_FLAGS;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (...a) => console.log("bench:", ...a);

function ensureTools() {
  const ok = Object.entries(TOOL_VERSIONS).every(([name, version]) => {
    try {
      return (
        JSON.parse(readFileSync(path.join(tools, "node_modules", name, "package.json"), "utf8")).version ===
        version
      );
    } catch {
      return false;
    }
  });
  if (ok) return;
  log("installing Lighthouse and autocannon into .tmp/bench-tools (once)...");
  mkdirSync(tools, { recursive: true });
  writeFileSync(path.join(tools, "package.json"), JSON.stringify({ name: "bench-tools", private: true }));
  const specs = Object.entries(TOOL_VERSIONS).map(([n, v]) => `${n}@${v}`);
  const r = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...specs], {
    cwd: tools,
    stdio: "inherit",
  });
  if (r.status !== 0) throw new Error("could not install the bench tools");
}

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

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Bytes over the wire for a page's first load: every response's encoded length, as Chromium counts it. */
async function transferred(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  let bytes = 0;
  let requests = 0;
  cdp.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
    requests += 1;
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await context.close();
  return { bytes, requests };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, twice at most. */
function lighthouse(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`lighthouse failed on ${url} (attempt ${attempt}), trying again`);
    }
  }
}

function lighthouseOnce(url) {
  const out = path.join(tmpdir(), `boostdash-lh-${process.pid}-${Date.now()}.json`);
  const cli = path.join(tools, "node_modules/lighthouse/cli/index.js");
  const r = spawnSync(
    process.execPath,
    [
      cli,
      url,
      `--chrome-path=${chromiumPath}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    { encoding: "utf8", env: { ...process.env, CHROME_PATH: chromiumPath } },
  );
  if (r.status !== 0 || !existsSync(out)) throw new Error(`lighthouse failed on ${url}:\n${r.stderr}`);
  const report = JSON.parse(readFileSync(out, "utf8"));
  if (LH_REPORTS) {
    mkdirSync(LH_REPORTS, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "login";
    copyFileSync(out, path.join(LH_REPORTS, `${name}-${Date.now()}.json`));
  }
  rmSync(out, { force: true });
  const score = (c) => Math.round((report.categories[c]?.score ?? 0) * 100);
  const audit = (a) => report.audits[a]?.numericValue ?? Number.NaN;
  const failed = Object.values(report.categories)
    .flatMap((c) => c.auditRefs.map((ref) => ({ ...report.audits[ref.id], weight: ref.weight, cat: c.id })))
    .filter((a) => a.weight > 0 && a.score !== null && a.score < 1 && a.cat !== "performance")
    .map((a) => `${a.cat}:${a.id}`);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    // Lighthouse's own measure of the host CPU (higher is faster). The mobile preset multiplies the host's CPU
    // time by 4 whatever the host, so the performance scores fall on a slow or busy host: read them beside it.
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    failed,
  };
}

/** A response as the wire carries it: status, raw headers (minus the per-connection ones) and body bytes. */
function capture(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const raw = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i];
            if (!/^(date|connection|keep-alive)$/i.test(name)) raw.push(name, res.rawHeaders[i + 1]);
          }
          resolve({ status: res.statusCode, headers: raw, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

/** A bare node:http server that answers every request with the captured response. */
function bareServer(response) {
  return new Promise((resolve) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(response.status, response.headers);
      res.end(response.body);
    });
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

/** Runs autocannon in its own process (asynchronously: the bare server lives in this one). */
function autocannon(url, headers) {
  const bin = path.join(tools, "node_modules/autocannon/autocannon.js");
  const args = [bin, "-c", "64", "-d", String(LOAD_SECONDS), "-j"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args);
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed: ${err}`));
      const j = JSON.parse(out);
      if (j.non2xx > 0 || j.errors > 0 || j.requests.total === 0) {
        return reject(new Error(`autocannon: ${j.non2xx} non-2xx, ${j.errors} errors on ${url}`));
      }
      resolve({ rps: j.requests.average, p99: j.latency.p99 });
    });
  });
}

async function load(label, url, headers) {
  const response = await capture(url, headers);
  const bare = await bareServer(response);
  const bareUrl = `http://127.0.0.1:${bare.address().port}/`;
  const ours = [];
  const theirs = [];
  for (let round = 0; round < LOAD_ROUNDS; round++) {
    theirs.push(await autocannon(bareUrl, headers));
    ours.push(await autocannon(url, headers));
  }
  bare.close();
  const rps = median(ours.map((r) => r.rps));
  const bareRps = median(theirs.map((r) => r.rps));
  return {
    label,
    bytes: response.body.length,
    rps,
    p99: median(ours.map((r) => r.p99)),
    bareRps,
    bareP99: median(theirs.map((r) => r.p99)),
    ratio: rps / bareRps,
  };
}

/** Our default live-stock page's source (the editor's starting point), read from its TypeScript module. */
function defaultPageSource() {
  const file = readFileSync(
    path.join(root, "packages/ui/src/screens/live-stock-editor/liveStockPageSource.tsx"),
    "utf8",
  );
  const body = /export const DEFAULT_LIVE_STOCK_PAGE = `([\s\S]*?)`;/.exec(file)?.[1];
  if (!body) throw new Error("DEFAULT_LIVE_STOCK_PAGE not found");
  return new Function(`return \`${body}\`;`)();
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

/**
 * A custom page's figures: sizes, Lighthouse, the render on a cache miss (new stock figures before each GET of the
 * live-stock data, against the same for the default page) and the page under load beside the default page.
 */
async function measureCustomPage(pageUrl, guildId, botKey, loads) {
  const stock = async (n) => {
    const r = await fetch(`${server.url}/api/bot/stock`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "X-Bot-Key": botKey },
      body: JSON.stringify({
        oneMonthNitroTokens: n,
        oneMonthServerBoosts: n + 1,
        threeMonthNitroTokens: n % 3,
        threeMonthServerBoosts: n + 2,
      }),
    });
    if (!r.ok) throw new Error(`stock: ${r.status} ${await r.text()}`);
  };
  const timedReads = async (count, from) => {
    const times = [];
    for (let i = 0; i < count; i++) {
      await stock(from + i);
      const t = performance.now();
      const r = await fetch(`${server.url}/api/fetch/${guildId}/live-stock`);
      await r.arrayBuffer();
      times.push(performance.now() - t);
    }
    return times;
  };
  const defaultTimes = await timedReads(100, 1000);

  await stop(server.child);
  server = await startServer({ ...env, CAPTCHA_PROVIDER: "off" });
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ access_code: server.accessCode, captcha_key: "bench" }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`login failed: ${login.status}`);
  const saved = await fetch(`${server.url}/api/save-custom-code`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: token },
    body: JSON.stringify({ code: `${defaultPageSource()}\n// bench: a custom page\n` }),
  });
  if (!saved.ok) throw new Error(`saving the custom page failed: ${saved.status} ${await saved.text()}`);
  // Warm: the sandbox's threads and this code version's context.
  for (let i = 0; i < 5; i++) await timedReads(1, 5000 + i);
  const customTimes = await timedReads(200, 2000);
  await stock(1250);
  const url = pageUrl.replace(/^http:\/\/[^/]+/, server.url);
  const html = await (await fetch(url)).text();
  if (!html.includes('id="live-stock-page"')) throw new Error("the custom page did not render");

  let size;
  if (PARTS.has("sizes")) {
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    size = await transferred(browser, url);
    await browser.close();
    browser = undefined;
  }
  const first = await capture(url, { "Accept-Encoding": "br" });
  let lh;
  if (PARTS.has("lighthouse")) {
    const runs = [];
    for (let i = 0; i < LH_RUNS; i++) runs.push(lighthouse(url));
    lh = {
      median: [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)],
      performances: runs.map((r) => r.performance),
    };
  }
  let customLoad;
  const defaultPage = loads.find((l) => l.label === "live-stock page (br)");
  if (PARTS.has("load") && defaultPage) {
    const l = await load("custom live-stock page (br)", url, { "accept-encoding": "br" });
    customLoad = { ...l, defaultRps: defaultPage.rps };
  }
  // The render itself, in process (scripts/bench-custom-render.ts): what a cache miss costs the server.
  const inProcess = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/bench-custom-render.ts")],
    { cwd: root, encoding: "utf8" },
  );
  if (inProcess.status !== 0) throw new Error(`bench-custom-render failed: ${inProcess.stderr}`);
  const renderInProcess = JSON.parse(inProcess.stdout.trim().split("\n").pop() ?? "{}");
  return {
    size,
    renderInProcess,
    firstResponse: first.body.length,
    lh,
    load: customLoad,
    render: {
      p50: percentile(customTimes, 0.5),
      p95: percentile(customTimes, 0.95),
      defaultP50: percentile(defaultTimes, 0.5),
      defaultP95: percentile(defaultTimes, 0.95),
    },
  };
}

process.on("uncaughtException", (e) => {
  console.error("bench: uncaught", e.stack);
  process.exit(1);
});
if (!chromiumPath) {
  console.error("bench: Chromium not found (node scripts/ensure-chromium.mjs installs it)");
  process.exit(1);
}
ensureBuilds();
ensureTools();

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
let browser;
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

  const pages = [
    ["Login (/)", `${url}/`],
    ["Live stock", `${url}/api/${guildId}/live-stock`],
    ["Order status", `${url}/api/${guildId}/order/BENCH-0001/status`],
    ["Redeem", `${url}/api/redeem-order/${guildId}`],
  ];
  const sizes = [];
  if (PARTS.has("sizes")) {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    });
    log("measuring first loads in Chromium...");
    for (const [name, pageUrl] of pages) sizes.push({ name, ...(await transferred(browser, pageUrl)) });
    await browser.close();
    browser = undefined;
  }
  const firstResponse = await capture(`${url}/api/${guildId}/live-stock`, { "Accept-Encoding": "br" });

  const lh = [];
  if (PARTS.has("lighthouse")) log(`Lighthouse, ${LH_RUNS} runs per page...`);
  for (const [name, pageUrl] of PARTS.has("lighthouse") ? pages : []) {
    const runs = [];
    for (let i = 0; i < LH_RUNS; i++) runs.push(lighthouse(pageUrl));
    const byPerf = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
    lh.push({ name, median: byPerf, runs, performances: runs.map((r) => r.performance) });
  }

  log("load: autocannon against the server and a bare node:http server...");
  const loads = PARTS.has("load")
    ? [
        await load("live-stock JSON", `${url}/api/fetch/${guildId}/live-stock`, {}),
        await load("live-stock page (br)", `${url}/api/${guildId}/live-stock`, { "accept-encoding": "br" }),
      ]
    : [];
  const loadedRss = rssMb(server.child.pid);

  // The same store with a custom live-stock page: our default page's own source saved as the seller's code (a
  // typical page), rendered on the server (docs/decisions.md#seller-pages-rendered-on-the-server). A restart with
  // the captcha off lets the bench sign in; the figures above are from the normal start.
  const custom = await measureCustomPage(pages[1][1], guildId, botKey, loads);

  const lines = [];
  lines.push(`| What | Figure |`, `|---|---|`);
  for (const s of sizes)
    lines.push(`| ${s.name}: first load over the wire | ${kb(s.bytes)} in ${s.requests} responses |`);
  lines.push(`| Live stock: first response (HTML + data + CSS, brotli) | ${kb(firstResponse.body.length)} |`);
  for (const { name, median: m, performances } of lh) {
    lines.push(
      `| Lighthouse ${name}: perf / a11y / best practices / SEO | ${m.performance} / ${m.accessibility} / ${m.bestPractices} / ${m.seo} (perf runs: ${performances.join(", ")}) |`,
    );
    lines.push(
      `| Lighthouse ${name}: FCP / LCP / TBT / CLS | ${(m.fcp / 1000).toFixed(2)} s / ${(m.lcp / 1000).toFixed(2)} s / ${Math.round(m.tbt)} ms / ${m.cls.toFixed(3)} |`,
    );
    if (m.failed.length > 0) lines.push(`| Lighthouse ${name}: audits not passed | ${m.failed.join(", ")} |`);
  }
  for (const l of loads) {
    lines.push(
      `| ${l.label} (${kb(l.bytes)}): req/s, p99 vs bare node:http | ${Math.round(l.rps).toLocaleString("en-US")} req/s, p99 ${l.p99} ms vs ${Math.round(l.bareRps).toLocaleString("en-US")} req/s, p99 ${l.bareP99} ms: **${l.ratio.toFixed(2)}x** |`,
    );
  }
  if (custom) {
    if (custom.size)
      lines.push(
        `| Custom live stock: first load over the wire | ${kb(custom.size.bytes)} in ${custom.size.requests} responses (before: 4.0 MB decoded, with /vendor/babel.js, React 17 and Tailwind's browser build) |`,
      );
    lines.push(`| Custom live stock: first response (HTML + CSS, brotli) | ${kb(custom.firstResponse)} |`);
    if (custom.lh) {
      const m = custom.lh.median;
      lines.push(
        `| Lighthouse Custom live stock: perf / a11y / best practices / SEO | ${m.performance} / ${m.accessibility} / ${m.bestPractices} / ${m.seo} (perf runs: ${custom.lh.performances.join(", ")}; before: NO_FCP) |`,
        `| Lighthouse Custom live stock: FCP / LCP / TBT / CLS | ${(m.fcp / 1000).toFixed(2)} s / ${(m.lcp / 1000).toFixed(2)} s / ${Math.round(m.tbt)} ms / ${m.cls.toFixed(3)} |`,
      );
    }
    const r = custom.renderInProcess;
    lines.push(
      `| Custom page render on a cache miss, in process (sandbox + sanitiser + CSS, ${r.runs} renders of our default page's source with new figures) | p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (first render with a cold sandbox ${Math.round(r.cold)} ms) |`,
    );
    lines.push(
      `| Custom page render, cache miss (new figures each time, GET of the live-stock data) | p50 ${custom.render.p50.toFixed(1)} ms, p95 ${custom.render.p95.toFixed(1)} ms; the default page's data the same way: p50 ${custom.render.defaultP50.toFixed(1)} ms, p95 ${custom.render.defaultP95.toFixed(1)} ms |`,
    );
    if (custom.load)
      lines.push(
        `| custom live-stock page (br) (${kb(custom.load.bytes)}): req/s, p99 vs the default page | ${Math.round(custom.load.rps).toLocaleString("en-US")} req/s, p99 ${custom.load.p99} ms vs ${Math.round(custom.load.defaultRps).toLocaleString("en-US")} req/s: **${(custom.load.rps / custom.load.defaultRps).toFixed(2)}x** (vs bare node:http ${custom.load.ratio.toFixed(2)}x) |`,
      );
  }
  lines.push(
    `| Cold start (spawn to ready, built server) | ${Math.round(median(starts))} ms (${starts.map(Math.round).join(", ")}) |`,
  );
  lines.push(
    `| RSS idle after the demo data / after the load runs | ${idleRss.toFixed(1)} MB / ${loadedRss.toFixed(1)} MB |`,
  );
  const table = lines.join("\n");
  const indexes = lh.flatMap((p) => p.runs.map((r) => r.benchmarkIndex)).filter(Number.isFinite);
  const hostIndex = indexes.length
    ? ` Lighthouse's host CPU benchmark index (higher is faster): median ${Math.round(median(indexes))}.`
    : "";
  const cpu = (await import("node:os")).cpus();
  const header = `Measured ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpu.length} cores, Chromium ${(/\d+(\.\d+){3}/.exec(spawnSync(chromiumPath, ["--version"], { encoding: "utf8" }).stdout) ?? ["?"])[0]}, Lighthouse ${TOOL_VERSIONS.lighthouse} (mobile preset, median of ${LH_RUNS}), autocannon ${TOOL_VERSIONS.autocannon} (64 connections, ${LOAD_ROUNDS} interleaved rounds of ${LOAD_SECONDS} s, median).${hostIndex}`;
  console.log(`\n${header}\n\n${table}\n`);
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  writeFileSync(path.join(root, ".tmp/bench-speed.md"), `${header}\n\n${table}\n`);
  writeFileSync(
    path.join(root, ".tmp/bench-speed.json"),
    JSON.stringify({ sizes, lh, loads, starts, idleRss, loadedRss, custom }, null, 2),
  );
} finally {
  await browser?.close();
  if (server) await stop(server.child);
  rmSync(work, { recursive: true, force: true });
}
