// Replacements under warranty (docs/decisions.md#replacements): the policy per stock type, the customer's request
// and each bad input, the seller's decisions and override, two approvals racing, delivery through the bot's claim
// queue, the bot's own verification, counting (not a sale), the link both ways, the live stream, notifications and
// the admin log. Times are given to the store (no waiting).
import { AltchaChallengeSchema } from "@boostdash/api-client/auth/contract";
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { ReplacementEventSchema } from "@boostdash/api-client/events/contract";
import { replacementMessages } from "@boostdash/api-client/replacements/texts";
import { solveChallenge } from "altcha-lib/v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationRepository } from "../src/features/notifications/notificationRepository.ts";
import type { OrderInput } from "../src/features/orders/orderRepository.ts";
import {
  asContract,
  call,
  dialect,
  messageOf,
  openEventStream,
  sampleOrder,
  startServer,
  type TestServer,
} from "./helpers.ts";

const DAY = 86_400_000;

let s: TestServer;
let guildId: string;
let sellerId: string;

/** A contract route called as the admin seller (token), the bot (bot key) or a customer (none). */
function api(
  name: ContractRouteName,
  opts: { params?: Record<string, string>; body?: unknown; query?: string; token?: string } = {},
) {
  const route = contractRoutes[name];
  const token =
    opts.token ?? (route.auth === "bot" ? s.admin.botKey : route.auth === "none" ? "" : s.admin.token);
  const path =
    API_BASE_PATH + buildPath(route.path, opts.params ?? {}) + (opts.query ? `?${opts.query}` : "");
  return call(s.url, route.method, path, { token, body: opts.body });
}

let customers = 0;
/** A customer's request, each from an address of its own (the route is limited per address, tested below). */
const ask = (orderId: string, body: Record<string, unknown>, address = `198.51.100.${++customers % 250}`) =>
  call(s.url, "POST", `/api/replacement/${guildId}/${encodeURIComponent(orderId)}`, {
    body,
    headers: { "X-Forwarded-For": address },
  });

const status = async (orderId: string) =>
  asContract(
    "publicOrderStatus",
    (await call(s.url, "GET", `/api/fetch/${guildId}/order/${orderId}/status`)).body,
  );

/** A finished order of `amount` boosts with `tokens` good tokens, delivered `ago` ms before now. */
async function delivered(orderId: string, over: Partial<OrderInput> = {}, ago = 0): Promise<void> {
  const successTokens = over.successTokens ?? ["t1", "t2"];
  await s.store.orders.upsert(
    sellerId,
    sampleOrder(orderId, guildId, { failedTokens: [], ...over, successTokens }),
    Date.now() - ago,
  );
}

async function requestRows(orderId?: string) {
  let q = s.db.kysely.selectFrom("replacementRequests").selectAll().where("sellerId", "=", sellerId);
  if (orderId) q = q.where("orderId", "=", orderId);
  return q.execute();
}

async function replacementsOf(orderId: string) {
  return s.db.kysely
    .selectFrom("orders")
    .selectAll()
    .where("sellerId", "=", sellerId)
    .where("replacementOf", "=", orderId)
    .execute();
}

async function logsOf(action: string) {
  return s.db.kysely
    .selectFrom("logs")
    .selectAll()
    .where("sellerId", "=", sellerId)
    .where("action", "=", action)
    .orderBy("id")
    .execute();
}

/** The store's live events of one kind, parsed. */
async function liveEvents(type: string) {
  const rows = await s.db.kysely
    .selectFrom("orderEvents")
    .select("data")
    .where("sellerId", "=", sellerId)
    .orderBy("seq")
    .execute();
  return rows
    .map((r) => JSON.parse(r.data) as { type?: string; requestId?: string; orderId?: string })
    .filter((e) => e.type === type);
}

/** The outbound notifications of `event` written for the store's endpoint. */
async function notices(event: string) {
  const rows = await s.db.kysely
    .withTables<{
      notificationOutbox: { sellerId: string; event: string; target: string; body: string };
    }>()
    .selectFrom("notificationOutbox")
    .select("body")
    .where("sellerId", "=", sellerId)
    .where("event", "=", event)
    .where("target", "=", "endpoint")
    .execute();
  return rows.map((r) => JSON.parse(r.body) as { title: string; data: Record<string, unknown> });
}

beforeAll(async () => {
  // Addresses told by a proxy on loopback, so each customer has their own.
  s = await startServer({ env: { TRUST_PROXY: "127.0.0.1" } });
  guildId = s.admin.seller.guildId;
  sellerId = s.admin.seller.id;
  // A loopback endpoint, which the sender refuses at once: the outbox rows stay to be read, nothing leaves.
  await new NotificationRepository(s.db).save(sellerId, { endpointUrl: "https://127.0.0.1:9/hook" });
});

