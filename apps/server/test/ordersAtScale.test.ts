// The Orders screen's questions answered by the server (docs/decisions.md#orders-at-scale), checked against the
// browser's own rules over a few hundred generated orders: the same orders kept by a search and a filter, the same
// cards, the same CSV; keyset pages that walk every order once, in order; offset jumps; bad input as 400s.
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import type { OrderStatus } from "@boostdash/api-client/orders/contract";
import {
  type DashboardOrder,
  matchOrders,
  ordersCsv,
  summarizeOrders,
  toDashboardOrder,
  toOrderRow,
} from "@boostdash/api-client/orders/rules";
import { ORDER_STATUSES } from "@boostdash/api-client/orders/statuses";
import { orderStatusLabels } from "@boostdash/api-client/orders/texts";
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancellable, QuestionDropped } from "../src/features/orders/droppedQuestions.ts";
import type { PageStart } from "../src/features/orders/orderRepository.ts";
import { sqliteReplacementFigures } from "../src/features/orders/orderScreen.ts";
import { asContract, call, dialect, messageOf, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
let seller: Awaited<ReturnType<TestServer["seller"]>>;

function api(name: ContractRouteName, query: Record<string, string> = {}, token = seller.token) {
  const route = contractRoutes[name];
  const search = Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : "";
  return call(s.url, route.method, API_BASE_PATH + buildPath(route.path, {}) + search, { token });
}

const STOCKS = [
  "oneMonthBoosts.txt",
  "threeMonthBoosts.txt",
  "oneMonthNitroTokens.txt",
  "THREE_month-nitro.TXT",
  "XMLExport.txt",
];
const INVITES = [
  "https://discord.gg/AbC",
  "https://discord.gg/=cmd()",
  "discord.gg/Ä-Straße",
  'quoted "invite", with comma',
  "İstanbul",
  "disc_ord\\50%",
  "",
];
const COUNT = 300;
const BASE = Date.parse("2026-03-01T00:00:00.000Z");

/** The orders as the browser had them before: listed, read in batches, derived. */
async function browserOrders(token: string): Promise<DashboardOrder[]> {
  const list = asContract(
    "listOrders",
    (await call(s.url, "GET", `${API_BASE_PATH}/dashboard/fetch-dashboard-orders`, { token })).body,
  );
  const orders: DashboardOrder[] = [];
  for (let i = 0; i < list.folders.length; i += 250) {
    const folders = list.folders.slice(i, i + 250);
    const r = await call(s.url, "POST", `${API_BASE_PATH}/dashboard/orders/batch`, {
      token,
      body: { folders },
    });
    const batch = asContract("getOrdersBatch", r.body).orders;
    for (const id of folders) {
      orders.push(toDashboardOrder(id, contractRoutes.getOrder.response.parse(batch[id]), list));
    }
  }
  return orders;
}

/** Every page of a query, following `next`. */
async function walk(query: Record<string, string>, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const r = await api("getOrdersPage", { ...query, limit: String(limit), ...(after ? { after } : {}) });
    expect(r.status).toBe(200);
    const page = asContract("getOrdersPage", r.body);
    expect(page.orders.length).toBeLessThanOrEqual(limit);
    ids.push(...page.orders.map((o) => o.orderId));
    if (page.next === null) return ids;
    expect(page.orders).toHaveLength(limit);
    after = page.next;
  }
  throw new Error("the pages never ended");
}

beforeAll(async () => {
  s = await startServer();
  seller = await s.seller("Scale Store");
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)] as T;
  for (let i = 0; i < COUNT; i++) {
    const amount = pick([1, 2, 3, 4, 8, 14]);
    const needed = Math.ceil(amount / 2);
    const ok = Math.floor(random() * (needed + 1));
    const status = pick<OrderStatus | undefined>([undefined, undefined, undefined, "pending", "processing"]);
    await s.store.orders.upsert(seller.seller.id, {
      orderId: `${pick(["ORD", "ord", "Key", "-x"])}-${String(i).padStart(4, "0")}`,
      guildId: String(1100000000000000000n + BigInt(i % 17)),
      invite: pick(INVITES),
      stock: pick(STOCKS),
      amount,
      successTokens: status === "pending" ? [] : Array.from({ length: ok }, (_, t) => `s${i}-${t}`),
      failedTokens: status === "pending" ? [] : Array.from({ length: needed - ok }, (_, t) => `f${i}-${t}`),
      storeLink: i % 3 === 0 ? "https://store.example" : "",
      discordLink: i % 5 === 0 ? "+discord" : "",
      bbGuildId: i % 4 === 0 ? `99${i}` : "",
      status,
      // Every fourth order shares its time with the one before: ties are settled by order id.
      createdAt: BASE + Math.floor(i / 4) * 60_000 + (i % 4 === 3 ? 0 : i % 4) * 1000,
    });
  }
  // A redeem the bot finished: its counts and search text are kept by the redeem's own writes.
  await s.store.redeem.addKeys(seller.seller.id, [
    { key: "REDEEM-KEY-1", amount: 4, stock: "oneMonthBoosts.txt" },
  ]);
  const redeemed = await s.store.redeem.redeem(seller.seller, "REDEEM-KEY-1", {
    invite: "https://discord.gg/Redeemed",
    email: "a@b.c",
    displayName: "",
    bio: "",
    avatar: "",
    banner: "",
  });
  expect(redeemed.ok).toBe(true);
  await s.store.redeem.complete(seller.seller.id, "REDEEM-KEY-1", {
    successTokens: ["a"],
    failedTokens: ["b", "c"],
  });
});

