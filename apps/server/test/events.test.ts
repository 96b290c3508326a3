// The dashboard's live events (docs/decisions.md#live-dashboard): one authenticated Server-Sent Events stream per
// tab, an event for each order made or moved, Last-Event-ID resume within the window, a heartbeat that also
// checks the session, and the count of open streams.
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../src/db/connect.ts";
import { openEventStreams } from "../src/features/events/hub.ts";
import { MAX_STREAMS_PER_SESSION } from "../src/features/events/plugin.ts";
import { Store } from "../src/store.ts";
import {
  call,
  dialect,
  openEventStream,
  perTest,
  type SseFrame,
  sessionOf,
  spawnServer,
  startServer,
  type TestServer,
} from "./helpers.ts";

let s: TestServer;
let guild: string;

beforeAll(async () => {
  s = await startServer({ eventsHeartbeatMs: 200 });
  guild = s.admin.seller.guildId;
});

afterAll(async () => {
  await s?.close();
});

const isOrder = (id: string, status: string) => (f: SseFrame) =>
  f.event === "order" &&
  JSON.parse(f.data ?? "{}").orderId === id &&
  JSON.parse(f.data ?? "{}").status === status;

async function redeem(key: string) {
  await s.store.redeem.addKeys(s.admin.seller.id, [{ key, amount: 14, stock: "oneMonthBoosts.txt" }]);
  const r = await call(s.url, "POST", `${API_BASE_PATH}/redeem/${guild}`, {
    body: { redeemKey: key, discordInvite: "discord.gg/cust", email: "a@b.co" },
  });
  expect(r.body).toMatchObject({ status: "success" });
}

const bot = (method: string, path: string, body: unknown) =>
  call(s.url, method, `${API_BASE_PATH}/bot${path}`, { token: s.admin.botKey, body });

describe(`live events (${dialect})`, () => {
  it("refuses a stream without a valid session", async () => {
    expect((await openEventStream(s.url, "")).status).toBe(401);
    expect((await openEventStream(s.url, "nope")).status).toBe(401);
  });

  it("tells a seller's open stream of each step of an order, and no other seller's", async () => {
    const stream = await openEventStream(s.url, s.admin.token);
    const other = await s.seller();
    const otherStream = await openEventStream(s.url, other.token);
    expect(stream.status).toBe(200);
    expect(openEventStreams()).toBeGreaterThanOrEqual(2);
    await stream.next((f) => f.comment === "open");

    const started = performance.now();
    await redeem("EV-1");
    const created = await stream.next(isOrder("EV-1", "pending"));
    const latency = performance.now() - started;
    expect(latency).toBeLessThan(1000);
    expect(JSON.parse(created.data ?? "")).toMatchObject({ created: true, orderId: "EV-1" });
    expect(created.id).toMatch(/^\d+$/);

    await bot("POST", "/redeems/claim", {});
    const claimed = await stream.next(isOrder("EV-1", "processing"));
    expect(JSON.parse(claimed.data ?? "").created).toBe(false);
    await bot("POST", "/redeems/EV-1/result", { "tokens-used": { success: ["a", "b"], failed: ["c"] } });
    const reported = await stream.next(isOrder("EV-1", "partial"));
    expect(Number(reported.id)).toBeGreaterThan(Number(claimed.id));
    expect(Number(claimed.id)).toBeGreaterThan(Number(created.id));

    // The bot's own order.json: new, then moved.
    const body = {
      orderId: "EV-2",
      guildId: guild,
      invite: "x",
      stock: "oneMonthBoosts.txt",
      amount: 2,
      "tokens-used": { success: [], failed: [] },
      status: "processing",
    };
    await bot("PUT", "/orders/EV-2", body);
    expect(JSON.parse((await stream.next(isOrder("EV-2", "processing"))).data ?? "").created).toBe(true);
    await bot("PUT", "/orders/EV-2", {
      ...body,
      status: "completed",
      "tokens-used": { success: ["a"], failed: [] },
    });
    expect(JSON.parse((await stream.next(isOrder("EV-2", "completed"))).data ?? "").created).toBe(false);

    // Heartbeats while idle.
    await stream.next((f) => f.comment === "heartbeat");
    expect(otherStream.frames.filter((f) => f.event === "order")).toEqual([]);
    const before = openEventStreams();
    stream.close();
    otherStream.close();
    await expect.poll(() => openEventStreams()).toBe(before - 2);
  });

  it("resumes from Last-Event-ID with the events missed, and asks for a reload when they are gone", async () => {
    const first = await openEventStream(s.url, s.admin.token);
    await redeem("EV-3");
    const seen = await first.next(isOrder("EV-3", "pending"));
    first.close();
    // Missed while cut:
    await bot("POST", "/redeems/claim", {});
    await redeem("EV-4");
    const resumed = await openEventStream(s.url, s.admin.token, seen.id);
    await resumed.next(isOrder("EV-3", "processing"));
    await resumed.next(isOrder("EV-4", "pending"));
    expect(resumed.frames.some((f) => f.id === seen.id)).toBe(false);
    resumed.close();

    // An id this database never gave, or one older than what is kept: load everything again.
    const unknown = await openEventStream(s.url, s.admin.token, "999999999");
    await unknown.next((f) => f.event === "reset");
    unknown.close();
    await s.store.db.kysely
      .deleteFrom("orderEvents")
      .where("sellerId", "=", s.admin.seller.id)
      .where("seq", "<=", Number(seen.id))
      .execute();
    const gone = await openEventStream(s.url, s.admin.token, String(Number(seen.id) - 1));
    await gone.next((f) => f.event === "reset");
    gone.close();
  });

  it("numbers each store's events on their own: ids tell nothing of other stores", async () => {
    const a = await s.seller();
    const b = await s.seller();
    const push = (botKey: string, orderId: string) =>
      call(s.url, "PUT", `${API_BASE_PATH}/bot/orders/${orderId}`, {
        token: botKey,
        body: {
          orderId,
          guildId: "123456789",
          invite: "x",
          stock: "oneMonthBoosts.txt",
          amount: 2,
          "tokens-used": { success: [], failed: [] },
          status: "processing",
        },
      });
    const streamA = await openEventStream(s.url, a.token);
    await streamA.next((f) => f.comment === "open");
    await push(a.botKey, "PA-1");
    for (let i = 0; i < 5; i++) await push(b.botKey, `PB-${i}`);
    await push(a.botKey, "PA-2");
    const first = await streamA.next(isOrder("PA-1", "processing"));
    const second = await streamA.next(isOrder("PA-2", "processing"));
    expect([first.id, second.id]).toEqual(["1", "2"]);
    streamA.close();
  });

  it(`opens at most ${MAX_STREAMS_PER_SESSION} streams per session`, async () => {
    const a = await s.seller();
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) open.push(await openEventStream(s.url, a.token));
    expect(open.map((o) => o.status)).toEqual(Array(MAX_STREAMS_PER_SESSION).fill(200));
    const refused = await openEventStream(s.url, a.token);
    expect(refused.status).toBe(429);
    // Another session of the same store is counted on its own; a closed stream frees its place.
    const other = await s.store.auth.createSession(a.seller.id, 60_000);
    const elsewhere = await openEventStream(s.url, other);
    expect(elsewhere.status).toBe(200);
    open[0]?.close();
    await expect
      .poll(async () => {
        const again = await openEventStream(s.url, a.token);
        again.close();
        return again.status;
      })
      .toBe(200);
    for (const o of [...open, elsewhere]) o.close();
  });

  it("closes the stream when the session ends", async () => {
    const fresh = await s.seller();
    const stream = await openEventStream(s.url, fresh.token);
    await stream.next((f) => f.comment === "open");
    await s.store.db.kysely.deleteFrom("sessions").where("sellerId", "=", fresh.seller.id).execute();
    await stream.next((f) => f.event === "expired");
    await stream.ended;
  });
});

