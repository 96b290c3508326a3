// Storefront intake (docs/decisions.md#storefront-intake): each platform's recorded sample verified over its raw
// bytes and made an order; refused signatures; exactly one answer per delivery id; the answers a purchase gets.

import { createHmac } from "node:crypto";
import type { IntakePlatform } from "@boostdash/api-client/intake/model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters, SELLAPP_UNSIGNED } from "../src/features/intake/adapters.ts";
import { UNMAPPED_ANSWER } from "../src/features/intake/intake.ts";
import { IntakeRepository } from "../src/features/intake/intakeRepository.ts";
import { NotificationRepository } from "../src/features/notifications/notificationRepository.ts";
import { Notifier } from "../src/features/notifications/notifier.ts";
import { RedeemRepository } from "../src/features/redeem/redeemRepository.ts";
import {
  asContract,
  call,
  dialect,
  openEventStream,
  type SseFrame,
  startServer,
  type TestServer,
} from "./helpers.ts";
import { fixture, lower, PLATFORMS } from "./intakeFixtures.ts";

let s: TestServer;
let repo: IntakeRepository;
beforeAll(async () => {
  s = await startServer();
  repo = new IntakeRepository(s.db);
});
afterAll(() => s?.close());

/** A new store with the fixture's secret on every platform, its products mapped, and `stock` one-month boosts. */
async function store(opts: { stock?: number; inviteField?: string; amount?: number } = {}) {
  const a = await s.seller();
  for (const p of PLATFORMS) await repo.setSecret(a.seller.id, p, fixture(p).secret);
  const saved = await call(s.url, "PUT", "/api/dashboard/intake/mappings", {
    token: a.token,
    body: {
      mappings: PLATFORMS.map((platform) => ({
        platform,
        productId: fixture(platform).productId,
        stock: "oneMonthBoosts.txt",
        amount: opts.amount ?? 14,
        inviteField: opts.inviteField ?? "Discord Invite",
      })),
    },
  });
  expect(saved.status).toBe(200);
  await setStock(a.token, opts.stock ?? 100);
  const intakeId = await repo.intakeId(a.seller.id);
  return { ...a, intakeId };
}

/**
 * Sends the store's notifications to an endpoint: a loopback address, which the sender refuses at once, so the
 * outbox rows stay to be read and nothing leaves the machine.
 */
async function notifyTo(sellerId: string) {
  await new NotificationRepository(s.db).save(sellerId, { endpointUrl: "https://127.0.0.1:9/hook" });
}

interface Notice {
  type: string;
  title: string;
  data: Record<string, unknown>;
}

/** The store's notifications of `event` written to its endpoint. */
async function notices(sellerId: string, event: string): Promise<Notice[]> {
  const rows = await s.db.kysely
    .withTables<{
      notificationOutbox: { sellerId: string; event: string; target: string; body: string; id: string };
    }>()
    .selectFrom("notificationOutbox")
    .select(["body"])
    .where("sellerId", "=", sellerId)
    .where("event", "=", event)
    .where("target", "=", "endpoint")
    .execute();
  return rows.map((r) => JSON.parse(r.body) as Notice);
}

const isIntake = (type: string) => (f: SseFrame) =>
  f.event === "intake" && JSON.parse(f.data ?? "{}").type === type;

async function setStock(token: string, n: number) {
  const r = await call(s.url, "PUT", "/api/stock", { token, body: { oneMonthServerBoosts: n } });
  expect(r.status).toBe(200);
}

async function post(
  platform: string,
  intakeId: string,
  raw: string | Buffer,
  headers: Record<string, string>,
) {
  const res = await fetch(`${s.url}/api/intake/${platform}/${intakeId}`, {
    method: "POST",
    headers,
    body: typeof raw === "string" ? raw : new Uint8Array(raw),
  });
  return { status: res.status, text: await res.text(), type: res.headers.get("content-type") };
}

/** The fixture's body signed now (the recorded timestamps are long past). */
function signedNow(
  p: IntakePlatform,
  raw = fixture(p).raw,
  // Shoppex's body repeats its delivery id: the recorded one, unless the test names another.
  deliveryId = fixture(p).headers["X-Shoppex-Delivery-Id"] ?? "dlv_now_1",
) {
  const f = fixture(p);
  const signed = adapters[p].sign(Buffer.from(raw), f.secret, Date.now(), deliveryId);
  const headers: Record<string, string> = { "Content-Type": "application/json", ...signed };
  if (p === "sellix" && f.headers["X-Sellix-Product-Id"])
    headers["X-Sellix-Product-Id"] = f.headers["X-Sellix-Product-Id"];
  return headers;
}

