/** Deterministic orders for the Orders stories (the shared fixtures give the time and ids). */

import { MOCK_GUILD_ID, MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import type { Order } from "@boostdash/api-client/orders/contract";
import { type DashboardOrder, toDashboardOrder } from "@boostdash/api-client/orders/rules";

const NOW_MS = Date.parse(MOCK_NOW);
const MINUTE = 60_000;
const STOCKS = [
  "oneMonthBoosts.txt",
  "threeMonthBoosts.txt",
  "oneMonthNitroTokens.txt",
  "threeMonthNitroTokens.txt",
];

/** A token-shaped string, the same for the same `n`. */
export function fixtureToken(n: number): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let seed = n * 7919 + 17;
  let body = "";
  for (let i = 0; i < 50; i += 1) {
    seed = (seed * 48271) % 2147483647;
    body += chars[seed % chars.length];
  }
  return `MT${body.slice(0, 22)}.${body.slice(22, 28)}.${body.slice(28)}`;
}

export interface FixtureOrderInput {
  orderId: string;
  amount: number;
  /** Successful tokens (2 boosts each). */
  success: number;
  failed?: number;
  minutesAgo: number;
  stock?: string;
  guildId?: string;
  over?: Partial<Order>;
}

let tokenCounter = 0;

export function fixtureOrder({
  orderId,
  amount,
  success,
  failed = 0,
  minutesAgo,
  stock = "oneMonthBoosts.txt",
  guildId = MOCK_GUILD_ID,
  over = {},
}: FixtureOrderInput): DashboardOrder {
  const tokens = (count: number) => Array.from({ length: count }, () => fixtureToken(tokenCounter++));
  const order: Order = {
    orderId,
    guildId,
    invite: `https://discord.gg/${orderId.toLowerCase().replace(/[^a-z0-9]/g, "")}`,
    stock,
    amount,
    "tokens-used": { success: tokens(success), failed: tokens(failed) },
    storeLink: "https://store.example.com",
    discordLink: "https://discord.gg/examplestore",
    BBGuildID: "1200000000000000001",
    // A finished order's life: redeemed, claimed a minute later, reported two minutes after that.
    redeemedAt: new Date(NOW_MS - minutesAgo * MINUTE).toISOString(),
    claimedAt: new Date(NOW_MS - (minutesAgo - 1) * MINUTE).toISOString(),
    reportedAt: new Date(NOW_MS - (minutesAgo - 3) * MINUTE).toISOString(),
    invoiceId: null,
    ...over,
  };
  return toDashboardOrder(orderId, order, {
    folderDates: { [orderId]: new Date(NOW_MS - minutesAgo * MINUTE).toISOString() },
  });
}

/**
 * Every status, and success rates on each side of the colour thresholds: 100, 95, 90 (green), 89, 50 (amber),
 * 49, 0 (red). Listed oldest first on purpose: the screen shows them newest first.
 */
export const sampleOrders: DashboardOrder[] = [
  fixtureOrder({
    orderId: "ORD-1007",
    amount: 6,
    success: 0,
    failed: 3,
    minutesAgo: 6 * 24 * 60,
    stock: "threeMonthNitroTokens.txt",
  }),
  fixtureOrder({
    orderId: "ORD-1006",
    amount: 200,
    success: 49,
    failed: 51,
    minutesAgo: 3 * 24 * 60,
    stock: "threeMonthBoosts.txt",
  }),
  fixtureOrder({ orderId: "ORD-1005", amount: 8, success: 2, failed: 2, minutesAgo: 26 * 60 }),
  fixtureOrder({
    orderId: "ORD-1004",
    amount: 36,
    success: 16,
    failed: 2,
    minutesAgo: 9 * 60,
    stock: "oneMonthNitroTokens.txt",
  }),
  fixtureOrder({ orderId: "ORD-1003", amount: 20, success: 9, failed: 1, minutesAgo: 3 * 60 }),
  fixtureOrder({
    orderId: "ORD-1002",
    amount: 40,
    success: 19,
    failed: 1,
    minutesAgo: 95,
    stock: "threeMonthBoosts.txt",
  }),
  fixtureOrder({
    orderId: "ORD-1001",
    amount: 14,
    success: 7,
    minutesAgo: 25,
    guildId: "1100000000000000777",
  }),
];

/** Newest first, as the page receives them. */
export const sampleOrdersNewestFirst = [...sampleOrders].reverse();

/** A busy store: `count` orders, newest first, one every 7 minutes, statuses and stocks mixed. */
export function manyOrders(count: number): DashboardOrder[] {
  return Array.from({ length: count }, (_, i) => {
    const amount = [2, 4, 6, 8, 14, 28][i % 6] ?? 2;
    const needed = Math.ceil(amount / 2);
    const success = i % 11 === 0 ? 0 : i % 5 === 0 ? Math.max(1, needed - 1) : needed;
    return fixtureOrder({
      orderId: `BULK-${String(count - i).padStart(5, "0")}`,
      amount,
      success,
      failed: needed - success,
      minutesAgo: 10 + i * 7,
      stock: STOCKS[i % STOCKS.length],
      guildId: `11000000000000${String(i % 97).padStart(5, "0")}`,
    });
  });
}

/** An order with many tokens: the lists scroll inside the dialog. */
export const bigOrder = fixtureOrder({
  orderId: "ORD-2001",
  amount: 600,
  success: 240,
  failed: 60,
  minutesAgo: 40,
  stock: "threeMonthBoosts.txt",
});

const at = (minutesAgo: number) => new Date(NOW_MS - minutesAgo * MINUTE).toISOString();

/** Redeemed 2 minutes ago, not yet claimed by the bot (docs/product.md#order-lifecycle). */
export const pendingOrder = fixtureOrder({
  orderId: "ORD-1009",
  amount: 14,
  success: 0,
  minutesAgo: 2,
  stock: "threeMonthBoosts.txt",
  over: { status: "pending", redeemedAt: at(2), claimedAt: null, reportedAt: null },
});

/** Claimed by the bot 4 minutes ago, being delivered. */
export const processingOrder = fixtureOrder({
  orderId: "ORD-1008",
  amount: 8,
  success: 0,
  minutesAgo: 6,
  over: { status: "processing", redeemedAt: at(6), claimedAt: at(4), reportedAt: null },
});

/** The sample orders and the two unfinished ones, newest first. */
export const ordersWithUnfinished = [pendingOrder, processingOrder, ...sampleOrdersNewestFirst];
