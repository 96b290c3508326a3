// Figures, not pass/fail: storefront intake against the real server (docs/decisions.md#storefront-intake-each-platform-checked),
// with signed SellAuth dynamic deliveries shaped as its docs show one (slashes escaped as PHP sends them):
//  1. steady rate: BENCH_INTAKE_RATE deliveries a second (20) for BENCH_INTAKE_SECONDS (30), sent on a fixed schedule
//     whatever the answers' speed (an open loop, as storefronts send), each a new purchase making an order, after
//     2 s of the same not counted (the server warming up): the answer's p50/p95/p99/max (goal p95 <= 100 ms on SQLite; the platforms give up after 5-10 s),
//     and the server process's CPU time (user + system) per delivery, a figure the host's load moves less;
//  2. exactly once: 50 concurrent sends of one delivery -> orders made (must be 1);
//  3. mixed retries: BENCH_INTAKE_RETRIED deliveries (200), each sent 5 times, all the sends shuffled and
//     BENCH_CONCURRENCY (16) at once -> orders made (must be 200).
// On SQLite, then on PostgreSQL: a fresh database on BENCH_DATABASE_URL (or DATABASE_URL) when set, else a throwaway
// cluster of the bench's own (skipped, and said so, when PostgreSQL's programs are not installed). BENCH_INTAKE_DBS=
// sqlite (or postgres) runs one. The host's load is printed with the figures: on a shared machine they move with it.
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import {
  apiJson,
  ms,
  printTable,
  quantile,
  serverBundle,
  signInApi,
  sleep,
  startServer,
} from "./benchKit.mjs";
import { freshDatabase, throwawayCluster } from "./lib/pgCluster.mjs";

const RATE = Number(process.env.BENCH_INTAKE_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_INTAKE_SECONDS ?? 30);
const WARM_UP_SECONDS = 2;
const RETRIED = Number(process.env.BENCH_INTAKE_RETRIED ?? 200);
const TRIES = 5;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SAME_AT_ONCE = 50;
const DBS = (process.env.BENCH_INTAKE_DBS ?? "sqlite,postgres").split(",");
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const PRODUCT = 3301;
const AMOUNT = 2;

/** A SellAuth dynamic delivery of one item, as PHP's json_encode puts it on the wire. */
const deliveryBody = (invoice) =>
  JSON.stringify({
    event: "INVOICE.ITEM.DELIVER-DYNAMIC",
    id: invoice,
    unique_id: `bench${randomBytes(4).toString("hex")}-${String(invoice).padStart(13, "0")}`,
    status: "completed",
    email: `buyer${invoice}@example.com`,
    customer: { id: invoice, shop_id: 1, email: `buyer${invoice}@example.com` },
    item: {
      id: 1,
      invoice_id: invoice,
      product_id: PRODUCT,
      variant_id: null,
      quantity: 1,
      custom_fields: { "Discord Invite": "https://discord.gg/boostdash" },
    },
  }).replaceAll("/", "\\/");

/** The CPU time a process has used so far, in ms (Linux; the clock ticks at 100 Hz). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function load() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
}

/** A seller set up for SellAuth: its secret, product 3301 mapped to 2 one-month boosts, and `stock` boosts. */
async function setUp(server, stock) {
  const token = await signInApi(server);
  const { secret, platform } = await apiJson(
    `${server.url}/api/dashboard/intake/sellauth/secret`,
    "POST",
    undefined,
    token,
  );
  await apiJson(
    `${server.url}/api/dashboard/intake/mappings`,
    "PUT",
    {
      mappings: [
        {
          platform: "sellauth",
          productId: String(PRODUCT),
          stock: "oneMonthBoosts.txt",
          amount: AMOUNT,
          inviteField: "Discord Invite",
        },
      ],
    },
    token,
  );
  await apiJson(`${server.url}/api/stock`, "PUT", { oneMonthServerBoosts: stock }, token);
  const inbound = platform.url.replace(/^https:\/\/[^/]+/, server.url);
  /** Sends `raw` signed now (each retry carries a fresh X-Timestamp, as SellAuth's do); its status and time. */
  const send = async (raw) => {
    const started = performance.now();
    const res = await fetch(inbound, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Signature": createHmac("sha256", secret).update(raw).digest("hex"),
        "X-Timestamp": String(Math.floor(Date.now() / 1000)),
        "Idempotency-Key": randomBytes(32).toString("hex"),
      },
      body: raw,
    });
    await res.text();
    return { status: res.status, ms: performance.now() - started };
  };
  const orders = async () =>
    (await apiJson(`${server.url}/api/dashboard/orders/summary`, "GET", undefined, token)).totalOrders;
  return { send, orders };
}

