// Storefront intake (docs/decisions.md#storefront-intake-invoice-search-and-malformed-deliveries): an order a
// delivery made is found by the storefront's invoice id, also after the bot rewrites it; malformed deliveries are
// logged without an order and without taking their delivery id.
import { readFileSync } from "node:fs";
import path from "node:path";
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { contractRoutes } from "@boostdash/api-client/core/contract/routes";
import type { IntakePlatform } from "@boostdash/api-client/intake/model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IntakeRepository } from "../src/features/intake/intakeRepository.ts";
import { asContract, call, dialect, serverDir, startServer, type TestServer } from "./helpers.ts";

interface Fixture {
  secret: string;
  productId: string;
  headers: Record<string, string>;
  raw: string;
}

const fixture = (p: IntakePlatform): Fixture =>
  JSON.parse(readFileSync(path.join(serverDir, "test/fixtures/intake", `${p}.json`), "utf8")) as Fixture;

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
});
