// Re-runs the red team's attacks on the custom live-stock page renderer against the bundled server (as `npm start`
// runs it) and prints what they cost: figures, not pass/fail (the behaviour is held by
// apps/server/test/customPage*.test.ts). docs/decisions.md#custom-pages-under-attack has the figures before and after.
//   node scripts/attack-custom-page.mjs [heap|css|css1000|runaway|push|all]   (all by default)
// - heap: 100 previews that throw an Error with a 5,000,000-character message (each a new code version), then the
//   server's V8 heap (prom-client's nodejs_heap_size_used_bytes), its RSS and the longest line it logged.
//   HEAP_MB=384 runs the server with --max-old-space-size=384 and says whether it lived.
// - css: 12 previews at once, each about 40,000 arbitrary Tailwind classes in about 469 KB of markup, while a probe
//   asks /healthz every 50 ms and another store's public live-stock page (after its bot pushed new figures, so it
//   renders) every 200 ms.
// - css1000: 12 previews at once, each 1,000 distinct heavy arbitrary classes (just inside the cap, so Tailwind
//   builds about 277,000 characters of CSS for each), with the same probes.
// - runaway: 30 previews at once that loop for ever, with the same probes.
// - push: a page whose classes follow the stock count, and its bot pushing new counts (900 classes) as fast as it can for 10 s
//   (then asking the page), with the same probes.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleServerIfStale, SERVER_NODE_FLAGS, serverReady } from "./lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const which = process.argv[2] ?? "all";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n) => (Number.isFinite(n) ? Math.round(n) : n);
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const METRICS_TOKEN = "attack-measure-token";