describe(`live events across server processes (${dialect})`, () => {
  const mine = perTest();

  it.skipIf(dialect !== "postgres")(
    "an order redeemed on one process reaches a dashboard connected to the other (PostgreSQL LISTEN/NOTIFY; " +
      "SQLite is one process, its events stay in it)",
    async () => {
      const tdb = await mine.database();
      const a = await spawnServer(tdb.env);
      mine.track(a);
      const b = await spawnServer(tdb.env);
      mine.track(b);
      const code = /^Access code: (\S+)$/m.exec(a.output())?.[1] ?? "";
      const login = await call(b.url, "POST", "/api/auth/login", {
        body: { captcha_key: "x", access_code: code },
      });
      const token = sessionOf(login.body).token;
      const db = openDb({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
      const store = new Store(db);
      const owner = (await store.sellers.list()).find((seller) => seller.isAdmin);
      if (!owner) throw new Error("no owner");
      await store.redeem.addKeys(owner.id, [{ key: "TWO-1", amount: 4, stock: "oneMonthBoosts.txt" }]);
      await db.close();

      // The dashboard listens on A; the customer redeems on B, the bot claims on B.
      const stream = await openEventStream(a.url, token);
      await stream.next((f) => f.comment === "open");
      const started = performance.now();
      const r = await call(b.url, "POST", `${API_BASE_PATH}/redeem/${owner.guildId}`, {
        body: { redeemKey: "TWO-1", discordInvite: "discord.gg/cust", email: "a@b.co" },
      });
      expect(r.body).toMatchObject({ status: "success" });
      const pending = await stream.next(isOrder("TWO-1", "pending"));
      expect(performance.now() - started).toBeLessThan(1000);
      stream.close();
      // Cut, and resumed on B: the claim made meanwhile on A comes from the shared log.
      const botKey = /^Bot key: (\S+)$/m.exec(a.output())?.[1] ?? "";
      await call(a.url, "POST", `${API_BASE_PATH}/bot/redeems/claim`, { token: botKey, body: {} });
      const resumed = await openEventStream(b.url, token, pending.id);
      await resumed.next(isOrder("TWO-1", "processing"));
      resumed.close();
    },
  );
});
