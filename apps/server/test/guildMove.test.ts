// A bot key names its store's guild once; a later change waits for the owner's answer in Settings
// (docs/decisions.md#guild-moves-need-the-owner). Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { migrations } from "../src/db/migrations.ts";
import { Store } from "../src/store.ts";
import { asContract, call, messageOf, startServer, type TestServer, testDatabase } from "./helpers.ts";

let s: TestServer;
type TestSeller = Awaited<ReturnType<TestServer["seller"]>>;

beforeAll(async () => {
  s = await startServer();
});

afterAll(async () => {
  await s?.close();
});

let next = 70_000_000_000;
/** A guild id no other test uses. */
const freshGuild = () => String(next++);

const botSettings = (key: string, body: unknown) =>
  call(s.url, "PUT", `${API_BASE_PATH}/bot/store-settings`, { token: key, body });
const answer = (token: string, body: unknown) =>
  call(s.url, "POST", `${API_BASE_PATH}/user/guild-move`, { token, body });
const settingsOf = async (token: string) =>
  asContract("userSettings", (await call(s.url, "GET", `${API_BASE_PATH}/user/settings`, { token })).body);
const liveStock = (guildId: string) => call(s.url, "GET", `/api/fetch/${guildId}/live-stock`);

async function logsOf(seller: TestSeller, action: string) {
  const entries = await s.store.logs.list();
  return entries.filter((e) => e.sellerId === seller.seller.id && e.action === action);
}

/** A seller whose bot has already told its first guild. */
async function settled(): Promise<{ seller: TestSeller; guild: string }> {
  const seller = await s.seller();
  const guild = freshGuild();
  expect((await botSettings(seller.botKey, { guildId: guild })).status).toBe(200);
  return { seller, guild };
}

describe("the bot's guild id", () => {
  it("applies the first guild at once, with the other settings of the call", async () => {
    const seller = await s.seller();
    const guild = freshGuild();
    const r = await botSettings(seller.botKey, { guildId: guild, embedFooter: "Hi" });
    expect(r.status).toBe(200);
    expect(messageOf(r.body)).toBe("Store settings updated");
    const settings = await settingsOf(seller.token);
    expect(settings).toMatchObject({ guildId: guild, pendingGuildId: null });
    expect(settings.store.embedFooter).toBe("Hi");
    expect((await liveStock(guild)).status).toBe(200);
  });

  it("keeps a later change pending: the public pages stay on the old guild, and the request is logged", async () => {
    const { seller, guild } = await settled();
    const wanted = freshGuild();
    const r = await botSettings(seller.botKey, { guildId: wanted, embedColor: "#112233" });
    expect(r.status).toBe(202);
    expect(messageOf(r.body)).toBe("Guild change waiting for the owner's confirmation in Settings");
    const settings = await settingsOf(seller.token);
    expect(settings).toMatchObject({ guildId: guild, pendingGuildId: wanted });
    // The rest of the call still applies.
    expect(settings.store.embedColor).toBe("#112233");
    expect((await liveStock(guild)).status).toBe(200);
    expect((await liveStock(wanted)).status).toBe(404);
    const logged = await logsOf(seller, "guild_move_requested");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ severity: "warning" });
    expect(logged[0]?.details).toContain(wanted);

    // The same request again: the same answer, no second log entry.
    const again = await botSettings(seller.botKey, { guildId: wanted });
    expect(again.status).toBe(202);
    expect(await logsOf(seller, "guild_move_requested")).toHaveLength(1);
    // The current guild again: nothing to move, the request stays for the owner.
    expect((await botSettings(seller.botKey, { guildId: guild })).status).toBe(200);
    expect((await settingsOf(seller.token)).pendingGuildId).toBe(wanted);
  });

  it("treats a store created with a guild (CLI) as told", async () => {
    const guild = freshGuild();
    const created = await s.store.sellers.create({ name: "Cli store", guildId: guild, isAdmin: false });
    const wanted = freshGuild();
    expect((await botSettings(created.botKey, { guildId: wanted })).status).toBe(202);
    expect((await s.store.sellers.findById(created.seller.id))?.guildId).toBe(guild);
  });

  it("refuses another seller's guild with 409, before and after the store is settled", async () => {
    const owner = await settled();
    const fresh = await s.seller();
    const first = await botSettings(fresh.botKey, { guildId: owner.guild });
    expect(first.status).toBe(409);
    expect(messageOf(first.body)).toBe("guildId: another seller already has this guild");
    const other = await settled();
    const later = await botSettings(other.seller.botKey, { guildId: owner.guild });
    expect(later.status).toBe(409);
    expect((await settingsOf(other.seller.token)).pendingGuildId).toBeNull();
  });
});