async function start({ heapMb } = {}) {
  const bundle = bundleServerIfStale(root);
  if (!bundle) process.exit(1);
  const work = mkdtempSync(path.join(tmpdir(), "boostdash-attack-"));
  const env = {
    ...process.env,
    DATA_DIR: path.join(work, "data"),
    CAPTCHA_PROVIDER: "off",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "warn",
    METRICS_TOKEN,
  };
  const flags = [...SERVER_NODE_FLAGS, ...(heapMb ? [`--max-old-space-size=${heapMb}`] : [])];
  const child = spawn(process.execPath, [...flags, bundle], { cwd: root, env });
  let exited;
  child.on("exit", (code, signal) => {
    exited = { code, signal };
  });
  const ready = await serverReady(child, 60);
  // The longest line the server writes (its log), counted as it arrives so nothing is held.
  let longestLine = 0;
  let lineSoFar = 0;
  child.stdout.on("data", (chunk) => {
    const text = String(chunk);
    let from = 0;
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", from)) {
      longestLine = Math.max(longestLine, lineSoFar + i - from);
      lineSoFar = 0;
      from = i + 1;
    }
    lineSoFar += text.length - from;
  });
  const cli = (args) => {
    const r = spawnSync(process.execPath, [path.join(path.dirname(bundle), "cli.mjs"), ...args], {
      cwd: root,
      env,
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`cli ${args[0]} failed: ${r.stderr}${r.stdout}`);
    return r.stdout;
  };
  return {
    url: ready.url,
    child,
    accessCode: ready.accessCode,
    botKey: ready.botKey,
    guildId: ready.guildId,
    cli,
    exited: () => exited,
    longestLine: () => Math.max(longestLine, lineSoFar),
    stop: async () => {
      if (!exited) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}

async function api(server, method, pathname, { token = "", body } = {}) {
  const res = await fetch(`${server.url}/api${pathname}`, {
    method,
    headers: { "Content-Type": "application/json", Authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

async function signIn(server, accessCode) {
  const r = await api(server, "POST", "/auth/login", { body: { captcha_key: "x", access_code: accessCode } });
  return JSON.parse(r.text).token;
}

/** A second store: its session, bot key and guild, with a small custom page saved. */
async function otherStore(server) {
  const out = server.cli(["create-seller", "--name", "Other Store"]);
  const accessCode = /^Access code: (\S+)$/m.exec(out)?.[1] ?? "";
  const botKey = /^Bot key: (\S+)$/m.exec(out)?.[1] ?? "";
  const guildId = /^Guild: (\S+)$/m.exec(out)?.[1] ?? "";
  const token = await signIn(server, accessCode);
  const code = `function LiveStockPage(p: any) {
  return <main className="p-8 text-center"><h1 className="text-3xl font-bold">Other</h1><p>{p.oneMonthNitroTokens}</p></main>;
}`;
  const saved = await api(server, "POST", "/save-custom-code", { token, body: { code } });
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.text}`);
  return { token, botKey, guildId };
}

async function metrics(server) {
  const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const value = (name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1]);
  return {
    heapUsedMb: value("nodejs_heap_size_used_bytes") / 2 ** 20,
    rssMb: value("process_resident_memory_bytes") / 2 ** 20,
  };
}

/** /healthz every 50 ms and the other store's page every 200 ms (its bot pushes new figures first). */
function probes(server, other) {
  const health = [];
  const page = [];
  let running = true;
  let failures = 0;
  const healthLoop = (async () => {
    while (running) {
      const t = performance.now();
      try {
        const r = await fetch(`${server.url}/healthz`);
        await r.text();
        health.push(performance.now() - t);
      } catch {
        failures++;
      }
      await sleep(Math.max(0, 50 - (performance.now() - t)));
    }
  })();
  let n = 1;
  const pageLoop = (async () => {
    while (running) {
      const t0 = performance.now();
      try {
        const stock = {
          oneMonthNitroTokens: n++,
          oneMonthServerBoosts: 1,
          threeMonthNitroTokens: 1,
          threeMonthServerBoosts: 1,
        };
        await api(server, "PUT", "/bot/stock", { token: other.botKey, body: stock });
        const t = performance.now();
        const r = await fetch(`${server.url}/api/fetch/${other.guildId}/live-stock`);
        const body = await r.text();
        if (!body.includes('"customPage"')) failures++;
        page.push(performance.now() - t);
      } catch {
        failures++;
      }
      await sleep(Math.max(0, 200 - (performance.now() - t0)));
    }
  })();
  return async () => {
    running = false;
    await Promise.all([healthLoop, pageLoop]);
    const stat = (xs) => ({ p50: round(quantile(xs, 0.5)), max: round(Math.max(...xs)), n: xs.length });
    return { healthz: stat(health), otherStorePage: stat(page), probeFailures: failures };
  };
}

async function heapAttack() {
  const heapMb = Number(process.env.HEAP_MB ?? 0) || undefined;
  const server = await start({ heapMb });
  const token = await signIn(server, server.accessCode);
  await api(server, "POST", "/custom-code/preview", {
    token,
    body: { code: "function LiveStockPage() { return <p>warm</p>; }" },
  });
  const before = await metrics(server);
  let answered = 0;
  let biggestAnswer = 0;
  for (let i = 0; i < 100 && !server.exited(); i++) {
    const code = `function LiveStockPage() {\n  throw new Error("e".repeat(5e6));\n}\n// ${i}`;
    try {
      const r = await api(server, "POST", "/custom-code/preview", { token, body: { code } });
      if (r.status === 200) answered++;
      biggestAnswer = Math.max(biggestAnswer, r.text.length);
    } catch {
      break;
    }
  }
  await sleep(1000);
  const died = server.exited();
  const after = died ? undefined : await metrics(server);
  const result = {
    attack: "heap: 100 previews throwing a 5e6-character message",
    maxOldSpaceMb: heapMb ?? "default",
    answered,
    biggestAnswerChars: biggestAnswer,
    longestLogLine: server.longestLine(),
    heapMb: { before: round(before.heapUsedMb), after: after ? round(after.heapUsedMb) : "died" },
    rssMb: { before: round(before.rssMb), after: after ? round(after.rssMb) : "died" },
    died: died ? `after ${answered} previews (${JSON.stringify(died)})` : false,
  };
  await server.stop();
  return result;
}

/** Code whose markup has `count` arbitrary classes starting at `from`, 1,000 to a div. */
function manyClasses(from, count) {
  return `function LiveStockPage() {
  const rows = [];
  for (let r = 0; r < ${count / 1000}; r++) {
    const names = [];
    for (let i = 0; i < 1000; i++) names.push("w-[" + (${from} + r * 1000 + i).toString(36) + "px]");
    rows.push(<div key={r} className={names.join(" ")}>{r}</div>);
  }
  return <main>{rows}</main>;
}`;
}

async function underLoad(name, attack) {
  const server = await start();
  const token = await signIn(server, server.accessCode);
  const other = await otherStore(server);
  // Warm: both workers' React and the other store's page.
  await api(server, "POST", "/custom-code/preview", {
    token,
    body: { code: "function LiveStockPage() { return <p>warm</p>; }" },
  });
  await fetch(`${server.url}/api/fetch/${other.guildId}/live-stock`).then((r) => r.text());
  const quiet = probes(server, other);
  await sleep(2000);
  const baseline = await quiet();
  const stop = probes(server, other);
  const t = performance.now();
  const detail = await attack(server, token);
  const attackMs = performance.now() - t;
  await sleep(300);
  const during = await stop();
  const result = { attack: name, attackMs: round(attackMs), ...detail, baseline, during };
  await server.stop();
  return result;
}

async function cssAttack(server, token) {
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, k) =>
      api(server, "POST", "/custom-code/preview", {
        token,
        body: { code: manyClasses(100_000 * (k + 1), 40_000) },
      }),
    ),
  );
  const first = JSON.parse(answers[0].text);
  return {
    statuses: answers.map((a) => a.status).join(","),
    firstAnswer:
      first.status === "rendered"
        ? `rendered, css ${first.page.css.length} chars, html ${first.page.html.length}`
        : JSON.stringify(first).slice(0, 200),
  };
}

async function cssBuildAttack(server, token) {
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, k) =>
      api(server, "POST", "/custom-code/preview", {
        token,
        body: {
          code: `function LiveStockPage() {
  const names = [];
  for (let i = 0; i < 1000; i++) names.push("shadow-[${k + 1}px_" + i + "px_3px_rgba(1,2,3,0.5)]");
  return <main className={names.join(" ")}>${k}</main>;
}`,
        },
      }),
    ),
  );
  const bodies = answers.map((a) => JSON.parse(a.text));
  return {
    statuses: answers.map((a) => a.status).join(","),
    rendered: bodies.filter((b) => b.status === "rendered").length,
    cssChars: bodies.map((b) => b.page?.css.length ?? b.problem?.message).join(","),
  };
}