afterAll(async () => {
  await s?.close();
});

describe(`warranty policies (${dialect})`, () => {
  it("has defaults per stock type, keeps what the seller saves, and refuses bad input with a 400", async () => {
    const first = asContract("getWarranty", (await api("getWarranty")).body);
    expect(first.policies).toEqual([
      { stock: "oneMonthBoosts.txt", windowDays: 15, maxSharePercent: 100, approval: "seller" },
      { stock: "threeMonthBoosts.txt", windowDays: 30, maxSharePercent: 100, approval: "seller" },
      { stock: "oneMonthNitroTokens.txt", windowDays: 15, maxSharePercent: 100, approval: "seller" },
      { stock: "threeMonthNitroTokens.txt", windowDays: 30, maxSharePercent: 100, approval: "seller" },
    ]);
    const saved = await api("updateWarranty", {
      body: {
        policies: [{ stock: "oneMonthNitroTokens.txt", windowDays: 7, maxSharePercent: 50, approval: "bot" }],
      },
    });
    expect(saved.status).toBe(200);
    const after = asContract("updateWarranty", saved.body).policies;
    expect(after.find((p) => p.stock === "oneMonthNitroTokens.txt")).toEqual({
      stock: "oneMonthNitroTokens.txt",
      windowDays: 7,
      maxSharePercent: 50,
      approval: "bot",
    });
    expect(after.find((p) => p.stock === "oneMonthBoosts.txt")?.windowDays).toBe(15);
    expect((await logsOf("warranty_updated")).length).toBe(1);
    for (const bad of [
      {
        policies: [{ stock: "oneMonthBoosts.txt", windowDays: -1, maxSharePercent: 10, approval: "seller" }],
      },
      {
        policies: [{ stock: "oneMonthBoosts.txt", windowDays: 5, maxSharePercent: 101, approval: "seller" }],
      },
      { policies: [{ stock: "other.txt", windowDays: 5, maxSharePercent: 10, approval: "seller" }] },
      { policies: [{ stock: "oneMonthBoosts.txt", windowDays: 5, maxSharePercent: 10, approval: "anyone" }] },
      {
        policies: [
          { stock: "oneMonthBoosts.txt", windowDays: 5, maxSharePercent: 10, approval: "seller" },
          { stock: "oneMonthBoosts.txt", windowDays: 6, maxSharePercent: 10, approval: "seller" },
        ],
      },
    ]) {
      const r = await api("updateWarranty", { body: bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(messageOf(r.body)).not.toBe("");
    }
    expect((await api("getWarranty", { token: "" })).status).toBe(401);
    // Back to the defaults for the tests below.
    await api("updateWarranty", {
      body: {
        policies: [
          { stock: "oneMonthNitroTokens.txt", windowDays: 15, maxSharePercent: 100, approval: "seller" },
        ],
      },
    });
  });
});

describe(`the customer's request (${dialect})`, () => {
  it("shows the policy in force on the status page and what may be requested", async () => {
    await delivered("W-1", { amount: 4 });
    const st = await status("W-1");
    expect(st.warranty).toMatchObject({
      windowDays: 15,
      maxSharePercent: 100,
      approval: "seller",
      maxRequest: 4,
      reason: null,
      message: null,
    });
    expect(Date.parse(st.warranty?.until ?? "")).toBeGreaterThan(Date.now() + 14 * DAY);
    expect(st.replacement).toBeNull();
  });

  it("refuses each bad input with a clear 4xx, recording nothing", async () => {
    await delivered("B-done", { amount: 4 });
    await delivered("B-partial", { amount: 8, successTokens: ["t1"] });
    await s.store.orders.upsert(
      sellerId,
      sampleOrder("B-pending", guildId, { status: "pending", successTokens: [] }),
    );
    await s.store.orders.upsert(
      sellerId,
      sampleOrder("B-processing", guildId, { status: "processing", successTokens: [] }),
    );
    await delivered("B-failed", { successTokens: [] });
    await delivered("B-old", { amount: 4 }, 20 * DAY);
    await api("updateWarranty", {
      body: {
        policies: [
          { stock: "threeMonthNitroTokens.txt", windowDays: 0, maxSharePercent: 100, approval: "seller" },
        ],
      },
    });
    await delivered("B-none", { stock: "threeMonthNitroTokens.txt", amount: 4 });
    const cases: [string, Record<string, unknown>, number, string][] = [
      ["B-done", { missing: 5 }, 400, replacementMessages.overLimit(4)],
      // A partial order delivered 2 of 8: at most those 2.
      ["B-partial", { missing: 3 }, 400, replacementMessages.overLimit(2)],
      ["B-done", { missing: 0 }, 400, replacementMessages.missingCount],
      ["B-done", { missing: 1.5 }, 400, replacementMessages.missingCount],
      ["B-done", { missing: "2" }, 400, replacementMessages.missingCount],
      ["B-done", { missing: 1, note: "x".repeat(501) }, 400, ""],
      ["B-pending", { missing: 1 }, 400, replacementMessages.unfinished],
      ["B-processing", { missing: 1 }, 400, replacementMessages.unfinished],
      ["B-failed", { missing: 1 }, 400, replacementMessages.failed],
      ["B-none", { missing: 1 }, 400, replacementMessages.noWarranty],
      ["NO-SUCH-ORDER", { missing: 1 }, 404, "Order Status not found for this Guild ID."],
    ];
    for (const [orderId, body, code, message] of cases) {
      const r = await ask(orderId, body);
      expect(r.status, `${orderId} ${JSON.stringify(body)}`).toBe(code);
      if (message) expect(messageOf(r.body)).toBe(message);
      else expect(messageOf(r.body)).toMatch(/note|500/i);
    }
    const old = await ask("B-old", { missing: 1 });
    expect(old.status).toBe(400);
    expect(messageOf(old.body)).toMatch(/^The warranty for this order ended on \d{4}-\d{2}-\d{2}\.$/);
    // The status page says the same before the customer tries.
    expect((await status("B-old")).warranty).toMatchObject({ reason: "windowClosed", maxRequest: 0 });
    expect((await status("B-pending")).warranty).toMatchObject({
      reason: "unfinished",
      message: replacementMessages.unfinished,
    });
    expect((await ask("B-done", { missing: 1 })).status).toBe(200);
    // A store's other guild id cannot reach this store's orders.
    const other = await s.seller();
    const foreign = await call(s.url, "POST", `/api/replacement/${other.seller.guildId}/B-partial`, {
      body: { missing: 1 },
      headers: { "X-Forwarded-For": "198.51.100.252" },
    });
    expect(foreign.status).toBe(404);
    expect((await requestRows()).map((r) => r.orderId)).toEqual(["B-done"]);
    expect((await logsOf("replacement_requested")).map((l) => l.details)).toEqual([
      "The customer of order #B-done asked for 1 boosts to be replaced",
    ]);
  });

  it("limits one address to 30 requests a minute, like the redeem form", async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await ask("NO-SUCH-ORDER", { missing: 1 }, "203.0.113.9"));
    expect(answers.slice(0, 30).every((r) => r.status === 404)).toBe(true);
    expect(answers[30]?.status).toBe(429);
    expect(messageOf(answers[30]?.body)).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    expect((await ask("NO-SUCH-ORDER", { missing: 1 }, "203.0.113.10")).status).toBe(404);
  });

  it("records one open request per order: a second, or two at once, is a 409", async () => {
    await delivered("O-1", { amount: 4 });
    const first = await ask("O-1", { missing: 2, note: "  two dropped  " });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: "success",
      message: replacementMessages.requested,
      amount: 2,
    });
    const again = await ask("O-1", { missing: 1 });
    expect(again.status).toBe(409);
    expect(messageOf(again.body)).toBe(replacementMessages.alreadyOpen);
    const rows = await requestRows("O-1");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 2, note: "two dropped", status: "open", source: "customer" });
    const st = await status("O-1");
    expect(st.replacement).toMatchObject({
      stage: "requested",
      amount: 2,
      note: "two dropped",
      orderId: null,
    });

    await delivered("O-2", { amount: 4 });
    const racing = await Promise.all(Array.from({ length: 6 }, () => ask("O-2", { missing: 1 })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await requestRows("O-2")).toHaveLength(1);
    // Told once each: the live stream and the outbound notifications.
    const requested = await liveEvents("replacement.requested");
    expect(requested.filter((e) => e.orderId === "O-2")).toHaveLength(1);
    const sent = (await notices("replacement.requested")).filter((n) => n.data.orderId === "O-2");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.title).toBe("Replacement requested for order #O-2");
    // And on Home, in the recent activity.
    const home = asContract("dashboardData", (await api("dashboardData")).body);
    expect(home.recentActivity).toContainEqual(
      expect.objectContaining({
        action: "Replacement Requested",
        details: "The customer of order #O-2 asked for 1 boosts to be replaced",
      }),
    );
  });
});

