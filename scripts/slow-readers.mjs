// Measures what 2,000 clients that ask for a large file and never read it cost the server, and how fast it lets
// them go (docs/decisions.md#slow-readers): open sockets, RSS before, at the peak and after, and the latency of
// normal requests meanwhile. Figures, not pass/fail (apps/server/test/slowReaders.test.ts holds the behaviour).
//   node scripts/slow-readers.mjs [sockets=2000] [extra server env as KEY=value ...]
// Three processes besides the server, as on a real attack the attacker is another machine:
// - the burst: a process of its own under `nice` (FLOOD_NICE, 19; 0 to compete with the server as an equal) that
//   opens the sockets from 127.0.0.1, asks for the largest script and never reads;
// - two normal clients, every PROBE_MS (50): one on a fresh connection each time from 127.0.0.2, as a first visit
//   is (it waits in the kernel's accept queue behind the burst), and one on a kept-alive connection from 127.0.0.3,
//   as a browser's later requests are. Loopback answers the whole 127/8, so neither is over the burst's cap.
// RUNS (1) repeats the whole measure on a fresh server and ends with the median of each figure over the runs.
// WATCH_S (60): how long RSS is read after the burst (every 5 s), with the normal clients still going, or with no
// traffic at all (QUIET=1). The server's main thread's CPU time and its wait for a CPU (the kernel's schedstat) over
// the burst's first 3 s say how much of the normal requests' wait is the server's work and how much other processes
// held the CPU; SERVER_NICE (0; -10 needs root) runs the server at another priority, to see what it does with a CPU
// of its own on a shared host. TRACE=1 prints each normal request to stderr; SERVER_NODE_ARGS adds flags to the
// server's node (--cpu-prof ...), BENCH_PATH asks for another path than the largest script.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const count = Number(process.argv[2] ?? 2000);
const extra = Object.fromEntries(
  process.argv.slice(3).map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]),
);
const runs = Number(process.env.RUNS ?? 1);
const watchS = Number(process.env.WATCH_S ?? 60);
const probeMs = Number(process.env.PROBE_MS ?? 50);
const floodNice = Number(process.env.FLOOD_NICE ?? 19);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n) => (Number.isFinite(n) ? Number(n.toFixed(1)) : n);
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
const p99 = (xs) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
/** Whole-machine jiffies: [total, idle]. */
const cpuTimes = () => {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
  return [f.reduce((a, b) => a + b, 0), (f[3] ?? 0) + (f[4] ?? 0)];
};

// The largest file the server sends: the dashboard's biggest script (the editor's TypeScript worker, several MB).
const assets = path.join(root, "apps/dashboard/dist/assets");
const bigFile = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, size: readFileSync(path.join(assets, name)).length }))
  .sort((a, b) => b.size - a.size)[0].name;
const bigPath = process.env.BENCH_PATH ?? `/assets/${bigFile}`;

/** A child node process running `code`, its stdout as JSON lines handed to `onLine`. */
function nodeChild(code, onLine, nice = 0) {
  const [cmd, args] =
    nice !== 0
      ? ["nice", ["-n", String(nice), process.execPath, "-e", code]]
      : [process.execPath, ["-e", code]];
  const proc = spawn(cmd, args, { stdio: ["pipe", "pipe", "inherit"] });
  let buf = "";
  proc.stdout.on("data", (d) => {
    buf += d;
    const lines = buf.split("\n");
    buf = lines.pop();
    for (const line of lines) if (line) onLine(JSON.parse(line));
  });
  return proc;
}

/** Sends a request every `probeMs`: on a fresh connection each time, or on one kept-alive connection. */
function startProbe(port, keepAlive) {
  const code = `
const net = require("node:net");
const req = "GET /api/auth/captcha-config HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n${keepAlive ? "" : "Connection: close\\r\\n"}\\r\\n";
/** Reads one answer off the socket: calls done(status line ok, ms to its first byte) once its body is in. */
function answer(s, t, done) {
  let got = "", first = -1;
  const onData = (d) => {
    if (first < 0) first = performance.now() - t;
    got += d;
    const end = got.indexOf("\\r\\n\\r\\n");
    if (end < 0) return;
    const len = Number(/content-length: *(\\d+)/i.exec(got.slice(0, end))?.[1] ?? 0);
    if (got.length - end - 4 < len) return;
    s.off("data", onData);
    done(got.startsWith("HTTP/1.1 200"), first);
  };
  s.on("data", onData);
  return () => s.off("data", onData);
}
const out = (x) => console.log(JSON.stringify(x));
${
  keepAlive
    ? `
let s, busy = false;
function open() {
  s = net.connect({ port: ${port}, host: "127.0.0.1", localAddress: "127.0.0.3" });
  s.setEncoding("latin1");
  s.on("error", () => {});
  s.on("close", () => { s = undefined; busy = false; });
}
open();
setInterval(() => {
  if (busy) return;
  if (!s) { out({ at: Date.now(), sent: Date.now(), ms: -2, reconnected: true }); open(); return; }
  busy = true;
  const t = performance.now(), sent = Date.now();
  answer(s, t, (ok, ttfb) => { busy = false; out({ at: Date.now(), sent, ttfbMs: ttfb, ms: ok ? performance.now() - t : -1 }); });
  s.write(req);
}, ${probeMs});`
    : `
setInterval(() => {
  const t = performance.now(), sent = Date.now();
  let connectMs = -1, done = false;
  const s = net.connect({ port: ${port}, host: "127.0.0.1", localAddress: "127.0.0.2" });
  s.setEncoding("latin1");
  s.on("connect", () => { connectMs = performance.now() - t; s.write(req); });
  answer(s, t, (ok, ttfb) => { done = true; out({ at: Date.now(), sent, connectMs, ttfbMs: ttfb, ms: ok ? performance.now() - t : -1 }); s.end(); });
  s.on("error", () => {});
  s.on("close", () => { if (!done) out({ at: Date.now(), sent, connectMs, ms: -1 }); });
}, ${probeMs});`
}`;
  const samples = [];
  const proc = nodeChild(code, (x) => samples.push(x));
  return { samples, stop: () => proc.kill() };
}

