// Home's trends: the per-day series over 7/30/90 days (every day present, UTC), the success rate over finished
// orders only, and the stock runway at the last 7 days' rate.
import { TrendsSchema } from "@boostdash/api-client/insights/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asContract,
  call,
  dialect,
  messageOf,
  sampleOrder,
  startServer,
  type TestServer,
} from "./helpers.ts";

const DAY = 86_400_000;

describe(`trends (${dialect})`, () => {
  let s: TestServer;
  let token: string;
  let sellerId: string;
  const today = Math.floor(Date.now() / DAY);

  beforeAll(async () => {
    s = await startServer();
    const seller = await s.seller();
    token = seller.token;
    sellerId = seller.seller.id;
    const at = (daysAgo: number) => (today - daysAgo) * DAY + 3_600_000;
    // Today: two finished orders of 4 boosts, one delivered (2 tokens), one failed (no token).
    await s.store.orders.upsert(
      sellerId,
      sampleOrder("A", "g", { successTokens: ["a", "b"], failedTokens: [], createdAt: at(0) }),
    );
    await s.store.orders.upsert(
      sellerId,
      sampleOrder("B", "g", { successTokens: [], failedTokens: ["x", "y"], createdAt: at(0) }),
    );
    // 3 days ago: one partly delivered 1 Month Nitro order.
    await s.store.orders.upsert(
      sellerId,
      sampleOrder("C", "g", {
        stock: "oneMonthNitroTokens.txt",
        amount: 14,
        successTokens: ["a", "b", "c"],
        failedTokens: [],
        createdAt: at(3),
      }),
    );
    // 40 days ago: outside 7 and 30, inside 90.
    await s.store.orders.upsert(sellerId, sampleOrder("D", "g", { createdAt: at(40) }));
    await s.store.sellers.update(sellerId, {
      oneMonthServerBoosts: 16,
      oneMonthNitroTokens: 0,
      threeMonthNitroTokens: 9,
    });
    // Another seller's orders never show.
    const other = await s.seller();
    await s.store.orders.upsert(other.seller.id, sampleOrder("Z", "g", { createdAt: at(0) }));
  });
  afterAll(async () => {
    await s.close();
  });

  const trends = async (days: string) => {
    const r = await call(s.url, "GET", `/api/dashboard/trends?days=${days}`, { token });
    expect(r.status, messageOf(r.body)).toBe(200);
    return TrendsSchema.parse(asContract("dashboardTrends", r.body));
  };

  it("answers every day of the range, oldest first, with the day's orders and boosts", async () => {
    const week = await trends("7");
    expect(week.range).toBe(7);
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)?.date).toBe(new Date(today * DAY).toISOString().slice(0, 10));
    expect(week.days.at(-1)).toMatchObject({
      orders: 2,
      boostsDelivered: 4,
      finishedOrders: 2,
      finishedBoostsRequested: 8,
      finishedBoostsDelivered: 4,
    });
    expect(week.days.at(-4)).toMatchObject({ orders: 1, boostsDelivered: 6, finishedBoostsRequested: 14 });
    expect(week.days.filter((d) => d.orders === 0)).toHaveLength(5);
    expect((await trends("30")).days.reduce((n, d) => n + d.orders, 0)).toBe(3);
    const quarter = await trends("90");
    expect(quarter.days).toHaveLength(90);
    expect(quarter.days.reduce((n, d) => n + d.orders, 0)).toBe(4);
  });

  it("gives each tier's runway at the last 7 days' rate", async () => {
    const { runway } = await trends("7");
    expect(runway).toEqual([
      // 14 sold in 7 days, none left.
      { tier: "oneMonthNitroTokens", stock: 0, soldLast7Days: 14, daysLeft: 0 },
      // 8 sold in 7 days: 16 last 14 days.
      { tier: "oneMonthServerBoosts", stock: 16, soldLast7Days: 8, daysLeft: 14 },
      { tier: "threeMonthNitroTokens", stock: 9, soldLast7Days: 0, daysLeft: null },
      { tier: "threeMonthServerBoosts", stock: 0, soldLast7Days: 0, daysLeft: null },
    ]);
  });

  it("stays exact when an order is written again, changes state or is deleted", async () => {
    const before = (await trends("7")).days.at(-1);
    // The bot reports order B again with one token delivered now.
    await s.store.orders.upsert(
      sellerId,
      sampleOrder("B", "g", {
        successTokens: ["x"],
        failedTokens: ["y"],
        createdAt: today * DAY + 3_600_000,
      }),
    );
    expect((await trends("7")).days.at(-1)).toMatchObject({
      orders: 2,
      boostsDelivered: 6,
      finishedBoostsDelivered: 6,
    });
    // Back on its way (pending): still an order, no longer in the success rate.
    await s.store.k.updateTable("orders").set({ status: "pending" }).where("orderId", "=", "B").execute();
    expect((await trends("7")).days.at(-1)).toMatchObject({
      orders: 2,
      finishedOrders: 1,
      finishedBoostsRequested: 4,
    });
    await s.store.k.updateTable("orders").set({ status: "partial" }).where("orderId", "=", "B").execute();
    await s.store.orders.upsert(
      sellerId,
      sampleOrder("B", "g", {
        successTokens: [],
        failedTokens: ["x", "y"],
        createdAt: today * DAY + 3_600_000,
      }),
    );
    expect((await trends("7")).days.at(-1)).toEqual(before);
    await s.store.k.deleteFrom("orders").where("orderId", "=", "B").execute();
    expect((await trends("7")).days.at(-1)).toMatchObject({
      orders: 1,
      boostsDelivered: 4,
      finishedBoostsRequested: 4,
    });
  });

  it("refuses another range and a missing session", async () => {
    expect((await call(s.url, "GET", "/api/dashboard/trends?days=14", { token })).status).toBe(400);
    expect((await call(s.url, "GET", "/api/dashboard/trends?days=7")).status).toBe(401);
  });
});