describe("the owner's answer", () => {
  it("moves the store on a yes: the public pages follow, the request is cleared and logged", async () => {
    const { seller, guild } = await settled();
    const wanted = freshGuild();
    await botSettings(seller.botKey, { guildId: wanted });
    const r = await answer(seller.token, { accept: true });
    expect(r.status).toBe(200);
    expect(asContract("guildMove", r.body)).toEqual({
      guildId: wanted,
      pendingGuildId: null,
      message: `Store moved to guild ${wanted}`,
    });
    expect(await settingsOf(seller.token)).toMatchObject({ guildId: wanted, pendingGuildId: null });
    expect((await liveStock(wanted)).status).toBe(200);
    expect((await liveStock(guild)).status).toBe(404);
    expect((await logsOf(seller, "guild_moved"))[0]).toMatchObject({ severity: "warning" });
    // Nothing left to answer.
    const twice = await answer(seller.token, { accept: true });
    expect(twice.status).toBe(409);
    expect(messageOf(twice.body)).toBe("There is no guild move waiting for your answer");
  });

  it("forgets the request on a no, and the store stays", async () => {
    const { seller, guild } = await settled();
    const wanted = freshGuild();
    await botSettings(seller.botKey, { guildId: wanted });
    const r = await answer(seller.token, { accept: false });
    expect(r.status).toBe(200);
    expect(messageOf(r.body)).toBe("Guild move declined; the store stays on its current guild");
    expect(await settingsOf(seller.token)).toMatchObject({ guildId: guild, pendingGuildId: null });
    expect(await logsOf(seller, "guild_move_declined")).toHaveLength(1);
    // A new request after a no is a new request.
    expect((await botSettings(seller.botKey, { guildId: wanted })).status).toBe(202);
  });

  it("refuses the move with 409 when another seller took the guild meanwhile; the request stays to decline", async () => {
    const { seller, guild } = await settled();
    const wanted = freshGuild();
    await botSettings(seller.botKey, { guildId: wanted });
    const rival = await s.seller();
    expect((await botSettings(rival.botKey, { guildId: wanted })).status).toBe(200);
    const r = await answer(seller.token, { accept: true });
    expect(r.status).toBe(409);
    expect(messageOf(r.body)).toBe(
      `Another seller now has guild ${wanted}, so the store stays on its current guild. Choose "Keep current guild" to dismiss the request.`,
    );
    expect(await settingsOf(seller.token)).toMatchObject({ guildId: guild, pendingGuildId: wanted });
    expect((await answer(seller.token, { accept: false })).status).toBe(200);
  });

  it("needs a signed-in seller and a yes or no", async () => {
    const { seller } = await settled();
    expect((await answer("", { accept: true })).status).toBe(401);
    expect((await answer(seller.botKey, { accept: true })).status).toBe(401);
    for (const body of [{}, { accept: "yes" }, null]) {
      const bad = await answer(seller.token, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const bad = await answer(seller.token, { accept: "yes" });
    expect(messageOf(bad.body)).toBe(
      "accept: must be true (move the store) or false (keep the current guild)",
    );
  });
});

describe("0015_guild_move_confirmation", () => {
  it("counts a store as told when its bot has called or it has orders; an unused one keeps its placeholder", async () => {
    const tdb = await testDatabase();
    const db = openDb({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
    try {
      const plain = db.kysely.withoutPlugins();
      const before = Object.keys(migrations)
        .sort()
        .filter((n) => n < "0015_guild_move_confirmation");
      // In one transaction, as the migrator runs them (0011 sets a savepoint on PostgreSQL).
      await plain.transaction().execute(async (trx) => {
        for (const name of before) await migrations[name]?.(db.dialect).up(trx);
      });
      await sql`INSERT INTO sellers (id, name, guild_id, access_code, bot_key_hash, created_at, bot_last_seen_at)
        VALUES ('called', 'A', '11111', 'C-1', 'h-1', 1, 500),
               ('sold', 'B', '22222', 'C-2', 'h-2', 2, NULL),
               ('unused', 'C', '33333', 'C-3', 'h-3', 3, NULL)`.execute(plain);
      await sql`INSERT INTO orders (seller_id, order_id, amount, created_at, updated_at)
        VALUES ('sold', 'O-1', 1, 1, 1)`.execute(plain);
      await plain.schema
        .createTable("kysely_migration")
        .addColumn("name", "varchar(255)", (c) => c.notNull().primaryKey())
        .addColumn("timestamp", "varchar(255)", (c) => c.notNull())
        .execute();
      for (const name of before) {
        await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, '2026-01-01T00:00:00.000Z')`.execute(
          plain,
        );
      }
      await migrate(db);
      const store = new Store(db);
      const of = async (id: string) => {
        const seller = await store.sellers.findById(id);
        return seller && { guildIdSetAt: seller.guildIdSetAt, pendingGuildId: seller.pendingGuildId };
      };
      expect(await of("called")).toEqual({ guildIdSetAt: 500, pendingGuildId: null });
      expect(await of("sold")).toEqual({ guildIdSetAt: 2, pendingGuildId: null });
      expect(await of("unused")).toEqual({ guildIdSetAt: null, pendingGuildId: null });
    } finally {
      await db.close();
      await tdb.cleanup();
    }
  });
});