afterAll(async () => {
  await s?.close();
});

const QUERIES = [
  "",
  "o",
  "ORD",
  "-0",
  "0",
  "one month",
  "Three Month Nitro",
  "txt",
  "ä",
  "i̇",
  "=cmd",
  "xml export",
  '"',
  "ord-0042",
  "redeem-key-1",
  "%",
  "_",
  "c_o",
  "\\50%",
  "d\\5",
  "no such order",
];

describe(`orders at scale (${dialect})`, () => {
  it("keeps the orders, cards and CSV the browser's rules give, for each search and status", async () => {
    const all = await browserOrders(seller.token);
    expect(all).toHaveLength(COUNT + 1);
    for (const q of QUERIES) {
      for (const status of [undefined, ...ORDER_STATUSES]) {
        const query = { ...(q ? { q } : {}), ...(status ? { status } : {}) };
        const visible = matchOrders(all, { q, status });
        const summary = asContract("getOrdersSummary", (await api("getOrdersSummary", query)).body);
        expect(summary, JSON.stringify(query)).toEqual(summarizeOrders(visible));
        const page = asContract(
          "getOrdersPage",
          (await api("getOrdersPage", { ...query, limit: "500" })).body,
        );
        expect(
          page.orders.map((o) => o.orderId),
          JSON.stringify(query),
        ).toEqual(visible.map((o) => o.orderId));
        expect(page.next).toBeNull();
        for (const [i, row] of page.orders.entries()) {
          const o = visible[i] as DashboardOrder;
          // Every generated order has its date, so the browser's card row is the whole expected row.
          expect(o.createdAt).toBeDefined();
          expect(row).toEqual(toOrderRow(o));
        }
        const csv = await api("exportOrdersCsv", query);
        expect(csv.status).toBe(200);
        // fetch's text() drops the BOM (the download test below reads the bytes).
        expect(csv.body, JSON.stringify(query)).toBe(ordersCsv(visible, (st) => orderStatusLabels[st]));
      }
    }
  });

  it("gives the same cards and pages when a long search is read a slice of the book at a time", async () => {
    const all = await browserOrders(seller.token);
    // Slices of 7 orders cut through the ties (every fourth order shares its time); slices of 1 fall on a tie at
    // every step. PostgreSQL reads in one statement whatever the slice.
    const cases = [...QUERIES.map((q) => ({ q, slice: 7 })), { q: "o", slice: 1 }, { q: "0", slice: 1 }];
    for (const { q, slice } of cases) {
      for (const status of [undefined, "completed", "pending"] as const) {
        const kept = matchOrders(all, { q, status });
        const cards = await s.store.orders.summary(seller.seller.id, { q, status }, undefined, slice);
        expect(cards, JSON.stringify({ q, status, slice })).toEqual(summarizeOrders(kept));
        // Every page by keyset, 13 orders each (a page's cursor often falls inside a tie); with a status filter
        // once, the slices then being the status's orders.
        if (status !== undefined && q !== "o") continue;
        const ids: string[] = [];
        let start: PageStart;
        for (let pages = 0; pages <= kept.length; pages++) {
          const page = await s.store.orders.page(
            seller.seller.id,
            { q, status },
            start,
            13,
            undefined,
            slice,
          );
          ids.push(...page.rows.map((r) => r.orderId));
          const last = page.rows[page.rows.length - 1];
          if (!page.more || !last) break;
          start = { after: { createdAt: last.createdAt, orderId: last.orderId } };
        }
        expect(ids, JSON.stringify({ q, status, slice })).toEqual(kept.map((o) => o.orderId));
      }
    }
  });

  it("stops reading a search once the question is dropped (SQLite between slices, PostgreSQL at once)", async () => {
    for (const q of ["o", "~"]) {
      const dropped = new AbortController();
      const cards = s.store.orders.summary(seller.seller.id, { q }, dropped.signal, 7);
      const page = s.store.orders.page(seller.seller.id, { q }, undefined, 50, dropped.signal, 7);
      dropped.abort();
      const [c, p] = await Promise.allSettled([cards, page]);
      expect(c.status === "rejected" && c.reason, q).toBeInstanceOf(QuestionDropped);
      expect(p.status === "rejected" && p.reason, q).toBeInstanceOf(QuestionDropped);
    }
    // Asked and never dropped, the same calls answer.
    const wanted = new AbortController().signal;
    await expect(s.store.orders.summary(seller.seller.id, { q: "o" }, wanted, 7)).resolves.toMatchObject({
      totalOrders: expect.any(Number),
    });
    const page = await s.store.orders.page(seller.seller.id, { q: "o" }, undefined, 50, wanted, 7);
    expect(page.rows).toHaveLength(50);
  });

  it.runIf(dialect === "sqlite")(
    "reads a search's replacements through their own index, not every order of the seller (SQLite)",
    async () => {
      for (const [status, needle] of [
        [undefined, "4"],
        ["completed", ""],
        ["failed", "discord"],
      ] as const) {
        const q = sqliteReplacementFigures(seller.seller.id, status, needle).compile(s.db.kysely);
        const plan = await s.db.kysely.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]),
        );
        // The planner's own choice was the seller's status index (for the GROUP BY's order), which tests every
        // order: 2-7 s at a million, holding the process.
        expect(plan.rows.map((r) => r.detail).join(" | "), `${status} ${needle}`).toMatch(
          /^SEARCH orders USING INDEX orders_replacements \(seller_id=\?/,
        );
      }
    },
  );

  it.runIf(dialect === "postgres")("cancels a PostgreSQL statement whose question is dropped", async () => {
    const dropped = new AbortController();
    const started = Date.now();
    const slow = cancellable(s.db, dropped.signal, (on) => sql`SELECT pg_sleep(30)`.execute(on.kysely));
    setTimeout(() => dropped.abort(), 100);
    await expect(slow).rejects.toBeInstanceOf(QuestionDropped);
    expect(Date.now() - started).toBeLessThan(3000);
    const sleeping = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE query LIKE 'SELECT pg_sleep%' AND state = 'active'`.execute(s.db.kysely);
    expect(sleeping.rows[0]?.n).toBe(0);
    // The cancel was spent on its own statement: every pooled connection answers the next ones.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sql<{ one: number }>`SELECT 1 AS one`.execute(s.db.kysely)),
    );
    expect(answers.map((a) => a.rows[0]?.one)).toEqual(Array(10).fill(1));
  });

  it("walks every order exactly once, newest first, page by page (keyset), filtered or not", async () => {
    const all = await browserOrders(seller.token);
    expect(await walk({}, 7)).toEqual(all.map((o) => o.orderId));
    expect(await walk({}, 500)).toEqual(all.map((o) => o.orderId));
    const filters: { q?: string; status?: OrderStatus }[] = [
      { status: "completed" },
      { q: "ord" },
      { q: "one", status: "failed" },
    ];
    for (const query of filters) {
      const visible = matchOrders(all, query);
      expect(await walk(query, 9)).toEqual(visible.map((o) => o.orderId));
    }
  });

  it("jumps to a position with offset", async () => {
    const all = await browserOrders(seller.token);
    const r = asContract("getOrdersPage", (await api("getOrdersPage", { offset: "250", limit: "20" })).body);
    expect(r.orders.map((o) => o.orderId)).toEqual(all.slice(250, 270).map((o) => o.orderId));
    // The cursor of an offset page continues from it.
    const next = asContract(
      "getOrdersPage",
      (await api("getOrdersPage", { after: String(r.next), limit: "20" })).body,
    );
    expect(next.orders.map((o) => o.orderId)).toEqual(all.slice(270, 290).map((o) => o.orderId));
    const end = asContract(
      "getOrdersPage",
      (await api("getOrdersPage", { offset: "295", limit: "20" })).body,
    );
    expect(end).toMatchObject({ next: null });
    expect(end.orders).toHaveLength(COUNT + 1 - 295);
    const beyond = asContract("getOrdersPage", (await api("getOrdersPage", { offset: "5000" })).body);
    expect(beyond).toEqual({ orders: [], next: null });
  });

  it("answers bad input with a 400 that says what is wrong", async () => {
    const bad: [Record<string, string>, string][] = [
      [{ q: "x".repeat(201) }, "q is too long (at most 200 characters)"],
      [{ q: "a\u0000b" }, "q must not contain a NUL character"],
      [{ after: "nonsense" }, "after is not a page cursor of this list (start again from the first page)"],
      [
        { after: "12.x", offset: "3" },
        "Give after or offset, not both (after continues a page, offset jumps)",
      ],
    ];
    for (const [query, message] of bad) {
      for (const name of ["getOrdersPage", "getOrdersSummary", "exportOrdersCsv"] as const) {
        if (name !== "getOrdersPage" && ("after" in query || "offset" in query)) continue;
        const r = await api(name, query);
        expect(r.status, `${name} ${JSON.stringify(query)}`).toBe(400);
        expect(messageOf(r.body)).toBe(message);
      }
    }
    const refused: Record<string, string>[] = [
      { status: "done" },
      { limit: "0" },
      { limit: "501" },
      { limit: "ten" },
      { offset: "-1" },
      { offset: "1.5" },
    ];
    for (const query of refused) {
      const r = await api("getOrdersPage", query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(messageOf(r.body), JSON.stringify(query)).toMatch(new RegExp(`^${Object.keys(query)[0]}`));
    }
  });

  it("answers only a signed-in seller, and only with that seller's orders", async () => {
    for (const name of ["getOrdersSummary", "getOrdersPage", "exportOrdersCsv"] as const) {
      expect((await api(name, {}, "")).status).toBe(401);
      expect((await api(name, {}, "not-a-session")).status).toBe(401);
    }
    const other = await s.seller();
    expect(asContract("getOrdersSummary", (await api("getOrdersSummary", {}, other.token)).body)).toEqual({
      totalOrders: 0,
      successRate: 0,
      totalBoosts: 0,
      completed: 0,
    });
    expect((await api("getOrdersPage", {}, other.token)).body).toEqual({ orders: [], next: null });
  });

  it("streams the CSV as a download named by the day", async () => {
    const r = await fetch(`${s.url}${API_BASE_PATH}/dashboard/orders/export.csv`, {
      headers: { Authorization: seller.token },
    });
    expect(r.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(r.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await r.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("shows a new order the bot writes on the first page and in the cards", async () => {
    const before = asContract("getOrdersSummary", (await api("getOrdersSummary")).body);
    const r = await call(s.url, "PUT", `${API_BASE_PATH}/bot/orders/NEWEST-1`, {
      token: seller.botKey,
      body: {
        orderId: "NEWEST-1",
        guildId: "1234567",
        invite: "https://discord.gg/new",
        stock: "threeMonthBoosts.txt",
        amount: 6,
        "tokens-used": { success: ["a", "b", "c"], failed: [] },
      },
    });
    expect(r.status).toBe(200);
    const first = asContract("getOrdersPage", (await api("getOrdersPage", { limit: "1" })).body);
    expect(first.orders[0]).toMatchObject({ orderId: "NEWEST-1", status: "completed", successfulTokens: 3 });
    const after = asContract("getOrdersSummary", (await api("getOrdersSummary")).body);
    expect(after.totalOrders).toBe(before.totalOrders + 1);
    expect(after.totalBoosts).toBe(before.totalBoosts + 6);
    expect(after.completed).toBe(before.completed + 1);
    expect(asContract("getOrdersSummary", (await api("getOrdersSummary", { q: "newest-1" })).body)).toEqual({
      totalOrders: 1,
      successRate: 100,
      totalBoosts: 6,
      completed: 1,
    });
  });

  it("writes imported orders in batches exactly as one upsert each would, a second import too", async () => {
    const one = await s.seller();
    const many = await s.seller();
    const statuses = [undefined, "pending", "processing", "completed", "failed"] as const;
    const round = (r: number) =>
      statuses.flatMap((status, i) =>
        [0, 1].map((k) => ({
          orderId: `IMP-${i}-${k}`,
          guildId: "42",
          invite: `Inv-${r}`,
          stock: "oneMonthBoosts.txt",
          amount: 4,
          successTokens: Array.from({ length: (i + k + r) % 3 }, (_, t) => `s${t}`),
          failedTokens: ["f"],
          storeLink: "",
          discordLink: "",
          bbGuildId: "",
          // The second round moves each order on (or back).
          status: r === 0 ? status : statuses[(i + 2) % statuses.length],
          createdAt: BASE + i * 1000 + k,
        })),
      );
    for (const [r, now] of [
      [0, BASE + 10_000],
      [1, BASE + 20_000],
    ] as const) {
      for (const o of round(r)) await s.store.orders.upsert(one.seller.id, o, now);
      await s.store.orders.upsertMany(many.seller.id, round(r), now);
      for (const o of round(r)) {
        const { updatedAt: _a, ...a } = (await s.store.orders.get(one.seller.id, o.orderId)) ?? {};
        const { updatedAt: _b, ...b } = (await s.store.orders.get(many.seller.id, o.orderId)) ?? {};
        expect(b, `${o.orderId} round ${r}`).toEqual(a);
      }
      expect(await s.store.orders.summary(many.seller.id, {})).toEqual(
        await s.store.orders.summary(one.seller.id, {}),
      );
      expect(await s.store.orders.summary(many.seller.id, { q: `inv-${r}` })).toEqual(
        await s.store.orders.summary(one.seller.id, {}),
      );
    }
  });
});
