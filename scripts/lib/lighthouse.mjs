// Lighthouse for the speed bench (scripts/bench-speed.mjs): one run of the CLI on a page (mobile preset: simulated
// slow 4G, 4x CPU), its JSON report read into the figures the bench prints, and the median of several runs.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { toolFile } from "./benchTools.mjs";

/**
 * `runs` runs on one page; `median` is the run of median performance score (a whole run, so its FCP, TBT... are
 * one run's). `chromiumPath` is the browser Lighthouse drives; `reportsDir`, when set, keeps each JSON report.
 */
export function lighthouseRuns(url, runs, options) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(lighthouse(url, options));
  const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(all.length / 2)];
  return { median, runs: all, performances: all.map((r) => r.performance) };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, twice at most. */
function lighthouse(url, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, options);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log("bench:", `lighthouse failed on ${url} (attempt ${attempt}), trying again`);
    }
  }
}

function lighthouseOnce(url, { chromiumPath, reportsDir }) {
  const out = path.join(tmpdir(), `boostdash-lh-${process.pid}-${Date.now()}.json`);
  const r = spawnSync(
    process.execPath,
    [
      toolFile("lighthouse/cli/index.js"),
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
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "login";
    copyFileSync(out, path.join(reportsDir, `${name}-${Date.now()}.json`));
  }
  rmSync(out, { force: true });
  return readReport(report);
}

/** The scores, the timings and the audits not passed outside performance, from a Lighthouse JSON report. */
function readReport(report) {
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
    // Where the main thread's time went (Lighthouse's groups: Style & Layout, Script Evaluation, Other...) and the
    // long tasks by what they are attributed to: what a slow score is made of.
    mainThread: Object.fromEntries(
      (report.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => [
        i.groupLabel,
        Math.round(i.duration),
      ]),
    ),
    longTasks: (report.audits["long-tasks"]?.details?.items ?? []).map((t) => ({
      url: t.url,
      duration: Math.round(t.duration),
    })),
    failed,
  };
}
