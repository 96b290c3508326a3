// An order's life on the server (docs/product.md#order-lifecycle): pending at the redeem, processing at the claim,
// completed, partial or failed at the report (docs/product.md#order-status-rule), each step's time kept; the bot's
// upsert may set any status. What the dashboard and the customer read carries the status and the times.
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asContract, call, dialect, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
let guild: string;

function api(
  name: ContractRouteName,
  opts: { params?: Record<string, string>; body?: unknown; token?: string } = {},
) {
  const route = contractRoutes[name];
  return call(s.url, route.method, API_BASE_PATH + buildPath(route.path, opts.params ?? {}), {
    token: opts.token ?? (route.auth === "bot" ? s.admin.botKey : s.admin.token),
    body: opts.body,
  });
}

async function dashboardOrder(id: string) {
  const r = await api("getOrder", { params: { folderId: id } });
  expect(r.status).toBe(200);
  return asContract("getOrder", r.body);
}

async function batchOrder(id: string) {
  const r = await api("getOrdersBatch", { body: { folders: [id] } });
  return asContract("getOrdersBatch", r.body).orders[id] as Record<string, unknown>;
}

async function publicStatus(id: string) {
  const r = await api("publicOrderStatus", { params: { guildId: guild, orderId: id } });
  expect(r.status).toBe(200);
  return asContract("publicOrderStatus", r.body);
}

async function redeemKey(key: string, amount = 14) {
  await s.store.redeem.addKeys(s.admin.seller.id, [{ key, amount, stock: "oneMonthBoosts.txt" }]);
  const r = await api("redeem", {
    params: { guildId: guild },
    body: { redeemKey: key, discordInvite: "discord.gg/cust", email: "c@d.ef" },
  });
  expect(asContract("redeem", r.body).status).toBe("success");
}

const tokens = (n: number, prefix = "t") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

function report(key: string, success: number, failed: number) {
  return api("botRedeemResult", {
    params: { redeemKey: key },
    body: { "tokens-used": { success: tokens(success), failed: tokens(failed, "f") } },
  });
}

beforeAll(async () => {
  s = await startServer();
  guild = s.admin.seller.guildId;
});

afterAll(async () => {
  await s?.close();
});

