// Upgrading a database: the first runner's record (schema_migrations) carries over to Kysely's Migrator, so no
// migration runs twice and the data stays; pending migrations apply once; two instances migrating at once agree.
import { type Migration, Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type Db, openDb } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { LEGACY_VERSIONS, migrations } from "../src/db/migrations.ts";
import { storedSearchText } from "../src/features/orders/orderRows.ts";
import { Store } from "../src/store.ts";
import { call, dialect, sessionOf, spawnServer, type TestDatabase, testDatabase } from "./helpers.ts";
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
/** The names a migrate call applies on a database already at version `from` (every feature's migrations count). */
const namesAfter = (from: number) => allNames.filter((n) => Number(n.slice(0, 4)) > from);

type Plain = ReturnType<Db["kysely"]["withoutPlugins"]>;

/** Kysely's record of migrations run by hand (as an older release left the database), so migrate() skips them. */
async function recordAsRun(plain: Plain, names: readonly string[]) {
  await plain.schema
    .createTable("kysely_migration")
    .addColumn("name", "varchar(255)", (c) => c.notNull().primaryKey())
    .addColumn("timestamp", "varchar(255)", (c) => c.notNull())
    .execute();
  for (const name of names) {
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, '2026-01-01T00:00:00.000Z')`.execute(
      plain,
    );
  }
}

describe(`migrations (${dialect})`, () => {
  it("0004 gives every order its status: the rule for reported ones, processing for claimed, pending otherwise", async () => {
    const db = await open();
    const plain = db.kysely.withoutPlugins();
    const names = Object.keys(migrations).sort();
    const before = names.filter((n) => n < "0004_order_lifecycle");
    for (const name of before) await migrations[name]?.(db.dialect).up(plain);
    await sql`INSERT INTO sellers (id, name, guild_id, access_code, bot_key_hash, created_at)
      VALUES ('s1', 'Old Store', '123456789', 'CODE-1', 'hash-1', 1)`.execute(plain);
    // [id, amount, success tokens, state, updated_at]
    const rows: [string, number, string, string, number][] = [
      ["DONE-ALL", 4, '["a","b"]', "done", 10],
      ["DONE-ODD", 3, '["a","b"]', "done", 11],
      ["DONE-SOME", 14, '["a","b","c","d"]', "done", 12],
      ["DONE-NONE", 4, "[]", "done", 13],
      ["CLAIMED", 4, "[]", "claimed", 14],
      ["REDEEMED", 4, "[]", "pending", 15],
    ];
    for (const [id, amount, tokens, state, at] of rows) {
      await sql`INSERT INTO orders (seller_id, order_id, amount, success_tokens, state, created_at, updated_at)
        VALUES ('s1', ${id}, ${amount}, ${tokens}, ${state}, 1, ${at})`.execute(plain);
    }
    // Kysely's record of the migrations run by hand above, so migrate() runs 0004 and those after it.
    await recordAsRun(plain, before);
    expect(await migrate(db)).toEqual(namesAfter(3));
    const store = new Store(db);
    const got = async (id: string) => {
      const o = await store.orders.get("s1", id);
      return o && { status: o.status, claimedAt: o.claimedAt, reportedAt: o.reportedAt };
    };
    expect(await got("DONE-ALL")).toEqual({ status: "completed", claimedAt: null, reportedAt: 10 });
    // 2 tokens = 4 boosts for 3 ordered: completed (docs/product.md#order-status-rule).
    expect(await got("DONE-ODD")).toEqual({ status: "completed", claimedAt: null, reportedAt: 11 });
    expect(await got("DONE-SOME")).toEqual({ status: "partial", claimedAt: null, reportedAt: 12 });
    expect(await got("DONE-NONE")).toEqual({ status: "failed", claimedAt: null, reportedAt: 13 });
    expect(await got("CLAIMED")).toEqual({ status: "processing", claimedAt: 14, reportedAt: null });
    expect(await got("REDEEMED")).toEqual({ status: "pending", claimedAt: null, reportedAt: null });
    // The claim query reads the new column: the never-claimed redeem is handed out, nothing else.
    expect((await store.redeem.claimPending("s1", 10)).map((o) => o.orderId)).toEqual(["REDEEMED"]);
  });

  it("0011 counts each order's tokens and writes its search text, as the browser's search reads it", async () => {
    const db = await open();
    const plain = db.kysely.withoutPlugins();
    const before = Object.keys(migrations)
      .sort()
      .filter((n) => n < "0011_orders_at_scale");
    for (const name of before) await migrations[name]?.(db.dialect).up(plain);
    await sql`INSERT INTO sellers (id, name, guild_id, access_code, bot_key_hash, created_at)
      VALUES ('s1', 'Old Store', '123456789', 'CODE-1', 'hash-1', 1)`.execute(plain);
    // [id, guild, invite, stock, success tokens, failed tokens, status]
    const rows: [string, string, string, string, string, string, string][] = [
      ["OLD-1", "555", "https://discord.gg/ÄbC", "threeMonthBoosts.txt", '["a","b"]', '["c"]', "partial"],
      // An order without a guild id shows (and is found by) its seller's.
      ["OLD-2", "", "inv", "oneMonthNitroTokens.txt", "[]", "[]", "pending"],
    ];
    for (const [id, guild, invite, stock, success, failed, status] of rows) {
      await sql`INSERT INTO orders (seller_id, order_id, guild_id, invite, stock, amount, success_tokens, failed_tokens,
        status, created_at, updated_at)
        VALUES ('s1', ${id}, ${guild}, ${invite}, ${stock}, 6, ${success}, ${failed}, ${status}, 1, 1)`.execute(
        plain,
      );
    }
    await recordAsRun(plain, before);
    expect(await migrate(db)).toEqual(namesAfter(10));
    const store = new Store(db);
    const ids = async (q: string) =>
      (await store.orders.page("s1", { q }, undefined, 10)).rows.map((r) => r.orderId);
    expect(await ids("äbc")).toEqual(["OLD-1"]);
    expect(await ids("three month boosts")).toEqual(["OLD-1"]);
    expect(await ids("nitro tokens")).toEqual(["OLD-2"]);
    expect(await ids("123456789")).toEqual(["OLD-2"]);
    expect((await store.orders.page("s1", {}, undefined, 10)).rows).toMatchObject([
      { orderId: "OLD-1", successCount: 2, failedCount: 1 },
      { orderId: "OLD-2", successCount: 0, failedCount: 0 },
    ]);
    expect(await store.orders.summary("s1", {})).toEqual({
      totalOrders: 2,
      successRate: 67,
      totalBoosts: 12,
      completed: 0,
    });
  });

  it("0017 puts a storefront order's invoice id in its search text (and SQLite's trigram index)", async () => {
    const db = await open();
    const plain = db.kysely.withoutPlugins();
    const before = Object.keys(migrations)
      .sort()
      .filter((n) => n < "0017_order_search_with_invoice");
    // In a transaction, as the Migrator runs them (0011 takes a savepoint on PostgreSQL).
    await plain.transaction().execute(async (trx) => {
      for (const name of before) await migrations[name]?.(db.dialect).up(trx);
    });
    await sql`INSERT INTO sellers (id, name, guild_id, access_code, bot_key_hash, created_at)
      VALUES ('s1', 'Old Store', '123456789', 'CODE-1', 'hash-1', 1)`.execute(plain);
    // Written as 0016's release wrote them: the search text without the invoice id.
    const rows: [string, string | null][] = [
      ["SHOP-1", "INV-7F3A9C21"],
      ["BOT-1", null],
    ];
    for (const [id, invoice] of rows) {
      const searchText = storedSearchText({
        orderId: id,
        guildId: "555",
        invite: "inv",
        stock: "oneMonthBoosts.txt",
      });
      await sql`INSERT INTO orders (seller_id, order_id, guild_id, invite, stock, amount, status, search_text,
        storefront_invoice_id, created_at, updated_at)
        VALUES ('s1', ${id}, '555', 'inv', 'oneMonthBoosts.txt', 2, 'pending', ${searchText}, ${invoice}, 1, 1)`.execute(
        plain,
      );
    }
    await recordAsRun(plain, before);
    expect(await migrate(db)).toEqual(allNames.filter((n) => n >= "0017_order_search_with_invoice"));
    const store = new Store(db);
    const ids = async (q: string) =>
      (await store.orders.page("s1", { q }, undefined, 10)).rows.map((r) => r.orderId);
    expect(await ids("inv-7f3a9c21")).toEqual(["SHOP-1"]);
    expect((await ids("one month boosts")).sort()).toEqual(["BOT-1", "SHOP-1"]);
    const bot = await db.kysely
      .selectFrom("orders")
      .select("searchText")
      .where("orderId", "=", "BOT-1")
      .executeTakeFirstOrThrow();
    expect(bot.searchText).toBe(
      storedSearchText({ orderId: "BOT-1", guildId: "555", invite: "inv", stock: "oneMonthBoosts.txt" }),
    );
  });

  it("applies every migration to an empty database, once", async () => {
    const db = await open();
    expect(await migrate(db)).toEqual(namesAfter(0));
    expect(namesAfter(0).slice(0, 3)).toEqual(["0001_initial_schema", "0002_scale_out", "0003_bot_key_hint"]);
    expect(await migrate(db)).toEqual([]);
    expect(await applied(db)).toEqual(allNames);
  });

  it("upgrades a database the first runner left at version 1, keeping its seller", async () => {
    const db = await open();
    await makeLegacyDatabase(db, 1);
    await sql`INSERT INTO sellers (id, name, guild_id, access_code, bot_key_hash, created_at)
      VALUES ('s1', 'Old Store', '123456789', 'CODE-1', 'hash-1', 1)`.execute(db.kysely);
    // Made active by the old check (a CNAME to the shared host), which proved nothing about the seller.
    await sql`INSERT INTO domains (id, seller_id, domain, status, created_at)
      VALUES ('d1', 's1', 'shop.old-store.example', 'active', 1)`.execute(db.kysely);

    expect(await migrate(db)).toEqual(namesAfter(1));
    expect(await migrate(db)).toEqual([]);
    expect(await applied(db)).toEqual(allNames);
    // The old record is left as it was.
    const legacy = await db.kysely.selectFrom("schemaMigrations").select("version").execute();
    expect(legacy.map((r) => r.version)).toEqual([1]);

    const store = new Store(db);
    // Kept, but no longer active until its seller's own target is found (docs/decisions.md#domain-ownership).
    expect(await store.domains.find("d1")).toMatchObject({
      domain: "shop.old-store.example",
      status: "pending",
    });
    expect(await store.domains.sellerForActive("shop.old-store.example")).toBeUndefined();
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

  it("takes over a fully migrated database of the first runner, running only the migrations written after it", async () => {
    const db = await open();
    await makeLegacyDatabase(db, 3);
    await addLegacyRows(db);
    // Nothing of the first runner's runs again; only migrations it never had (features added since) do.
    expect(await migrate(db)).toEqual(namesAfter(3));
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
      // Names, not numbers: the numbers repeat (0009) and skip (0005), and "9, 9, 9" read as a migration run thrice.
      const after = namesAfter(v);
      expect(after[0]).toBe(v === 1 ? "0002_scale_out" : "0004_order_lifecycle");
      expect(server.output()).toContain(`applied migrations ${after.join(", ")}\n`);
      expect(server.output()).not.toContain("0001_initial_schema");
      const login = await call(server.url, "POST", "/api/auth/login", {
        body: { captcha_key: "x", access_code: "CODE-1" },
      });
      const token = sessionOf(login.body).token;
      const order = await call(server.url, "GET", "/api/dashboard/orders/ORDER-1/order.json", { token });
      expect(order.status).toBe(200);
      expect(order.body).toMatchObject({
        orderId: "ORDER-1",
        amount: 4,
        "tokens-used": { success: ["a", "b"] },
        status: "completed",
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
    expect(results.flat().sort()).toEqual(namesAfter(legacy ? 1 : 0));
    expect(await applied(a)).toEqual(allNames);
  });

  // Every version ever released can be upgraded: each prefix of the migration list as Kysely's Migrator left it,
  // and each version of the first runner. A new migration adds its own case here without a new line of test.
  const kyselyCases = allNames
    .slice(0, -1)
    .map((name, i) => ({ label: `migrated up to ${name}`, upTo: i + 1 }));
  const legacyCases = Object.values(LEGACY_VERSIONS).map((v) => ({
    label: `first runner at version ${v}`,
    legacy: v,
  }));
  it.each([...kyselyCases, ...legacyCases])(
    "upgrades a database $label to the latest, keeping its rows",
    async (c) => {
      const db = await open();
      if ("legacy" in c) {
        await makeLegacyDatabase(db, c.legacy);
      } else {
        const migrator = new Migrator({
          db: db.kysely.withoutPlugins(),
          provider: {
            getMigrations: async () =>
              Object.fromEntries(
                Object.entries(migrations).map(([name, m]): [string, Migration] => [name, m(db.dialect)]),
              ),
          },
        });
        const { error } = await migrator.migrateTo(allNames[c.upTo - 1] as string);
        if (error) throw error;
        expect(await applied(db)).toEqual(allNames.slice(0, c.upTo));
      }
      await addLegacyRows(db);
      const done = await migrate(db);
      // Only the migrations the database lacked ran (none, for the last version of the first runner).
      expect(done).toHaveLength(allNames.length - ("legacy" in c ? c.legacy : c.upTo));
      expect(await applied(db)).toEqual(allNames);
      const store = new Store(db);
      expect(await store.sellers.findById("s1")).toMatchObject({
        name: "Old Store",
        storeLink: "https://old.example",
      });
      expect(await store.orders.get("s1", "ORDER-1")).toMatchObject({ amount: 4, successTokens: ["a", "b"] });
      expect(await store.logs.count()).toBe(1);
    },
  );
});