describe(`live (${dialect})`, () => {
  it("the dashboard's stream delivers a request and its decision as replacement frames, as they happen", async () => {
    await delivered("E-1", { amount: 4 });
    const stream = await openEventStream(s.url, s.admin.token);
    expect(stream.status).toBe(200);
    await ask("E-1", { missing: 1 });
    const made = await stream.next((f) => f.event === "replacement" && (f.data ?? "").includes('"E-1"'));
    expect(ReplacementEventSchema.parse(JSON.parse(made.data ?? ""))).toMatchObject({
      type: "replacement.requested",
      orderId: "E-1",
      amount: 1,
      by: "customer",
      decision: null,
    });
    const requestId = (await requestRows("E-1"))[0]?.id ?? "";
    await api("declineReplacement", { params: { id: requestId }, body: { reason: "Not dropped" } });
    const decided = await stream.next(
      (f) => f.event === "replacement" && (f.data ?? "").includes("replacement.decided"),
    );
    expect(JSON.parse(decided.data ?? "")).toMatchObject({
      orderId: "E-1",
      decision: "declined",
      by: "seller",
    });
    expect(Number(decided.id)).toBeGreaterThan(Number(made.id));
    stream.close();
  });
});

describe(`the seller's decisions (${dialect})`, () => {
  it("lists open requests with their order's standing, and Orders filters them", async () => {
    await delivered("L-1", { amount: 6, successTokens: ["a", "b", "c"] });
    await ask("L-1", { missing: 3 });
    const list = asContract("listReplacements", (await api("listReplacements")).body);
    const mine = list.requests.find((r) => r.orderId === "L-1");
    expect(mine?.order).toMatchObject({
      stock: "oneMonthBoosts.txt",
      amount: 6,
      delivered: 6,
      replaced: 0,
      maxWithoutOverride: 6,
    });
    expect(list.requests.every((r) => r.status === "open")).toBe(true);
    const page = asContract(
      "getOrdersPage",
      (await api("getOrdersPage", { query: "replacement=requested&limit=500" })).body,
    );
    const open = (await requestRows()).filter((r) => r.status === "open").map((r) => r.orderId);
    expect(page.orders.map((o) => o.orderId).sort()).toEqual([...open].sort());
    const searched = asContract(
      "getOrdersPage",
      (await api("getOrdersPage", { query: "replacement=requested&q=l-1" })).body,
    );
    expect(searched.orders.map((o) => o.orderId)).toEqual(["L-1"]);
    const summary = asContract(
      "getOrdersSummary",
      (await api("getOrdersSummary", { query: "replacement=requested" })).body,
    );
    expect(summary.totalOrders).toBe(open.length);
    expect((await api("getOrdersPage", { query: "replacement=declined" })).status).toBe(400);
  });

  it("counts the open requests in Home's figures, for a role that handles replacements only", async () => {
    await delivered("H-1", { amount: 4, successTokens: ["a", "b"] });
    const openNow = async (token?: string) =>
      asContract("dashboardData", (await api("dashboardData", { token })).body).openReplacements;
    const before = await openNow();
    expect(before).toBe((await requestRows()).filter((r) => r.status === "open").length);
    expect((await ask("H-1", { missing: 2 })).status).toBe(200);
    expect(await openNow()).toBe((before ?? 0) + 1);
    const viewer = await s.store.auth.createSession(sellerId, 60_000, {
      memberId: await s.store.auth.addMember(sellerId, "A viewer", "viewer"),
    });
    const support = await s.store.auth.createSession(sellerId, 60_000, {
      memberId: await s.store.auth.addMember(sellerId, "A support", "support"),
    });
    expect(await openNow(support)).toBe((before ?? 0) + 1);
    const forViewer = await api("dashboardData", { token: viewer });
    expect(forViewer.status).toBe(200);
    expect(forViewer.body).not.toHaveProperty("openReplacements");
  });

  it("approves within the limits, refuses above them, and above them only with override (logged)", async () => {
    await delivered("A-1", { amount: 4 });
    await ask("A-1", { missing: 2 });
    const [req] = await requestRows("A-1");
    const requestId = req?.id ?? "";
    const over = await api("approveReplacement", { params: { id: requestId }, body: { amount: 5 } });
    expect(over.status).toBe(400);
    expect(messageOf(over.body)).toBe(replacementMessages.overLimitSeller(4));
    expect(await replacementsOf("A-1")).toHaveLength(0);
    const ok = await api("approveReplacement", {
      params: { id: requestId },
      body: { amount: 5, override: true },
    });
    expect(ok.status).toBe(200);
    const decision = asContract("approveReplacement", ok.body);
    expect(decision.request).toMatchObject({
      status: "approved",
      approvedAmount: 5,
      override: true,
      decidedBy: s.admin.seller.name,
      replacementOrderId: "A-1-r1",
      replacementStatus: "pending",
    });
    expect(decision.message).toBe(replacementMessages.approved(5, "A-1-r1"));
    const made = await replacementsOf("A-1");
    expect(made).toMatchObject([
      { orderId: "A-1-r1", amount: 5, status: "pending", stock: "oneMonthBoosts.txt" },
    ]);
    const logged = await logsOf("replacement_override");
    expect(logged.at(-1)).toMatchObject({ severity: "warning", username: s.admin.seller.name });
    expect(logged.at(-1)?.details).toContain("order #A-1 as order #A-1-r1 (override");
    const again = await api("approveReplacement", { params: { id: requestId }, body: {} });
    expect(again.status).toBe(409);
    expect(messageOf(again.body)).toBe(replacementMessages.alreadyDecided);
    expect((await api("approveReplacement", { params: { id: "nope" }, body: {} })).status).toBe(404);
    // The customer's page follows: approved, then the replacement order's own progress.
    expect((await status("A-1")).replacement).toMatchObject({
      stage: "approved",
      orderId: "A-1-r1",
      approvedAmount: 5,
    });
    const decidedEvents = (await liveEvents("replacement.decided")).filter((e) => e.orderId === "A-1");
    expect(decidedEvents).toHaveLength(1);
    const told = (await notices("replacement.decided")).filter((n) => n.data.orderId === "A-1");
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toMatchObject({
      decision: "approved",
      replacementOrderId: "A-1-r1",
      override: true,
    });
  });

  it("declines with a reason (required), once", async () => {
    await delivered("D-1", { amount: 4 });
    await ask("D-1", { missing: 1 });
    const requestId = (await requestRows("D-1"))[0]?.id ?? "";
    for (const reason of ["", "   "]) {
      const r = await api("declineReplacement", { params: { id: requestId }, body: { reason } });
      expect(r.status).toBe(400);
      expect(messageOf(r.body)).toBe(replacementMessages.reasonRequired);
    }
    expect((await api("declineReplacement", { params: { id: requestId }, body: {} })).status).toBe(400);
    const ok = await api("declineReplacement", {
      params: { id: requestId },
      body: { reason: "The boosts are still on the server" },
    });
    expect(ok.status).toBe(200);
    expect(asContract("declineReplacement", ok.body).request).toMatchObject({
      status: "declined",
      reason: "The boosts are still on the server",
      replacementOrderId: null,
    });
    const twice = await api("declineReplacement", { params: { id: requestId }, body: { reason: "again" } });
    expect(twice.status).toBe(409);
    expect((await api("approveReplacement", { params: { id: requestId }, body: {} })).status).toBe(409);
    expect(await replacementsOf("D-1")).toHaveLength(0);
    expect((await status("D-1")).replacement).toMatchObject({
      stage: "declined",
      reason: "The boosts are still on the server",
    });
    expect((await logsOf("replacement_declined")).at(-1)?.details).toBe(
      "Declined the replacement request for order #D-1 (1 boosts): The boosts are still on the server",
    );
    // Declined, the order may be asked for again.
    expect((await ask("D-1", { missing: 1 })).status).toBe(200);
  });

  it("starts a replacement from an order without a request, within the limits or with override", async () => {
    await delivered("S-1", { amount: 4 });
    const started = await api("startReplacement", { params: { folderId: "S-1" }, body: { amount: 3 } });
    expect(started.status).toBe(200);
    expect(asContract("startReplacement", started.body).request).toMatchObject({
      source: "seller",
      status: "approved",
      approvedAmount: 3,
      override: false,
      replacementOrderId: "S-1-r1",
    });
    // 3 of 4 are on their way: one more fits.
    const over = await api("startReplacement", { params: { folderId: "S-1" }, body: { amount: 2 } });
    expect(over.status).toBe(400);
    expect(messageOf(over.body)).toBe(replacementMessages.overLimitSeller(1));
    expect((await status("S-1")).warranty?.maxRequest).toBe(1);
    const forced = await api("startReplacement", {
      params: { folderId: "S-1" },
      body: { amount: 2, override: true, note: "goodwill" },
    });
    expect(forced.status).toBe(200);
    expect((await replacementsOf("S-1")).map((o) => o.orderId).sort()).toEqual(["S-1-r1", "S-1-r2"]);
    await delivered("S-old", { amount: 4 }, 40 * DAY);
    const late = await api("startReplacement", { params: { folderId: "S-old" }, body: { amount: 1 } });
    expect(late.status).toBe(400);
    expect(messageOf(late.body)).toMatch(/^This order's warranty ended on .*Start it with override/);
    expect(
      (await api("startReplacement", { params: { folderId: "S-old" }, body: { amount: 1, override: true } }))
        .status,
    ).toBe(200);
    const onReplacement = await api("startReplacement", {
      params: { folderId: "S-1-r1" },
      body: { amount: 1 },
    });
    expect(onReplacement.status).toBe(400);
    expect(messageOf(onReplacement.body)).toBe(replacementMessages.isReplacement);
    await delivered("S-asked", { amount: 4 });
    await ask("S-asked", { missing: 1 });
    const withOpen = await api("startReplacement", { params: { folderId: "S-asked" }, body: { amount: 1 } });
    expect(withOpen.status).toBe(409);
    expect(messageOf(withOpen.body)).toBe(replacementMessages.openRequestExists);
    expect(
      (await api("startReplacement", { params: { folderId: "nope" }, body: { amount: 1 } })).status,
    ).toBe(404);
    expect((await api("startReplacement", { params: { folderId: "S-1" }, body: { amount: 0 } })).status).toBe(
      400,
    );
    expect((await logsOf("replacement_started")).map((l) => l.details)).toContain(
      "Started a replacement of 3 boosts for order #S-1 as order #S-1-r1",
    );
  });

  it("two approvals racing make exactly one replacement", async () => {
    await delivered("R-1", { amount: 4 });
    await ask("R-1", { missing: 2 });
    const requestId = (await requestRows("R-1"))[0]?.id ?? "";
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        i % 2 === 0
          ? api("approveReplacement", { params: { id: requestId }, body: { amount: 2 } })
          : api("botApproveReplacement", { params: { id: requestId }, body: {} }),
      ),
    );
    // The bot may not approve here (the seller approves), so its calls are 403 or, once decided, 409.
    const sellerCalls = results.filter((_, i) => i % 2 === 0).map((r) => r.status);
    expect(sellerCalls.sort()).toEqual([200, 409, 409]);
    expect(await replacementsOf("R-1")).toHaveLength(1);
    expect((await liveEvents("replacement.decided")).filter((e) => e.orderId === "R-1")).toHaveLength(1);

    // An approval and a decline racing: one decides, the other is told so; a declined request made nothing.
    for (const orderId of ["R-3", "R-4", "R-5"]) {
      await delivered(orderId, { amount: 4 });
      await ask(orderId, { missing: 1 });
      const id = (await requestRows(orderId))[0]?.id ?? "";
      const [approved, declined] = await Promise.all([
        api("approveReplacement", { params: { id }, body: {} }),
        api("declineReplacement", { params: { id }, body: { reason: "Raced" } }),
      ]);
      expect([approved.status, declined.status].sort(), orderId).toEqual([200, 409]);
      const [row] = await requestRows(orderId);
      expect(await replacementsOf(orderId)).toHaveLength(row?.status === "approved" ? 1 : 0);
    }

    // Seller starts racing each other: together they never pass the limit (4 boosts here).
    await delivered("R-2", { amount: 4 });
    const starts = await Promise.all(
      Array.from({ length: 4 }, () =>
        api("startReplacement", { params: { folderId: "R-2" }, body: { amount: 3 } }),
      ),
    );
    expect(starts.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await replacementsOf("R-2")).toHaveLength(1);
  });
});