async function runawayAttack(server, token) {
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, k) =>
      api(server, "POST", "/custom-code/preview", {
        token,
        body: { code: `function LiveStockPage() { while (true) {} }\n// ${k}` },
      }),
    ),
  );
  return { statuses: answers.map((a) => a.status).join(",") };
}

async function pushAttack(server, token) {
  const code = `function LiveStockPage(p: any) {
  const names = [];
  for (let i = 0; i < 900; i++) names.push("h-[" + (p.oneMonthNitroTokens * 900 + i) + "px]");
  return <main className={names.join(" ")}>{p.oneMonthNitroTokens}</main>;
}`;
  const saved = await api(server, "POST", "/save-custom-code", { token, body: { code } });
  const statuses = {};
  const end = performance.now() + 10_000;
  let n = 1000;
  while (performance.now() < end) {
    const stock = {
      oneMonthNitroTokens: n++,
      oneMonthServerBoosts: 1,
      threeMonthNitroTokens: 1,
      threeMonthServerBoosts: 1,
    };
    const r = await api(server, "PUT", "/bot/stock", { token: server.botKey, body: stock });
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    await fetch(`${server.url}/api/fetch/${server.guildId}/live-stock`).then((x) => x.text());
  }
  return { saveStatus: saved.status, pushes: statuses };
}

const results = [];
if (which === "heap" || which === "all") results.push(await heapAttack());
if (which === "css" || which === "all")
  results.push(await underLoad("css: 12 previews of 40,000 classes", cssAttack));
if (which === "css1000" || which === "all")
  results.push(await underLoad("css1000: 12 previews of 1,000 heavy classes", cssBuildAttack));
if (which === "runaway" || which === "all")
  results.push(await underLoad("runaway: 30 looping previews", runawayAttack));
if (which === "push" || which === "all")
  results.push(await underLoad("push: stock pushes re-rendering 900 classes", pushAttack));
for (const r of results) console.log(JSON.stringify(r, null, 1));
