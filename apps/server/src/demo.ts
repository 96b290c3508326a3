// `npm run cli -- demo`: a realistic store (200 orders over 30 days, stock, suggestions, bugs, logs, keys).
// Seeded from a fixed number so two runs on two machines show the same store.
import { randomBytes } from "node:crypto";
import { BOOSTS_PER_TOKEN, formatStockName } from "@boostdash/api-client/orders/rules";
import demoPosts from "./demoPosts.json" with { type: "json" };
import type { LogInput } from "./features/logs/logRepository.ts";
import type { OrderInput } from "./features/orders/orderRepository.ts";
import { seededRandom } from "./random.ts";
import type { Seller, Store } from "./store.ts";

const STOCKS = [
  "oneMonthBoosts.txt",
  "threeMonthBoosts.txt",
  "oneMonthNitroTokens.txt",
  "threeMonthNitroTokens.txt",
];
const AMOUNTS = [2, 4, 6, 8, 14, 14, 14, 20, 26, 28];
const TOKEN_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

// The demo's suggestions and bug reports: words, kept as data beside the code that seeds them.
const suggestions = demoPosts.suggestions as {
  title: string;
  description: string;
  status: "pending" | "approved" | "implemented";
  author: string;
}[];
const bugs = demoPosts.bugs as {
  title: string;
  description: string;
  severity: "low" | "medium" | "high" | "critical";
  status: "open" | "investigating" | "fixed" | "closed";
}[];

export interface DemoResult {
  orders: number;
  suggestions: number;
  bugs: number;
  logs: number;
  keys: string[];
}