const tally = (statuses) =>
  [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map())]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}×${n}`)
    .join(" ");

/** Fisher-Yates with Math.random: the order the retries arrive in. */
function shuffled(list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** `count` deliveries from `firstInvoice` on, `RATE` a second on a fixed schedule; the answers. */
async function atRate(h, firstInvoice, count) {
  const bodies = Array.from({ length: count }, (_, i) => deliveryBody(firstInvoice + i));
  const started = performance.now();
  return Promise.all(
    bodies.map(async (raw, i) => {
      const wait = started + (i * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
      return h.send(raw);
    }),
  );
}

async function steady(h, firstInvoice, pid) {
  const count = RATE * SECONDS;
  // Two seconds first, not counted: a server that just started has not compiled its hot paths yet, and the
  // storefronts call one that has been running.
  await atRate(h, firstInvoice + count, RATE * WARM_UP_SECONDS);
  const loadBefore = load();
  const cpuBefore = cpuMs(pid);
  const results = await atRate(h, firstInvoice, count);
  const cpu = (cpuMs(pid) - cpuBefore) / count;
  const times = results.map((r) => r.ms);
  return {
    count,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    max: Math.max(...times),
    statuses: tally(results.map((r) => r.status)),
    load: `${loadBefore} -> ${load()}`,
    cpu,
  };
}

async function sameAtOnce(h, invoice) {
  const before = await h.orders();
  const raw = deliveryBody(invoice);
  const results = await Promise.all(Array.from({ length: SAME_AT_ONCE }, () => h.send(raw)));
  return { made: (await h.orders()) - before, statuses: tally(results.map((r) => r.status)) };
}

async function mixedRetries(h, firstInvoice) {
  const before = await h.orders();
  const bodies = Array.from({ length: RETRIED }, (_, i) => deliveryBody(firstInvoice + i));
  const sends = shuffled(bodies.flatMap((raw) => Array.from({ length: TRIES }, () => raw)));
  const statuses = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < sends.length) {
        const raw = sends[next++];
        statuses.push((await h.send(raw)).status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    made: (await h.orders()) - before,
    statuses: tally(statuses),
    perSecond: (sends.length / seconds).toFixed(0),
  };
}

/** Where the PostgreSQL pass runs: a fresh database, and how to clean it up. */
async function postgresTarget() {
  if (PG_URL) {
    const db = await freshDatabase(PG_URL, { prefix: "bench_intake_" });
    return { url: db.url, where: "a fresh database on BENCH_DATABASE_URL", done: db.drop };
  }
  const cluster = await throwawayCluster({ prefix: "boostdash-bench-intake." });
  if (cluster.why) return { why: cluster.why };
  return { url: cluster.url, where: "a throwaway cluster", done: async () => cluster.remove() };
}

serverBundle();
const rows = [];
for (const db of DBS) {
  let target = { url: undefined, where: "SQLite", done: async () => {} };
  if (db === "postgres") {
    target = await postgresTarget();
    if (target.why) {
      console.log(`bench-intake: PostgreSQL skipped: ${target.why}`);
      continue;
    }
  }
  const server = await startServer(`intake-${db}`, {
    env: target.url ? { DATABASE_URL: target.url } : {},
  });
  try {
    const stock = AMOUNT * (RATE * (SECONDS + WARM_UP_SECONDS) + RETRIED + 1) + 10;
    const h = await setUp(server, stock);
    const s = await steady(h, 100_000, server.child.pid);
    const one = await sameAtOnce(h, 900_000);
    const mixed = await mixedRetries(h, 500_000);
    rows.push([
      db === "postgres" ? `PostgreSQL (${target.where})` : "SQLite",
      `${s.count} at ${RATE}/s`,
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      ms(s.max),
      ms(s.cpu),
      s.statuses,
      s.load,
      `${one.made} (${one.statuses})`,
      `${mixed.made} of ${RETRIED} (${mixed.statuses}; ${mixed.perSecond}/s)`,
    ]);
  } finally {
    await server.stop();
    await target.done();
  }
}
printTable(
  `Storefront intake: steady ${RATE}/s for ${SECONDS} s (goal p95 <= 100 ms on SQLite); ${SAME_AT_ONCE} sends of one delivery at once (orders must be 1); ${RETRIED} deliveries x ${TRIES} sends shuffled, ${CONCURRENCY} at once (orders must be ${RETRIED})`,
  [
    "Database",
    "Steady",
    "p50",
    "p95",
    "p99",
    "max",
    "server CPU a delivery",
    "answers",
    "load (1/5/15 min, before -> after)",
    `orders from ${SAME_AT_ONCE} at once`,
    "orders after mixed retries",
  ],
  rows,
);
