// Storefront intake (docs/decisions.md#storefront-intake): each platform's recorded sample verified over its raw
// bytes and made an order; refused signatures; exactly one answer per delivery id; the answers a purchase gets.

import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { IntakePlatform } from "@boostdash/api-client/intake/model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters, SELLAPP_UNSIGNED } from "../src/features/intake/adapters.ts";
import { UNMAPPED_ANSWER } from "../src/features/intake/intake.ts";
import { IntakeRepository } from "../src/features/intake/intakeRepository.ts";
import { asContract, call, dialect, serverDir, startServer, type TestServer } from "./helpers.ts";

interface Fixture {
  secret: string;
  productId: string;
  headers: Record<string, string>;
  raw: string;
  recordedAt?: number;
}

const PLATFORMS: IntakePlatform[] = ["sellauth", "sellix", "sellapp", "shoppex"];
const fixture = (p: IntakePlatform): Fixture =>
  JSON.parse(readFileSync(path.join(serverDir, "test/fixtures/intake", `${p}.json`), "utf8")) as Fixture;

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

  it("makes exactly one order from 50 concurrent sends of one delivery", async () => {
    const a = await store();
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

function lower(h: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
}
