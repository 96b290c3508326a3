// Upgrading a database: the first runner's record (schema_migrations) carries over to Kysely's Migrator, so no
// migration runs twice and the data stays; pending migrations apply once; two instances migrating at once agree.
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type Db, openDb } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { migrations } from "../src/db/migrations.ts";
import { Store } from "../src/store.ts";
import { asContract, call, dialect, spawnServer, type TestDatabase, testDatabase } from "./helpers.ts";
import { addLegacyRows, makeLegacyDatabase } from "./legacyDb.ts";

let tdb: TestDatabase | undefined;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  await tdb?.cleanup();
  tdb = undefined;
});

async function open(): Promise<Db> {
  tdb ??= await testDatabase();
  const db = openDb({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
  cleanups.push(() => db.close());
  return db;
}

const applied = async (db: Db) =>
  (await db.kysely.selectFrom("kyselyMigration").select("name").orderBy("name").execute()).map((r) => r.name);

const allNames = Object.keys(migrations).sort();

describe(`migrations (${dialect})`, () => {
  it("applies every migration to an empty database, once", async () => {
    const db = await open();
    expect(await migrate(db)).toEqual([1, 2, 3, 6]);
    expect(await migrate(db)).toEqual([]);
    expect(await applied(db)).toEqual(allNames);
  });

  it("upgrades a database the first runner left at version 1, keeping its seller", async () => {
    const db = await open();
    await makeLegacyDatabase(db, 1);
    await sql`INSERT INTO sellers (id, name, guild_id, access_code, bot_key_hash, created_at)
      VALUES ('s1', 'Old Store', '123456789', 'CODE-1', 'hash-1', 1)`.execute(db.kysely);

    expect(await migrate(db)).toEqual([2, 3, 6]);
    expect(await migrate(db)).toEqual([]);
    expect(await applied(db)).toEqual(allNames);
    // The old record is left as it was.
    const legacy = await db.kysely.selectFrom("schemaMigrations").select("version").execute();
    expect(legacy.map((r) => r.version)).toEqual([1]);

    const store = new Store(db);
    const seller = await store.sellers.findById("s1");
    expect(seller).toMatchObject({
      name: "Old Store",
      botKeyHint: null,
      botKeyRotatedAt: null,
      botLastSeenAt: null,
    });
    await store.sellers.markBotSeen("s1", 5_000);
    expect((await store.sellers.findById("s1"))?.botLastSeenAt).toBe(5_000);
    // Within a minute the contact is not written again; after it, it is.
    await store.sellers.markBotSeen("s1", 30_000);
    expect((await store.sellers.findById("s1"))?.botLastSeenAt).toBe(5_000);
    await store.sellers.markBotSeen("s1", 70_000);
    expect((await store.sellers.findById("s1"))?.botLastSeenAt).toBe(70_000);
    const key = await store.sellers.resetBotKey("s1", 80_000);
    expect(await store.sellers.findById("s1")).toMatchObject({
      botKeyHint: key?.slice(-4),
      botKeyRotatedAt: 80_000,
      botLastSeenAt: null,
    });
  });

  it("takes over a fully migrated database of the first runner, running only the migrations made since", async () => {
    const db = await open();
    await makeLegacyDatabase(db, 3);
    await addLegacyRows(db);
    // 0006_stock_keys came after the first runner.
    expect(await migrate(db)).toEqual([6]);
    expect(await applied(db)).toEqual(allNames);
    const store = new Store(db);
    expect(await store.sellers.findById("s1")).toMatchObject({
      name: "Old Store",
      storeLink: "https://old.example",
      stock: { oneMonthServerBoosts: 42 },
    });
    expect(await store.orders.get("s1", "ORDER-1")).toMatchObject({ amount: 4, successTokens: ["a", "b"] });
    expect(await store.logs.count()).toBe(1);
  });

  it.each([1, 3])(
    "a server process starts on a first-runner database at version %i and serves its data",
    async (v) => {
      const db = await open();
      await makeLegacyDatabase(db, v);
      await addLegacyRows(db);
      await db.close();
      if (!tdb) throw new Error("no database");
      const server = await spawnServer(tdb.env);
      cleanups.push(() => server.child.kill("SIGKILL"));
      expect(server.output()).toContain(v === 1 ? "applied migration(s) 2, 3" : "Access code: CODE-1");
      expect(server.output()).not.toMatch(/applied migration\(s\) 1/);
      const login = await call(server.url, "POST", "/api/auth/login", {
        body: { captcha_key: "x", access_code: "CODE-1" },
      });
      const token = asContract("login", login.body).token;
      const order = await call(server.url, "GET", "/api/dashboard/orders/ORDER-1/order.json", { token });
      expect(order.status).toBe(200);
      expect(order.body).toMatchObject({
        orderId: "ORDER-1",
        amount: 4,
        "tokens-used": { success: ["a", "b"] },
      });
      const live = await call(server.url, "GET", "/api/fetch/123456789/live-stock");
      expect(live.body).toMatchObject({ oneMonthServerBoosts: 42, storeLink: "https://old.example" });
    },
  );

  it.each([
    ["an empty", false],
    ["a first-runner (version 1)", true],
  ])("two instances migrating %s database at once apply each migration once", async (_, legacy) => {
    // SQLite's in-process connections are synchronous, so the SQLite side of this runs as processes
    // (processes.test.ts); here two PostgreSQL pools race inside one process.
    if (dialect !== "postgres") return;
    const [a, b] = [await open(), await open()];
    if (legacy) await makeLegacyDatabase(a, 1);
    const results = await Promise.all([migrate(a), migrate(b)]);
    expect(results.flat().sort()).toEqual(legacy ? [2, 3, 6] : [1, 2, 3, 6]);
    expect(await applied(a)).toEqual(allNames);
  });
});
