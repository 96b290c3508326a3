// `npm run bench` (last part). Figures, not pass/fail: the Stock & Keys page in Chromium against the real server
// (SQLite) with 50,000 redeem keys added through the CLI: the key list's scroll (frames per second while a script
// scrolls it, the longest frame, and the main thread's CPU time per frame, which the host's load disturbs least)
// and a search keystroke over 50,000 keys (to the next paint, and to the filtered list). Median of BENCH_RUNS runs
// (docs/decisions.md#key-list-scrolling).
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import {
  builtProduct,
  launchChromium,
  median,
  ms,
  printTable,
  root,
  scrollFrames,
  signedInPage,
  startServer,
} from "./benchKit.mjs";

const KEYS = Number(process.env.BENCH_KEYS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

builtProduct();

let server;
let browser;
try {
  server = await startServer("keys");
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
  const file = path.join(server.work, "keys.txt");
  writeFileSync(file, lines.join("\n"));
  const started = performance.now();
  const added = server.cli(["add-keys", file]);
  console.log(`bench: ${added.trim().split("\n").pop()} (${ms(performance.now() - started)})`);

  browser = await launchChromium();
  const { page, cdp } = await signedInPage(browser, server);
  // Durations in the renderer main thread's CPU time (seconds), not wall-clock time.
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const cpuMetrics = async () =>
    Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));

  /** One record a run: { listed, wheel, fling, keystroke, filtered } (times in ms; scrolls as `scrollRun` gives). */
  const results = [];
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
    const listedMs = await listed.jsonValue();

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
      const frames = await scrollFrames(page, "[data-testid='key-scroller']", { px, frames: count });
      const after = await cpuMetrics();
      const per = (name) => ((after[name] - before[name]) * 1000) / count;
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
    results.push({
      listed: listedMs,
      wheel,
      fling,
      keystroke: median(perKey),
      filtered: timings.lists.length > 0 ? median(timings.lists) : undefined,
    });
  }

  /** A row of the table: the median of a figure `pick` reads from each run, then each run's. */
  const figure = (what, pick, format = ms) => {
    const values = results.map(pick);
    return [what, format(median(values)), values.map(format).join(", ")];
  };
  const fps = (f) => f.toFixed(0);
  const keystrokes = results.map((r) => r.keystroke);
  const filtered = results.flatMap((r) => (r.filtered === undefined ? [] : [r.filtered]));
  const rows = [
    figure("navigation to all keys listed", (r) => r.listed),
    figure("scroll 120 px a frame: frames per second", (r) => r.wheel.fps, fps),
    figure("scroll 120 px a frame: longest frame", (r) => r.wheel.worst),
    figure("fling 3,000 px a frame: frames per second", (r) => r.fling.fps, fps),
    figure("fling 3,000 px a frame: longest frame", (r) => r.fling.worst),
    ...[
      ["120 px", results.map((r) => r.wheel)],
      ["fling", results.map((r) => r.fling)],
    ].map(([what, runs]) => [
      `CPU per frame, ${what} (main thread; script, style+layout)`,
      ms(median(runs.map((r) => r.cpu))),
      runs.map((r) => `${ms(r.cpu)}: ${ms(r.script)}, ${ms(r.layout)}`).join("; "),
    ]),
    [
      "search keystroke to next paint (Event Timing)",
      median(keystrokes) <= 16 ? "<= 16 ms" : ms(median(keystrokes)),
      keystrokes.map(ms).join(", "),
    ],
    [
      "search keystroke to filtered list",
      filtered.length ? ms(median(filtered)) : "-",
      filtered.map(ms).join(", "),
    ],
  ];
  printTable(
    `bench: Stock & Keys page, ${KEYS.toLocaleString("en-US")} keys, ${RUNS} runs; host load ${loadavg()[0].toFixed(1)}`,
    ["figure", "median", "each run"],
    rows,
  );
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  writeFileSync(
    path.join(root, ".tmp/bench-keys.json"),
    JSON.stringify({ keys: KEYS, runs: RUNS, results }, null, 2),
  );
} finally {
  await browser?.close();
  await server?.stop();
}