describe(`order lifecycle through redeems (${dialect})`, () => {
  it("redeem: pending, redeemed now, no later step; never counted as failed on any reading", async () => {
    const t0 = Date.now();
    await redeemKey("LIFE-1");
    const o = await dashboardOrder("LIFE-1");
    expect(o).toMatchObject({ status: "pending", claimedAt: null, reportedAt: null });
    expect(Date.parse(o.redeemedAt ?? "")).toBeGreaterThanOrEqual(t0 - 5);
    expect(await batchOrder("LIFE-1")).toMatchObject({ status: "pending", redeemedAt: o.redeemedAt });
    expect(await publicStatus("LIFE-1")).toMatchObject({
      status: "pending",
      redeemedAt: o.redeemedAt,
      claimedAt: null,
      reportedAt: null,
      amount: 14,
      successfulTokens: 0,
    });
  });

  it("claim: processing, with the claim's time; a second claim does not hand it out again", async () => {
    const t0 = Date.now();
    const claimed = asContract("botClaimRedeems", (await api("botClaimRedeems", { body: {} })).body);
    expect(claimed.redeems.map((r) => r.key)).toContain("LIFE-1");
    const o = await dashboardOrder("LIFE-1");
    expect(o.status).toBe("processing");
    expect(Date.parse(o.claimedAt ?? "")).toBeGreaterThanOrEqual(t0 - 5);
    expect(o.reportedAt).toBeNull();
    expect((await publicStatus("LIFE-1")).status).toBe("processing");
    const again = asContract("botClaimRedeems", (await api("botClaimRedeems", { body: {} })).body);
    expect(again.redeems.map((r) => r.key)).not.toContain("LIFE-1");
  });

  it("report: partial, completed or failed by the rule, with the report's time, kept from the first report", async () => {
    // 14 boosts ordered; 4 good tokens = 8 boosts: partial.
    expect((await report("LIFE-1", 4, 2)).status).toBe(200);
    const o = await dashboardOrder("LIFE-1");
    expect(o.status).toBe("partial");
    expect(o.reportedAt).not.toBeNull();
    expect(Date.parse(o.reportedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(o.claimedAt ?? ""));
    expect(await publicStatus("LIFE-1")).toMatchObject({
      status: "partial",
      successfulTokens: 4,
      failedTokens: 2,
      reportedAt: o.reportedAt,
    });
    // A corrected report moves the status by the rule, not the time of the first report.
    await new Promise((r) => setTimeout(r, 5));
    await report("LIFE-1", 7, 0);
    const again = await dashboardOrder("LIFE-1");
    expect(again).toMatchObject({ status: "completed", reportedAt: o.reportedAt, claimedAt: o.claimedAt });

    await redeemKey("LIFE-2", 4);
    await api("botClaimRedeems", { body: {} });
    await report("LIFE-2", 0, 2);
    expect((await dashboardOrder("LIFE-2")).status).toBe("failed");

    // A redeem reported without a claim: finished, its claim time unknown.
    await redeemKey("LIFE-3", 4);
    await s.store.redeem.complete(s.admin.seller.id, "LIFE-3", {
      successTokens: tokens(2),
      failedTokens: [],
    });
    expect(await dashboardOrder("LIFE-3")).toMatchObject({ status: "completed", claimedAt: null });
  });

  it("Home: a redeem reads 'Order redeemed', its report 'Boosts delivered'", async () => {
    const d = asContract("dashboardData", (await api("dashboardData")).body);
    const about = (id: string) => d.recentActivity.filter((a) => a.details.startsWith(`#${id}:`));
    expect(about("LIFE-1").map((a) => a.action)).toEqual(["Boosts delivered", "Order redeemed"]);
    expect(about("LIFE-1")[0]?.details).toBe("#LIFE-1: 14 of 14 boosts delivered, One Month Boosts");
    expect(about("LIFE-1")[1]?.details).toBe("#LIFE-1: 14 boosts, One Month Boosts");
    // The report's log entry ('Redeem Delivered') is the same step: not listed twice.
    expect(d.recentActivity.map((a) => a.action)).not.toContain("Redeem Delivered");
  });
});

describe(`order lifecycle through the bot's upsert (${dialect})`, () => {
  const body = (id: string, over: Record<string, unknown> = {}) => ({
    orderId: id,
    guildId: guild,
    invite: "discord.gg/x",
    stock: "threeMonthBoosts.txt",
    amount: 6,
    "tokens-used": { success: [], failed: [] },
    ...over,
  });
  const upsert = (id: string, over: Record<string, unknown> = {}) =>
    api("botUpsertOrder", { params: { folderId: id }, body: body(id, over) });

  it("without a status an order.json is reported, its status by the rule (as before the lifecycle)", async () => {
    expect((await upsert("UP-0", { "tokens-used": { success: ["a"], failed: ["b"] } })).status).toBe(200);
    const o = await dashboardOrder("UP-0");
    expect(o).toMatchObject({ status: "partial", claimedAt: null });
    expect(o.reportedAt).toBe(o.redeemedAt);
  });

  it("walks pending -> processing -> partial, keeping each step's first time", async () => {
    await upsert("UP-1", { status: "pending" });
    const pending = await dashboardOrder("UP-1");
    expect(pending).toMatchObject({ status: "pending", claimedAt: null, reportedAt: null });

    await upsert("UP-1", { status: "processing" });
    const processing = await dashboardOrder("UP-1");
    expect(processing.status).toBe("processing");
    expect(processing.claimedAt).not.toBeNull();
    expect(processing.reportedAt).toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await upsert("UP-1", { status: "processing" });
    expect((await dashboardOrder("UP-1")).claimedAt).toBe(processing.claimedAt);

    await upsert("UP-1", { status: "partial", "tokens-used": { success: ["a"], failed: ["b", "c"] } });
    const done = await dashboardOrder("UP-1");
    expect(done).toMatchObject({ status: "partial", claimedAt: processing.claimedAt });
    expect(done.reportedAt).not.toBeNull();
    expect(done.redeemedAt).toBe(pending.redeemedAt);
    expect(await publicStatus("UP-1")).toMatchObject({ status: "partial", claimedAt: processing.claimedAt });
  });

  it("a finished status the tokens do not bear out is decided by the rule", async () => {
    await upsert("UP-2", { status: "completed", "tokens-used": { success: [], failed: ["x"] } });
    expect((await dashboardOrder("UP-2")).status).toBe("failed");
    await upsert("UP-2", { status: "failed", "tokens-used": { success: ["a", "b", "c"], failed: [] } });
    expect((await dashboardOrder("UP-2")).status).toBe("completed");
  });

  it("processing straight from nothing is claimed now; back to pending clears the later steps", async () => {
    await upsert("UP-3", { status: "processing" });
    expect((await dashboardOrder("UP-3")).claimedAt).not.toBeNull();
    await upsert("UP-3", { status: "completed", "tokens-used": { success: ["a", "b", "c"], failed: [] } });
    await upsert("UP-3", { status: "pending" });
    expect(await dashboardOrder("UP-3")).toMatchObject({
      status: "pending",
      claimedAt: null,
      reportedAt: null,
    });
  });

  it("refuses a status the lifecycle does not have", async () => {
    const r = await upsert("UP-4", { status: "shipped" });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toMatch(/status/);
  });

  it("the Orders page's reads and the claim agree: an upserted pending order is claimable", async () => {
    await upsert("UP-5", { status: "pending" });
    const claimed = asContract("botClaimRedeems", (await api("botClaimRedeems", { body: {} })).body);
    expect(claimed.redeems.map((r) => r.key)).toContain("UP-5");
    expect((await dashboardOrder("UP-5")).status).toBe("processing");
  });
});