describe(`delivery and counting (${dialect})`, () => {
  it("a replacement goes through the bot's claim queue and lifecycle; the customer's page shows it delivered", async () => {
    await delivered("X-1", { amount: 4 });
    await ask("X-1", { missing: 2 });
    const requestId = (await requestRows("X-1"))[0]?.id ?? "";
    await api("approveReplacement", { params: { id: requestId }, body: {} });
    // Drain the queue until the replacement is handed out (other tests' orders may be pending too).
    let claimed: { key: string; replacementOf?: string | undefined; amount: number }[] = [];
    for (let i = 0; i < 10 && !claimed.some((c) => c.key === "X-1-r1"); i++) {
      claimed = asContract(
        "botClaimRedeems",
        (await api("botClaimRedeems", { body: { limit: 100 } })).body,
      ).redeems;
    }
    expect(claimed.find((c) => c.key === "X-1-r1")).toMatchObject({ replacementOf: "X-1", amount: 2 });
    expect((await status("X-1")).replacement?.stage).toBe("delivering");
    const reported = await api("botRedeemResult", {
      params: { redeemKey: "X-1-r1" },
      body: { "tokens-used": { success: ["n1"], failed: [] } },
    });
    expect(reported.status).toBe(200);
    const st = await status("X-1");
    expect(st.replacement).toMatchObject({ stage: "delivered", orderId: "X-1-r1" });
    expect(st.replacement?.deliveredAt).not.toBeNull();
    const own = await status("X-1-r1");
    expect(own).toMatchObject({ status: "completed", replacementOf: "X-1" });
    expect(own.warranty?.reason).toBe("replacement");
    // Its delivery is told as a replacement's, never as a new order.
    const delivered2 = (await notices("order.delivered")).filter((n) => n.data.orderId === "X-1-r1");
    expect(delivered2.map((n) => n.title)).toEqual(["Replacement #X-1-r1 delivered"]);
    expect((await notices("order.created")).filter((n) => n.data.orderId === "X-1-r1")).toHaveLength(0);
    // The link both ways in order.json.
    const original = asContract("getOrder", (await api("getOrder", { params: { folderId: "X-1" } })).body);
    expect(original).toMatchObject({ replacementOf: null, replacements: ["X-1-r1"] });
    const copy = asContract("getOrder", (await api("getOrder", { params: { folderId: "X-1-r1" } })).body);
    expect(copy).toMatchObject({ replacementOf: "X-1", replacements: [], status: "completed" });
    const batch = asContract(
      "getOrdersBatch",
      (await api("getOrdersBatch", { body: { folders: ["X-1"] } })).body,
    );
    expect(batch.orders["X-1"]).toMatchObject({ replacements: ["X-1-r1"] });
    const page = asContract("getOrdersPage", (await api("getOrdersPage", { query: "q=x-1" })).body);
    expect(page.orders.map((o) => [o.orderId, o.replacementOf])).toEqual(
      expect.arrayContaining([
        ["X-1", null],
        ["X-1-r1", "X-1"],
      ]),
    );
  });

  it("never counts a replacement as a sale: Orders' cards, Home and its charts", async () => {
    const fresh = await s.seller();
    const other = { id: fresh.seller.id, guild: fresh.seller.guildId, token: fresh.token };
    await s.store.orders.upsert(
      other.id,
      sampleOrder("C-1", other.guild, { amount: 4, successTokens: ["a", "b"] }),
    );
    const cards = async (query = "") =>
      asContract("getOrdersSummary", (await api("getOrdersSummary", { token: other.token, query })).body);
    const home = async () =>
      asContract("dashboardData", (await api("dashboardData", { token: other.token })).body);
    const trends = async () =>
      asContract(
        "dashboardTrends",
        (await api("dashboardTrends", { token: other.token, query: "days=7" })).body,
      );
    const before = {
      cards: await cards(),
      searched: await cards("q=c-1"),
      home: await home(),
      trends: await trends(),
    };
    expect(before.cards).toEqual({ totalOrders: 1, successRate: 100, totalBoosts: 4, completed: 1 });
    const started = await api("startReplacement", {
      token: other.token,
      params: { folderId: "C-1" },
      body: { amount: 4 },
    });
    expect(started.status).toBe(200);
    // A failed replacement would pull the rate down if it were counted.
    await s.store.redeem.complete(other.id, "C-1-r1", { successTokens: [], failedTokens: ["x", "y"] });
    expect(await cards()).toEqual(before.cards);
    expect(await cards("q=c-1")).toEqual(before.searched);
    expect(await cards("status=failed")).toMatchObject({ totalOrders: 0 });
    expect(await cards("status=failed&q=c")).toMatchObject({ totalOrders: 0 });
    const h = await home();
    expect({ totalOrders: h.totalOrders, newOrders: h.newOrders, boostsL24: h.boostsL24 }).toEqual({
      totalOrders: before.home.totalOrders,
      newOrders: before.home.newOrders,
      boostsL24: before.home.boostsL24,
    });
    expect(h.recentActivity.map((a) => a.action)).toContain("Replacement delivered");
    expect((await trends()).days).toEqual(before.trends.days);
    // The replacement is still an order of the list (its own id, linked).
    const page = asContract("getOrdersPage", (await api("getOrdersPage", { token: other.token })).body);
    expect(page.orders.map((o) => o.orderId).sort()).toEqual(["C-1", "C-1-r1"]);
  });

  it("the CSV carries the link both ways in its last columns", async () => {
    await delivered("V-1", { amount: 4 });
    await api("startReplacement", { params: { folderId: "V-1" }, body: { amount: 1 } });
    const r = await call(s.url, "GET", "/api/dashboard/orders/export.csv?q=v-1", { token: s.admin.token });
    const lines = String(r.body)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    const header = lines[0]?.split(",") ?? [];
    expect(header.slice(-3)).toEqual(["Invoice ID", "Replacement Of", "Replacements"]);
    const rows = new Map(lines.slice(1).map((l) => [l.split(",")[0], l.split(",")]));
    expect(rows.get("V-1")?.slice(-2)).toEqual(["", "V-1-r1"]);
    expect(rows.get("V-1-r1")?.slice(-2)).toEqual(["V-1", ""]);
  });
});

