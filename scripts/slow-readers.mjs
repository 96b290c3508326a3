// Measures what 2,000 clients that ask for a large file and never read it cost the server, and how fast it lets
// them go (docs/decisions.md#slow-readers): open sockets, RSS before, at the peak and after, and the latency of a
// normal request meanwhile. Figures, not pass/fail (apps/server/test/slowReaders.test.ts holds the behaviour).
//   node scripts/slow-readers.mjs [sockets=2000] [extra env as KEY=value ...]
// The normal requests' latency is measured from a separate process, every 250 ms, before and while the sockets are
// open, from 127.0.0.2: another address (loopback answers the whole 127/8), as a normal client would be, so it is
// not answered by the per-address cap's 429 that the 2,000 get. RSS is read every 5 s for a minute after the clients
// are gone, with that light traffic still going, or with none (QUIET=1). TRACE=1 prints the open sockets and each
// normal request (when it ended, ms, when it was sent, ms to connect) to stderr; SERVER_NODE_ARGS adds flags to the
// server's node (--cpu-prof ...), BENCH_PATH asks for another path than the largest script.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const count = Number(process.argv[2] ?? 2000);
const extra = Object.fromEntries(
  process.argv.slice(3).map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]),
);
const dataDir = mkdtempSync(path.join(tmpdir(), "bd-slow-"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// SERVER_NODE_ARGS: extra flags for the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/main.ts"], {
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
});
const url = await new Promise((resolve, reject) => {
  let out = "";
  child.stdout.on("data", (d) => {
    out += d;
    const m = /Server ready on (http:\/\/\S+)/.exec(out);
    if (m) resolve(m[1]);
  });
  child.on("exit", () => reject(new Error(out)));
});
const { port } = new URL(url);

const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))[1]) / 1024;
/** The server's open sockets (its listening socket included). */
const sockets = () =>
  readdirSync(`/proc/${child.pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${child.pid}/fd/${fd}`).startsWith("socket:");
    } catch {
      return false;
    }
  }).length;
async function latency() {
  const t = performance.now();
  const r = await fetch(`${url}/api/auth/captcha-config`, { headers: { Connection: "close" } });
  await r.text();
  return performance.now() - t;
}
/**
 * A normal client in a process of its own (the one that opens the 2,000 sockets is busy doing so): a request every
 * 250 ms on a fresh connection, each time printed. Also keeps the server lightly busy afterwards, as traffic would.
 */
/** PROBE_MS: how often the normal client sends (250 ms; 50 puts more of them in the first second of the burst). */
const probeMs = Number(process.env.PROBE_MS ?? 250);
function startProbe() {
  const code = `const net=require("node:net");const port=${Number(port)};setInterval(()=>{const t=performance.now();const at0=Date.now();let c=-1;const s=net.connect({port,host:"127.0.0.1",localAddress:"127.0.0.2"});let got="";s.setEncoding("latin1");s.on("connect",()=>{c=performance.now()-t;s.write("GET /api/auth/captcha-config HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nConnection: close\\r\\n\\r\\n")});s.on("data",(d)=>{got+=d});s.on("error",()=>{});s.on("close",()=>{console.log(JSON.stringify({at:Date.now(),sent:at0,connectMs:c,ms:got.startsWith("HTTP/1.1 200")?performance.now()-t:-1}))})},${probeMs})`;
  const probe = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const samples = [];
  let buf = "";
  probe.stdout.on("data", (d) => {
    buf += d;
    const lines = buf.split("\n");
    buf = lines.pop();
    for (const line of lines) if (line) samples.push(JSON.parse(line));
  });
  return { samples, stop: () => probe.kill() };
}
const fmt0 = (n) => n.toFixed(0);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)];
const max = (xs) => Math.max(...xs);

// The largest file the server sends: the dashboard's biggest script (the editor's TypeScript worker, several MB).
const assets = path.join(root, "apps/dashboard/dist/assets");
const bigFile = readdirSync(assets)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, size: readFileSync(path.join(assets, name)).length }))
  .sort((a, b) => b.size - a.size)[0].name;
const bigPath = process.env.BENCH_PATH ?? `/assets/${bigFile}`;

// Warm up: the file once, read in full; a few normal requests. Latency comes from the probe process.
await (await fetch(`${url}${bigPath}`)).arrayBuffer();
for (let i = 0; i < 40; i++) await latency();
const before = [];
await sleep(3000);
const probe = startProbe();
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const loadBefore = load();
await sleep(5000);
const baseSockets = sockets();
const rssBefore = rssMb();

const clients = [];
const start = Date.now();
if (process.env.TRACE) console.error("START", start);
for (let i = 0; i < count; i++) {
  const s = net.connect(Number(port), "127.0.0.1");
  s.on("error", () => undefined);
  s.on("connect", () => {
    s.write(`GET ${bigPath} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    s.pause();
  });
  clients.push(s);
}
let peakRss = rssBefore;
let peakSockets = 0;
const during = [];
let closedAt;
while (Date.now() - start < 120_000) {
  peakRss = Math.max(peakRss, rssMb());
  const open = sockets() - baseSockets;
  if (process.env.TRACE) console.error(Math.round((Date.now() - start) / 1000), open, fmt0(rssMb()));
  peakSockets = Math.max(peakSockets, open);
  if (Date.now() - start > 2000 && open <= 0 && closedAt === undefined) {
    closedAt = Date.now() - start;
    break;
  }
  await sleep(250);
}
for (const s of clients) s.destroy();
// QUIET=1: no traffic at all once the clients are gone, so nothing but the server itself gives memory back.
if (process.env.QUIET) probe.stop();
// RSS every 5 s for a minute after the clients are gone.
const rssSeries = [];
for (let i = 1; i <= 12; i++) {
  await sleep(5000);
  rssSeries.push(Number(rssMb().toFixed(1)));
}
const [rssAfter, rssAfter30, rssAfter60] = [rssSeries[1], rssSeries[5], rssSeries[11]];
probe.stop();
for (const x of probe.samples) {
  if (x.at < start) before.push(x.ms);
  else if (x.at <= start + (closedAt ?? 120_000)) during.push(x.ms);
}
const fmt = (n) => n.toFixed(1);
if (process.env.TRACE) {
  for (const x of probe.samples)
    console.error("PROBE", x.at - start, x.ms.toFixed(0), x.sent - start, x.connectMs.toFixed(0));
}
console.log(
  JSON.stringify(
    {
      sockets: count,
      loadavg: { before: loadBefore, after: load() },
      quietAfter: Boolean(process.env.QUIET),
      env: extra,
      peakOpenOnServer: peakSockets,
      allClosedAfterMs: closedAt ?? "not within 120 s",
      rssMb: {
        before: fmt(rssBefore),
        peak: fmt(peakRss),
        after10s: fmt(rssAfter),
        after30s: fmt(rssAfter30),
        after60s: fmt(rssAfter60),
      },
      rssEvery5sAfter: rssSeries.join(" "),
      rssAfter60sVsBefore: `${fmt(((rssAfter60 - rssBefore) / rssBefore) * 100)}%`,
      latencyMs: {
        before: {
          median: fmt(median(before)),
          p99: fmt(p99(before)),
          max: fmt(max(before)),
          n: before.length,
        },
        during: {
          median: fmt(median(during)),
          p99: fmt(p99(during)),
          max: fmt(max(during)),
          n: during.length,
          failed: during.filter((ms) => ms < 0).length,
        },
      },
    },
    null,
    2,
  ),
);
child.kill("SIGTERM");
await new Promise((r) => child.on("exit", r));
rmSync(dataDir, { recursive: true, force: true });
