// The speed bench's printed report (scripts/bench-speed.mjs): a header naming the host and the tools, and one
// markdown table of every figure measured.
import { spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { median } from "../benchKit.mjs";
import { TOOL_VERSIONS } from "./benchTools.mjs";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The header and the table, from the figures bench-speed.mjs gathered and the settings it ran with. */
export function speedReport(figures, { lhRuns, loadRounds, loadSeconds, chromiumPath }) {
  const {
    sizes,
    firstResponse,
    firstResponses = [],
    lh,
    loads,
    custom,
    starts,
    idleRss,
    loadedRss,
  } = figures;
  const lines = [];
  lines.push(`| What | Figure |`, `|---|---|`);
  for (const s of sizes)
    lines.push(`| ${s.name}: first load over the wire | ${kb(s.bytes)} in ${s.requests} responses |`);
  lines.push(`| Live stock: first response (HTML + data + CSS, brotli) | ${kb(firstResponse.body.length)} |`);
  for (const r of firstResponses) {
    const over = r.bytes > 14 * 1024 ? " **over 14 KB**" : "";
    lines.push(`| ${r.name}: first response (HTML + data + CSS + words, brotli) | ${kb(r.bytes)}${over} |`);
  }
  for (const { name, median: m, runs } of lh) {
    lines.push(
      `| Lighthouse ${name}: perf / a11y / best practices / SEO | ${m.performance} / ${m.accessibility} / ${m.bestPractices} / ${m.seo} (perf runs: ${withIndex(runs)}) |`,
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
  if (custom) lines.push(...customPageLines(custom));
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
  const header = `Measured ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores, Chromium ${(/\d+(\.\d+){3}/.exec(spawnSync(chromiumPath, ["--version"], { encoding: "utf8" }).stdout) ?? ["?"])[0]}, Lighthouse ${TOOL_VERSIONS.lighthouse} (mobile preset, median of ${lhRuns}), autocannon ${TOOL_VERSIONS.autocannon} (64 connections, ${loadRounds} interleaved rounds of ${loadSeconds} s, median).${hostIndex}`;
  return { header, table };
}

/** Each run's performance score with Lighthouse's host CPU index beside it ("98 @ 1210"): the score scales with it. */
const withIndex = (runs) => runs.map((r) => `${r.performance} @ ${Math.round(r.benchmarkIndex)}`).join(", ");

/** Where a run's main-thread time went, largest first ("Other 690 ms, Style & Layout 155 ms"). */
const mainThread = (run) =>
  Object.entries(run.mainThread ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([group, ms]) => `${group} ${ms} ms`)
    .join(", ");

/** The custom live-stock page's rows (scripts/lib/customPageBench.mjs). */
function customPageLines(custom) {
  const lines = [];
  if (custom.size)
    lines.push(
      `| Custom live stock: first load over the wire | ${kb(custom.size.bytes)} in ${custom.size.requests} responses (before: 4.0 MB decoded, with /vendor/babel.js, React 17 and Tailwind's browser build) |`,
    );
  lines.push(`| Custom live stock: first response (HTML + CSS, brotli) | ${kb(custom.firstResponse)} |`);
  if (custom.lh) {
    const m = custom.lh.median;
    lines.push(
      `| Lighthouse Custom live stock: perf / a11y / best practices / SEO | ${m.performance} / ${m.accessibility} / ${m.bestPractices} / ${m.seo} (perf runs: ${withIndex(custom.lh.runs)}) |`,
      `| Lighthouse Custom live stock: FCP / LCP / TBT / CLS | ${(m.fcp / 1000).toFixed(2)} s / ${(m.lcp / 1000).toFixed(2)} s / ${Math.round(m.tbt)} ms / ${m.cls.toFixed(3)} |`,
    );
    const d = custom.lh.defaultPage;
    if (d) {
      const tbts = (runs) => runs.map((r) => `${Math.round(r.tbt)} ms`).join(", ");
      lines.push(
        `| Lighthouse live stock, custom vs default page in turns (same store, same minutes): perf, TBT | custom ${m.performance}, TBT ${Math.round(m.tbt)} ms (runs ${withIndex(custom.lh.runs)}; TBT ${tbts(custom.lh.runs)}) vs default ${d.median.performance}, TBT ${Math.round(d.median.tbt)} ms (runs ${withIndex(d.runs)}; TBT ${tbts(d.runs)}) |`,
        `| Main thread, median runs: custom / default page | ${mainThread(m)} / ${mainThread(d.median)} |`,
      );
    }
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
  return lines;
}