describe(`the bot's verification (${dialect})`, () => {
  it("lists open requests; approves only where the policy lets it, within the limits, logged as the bot", async () => {
    const fresh = await s.seller();
    const bot = fresh.botKey;
    const g = fresh.seller.guildId;
    await s.store.orders.upsert(
      fresh.seller.id,
      sampleOrder("T-1", g, { amount: 4, successTokens: ["a", "b"] }),
    );
    const asked = await call(s.url, "POST", `/api/replacement/${g}/T-1`, {
      body: { missing: 2 },
      headers: { "X-Forwarded-For": "198.51.100.251" },
    });
    expect(asked.status).toBe(200);
    const list = asContract("botListReplacements", (await api("botListReplacements", { token: bot })).body);
    expect(list.requests).toHaveLength(1);
    expect(list.requests[0]).toMatchObject({
      orderId: "T-1",
      botMayApprove: false,
      invite: "https://discord.gg/abc",
    });
    const requestId = list.requests[0]?.id ?? "";
    const refused = await api("botApproveReplacement", { token: bot, params: { id: requestId }, body: {} });
    expect(refused.status).toBe(403);
    expect(messageOf(refused.body)).toBe(replacementMessages.botNotAllowed);
    await api("updateWarranty", {
      token: fresh.token,
      body: {
        policies: [{ stock: "oneMonthBoosts.txt", windowDays: 15, maxSharePercent: 50, approval: "bot" }],
      },
    });
    const listed = asContract("botListReplacements", (await api("botListReplacements", { token: bot })).body);
    expect(listed.requests[0]).toMatchObject({ botMayApprove: true, order: { maxWithoutOverride: 2 } });
    const tooMany = await api("botApproveReplacement", {
      token: bot,
      params: { id: requestId },
      body: { amount: 3 },
    });
    expect(tooMany.status).toBe(400);
    expect(messageOf(tooMany.body)).toBe(replacementMessages.overLimitSeller(2));
    // The bot has no override.
    const forced = await api("botApproveReplacement", {
      token: bot,
      params: { id: requestId },
      body: { amount: 3, override: true },
    });
    expect(forced.status).toBe(400);
    const ok = await api("botApproveReplacement", { token: bot, params: { id: requestId }, body: {} });
    expect(ok.status).toBe(200);
    expect(asContract("botApproveReplacement", ok.body).request).toMatchObject({
      decidedBy: "bot",
      approvedAmount: 2,
      replacementOrderId: "T-1-r1",
    });
    const log = await s.db.kysely
      .selectFrom("logs")
      .selectAll()
      .where("sellerId", "=", fresh.seller.id)
      .where("action", "=", "replacement_approved")
      .execute();
    expect(log).toMatchObject([{ username: "Bot" }]);
    expect(log[0]?.details).toContain("verified by the bot");
    expect((await api("botListReplacements", { token: bot })).body).toEqual({ requests: [] });
    expect((await api("botListReplacements", { token: fresh.token })).status).toBe(401);
  });
});