/** Opens `count` sockets from 127.0.0.1 that ask for the big file and never read; says when all have connected. */
function startFlood(port) {
  const code = `
const net = require("node:net");
const clients = [];
let connected = 0;
const start = Date.now();
console.log(JSON.stringify({ start }));
for (let i = 0; i < ${count}; i++) {
  const s = net.connect(${port}, "127.0.0.1");
  s.on("error", () => undefined);
  s.on("connect", () => {
    s.write("GET ${bigPath} HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n\\r\\n");
    s.pause();
    if (++connected === ${count}) console.log(JSON.stringify({ connectedAfterMs: Date.now() - start }));
  });
  clients.push(s);
}
setInterval(() => {}, 1000);`;
  const events = {};
  const proc = nodeChild(code, (x) => Object.assign(events, x), floodNice);
  return { events, stop: () => proc.kill() };
}

async function runOnce(run) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bd-slow-"));
  // SERVER_NODE_ARGS: extra flags for the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const serverNice = Number(process.env.SERVER_NICE ?? 0);
  const serverArgs = [...nodeArgs, "--import", "tsx", "src/main.ts"];
  const child = spawn(
    serverNice !== 0 ? "nice" : process.execPath,
    serverNice !== 0 ? ["-n", String(serverNice), process.execPath, ...serverArgs] : serverArgs,
    {
      cwd: path.join(root, "apps/server"),
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        CAPTCHA_PROVIDER: "off",
        LOG_LEVEL: "",
        ...extra,
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const m = /Server ready on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on("exit", () => reject(new Error(out)));
  });
  const port = Number(new URL(url).port);
  const rssMb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))[1]) / 1024;
  /** The server's main thread: ms on a CPU, ms waiting for one. */
  const schedstat = () =>
    readFileSync(`/proc/${child.pid}/schedstat`, "utf8")
      .split(" ")
      .slice(0, 2)
      .map((ns) => Number(ns) / 1e6);
  /** The server's open sockets (its listening socket included). */
  const sockets = () =>
    readdirSync(`/proc/${child.pid}/fd`).filter((fd) => {
      try {
        return readlinkSync(`/proc/${child.pid}/fd/${fd}`).startsWith("socket:");
      } catch {
        return false;
      }
    }).length;

  // Warm up: the file once, read in full; a few normal requests.
  await (await fetch(`${url}${bigPath}`)).arrayBuffer();
  for (let i = 0; i < 40; i++) {
    const r = await fetch(`${url}/api/auth/captcha-config`, { headers: { Connection: "close" } });
    await r.text();
  }
  await sleep(3000);
  const fresh = startProbe(port, false);
  const kept = startProbe(port, true);
  const loadBefore = load();
  await sleep(5000);
  const baseSockets = sockets();
  const rssBefore = rssMb();
  // The server's main thread over 3 s of the normal clients alone, to set against the burst's first 3 s.
  const [runQuiet0, waitQuiet0] = schedstat();
  await sleep(3000);
  const [runQuiet1, waitQuiet1] = schedstat();
  const quiet = { runMs: fmt(runQuiet1 - runQuiet0), waitedForCpuMs: fmt(waitQuiet1 - waitQuiet0) };

  const [run0, wait0] = schedstat();
  const machine0 = cpuTimes();
  const flood = startFlood(port);
  while (flood.events.start === undefined) await sleep(5);
  const start = flood.events.start;
  let serverCpu;
  let peakRss = rssBefore;
  let peakSockets = 0;
  let closedAt;
  while (Date.now() - start < 120_000) {
    peakRss = Math.max(peakRss, rssMb());
    const open = sockets() - baseSockets;
    peakSockets = Math.max(peakSockets, open);
    if (serverCpu === undefined && Date.now() - start >= 3000) {
      const [run1, wait1] = schedstat();
      const machine1 = cpuTimes();
      serverCpu = {
        runMs: fmt(run1 - run0),
        waitedForCpuMs: fmt(wait1 - wait0),
        machineBusy: `${(100 - ((machine1[1] - machine0[1]) / (machine1[0] - machine0[0])) * 100).toFixed(0)}%`,
      };
    }
    if (Date.now() - start > 3000 && open <= 0 && closedAt === undefined) {
      closedAt = Date.now() - start;
      break;
    }
    await sleep(250);
  }
  flood.stop();
  const loadDuring = load();
  // QUIET=1: no traffic at all once the clients are gone, so nothing but the server itself gives memory back.
  if (process.env.QUIET) {
    fresh.stop();
    kept.stop();
  }
  const rssSeries = [];
  for (let i = 1; i <= watchS / 5; i++) {
    await sleep(5000);
    rssSeries.push(fmt(rssMb()));
  }
  fresh.stop();
  kept.stop();
  child.kill("SIGTERM");
  await new Promise((r) => child.on("exit", r));
  rmSync(dataDir, { recursive: true, force: true });

  const end = start + (closedAt ?? 120_000);
  const phase = (samples) => ({
    before: samples.filter((x) => x.at < start),
    during: samples.filter((x) => x.at >= start && x.at <= end),
  });
  const stats = (xs) => {
    const ok = xs.filter((x) => x.ms >= 0).map((x) => x.ms);
    return {
      median: fmt(median(ok)),
      p99: fmt(p99(ok)),
      max: fmt(Math.max(...ok)),
      n: xs.length,
      failed: xs.length - ok.length,
    };
  };
  const f = phase(fresh.samples);
  const k = phase(kept.samples);
  if (process.env.TRACE) {
    for (const x of fresh.samples)
      console.error(
        "FRESH",
        x.sent - start,
        fmt(x.ms),
        `connect ${fmt(x.connectMs)}`,
        `first byte ${fmt(x.ttfbMs ?? -1)}`,
      );
    for (const x of kept.samples) console.error("KEPT", x.sent - start, fmt(x.ms));
  }
  const rssAfter = rssSeries.at(-1);
  const result = {
    run,
    loadavg: { before: loadBefore, burstEnd: loadDuring },
    allConnectedAfterMs: flood.events.connectedAfterMs,
    peakOpenOnServer: peakSockets,
    allClosedAfterMs: closedAt ?? "not within 120 s",
    serverMainThread3sBefore: quiet,
    serverMainThreadFirst3s: serverCpu,
    rssMb: { before: fmt(rssBefore), peak: fmt(peakRss), every5sAfter: rssSeries.join(" ") },
    rssAfterVsBefore: rssAfter === undefined ? "-" : `${fmt(((rssAfter - rssBefore) / rssBefore) * 100)}%`,
    freshConnection: { before: stats(f.before), during: stats(f.during) },
    keptAlive: { before: stats(k.before), during: stats(k.during) },
  };
  // What a fresh connection's slowest request spent waiting for: the connection itself (the kernel's handshake),
  // or the server taking it from the accept queue and answering.
  const slowest = f.during.filter((x) => x.ms >= 0).sort((a, b) => b.ms - a.ms)[0];
  if (slowest)
    result.freshConnection.slowest = {
      sentAfterBurstStartMs: slowest.sent - start,
      connectMs: fmt(slowest.connectMs),
      firstByteMs: fmt(slowest.ttfbMs),
    };
  return result;
}