export async function seedDemo(store: Store, seller: Seller, now = Date.now()): Promise<DemoResult | null> {
  const marker = `demo_seeded:${seller.id}`;
  if ((await store.instance.getMeta(marker)) !== undefined) return null;
  const random = seededRandom(20260131);
  const rand = random.next;
  const pick = random.pick;
  const token = () => Array.from({ length: 24 }, () => pick([...TOKEN_CHARS])).join("");
  const snowflake = () => String(1_000_000_000_000_000n + BigInt(Math.floor(rand() * 8e17)));
  const day = 24 * 3600_000;

  await store.sellers.update(seller.id, {
    storeLink: "https://nova-boosts.example.com",
    discordLink: "https://discord.gg/novaboosts",
    embedColor: "#8b5cf6",
    embedFooter: "Nova Boosts: instant delivery, 24/7 support",
    oneMonthNitroTokens: 148,
    oneMonthServerBoosts: 296,
    threeMonthNitroTokens: 37,
    threeMonthServerBoosts: 74,
  });

  // 200 orders over the last 30 days, denser towards today; a few inside the last hour and day.
  const orders: OrderInput[] = [];
  for (let i = 0; i < 200; i++) {
    const ago = i < 3 ? rand() * 3000_000 : i < 12 ? rand() * day : rand() ** 1.6 * 30 * day;
    const amount = pick(AMOUNTS);
    const tokensNeeded = Math.ceil(amount / BOOSTS_PER_TOKEN);
    const roll = rand();
    // The newest two are still on their way (docs/product.md#order-lifecycle): one waiting, one being delivered.
    const status = i === 0 ? "pending" : i === 1 ? "processing" : undefined;
    const ok =
      status !== undefined
        ? 0
        : roll < 0.78
          ? tokensNeeded
          : roll < 0.93
            ? Math.floor(tokensNeeded * rand())
            : 0;
    const id =
      `${Math.floor((now - ago) / 1000).toString(36)}${Math.floor(rand() * 1e6).toString(36)}`.toUpperCase();
    orders.push({
      orderId: id,
      guildId: seller.guildId,
      invite: `https://discord.gg/${Array.from({ length: 8 }, () => pick([...TOKEN_CHARS])).join("")}`,
      stock: pick(STOCKS),
      amount,
      successTokens: Array.from({ length: ok }, token),
      failedTokens: Array.from({ length: status !== undefined ? 0 : tokensNeeded - ok }, token),
      storeLink: "https://nova-boosts.example.com",
      discordLink: "https://discord.gg/novaboosts",
      bbGuildId: snowflake(),
      createdAt: Math.round(now - ago),
      status,
    });
  }
  await store.inTx(async (t) => {
    for (const o of orders) await t.orders.upsert(seller.id, o, now);
  });

  const voters = Array.from({ length: 14 }, (_, i) => `demo-user-${i + 1}`);
  for (const [i, { title, description, status, author }] of suggestions.entries()) {
    const at = now - (i + 1) * 2.5 * day;
    const id = await store.suggestions.create(
      { id: `demo-author-${i}`, name: author },
      { title, description },
      at,
    );
    if (status !== "pending") await store.suggestions.setStatus(id, status);
    for (const v of voters) {
      const r = rand();
      if (r < 0.55) await store.suggestions.vote(id, v, "up", at + 3600_000);
      else if (r < 0.7) await store.suggestions.vote(id, v, "down", at + 3600_000);
    }
  }

  for (const [i, { title, description, severity, status }] of bugs.entries()) {
    await store.bugs.create(
      { id: `demo-author-${i}`, name: pick(["Kai", "Mira", "Jonas", "Aiko", "Lena"]) },
      {
        title,
        description,
        steps: "1. Open the page\n2. Do the thing",
        expectedBehavior: i % 2 === 0 ? "It works" : "",
        actualBehavior: "It does not",
        severity,
        status,
      },
      now - (i + 1) * 1.7 * day,
    );
  }

  const ips = ["203.0.113.7", "198.51.100.23", "192.0.2.44"];
  const ua =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
  const logs: LogInput[] = [];
  const add = (agoH: number, action: string, details: string, severity: LogInput["severity"], who = seller) =>
    logs.push({
      sellerId: who.id,
      username: who.name,
      userId: who.id,
      action,
      details,
      severity,
      ipAddress: pick(ips),
      userAgent: ua,
      timestamp: Math.round(now - agoH * 3600_000),
    });
  for (let d = 0; d < 14; d++) add(d * 24 + 2, "login", "Signed in to the dashboard", "success");
  add(0.2, "login", "Signed in to the dashboard", "success");
  for (const h of [5, 30, 31, 77]) {
    const ip = pick(ips);
    logs.push({
      sellerId: null,
      username: "Anonymous",
      userId: ip,
      action: "login_failed",
      details: "Invalid access code",
      severity: "warning",
      ipAddress: ip,
      userAgent: ua,
      timestamp: Math.round(now - h * 3600_000),
    });
  }
  add(200, "access_code_reset", "Reset the access code; every session was signed out", "warning");
  // Settings shows the last reset: the same moment as that log entry, so the two pages agree.
  await store.sellers.setAccessCodeResetAt(seller.id, Math.round(now - 200 * 3600_000));
  add(150, "domain_added", "Added shop.nova-boosts.example, waiting for its CNAME record", "info");
  add(149, "domain_verified", "shop.nova-boosts.example is active", "success");
  add(148, "domain_removed", "Removed shop.nova-boosts.example", "info");
  add(60, "suggestion_created", 'Suggested "Export orders as CSV"', "info");
  add(40, "bug_reported", 'Reported "Dashboard crashes with 10k orders" (critical)', "error");
  add(20, "custom_code_saved", "Saved a custom live stock page", "info");
  for (const [i, o] of orders.slice(0, 8).entries()) {
    add(
      (now - (o.createdAt ?? now)) / 3600_000 + 0.01 * i,
      "redeem",
      `Key ${o.orderId} redeemed for ${o.amount} boosts (${formatStockName(o.stock)})`,
      "success",
    );
  }
  add(3, "redeem_failed", "An unknown key (DEMO…)", "warning");
  for (const l of logs) await store.logs.add(l);

  const keys = Array.from(
    { length: 10 },
    // Random on every install (not from the demo's seeded sequence): a published demo key must not work elsewhere.
    (_, i) => `DEMO-${(i + 1).toString().padStart(2, "0")}-${randomBytes(4).toString("hex").toUpperCase()}`,
  );
  await store.redeem.addKeys(
    seller.id,
    keys.map((key, i) => ({
      key,
      amount: i % 2 === 0 ? 14 : 28,
      stock: i % 2 === 0 ? "oneMonthBoosts.txt" : "threeMonthBoosts.txt",
    })),
    now,
  );
  await store.instance.setMeta(marker, new Date(now).toISOString());
  return {
    orders: orders.length,
    suggestions: suggestions.length,
    bugs: bugs.length,
    logs: logs.length,
    keys,
  };
}
