// `npm run bench` (last part). Figures, not pass/fail: the Stock & Keys page in Chromium against the real server
// (SQLite) with 50,000 redeem keys added through the CLI: the key list's scroll (frames per second while a script
// scrolls it, the longest frame, and the main thread's CPU time per frame, which the host's load disturbs least)
// and a search keystroke over 50,000 keys (to the next paint, and to the filtered list). Median of BENCH_RUNS runs
// (docs/decisions.md#key-list-scrolling).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.mjs";
import { bundleServerIfStale, SERVER_NODE_FLAGS, serverReady } from "./lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverDist = path.join(root, "apps/server/dist");
const KEYS = Number(process.env.BENCH_KEYS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const chromiumPath = findChromium();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

if (!chromiumPath) {
  console.error("bench: Chromium not found (node scripts/ensure-chromium.mjs installs it)");
  process.exit(1);
}
if (!existsSync(path.join(root, "apps/dashboard/dist/index.html"))) {
  console.log("bench: building the apps first...");
  if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
}
if (!bundleServerIfStale(root)) process.exit(1);

const work = mkdtempSync(path.join(tmpdir(), "boostdash-bench-keys-"));
const env = {
  ...process.env,
  DATA_DIR: path.join(work, "data"),
  CAPTCHA_PROVIDER: "off",
  HOST: "127.0.0.1",
  PORT: "0",
};

let server;
let browser;
try {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(serverDist, "main.mjs")], {
    cwd: root,
    env,
  });
  server = { child, ...(await serverReady(child, 60)) };
  const stocks = [
    "oneMonthBoosts.txt",
    "threeMonthBoosts.txt",
    "oneMonthNitroTokens.txt",
    "threeMonthNitroTokens.txt",
  ];
  const lines = Array.from(
    { length: KEYS },
    (_, i) =>
      `BENCH-${i.toString(36).toUpperCase().padStart(5, "0")}-${((i * 2654435761) >>> 0).toString(36).toUpperCase()},${[14, 28][i % 2]},${stocks[i % 4]}`,
  );
  const file = path.join(work, "keys.txt");
  writeFileSync(file, lines.join("\n"));
  const started = performance.now();
  const added = spawnSync(process.execPath, [path.join(serverDist, "cli.mjs"), "add-keys", file], {
    cwd: root,
    env,
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  if (added.status !== 0) throw new Error(`add-keys failed: ${added.stderr}${added.stdout}`);
  console.log(`bench: ${added.stdout.trim().split("\n").pop()} (${ms(performance.now() - started)})`);

  browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Durations in the renderer main thread's CPU time (seconds), not wall-clock time.
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const cpuMetrics = async () =>
    Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
  await page.goto(`${server.url}/`);
  await page.getByPlaceholder("Enter Access Code").fill(server.accessCode);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(`${server.url}/dashboard`, { timeout: 60_000 });

  const listedMs = [];
  const fps = [];
  const worstFrame = [];
  const flingFps = [];
  const flingWorst = [];
  const wheelCpu = [];
  const flingCpu = [];
  const keystrokeMs = [];
  const filteredMs = [];
  const want = `${KEYS.toLocaleString("en-US")} keys`;
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${server.url}/dashboard/stock`);
    const listed = await page.waitForFunction(
      (text) =>
        document.querySelector("[data-testid='keys-shown']")?.textContent === text
          ? performance.now()
          : false,
      want,
      { timeout: 60_000, polling: "raf" },
    );
    listedMs.push(await listed.jsonValue());

    // Scroll as a wheel or a flick does: from the middle of the list, 120 px a frame for 300 frames (about two
    // rows a frame), then 3,000 px a frame for 100 frames (a fling: 54 rows on, so every row in view is new each
    // frame). Frames per
    // second over each, the longest frame, and the renderer main thread's CPU time per frame (Chromium's
    // Performance metrics in thread time: the work each frame costs, which other processes on the host do not
    // inflate the way they stretch the frames' wall-clock times).
    await page.evaluate(async () => {
      const region = document.querySelector("[data-testid='key-scroller']");
      if (!region) throw new Error("no key list");
      region.scrollTop = region.scrollHeight / 2;
      await new Promise((r) => setTimeout(r, 300));
    });
    const scrollRun = async (px, count) => {
      const before = await cpuMetrics();
      const frames = await page.evaluate(
        ([px, count]) =>
          new Promise((resolve) => {
            const region = document.querySelector("[data-testid='key-scroller']");
            const times = [];
            const step = (t) => {
              times.push(t);
              if (times.length > count) {
                const gaps = times.slice(1).map((x, i) => x - (times[i] ?? x));
                resolve({
                  fps: gaps.length / ((times.at(-1) - times[0]) / 1000),
                  worst: Math.max(...gaps),
                  count: gaps.length,
                });
              } else {
                region.scrollTop += px;
                requestAnimationFrame(step);
              }
            };
            requestAnimationFrame(step);
          }),
        [px, count],
      );
      const after = await cpuMetrics();
      const per = (name) => ((after[name] - before[name]) * 1000) / frames.count;
      return {
        ...frames,
        cpu: per("TaskDuration"),
        script: per("ScriptDuration"),
        layout: per("LayoutDuration") + per("RecalcStyleDuration"),
      };
    };
    const wheel = await scrollRun(120, 300);
    // BENCH_KEYS_PROFILE=file.cpuprofile: the first run's fling as a CPU profile (open it in Chromium's DevTools).
    // BENCH_KEYS_TRACE=file.json: the same as a Chromium trace (the main thread's tasks, layout, paint).
    const profile = process.env.BENCH_KEYS_PROFILE && run === 0;
    const trace = process.env.BENCH_KEYS_TRACE && run === 0;
    if (profile) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.start");
    }
    if (trace) await browser.startTracing(page, { path: process.env.BENCH_KEYS_TRACE });
    const fling = await scrollRun(3000, 100);
    if (trace) await browser.stopTracing();
    if (profile) {
      const cpu = await cdp.send("Profiler.stop");
      writeFileSync(process.env.BENCH_KEYS_PROFILE, JSON.stringify(cpu.profile));
    }
    fps.push(wheel.fps);
    worstFrame.push(wheel.worst);
    wheelCpu.push(wheel);
    flingFps.push(fling.fps);
    flingWorst.push(fling.worst);
    flingCpu.push(fling);

    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__bench = { keys: 0, slow: new Map(), lists: [] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId || !entry.name.startsWith("key")) continue;
          w.__bench.slow.set(
            entry.interactionId,
            Math.max(w.__bench.slow.get(entry.interactionId) ?? 0, entry.duration),
          );
        }
      }).observe({ type: "event", durationThreshold: 16, buffered: false });
      const shown = () => document.querySelector("[data-testid='keys-shown']")?.textContent;
      let pending;
      new MutationObserver(() => {
        if (pending && shown() !== pending.before) {
          w.__bench.lists.push(performance.now() - pending.start);
          pending = undefined;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
      document.addEventListener(
        "keydown",
        (event) => {
          w.__bench.keys += 1;
          pending = { start: event.timeStamp, before: shown() };
        },
        { capture: true },
      );
    });
    const search = page.getByRole("searchbox", { name: "Search keys" });
    await search.click();
    await search.fill("");
    for (const key of "bench-00") {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    const timings = await page.evaluate(() => {
      const b = /** @type {any} */ (window).__bench;
      return { keys: b.keys, slow: [...b.slow.values()], lists: b.lists };
    });
    const perKey = [...timings.slow, ...Array(Math.max(0, timings.keys - timings.slow.length)).fill(16)];
    keystrokeMs.push(median(perKey));
    if (timings.lists.length > 0) filteredMs.push(median(timings.lists));
  }

  console.log(
    `\nbench: Stock & Keys page, ${KEYS.toLocaleString("en-US")} keys, ${RUNS} runs (median; each run); host load ${loadavg()[0].toFixed(1)}`,
  );
  const rows = [
    ["navigation to all keys listed", ms(median(listedMs)), listedMs.map(ms).join(", ")],
    [
      "scroll 120 px a frame: frames per second",
      median(fps).toFixed(0),
      fps.map((f) => f.toFixed(0)).join(", "),
    ],
    ["scroll 120 px a frame: longest frame", ms(median(worstFrame)), worstFrame.map(ms).join(", ")],
    [
      "fling 3,000 px a frame: frames per second",
      median(flingFps).toFixed(0),
      flingFps.map((f) => f.toFixed(0)).join(", "),
    ],
    ["fling 3,000 px a frame: longest frame", ms(median(flingWorst)), flingWorst.map(ms).join(", ")],
    ...[
      ["120 px", wheelCpu],
      ["fling", flingCpu],
    ].map(([what, runs]) => [
      `CPU per frame, ${what} (main thread; script, style+layout)`,
      ms(median(runs.map((r) => r.cpu))),
      runs.map((r) => `${ms(r.cpu)}: ${ms(r.script)}, ${ms(r.layout)}`).join("; "),
    ]),
    [
      "search keystroke to next paint (Event Timing)",
      median(keystrokeMs) <= 16 ? "<= 16 ms" : ms(median(keystrokeMs)),
      keystrokeMs.map(ms).join(", "),
    ],
    [
      "search keystroke to filtered list",
      filteredMs.length ? ms(median(filteredMs)) : "-",
      filteredMs.map(ms).join(", "),
    ],
  ];
  for (const [what, value, each] of rows) console.log(`  ${what.padEnd(58)} ${value.padStart(9)}  (${each})`);
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  writeFileSync(
    path.join(root, ".tmp/bench-keys.json"),
    JSON.stringify(
      {
        keys: KEYS,
        runs: RUNS,
        listedMs,
        fps,
        worstFrame,
        flingFps,
        flingWorst,
        wheelCpu,
        flingCpu,
        keystrokeMs,
        filteredMs,
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  server?.child.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
