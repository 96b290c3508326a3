import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adapters } from "../src/features/intake/adapters.ts";
import { IntakeRepository } from "../src/features/intake/intakeRepository.ts";
import { asContract, call, dialect, startServer, type TestServer } from "./helpers.ts";
import { fixture } from "./intakeFixtures.ts";

let s: TestServer;
let repo: IntakeRepository;
beforeAll(async () => {
  s = await startServer();
  repo = new IntakeRepository(s.db);
});
afterAll(() => s?.close());

/** A new store with Sell.ix's sample secret, its product mapped, and one-month boosts in stock. */
async function store() {
  const a = await s.seller();
  const f = fixture("sellix");
  await repo.setSecret(a.seller.id, "sellix", f.secret);
  const saved = await call(s.url, "PUT", "/api/dashboard/intake/mappings", {
    token: a.token,
    body: {
      mappings: [
        {
          platform: "sellix",
          productId: f.productId,
          stock: "oneMonthBoosts.txt",
          amount: 14,
          inviteField: "Discord Invite",
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
  const stock = await call(s.url, "PUT", "/api/stock", {
    token: a.token,
    body: { oneMonthServerBoosts: 100 },
  });
  expect(stock.status).toBe(200);
  return { ...a, intakeId: await repo.intakeId(a.seller.id) };
}

async function post(intakeId: string, raw: string | Buffer, headers: Record<string, string>) {
  const res = await fetch(`${s.url}/api/intake/sellix/${intakeId}`, {
    method: "POST",
    headers,
    body: typeof raw === "string" ? raw : new Uint8Array(raw),
  });
  return { status: res.status, text: await res.text() };
}

/** The order ids the server's search (the Orders screen's page) keeps for `q`. */
async function found(token: string, q: string): Promise<string[]> {
  const route = contractRoutes.getOrdersPage;
  const r = await call(
    s.url,
    route.method,
    `${API_BASE_PATH}${buildPath(route.path, {})}?${new URLSearchParams({ q })}`,
    {
      token,
    },
  );
  expect(r.status).toBe(200);
  return asContract("getOrdersPage", r.body).orders.map((o) => o.orderId);
}

async function ordersOf(sellerId: string) {
  return s.db.kysely.selectFrom("orders").select(["orderId"]).where("sellerId", "=", sellerId).execute();
}

async function settingsOf(token: string) {
  const r = await call(s.url, "GET", "/api/dashboard/intake", { token });
  expect(r.status).toBe(200);
  return asContract("intakeSettings", r.body);
}

async function storefrontOrder(sellerId: string) {
  const o = await s.db.kysely
    .selectFrom("orders")
    .select(["orderId", "storefrontInvoiceId", "searchText"])
    .where("sellerId", "=", sellerId)
    .executeTakeFirstOrThrow();
  return o;
}

describe(`storefront invoice search (${dialect})`, () => {
  it("finds a storefront order by its invoice id, and still after the bot updates it", async () => {
    const a = await store();
    const f = fixture("sellix");
    expect((await post(a.intakeId, f.raw, f.headers)).status).toBe(200);
    const o = await storefrontOrder(a.seller.id);
    const invoice = o.storefrontInvoiceId ?? "";
    expect(invoice).not.toBe("");
    // Upper-cased: the search is case-insensitive, as the browser's.
    expect(await found(a.token, invoice.toUpperCase())).toEqual([o.orderId]);
    expect(await found(a.token, "no-such-invoice")).toEqual([]);

    // The bot claims then reports it: each write rewrites the search text, which keeps the invoice id.
    const current = await s.store.orders.get(a.seller.id, o.orderId);
    if (!current) throw new Error("the order is gone");
    // What the bot sends: its order.json, which knows nothing of the storefront.
    const sent = {
      orderId: current.orderId,
      guildId: current.guildId,
      invite: current.invite,
      stock: current.stock,
      amount: current.amount,
      successTokens: [] as string[],
      failedTokens: [] as string[],
      storeLink: current.storeLink,
      discordLink: current.discordLink,
      bbGuildId: current.bbGuildId,
    };
    for (const status of ["processing", "completed"] as const) {
      const successTokens = status === "completed" ? ["t1", "t2", "t3", "t4", "t5", "t6", "t7"] : [];
      await s.store.orders.upsert(a.seller.id, { ...sent, successTokens, status });
      expect(await found(a.token, invoice), status).toEqual([o.orderId]);
    }
    // An import over it keeps it too.
    await s.store.orders.upsertMany(a.seller.id, [{ ...sent, createdAt: current.createdAt }]);
    expect(await found(a.token, invoice)).toEqual([o.orderId]);
    // Other fields are still searched.
    expect(await found(a.token, o.orderId)).toEqual([o.orderId]);
  });

  it("gives the order dialog the invoice id of a storefront's order, null for a bot's", async () => {
    const a = await store();
    const f = fixture("sellix");
    expect((await post(a.intakeId, f.raw, f.headers)).status).toBe(200);
    const o = await storefrontOrder(a.seller.id);
    const bot = await call(s.url, "PUT", "/api/bot/orders/BOT-1", {
      headers: { "x-bot-key": a.botKey },
      body: {
        orderId: "BOT-1",
        guildId: a.seller.guildId,
        invite: "inv",
        stock: "oneMonthBoosts.txt",
        amount: 2,
      },
    });
    expect(bot.status).toBe(200);
    const one = await call(s.url, "GET", `/api/dashboard/orders/${o.orderId}/order.json`, { token: a.token });
    expect(asContract("getOrder", one.body).invoiceId).toBe(o.storefrontInvoiceId);
    const batch = await call(s.url, "POST", "/api/dashboard/orders/batch", {
      token: a.token,
      body: { folders: [o.orderId, "BOT-1"] },
    });
    const orders = asContract("getOrdersBatch", batch.body).orders;
    expect(orders[o.orderId]).toMatchObject({ invoiceId: o.storefrontInvoiceId });
    expect(orders["BOT-1"]).toMatchObject({ invoiceId: null });
  });

  it("logs a delivery that is not JSON or misses what the adapter needs: 400, no order, its delivery id not taken", async () => {
    const a = await store();
    const f = fixture("sellix");
    const sign = (raw: string, productHeader = f.productId) => ({
      ...adapters.sellix.sign(Buffer.from(raw), f.secret, Date.now(), "unused"),
      "Content-Type": "application/json",
      "X-Sellix-Product-Id": productHeader,
    });
    const notJson = "{not json";
    const r1 = await post(a.intakeId, notJson, sign(notJson));
    expect(r1).toEqual({ status: 400, text: "The body is not valid JSON" });
    const noId = f.raw.replace('"uniqid":"a1b2c3d4e5-0000000001",', "");
    expect(noId).not.toBe(f.raw);
    const r2 = await post(a.intakeId, noId, sign(noId));
    expect(r2).toEqual({ status: 400, text: "The body has no data.uniqid" });
    // The real delivery, sent first naming a product its order does not hold, then corrected: delivered.
    const r3 = await post(a.intakeId, f.raw, sign(f.raw, "not-this-product"));
    expect(r3.status).toBe(400);
    expect(r3.text).toBe("X-Sellix-Product-Id not-this-product is not a product of this order");
    expect(await ordersOf(a.seller.id)).toHaveLength(0);
    const fixed = await post(a.intakeId, f.raw, sign(f.raw));
    expect(fixed.status, fixed.text).toBe(200);
    expect(await ordersOf(a.seller.id)).toHaveLength(1);

    const st = await settingsOf(a.token);
    const failed = st.deliveries.filter((d) => d.result === "failed");
    expect(failed.map((d) => d.error).sort()).toEqual(
      [
        "The body is not valid JSON",
        "The body has no data.uniqid",
        "X-Sellix-Product-Id not-this-product is not a product of this order",
      ].sort(),
    );
    for (const d of failed)
      expect(d).toMatchObject({ platform: "sellix", orderId: null, canRedeliver: false });
    expect(st.deliveries.filter((d) => d.result === "delivered")).toHaveLength(1);
    // 'Deliver again' is refused for one: its body would fail the same way.
    const again = await call(s.url, "POST", `/api/dashboard/intake/deliveries/${failed[0]?.id}/redeliver`, {
      token: a.token,
    });
    expect(again.status).toBe(409);
    const logged = (await s.store.logs.list(200)).filter(
      (l) => l.sellerId === a.seller.id && l.action === "intake_malformed",
    );
    expect(logged.map((l) => l.details)).toContain(
      "sellix: The body is not valid JSON; nothing was delivered",
    );
    expect(logged).toHaveLength(3);
  });

  it("logs a body over 1 MB (413) without reading it", async () => {
    const a = await store();
    const f = fixture("sellix");
    const big = Buffer.alloc(1024 * 1024 + 10, 0x20);
    const r = await post(a.intakeId, big, {
      ...adapters.sellix.sign(big, f.secret, Date.now(), "unused"),
      "Content-Type": "application/json",
    });
    expect(r.status).toBe(413);
    const st = await settingsOf(a.token);
    expect(st.deliveries).toHaveLength(1);
    expect(st.deliveries[0]).toMatchObject({
      platform: "sellix",
      result: "failed",
      orderId: null,
      canRedeliver: false,
      error: "The body is over 1 MB (1048586 bytes); it was not read",
    });
    const logged = (await s.store.logs.list(200)).filter(
      (l) => l.sellerId === a.seller.id && l.action === "intake_malformed",
    );
    expect(logged.map((l) => l.details)).toEqual([
      "sellix: The body is over 1 MB (1048586 bytes); it was not read; nothing was delivered",
    ]);
    expect(await ordersOf(a.seller.id)).toHaveLength(0);
    // An unknown intake URL's oversized body is refused and logged nowhere.
    expect((await post("unknown-intake-id", big, { "Content-Type": "application/json" })).status).toBe(413);
  });
});
