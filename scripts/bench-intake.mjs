// Figures, not pass/fail: storefront intake against the real server (SQLite, or PostgreSQL with DATABASE_URL): a
// SellAuth-style dynamic delivery per purchase, signed, each making an order (BENCH_INTAKE purchases, BENCH_CONCURRENCY
// at once), then the same deliveries sent again (each answered from its stored answer). Per-delivery time p50/p90
// and deliveries a second (docs/decisions.md#storefront-intake).
import { createHmac } from "node:crypto";
import { apiJson, ms, printTable, quantile, serverBundle, signInApi, startServer } from "./benchKit.mjs";

const COUNT = Number(process.env.BENCH_INTAKE ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

serverBundle();
const server = await startServer("intake", {
  env: process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
});
try {
  const token = await signInApi(server);
  const { secret, platform } = await apiJson(
    `${server.url}/api/dashboard/intake/sellauth/secret`,
    "POST",
    undefined,
    token,
  );
  const inbound = platform.url.replace(/^https:\/\/[^/]+/, server.url);
  await apiJson(
    `${server.url}/api/dashboard/intake/mappings`,
    "PUT",
    {
      mappings: [
        {
          platform: "sellauth",
          productId: "3301",
          stock: "oneMonthBoosts.txt",
          amount: 2,
          inviteField: "Discord Invite",
        },
      ],
    },
    token,
  );
  await apiJson(`${server.url}/api/stock`, "PUT", { oneMonthServerBoosts: COUNT * 2 + 10 }, token);

  const bodies = Array.from({ length: COUNT }, (_, i) =>
    JSON.stringify({
      event: "INVOICE.ITEM.DELIVER-DYNAMIC",
      invoice: { id: 100000 + i, email: `buyer${i}@example.com` },
      item: {
        id: 1,
        product: { id: 3301 },
        custom_fields: { "Discord Invite": "https://discord.gg/boostdash" },
      },
    }).replaceAll("/", "\\/"),
  );
  const send = async (raw) => {
    const started = performance.now();
    const res = await fetch(inbound, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Signature": createHmac("sha256", secret).update(raw).digest("hex"),
      },
      body: raw,
    });
    await res.text();
    return { status: res.status, ms: performance.now() - started };
  };
  const pass = async () => {
    const times = [];
    const statuses = new Map();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < bodies.length) {
          const r = await send(bodies[next++]);
          times.push(r.ms);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      }),
    );
    const total = performance.now() - started;
    return { times, total, statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(" ") };
  };
  const first = await pass();
  const again = await pass();
  printTable(
    `Storefront intake, ${COUNT} deliveries, ${CONCURRENCY} at once (${process.env.DATABASE_URL ? "PostgreSQL" : "SQLite"})`,
    ["Pass", "p50", "p90", "per second", "answers"],
    [
      [
        "new (order made)",
        ms(quantile(first.times, 0.5)),
        ms(quantile(first.times, 0.9)),
        (COUNT / (first.total / 1000)).toFixed(0),
        first.statuses,
      ],
      [
        "retry (replayed)",
        ms(quantile(again.times, 0.5)),
        ms(quantile(again.times, 0.9)),
        (COUNT / (again.total / 1000)).toFixed(0),
        again.statuses,
      ],
    ],
  );
} finally {
  await server.stop();
}