const results = [];
for (let run = 1; run <= runs; run++) {
  const r = await runOnce(run);
  console.log(JSON.stringify(r, null, runs > 1 ? undefined : 2));
  results.push(r);
}
if (runs > 1) {
  const med = (pick) => fmt(median(results.map(pick).filter(Number.isFinite)));
  const of = (pick) => ({ median: med(pick), all: results.map(pick) });
  console.log(
    JSON.stringify(
      {
        sockets: count,
        runs,
        env: extra,
        floodNice,
        probeMs,
        medianOverRuns: {
          allClosedAfterMs: of((r) => r.allClosedAfterMs),
          freshConnectionDuring: {
            median: of((r) => r.freshConnection.during.median),
            p99: of((r) => r.freshConnection.during.p99),
            max: of((r) => r.freshConnection.during.max),
          },
          keptAliveDuring: {
            median: of((r) => r.keptAlive.during.median),
            p99: of((r) => r.keptAlive.during.p99),
            max: of((r) => r.keptAlive.during.max),
          },
          serverRunMs3sBefore: of((r) => r.serverMainThread3sBefore.runMs),
          serverRunMs: of((r) => r.serverMainThreadFirst3s?.runMs),
          serverWaitedForCpuMs: of((r) => r.serverMainThreadFirst3s?.waitedForCpuMs),
        },
        loadavg: results.map((r) => `${r.loadavg.before} -> ${r.loadavg.burstEnd}`),
        machineBusy: results.map((r) => r.serverMainThreadFirst3s?.machineBusy),
      },
      null,
      2,
    ),
  );
}