async function ordersOf(sellerId: string) {
  return s.db.kysely
    .selectFrom("orders")
    .select(["orderId", "amount", "invite", "storefrontInvoiceId", "storefrontEmail", "status"])
    .where("sellerId", "=", sellerId)
    .execute();
}

async function settingsOf(token: string) {
  const r = await call(s.url, "GET", "/api/dashboard/intake", { token });
  expect(r.status).toBe(200);
  return asContract("intakeSettings", r.body);
}

describe(`storefront intake (${dialect})`, () => {
  it("verifies each platform's recorded sample over its raw bytes and makes an order", async () => {
    for (const p of PLATFORMS) {
      const a = await store();
      const f = fixture(p);
      // SellAuth and Shoppex send a timestamp, which the recorded one is long past: their samples are checked at
      // their own time, then sent signed now.
      if (f.recordedAt !== undefined) {
        expect(adapters[p].verify(Buffer.from(f.raw), lower(f.headers), f.secret, f.recordedAt)).toEqual({
          ok: true,
        });
      }
      const headers = f.recordedAt === undefined ? f.headers : signedNow(p, f.raw);
      const r = await post(p, a.intakeId, f.raw, headers);
      expect(r.status, `${p}: ${r.text}`).toBe(200);
      // Shoppex keeps a JSON data object and shows its service_text; the others show the text as it is.
      expect(r.type).toContain(p === "shoppex" ? "application/json" : "text/plain");
      const shown =
        p === "shoppex"
          ? (JSON.parse(r.text) as { data: { service_text: string } }).data.service_text
          : r.text;
      const orders = await ordersOf(a.seller.id);
      expect(orders, p).toHaveLength(1);
      const o = orders[0];
      expect(o?.invite).toBe("https://discord.gg/boostdash");
      expect(o?.amount).toBe(14);
      expect(o?.storefrontEmail).toBe("buyer@example.com");
      expect(o?.storefrontInvoiceId).toBeTruthy();
      expect(shown).toContain(
        `https://${s.config.publicHost}/api/${a.seller.guildId}/order/${o?.orderId}/status`,
      );
      const st = await settingsOf(a.token);
      expect(st.deliveries[0]).toMatchObject({
        platform: p,
        result: "delivered",
        orderId: o?.orderId,
        test: false,
      });
      // Stock taken for the order.
      const stock = await call(s.url, "GET", "/api/stock", { token: a.token });
      expect((stock.body as { stock: { oneMonthServerBoosts: number } }).stock.oneMonthServerBoosts).toBe(86);
    }
  });

  it("follows a variant's own mapping before its product's, and multiplies the amount by the quantity bought", async () => {
    const a = await store({ stock: 200 });
    const f = fixture("sellauth");
    const saved = await call(s.url, "PUT", "/api/dashboard/intake/mappings", {
      token: a.token,
      body: {
        mappings: [
          {
            platform: "sellauth",
            productId: f.productId,
            stock: "oneMonthBoosts.txt",
            amount: 14,
            inviteField: "Discord Invite",
          },
          {
            platform: "sellauth",
            productId: "v-28",
            stock: "oneMonthBoosts.txt",
            amount: 28,
            inviteField: "Discord Invite",
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    // Two purchases in one body each (their own item ids, so two deliveries): 2 of the mapped variant, 3 of a
    // variant the seller did not map (its product's mapping applies).
    const body = (itemId: number, variantId: string, quantity: number) => {
      const b = JSON.parse(f.raw) as { item: Record<string, unknown> };
      b.item = { ...b.item, id: itemId, variant_id: variantId, quantity };
      return JSON.stringify(b);
    };
    for (const [raw, amount] of [
      [body(9001, "v-28", 2), 56],
      [body(9002, "v-unmapped", 3), 42],
    ] as const) {
      const r = await post("sellauth", a.intakeId, raw, signedNow("sellauth", raw));
      expect(r.status, r.text).toBe(200);
      expect(r.text).toContain(`Your ${amount} boosts are on their way`);
    }
    expect((await ordersOf(a.seller.id)).map((o) => o.amount).sort()).toEqual([42, 56]);
    const stock = await call(s.url, "GET", "/api/stock", { token: a.token });
    expect((stock.body as { stock: { oneMonthServerBoosts: number } }).stock.oneMonthServerBoosts).toBe(102);
  });

  it("verifies a PHP body with escaped slashes over its exact bytes; the body re-serialised does not verify", async () => {
    const f = fixture("sellauth");
    expect(f.raw).toContain("\\/");
    const a = await store();
    const headers = signedNow("sellauth");
    const reserialised = JSON.stringify(JSON.parse(f.raw));
    const refused = await post("sellauth", a.intakeId, reserialised, headers);
    expect(refused.status).toBe(401);
    const ok = await post("sellauth", a.intakeId, f.raw, headers);
    expect(ok.status).toBe(200);
    expect(await ordersOf(a.seller.id)).toHaveLength(1);
  });

  it("refuses a wrong or missing signature with 401 and makes no order; the log says why", async () => {
    const a = await store();
    for (const p of PLATFORMS) {
      const f = fixture(p);
      // Signed now, so a stale timestamp is not what refuses it; then the signature's last hex digit changed.
      const wrong: Record<string, string> = { ...(f.recordedAt === undefined ? f.headers : signedNow(p)) };
      for (const k of Object.keys(wrong)) {
        const v = wrong[k];
        if (/signature(-v2)?$/i.test(k) && v) wrong[k] = `${v.slice(0, -1)}${v.endsWith("0") ? "1" : "0"}`;
      }
      const refused = await post(p, a.intakeId, f.raw, wrong);
      expect(refused.status, p).toBe(401);
      expect(refused.text, p).toMatch(/does not match the body/);
      expect((await post(p, a.intakeId, f.raw, { "Content-Type": "application/json" })).status, p).toBe(401);
    }
    expect(await ordersOf(a.seller.id)).toHaveLength(0);
    const st = await settingsOf(a.token);
    expect(st.deliveries).toHaveLength(8);
    expect(st.deliveries.every((d) => d.result === "signature_refused" && d.productId === null)).toBe(true);
    // Sell.app's unsigned test sends are logged as such, in the delivery log and the activity log.
    expect(st.deliveries.some((d) => d.platform === "sellapp" && d.error === SELLAPP_UNSIGNED)).toBe(true);
    const logged = (await s.store.logs.list(200)).filter(
      (l) => l.sellerId === a.seller.id && l.action === "intake_refused",
    );
    expect(logged.map((l) => l.details)).toContain(`sellapp: ${SELLAPP_UNSIGNED}`);
  });

  it("refuses a Shoppex signature more than five minutes old", async () => {
    const a = await store();
    const f = fixture("shoppex");
    const old = adapters.shoppex.sign(Buffer.from(f.raw), f.secret, Date.now() - 301_000, "dlv_old");
    const r = await post("shoppex", a.intakeId, f.raw, { "Content-Type": "application/json", ...old });
    expect(r.status).toBe(401);
    expect(r.text).toContain("more than 5 minutes");
    expect(await ordersOf(a.seller.id)).toHaveLength(0);
  });

  it("answers an unmapped product with the seller-will-contact text", async () => {
    const a = await store();
    const raw = fixture("sellix").raw.replace("64f0c0ffee01", "not-mapped-1");
    const headers = signedNow("sellix", raw);
    headers["X-Sellix-Product-Id"] = "not-mapped-1";
    const r = await post("sellix", a.intakeId, raw, headers);
    expect(r.status).toBe(200);
    expect(r.text).toBe(UNMAPPED_ANSWER);
    const st = await settingsOf(a.token);
    expect(st.deliveries[0]).toMatchObject({
      result: "unmapped",
      productId: "not-mapped-1",
      canRedeliver: true,
    });
  });

  it("mints a redeem key when the buyer gave no valid invite", async () => {
    const a = await store({ inviteField: "Server invite" });
    const f = fixture("sellapp");
    const r = await post("sellapp", a.intakeId, f.raw, f.headers);
    expect(r.status).toBe(200);
    expect(await ordersOf(a.seller.id)).toHaveLength(0);
    const keys = await s.store.redeem.listUnusedKeys(a.seller.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ amount: 14, stock: "oneMonthBoosts.txt" });
    expect(r.text).toContain(keys[0]?.key);
    expect(r.text).toContain(`https://${s.config.publicHost}/api/redeem-order/${a.seller.guildId}`);
    expect((await settingsOf(a.token)).deliveries[0]?.result).toBe("key_sent");
  });

  it("fails out of stock (the platform retries), and delivers on 'Deliver again' once stock is added", async () => {
    const a = await store({ stock: 3 });
    const f = fixture("sellauth");
    const headers = signedNow("sellauth");
    const r = await post("sellauth", a.intakeId, f.raw, headers);
    expect(r.status).toBe(503);
    expect(await ordersOf(a.seller.id)).toHaveLength(0);
    const failed = (await settingsOf(a.token)).deliveries[0];
    expect(failed).toMatchObject({ result: "out_of_stock", canRedeliver: true });
    // A retry of the same delivery replays the stored failure: still nothing lost, nothing made.
    expect((await post("sellauth", a.intakeId, f.raw, headers)).status).toBe(503);
    await setStock(a.token, 50);
    const again = await call(s.url, "POST", `/api/dashboard/intake/deliveries/${failed?.id}/redeliver`, {
      token: a.token,
    });
    expect(again.status).toBe(200);
    const d = asContract("redeliverIntake", again.body).delivery;
    expect(d.orderId).toBeTruthy();
    expect(d.canRedeliver).toBe(false);
    expect(await ordersOf(a.seller.id)).toHaveLength(1);
    const twice = await call(s.url, "POST", `/api/dashboard/intake/deliveries/${failed?.id}/redeliver`, {
      token: a.token,
    });
    expect(twice.status).toBe(409);
  });

  it("tells the seller of a delivered purchase once (webhook and live stream); a replayed retry tells nothing", async () => {
    const a = await store();
    await notifyTo(a.seller.id);
    const stream = await openEventStream(s.url, a.token);
    await stream.next((f) => f.comment === "open");
    const f = fixture("sellauth");
    expect((await post("sellauth", a.intakeId, f.raw, signedNow("sellauth"))).status).toBe(200);
    expect((await post("sellauth", a.intakeId, f.raw, signedNow("sellauth"))).status).toBe(200);
    const [order] = await ordersOf(a.seller.id);
    const delivery = (await settingsOf(a.token)).deliveries[0];
    const received = await notices(a.seller.id, "intake.received");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      type: "intake.received",
      title: `SellAuth invoice ${order?.storefrontInvoiceId} received`,
      data: {
        deliveryId: delivery?.id,
        platform: "sellauth",
        productId: fixture("sellauth").productId,
        invoiceId: order?.storefrontInvoiceId,
        orderId: order?.orderId,
        key: null,
        result: "delivered",
        test: false,
        amount: 14,
      },
    });
    expect(await notices(a.seller.id, "intake.failed")).toHaveLength(0);
    // The order's own event too, once.
    expect(await notices(a.seller.id, "order.created")).toHaveLength(1);
    const frame = await stream.next(isIntake("intake.received"));
    expect(JSON.parse(frame.data ?? "")).toEqual({
      type: "intake.received",
      deliveryId: delivery?.id,
      platform: "sellauth",
      productId: fixture("sellauth").productId,
      invoiceId: order?.storefrontInvoiceId,
      result: "delivered",
      orderId: order?.orderId,
      test: false,
      reason: null,
    });
    // A resume replays it under its own frame name.
    const resumed = await openEventStream(s.url, a.token, String(Number(frame.id) - 1));
    expect((await resumed.next((x) => x.id === frame.id)).event).toBe("intake");
    resumed.close();
    stream.close();
    expect(stream.frames.filter(isIntake("intake.received"))).toHaveLength(1);
  });

  it("alerts the seller once per delivery for an unmapped product and for no stock, never for the platform's retries", async () => {
    const a = await store({ stock: 3 });
    await notifyTo(a.seller.id);
    const stream = await openEventStream(s.url, a.token);
    await stream.next((f) => f.comment === "open");
    const raw = fixture("sellix").raw.replace("64f0c0ffee01", "not-mapped-1");
    const headers = signedNow("sellix", raw);
    headers["X-Sellix-Product-Id"] = "not-mapped-1";
    for (let i = 0; i < 3; i++)
      expect((await post("sellix", a.intakeId, raw, headers)).text).toBe(UNMAPPED_ANSWER);
    const f = fixture("sellauth");
    for (let i = 0; i < 3; i++)
      expect((await post("sellauth", a.intakeId, f.raw, signedNow("sellauth"))).status).toBe(503);
    const failed = await notices(a.seller.id, "intake.failed");
    expect(failed).toHaveLength(2);
    const sellix = failed.find((n) => n.data.platform === "sellix");
    const sellauth = failed.find((n) => n.data.platform === "sellauth");
    expect(sellix).toMatchObject({
      title: expect.stringMatching(/^Sellix invoice \S+ not delivered$/),
      data: { productId: "not-mapped-1", result: "unmapped", test: false },
    });
    expect(sellix?.data.reason).toBe("Product not-mapped-1 is not mapped");
    expect(sellauth).toMatchObject({ data: { result: "out_of_stock", test: false } });
    expect(sellauth?.data.reason).toContain("Out of stock: 14 boosts");
    const unmapped = await stream.next(isIntake("intake.failed"));
    expect(JSON.parse(unmapped.data ?? "")).toMatchObject({ result: "unmapped", orderId: null });
    expect(JSON.parse(unmapped.data ?? "").reason).toBe("Product not-mapped-1 is not mapped");
    // Stock added, 'Deliver again': received once; the delivery's alert is not repeated.
    await setStock(a.token, 50);
    const id = (await settingsOf(a.token)).deliveries.find((d) => d.platform === "sellauth")?.id;
    const again = await call(s.url, "POST", `/api/dashboard/intake/deliveries/${id}/redeliver`, {
      token: a.token,
    });
    expect(again.status).toBe(200);
    expect(await notices(a.seller.id, "intake.failed")).toHaveLength(2);
    expect(await notices(a.seller.id, "intake.received")).toHaveLength(1);
    await stream.next(isIntake("intake.received"));
    stream.close();
    expect(stream.frames.filter(isIntake("intake.failed"))).toHaveLength(2);
  });

  it("tells a key minted for a bad invite as received, not failed", async () => {
    const a = await store({ inviteField: "Server invite" });
    await notifyTo(a.seller.id);
    const f = fixture("sellapp");
    expect((await post("sellapp", a.intakeId, f.raw, f.headers)).status).toBe(200);
    const [key] = await s.store.redeem.listUnusedKeys(a.seller.id);
    const received = await notices(a.seller.id, "intake.received");
    expect(received).toHaveLength(1);
    expect(received[0]?.data).toMatchObject({
      platform: "sellapp",
      result: "key_sent",
      orderId: null,
      key: key?.key,
    });
    expect(await notices(a.seller.id, "intake.failed")).toHaveLength(0);
  });

  it("tells a test delivery as a test: no order event, marked in the title and the data", async () => {
    const a = await s.seller();
    await notifyTo(a.seller.id);
    await call(s.url, "POST", "/api/dashboard/intake/sellix/secret", { token: a.token });
    const t = await call(s.url, "POST", "/api/dashboard/intake/sellix/test", { token: a.token });
    expect(t.status).toBe(200);
    const received = await notices(a.seller.id, "intake.received");
    expect(received).toHaveLength(0);
    const failed = await notices(a.seller.id, "intake.failed");
    // No mapping yet: the test shows the unmapped answer, told as a test.
    expect(failed).toHaveLength(1);
    expect(failed[0]?.title).toMatch(/^Test delivery: Sellix invoice test-[0-9a-f]+ not delivered$/);
    expect(failed[0]?.data).toMatchObject({ test: true, result: "unmapped" });
    await call(s.url, "PUT", "/api/dashboard/intake/mappings", {
      token: a.token,
      body: {
        mappings: [
          {
            platform: "sellix",
            productId: "p1",
            stock: "oneMonthBoosts.txt",
            amount: 2,
            inviteField: "Discord Invite",
          },
        ],
      },
    });
    expect((await call(s.url, "POST", "/api/dashboard/intake/sellix/test", { token: a.token })).status).toBe(
      200,
    );
    const ok = await notices(a.seller.id, "intake.received");
    expect(ok).toHaveLength(1);
    expect(ok[0]?.title).toMatch(/^Test delivery: /);
    expect(ok[0]?.data).toMatchObject({ test: true, orderId: null, key: null });
    expect(await notices(a.seller.id, "order.created")).toHaveLength(0);
  });

  it("writes a delivery's stock, key, order and outcome in one transaction: a failure midway leaves none of them", async () => {
    const a = await store({ stock: 20 });
    await notifyTo(a.seller.id);
    const f = fixture("sellauth");
    const redeem = RedeemRepository.prototype.redeem;
    // The order is written, then the work fails before the delivery's outcome is.
    RedeemRepository.prototype.redeem = async function (this: RedeemRepository, ...args) {
      await redeem.apply(this, args);
      throw new Error("disk full");
    };
    let r: Awaited<ReturnType<typeof post>>;
    try {
      r = await post("sellauth", a.intakeId, f.raw, signedNow("sellauth"));
    } finally {
      RedeemRepository.prototype.redeem = redeem;
    }
    expect(r.status).toBe(503);
    expect(await ordersOf(a.seller.id)).toHaveLength(0);
    expect(await s.store.redeem.countKeys(a.seller.id)).toEqual({ total: 0, unused: 0 });
    const stock = await call(s.url, "GET", "/api/stock", { token: a.token });
    expect((stock.body as { stock: { oneMonthServerBoosts: number } }).stock.oneMonthServerBoosts).toBe(20);
    const failed = (await settingsOf(a.token)).deliveries[0];
    expect(failed).toMatchObject({ result: "failed", canRedeliver: true, error: "Not delivered: disk full" });
    expect((await notices(a.seller.id, "intake.failed"))[0]?.data).toMatchObject({ result: "failed" });
    // The platform's retry gets the stored failure; 'Deliver again' then makes the one order.
    expect((await post("sellauth", a.intakeId, f.raw, signedNow("sellauth"))).status).toBe(503);
    const again = await call(s.url, "POST", `/api/dashboard/intake/deliveries/${failed?.id}/redeliver`, {
      token: a.token,
    });
    expect(again.status).toBe(200);
    expect(await ordersOf(a.seller.id)).toHaveLength(1);
    expect(await s.store.redeem.countKeys(a.seller.id)).toEqual({ total: 1, unused: 0 });
  });

  it("puts the storefront's invoice id in the orders CSV", async () => {
    const a = await store();
    const f = fixture("sellix");
    expect((await post("sellix", a.intakeId, f.raw, f.headers)).status).toBe(200);
    const [order] = await ordersOf(a.seller.id);
    expect(order?.storefrontInvoiceId).toBeTruthy();
    const res = await fetch(`${s.url}/api/dashboard/orders/export.csv`, {
      headers: { Authorization: a.token },
    });
    expect(res.status).toBe(200);
    const [header, row] = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
    const columns = header?.split(",") ?? [];
    const cells = row?.split(",") ?? [];
    // After every older column; only the replacements' link (docs/decisions.md#replacements) follows it.
    expect(columns.indexOf("Invoice ID")).toBe(columns.indexOf("Reported At") + 1);
    expect(cells[columns.indexOf("Order ID")]).toBe(order?.orderId);
    expect(cells[columns.indexOf("Invoice ID")]).toBe(order?.storefrontInvoiceId);
  });

  it("still answers the storefront when its notification cannot be written (the order is made already)", async () => {
    const a = await store();
    const stream = await openEventStream(s.url, a.token);
    await stream.next((f) => f.comment === "open");
    const intakeAnswered = Notifier.prototype.intakeAnswered;
    Notifier.prototype.intakeAnswered = async () => {
      throw new Error("outbox unavailable");
    };
    let r: Awaited<ReturnType<typeof post>>;
    try {
      r = await post(
        "shoppex",
        a.intakeId,
        fixture("shoppex").raw,
        signedNow("shoppex", fixture("shoppex").raw),
      );
    } finally {
      Notifier.prototype.intakeAnswered = intakeAnswered;
    }
    expect(r.status, r.text).toBe(200);
    expect(await ordersOf(a.seller.id)).toHaveLength(1);
    // The dashboards are still told.
    await stream.next(isIntake("intake.received"));
    stream.close();
  });

  it("makes exactly one order from 50 concurrent sends of one delivery", async () => {
    const a = await store();
    await notifyTo(a.seller.id);
    const f = fixture("sellauth");
    const headers = signedNow("sellauth");
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post("sellauth", a.intakeId, f.raw, headers)),
    );
    expect(await ordersOf(a.seller.id)).toHaveLength(1);
    const ok = answers.filter((x) => x.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((x) => x.status === 200 || x.status === 409)).toBe(true);
    expect(new Set(ok.map((x) => x.text)).size).toBe(1);
    const st = await settingsOf(a.token);
    expect(st.deliveries).toHaveLength(1);
    expect(await notices(a.seller.id, "intake.received")).toHaveLength(1);
    expect(await notices(a.seller.id, "order.created")).toHaveLength(1);
  });

  it("refuses a body over 1 MB with 413 and malformed JSON with 400", async () => {
    const a = await store();
    const secret = fixture("sellauth").secret;
    const big = Buffer.alloc(1024 * 1024 + 10, 0x20);
    const sig = createHmac("sha256", secret).update(big).digest("hex");
    const tooBig = await post("sellauth", a.intakeId, big, {
      "Content-Type": "application/json",
      "X-Signature": sig,
    });
    expect(tooBig.status).toBe(413);
    const bad = "{not json";
    const r = await post("sellauth", a.intakeId, bad, {
      "Content-Type": "application/json",
      "X-Signature": createHmac("sha256", secret).update(bad).digest("hex"),
      "X-Timestamp": String(Math.floor(Date.now() / 1000)),
    });
    expect(r.status).toBe(400);
  });

  it("answers 404 for an unknown intake id or platform", async () => {
    const f = fixture("sellix");
    expect((await post("sellix", "nope-not-an-id", f.raw, f.headers)).status).toBe(404);
    const a = await store();
    expect((await post("gumroad", a.intakeId, f.raw, f.headers)).status).toBe(404);
  });

  it("runs a test delivery through the inbound route with no stock used and no order", async () => {
    const a = await s.seller();
    const rotated = await call(s.url, "POST", "/api/dashboard/intake/shoppex/secret", { token: a.token });
    expect(rotated.status).toBe(200);
    const { secret, platform } = asContract("rotateIntakeSecret", rotated.body);
    expect(platform.secretHint).toBe(secret.slice(-4));
    expect(platform.url).toMatch(/\/api\/intake\/shoppex\/[\w-]{20,}$/);
    await call(s.url, "PUT", "/api/dashboard/intake/mappings", {
      token: a.token,
      body: {
        mappings: [
          {
            platform: "shoppex",
            productId: "p1",
            stock: "oneMonthBoosts.txt",
            amount: 2,
            inviteField: "Discord Invite",
          },
        ],
      },
    });
    await setStock(a.token, 5);
    const t = await call(s.url, "POST", "/api/dashboard/intake/shoppex/test", { token: a.token });
    expect(t.status).toBe(200);
    const d = asContract("sendIntakeTest", t.body).delivery;
    expect(d).toMatchObject({ test: true, result: "delivered", orderId: null, productId: "p1" });
    expect(await ordersOf(a.seller.id)).toHaveLength(0);
    const stock = await call(s.url, "GET", "/api/stock", { token: a.token });
    expect((stock.body as { stock: { oneMonthServerBoosts: number } }).stock.oneMonthServerBoosts).toBe(5);
    const st = await settingsOf(a.token);
    expect(st.platforms.find((p) => p.platform === "shoppex")?.secretHint).toBe(secret.slice(-4));
    expect(st.platforms.find((p) => p.platform === "sellix")).toEqual({
      platform: "sellix",
      url: null,
      secretHint: null,
    });
    expect(st.deliveries[0]?.test).toBe(true);
  });

  it("validates the mappings", async () => {
    const a = await s.seller();
    const bad = [
      { platform: "etsy", productId: "p", stock: "oneMonthBoosts.txt", amount: 1, inviteField: "x" },
      { platform: "sellix", productId: "", stock: "oneMonthBoosts.txt", amount: 1, inviteField: "x" },
      { platform: "sellix", productId: "p", stock: "lifetime.txt", amount: 1, inviteField: "x" },
      { platform: "sellix", productId: "p", stock: "oneMonthBoosts.txt", amount: 1001, inviteField: "x" },
      {
        platform: "sellix",
        productId: "p",
        stock: "oneMonthBoosts.txt",
        amount: 1,
        inviteField: "x".repeat(65),
      },
    ];
    for (const m of bad) {
      const r = await call(s.url, "PUT", "/api/dashboard/intake/mappings", {
        token: a.token,
        body: { mappings: [m] },
      });
      expect(r.status, JSON.stringify(m)).toBe(400);
    }
    const r = await call(s.url, "GET", "/api/dashboard/intake", { token: "nope" });
    expect(r.status).toBe(401);
  });
});