describe("the store's captcha guards the request", () => {
  let c: TestServer;
  beforeAll(async () => {
    c = await startServer({
      env: { CAPTCHA_PROVIDER: "altcha" },
      // A small proof of work: the test solves it in milliseconds.
      altcha: { maxNumber: 1000, ttlSeconds: 600 },
    });
    await c.store.orders.upsert(
      c.admin.seller.id,
      sampleOrder("K-1", c.admin.seller.guildId, { amount: 4, successTokens: ["a", "b"], failedTokens: [] }),
    );
  });
  afterAll(async () => {
    await c?.close();
  });

  async function solved(): Promise<string> {
    const r = await call(c.url, "GET", "/api/redeem-challenge");
    const ch = AltchaChallengeSchema.parse(r.body);
    const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
    if (!solution) throw new Error("could not solve");
    return Buffer.from(JSON.stringify({ ...ch, number: solution.number })).toString("base64");
  }

  it("refuses a missing or wrong captcha with a 400, recording nothing; a solved one passes once", async () => {
    const url = `/api/replacement/${c.admin.seller.guildId}/K-1`;
    const missing = await call(c.url, "POST", url, { body: { missing: 1 } });
    expect(missing.status).toBe(400);
    expect(messageOf(missing.body)).toBe(replacementMessages.captchaRequired);
    const wrong = await call(c.url, "POST", url, {
      body: { missing: 1, captcha_key: "bm90IGEgc29sdXRpb24=" },
    });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong.body)).toBe("Captcha verification failed. Please try again.");
    const none = await c.db.kysely.selectFrom("replacementRequests").selectAll().execute();
    expect(none).toHaveLength(0);
    const key = await solved();
    expect((await call(c.url, "POST", url, { body: { missing: 1, captcha_key: key } })).status).toBe(200);
    const rows = await c.db.kysely.selectFrom("replacementRequests").selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
