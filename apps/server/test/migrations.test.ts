// Upgrading a database made before a migration: the new migration applies once, and existing rows keep working.
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDb } from "../src/db/connect.ts";
import { migrate, migrations } from "../src/db/migrations.ts";
import { Store } from "../src/store.ts";
import { type TestDatabase, testDatabase } from "./helpers.ts";

let tdb: TestDatabase | undefined;

afterEach(async () => {
  await tdb?.cleanup();
  tdb = undefined;
});

describe("migrations 2 and 3 (scale-out tables; bot key hint, rotation time, last bot contact)", () => {
  it("upgrades a version-1 database with a seller in it", async () => {
    tdb = await testDatabase();
    const db = openDb({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
    try {
      // A database as version 1 left it, with a seller whose key was made before hints were kept.
      const first = migrations.find((m) => m.version === 1);
      if (!first) throw new Error("no migration 1");
      await sql
        .raw(
          "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
        )
        .execute(db.kysely);
      for (const statement of first.statements(db.dialect)) await sql.raw(statement).execute(db.kysely);
      await db.kysely
        .insertInto("schema_migrations")
        .values({ version: 1, name: first.name, applied_at: 1 })
        .execute();
      await sql`INSERT INTO sellers (id, name, guild_id, access_code, bot_key_hash, created_at)
        VALUES ('s1', 'Old Store', '123456789', 'CODE-1', 'hash-1', 1)`.execute(db.kysely);

      expect(await migrate(db)).toEqual([2, 3]);
      expect(await migrate(db)).toEqual([]);

      const store = new Store(db);
      const seller = await store.findSellerById("s1");
      expect(seller).toMatchObject({
        name: "Old Store",
        botKeyHint: null,
        botKeyRotatedAt: null,
        botLastSeenAt: null,
      });
      await store.markBotSeen("s1", 5_000);
      expect((await store.findSellerById("s1"))?.botLastSeenAt).toBe(5_000);
      // Within a minute the contact is not written again; after it, it is.
      await store.markBotSeen("s1", 30_000);
      expect((await store.findSellerById("s1"))?.botLastSeenAt).toBe(5_000);
      await store.markBotSeen("s1", 70_000);
      expect((await store.findSellerById("s1"))?.botLastSeenAt).toBe(70_000);
      const key = await store.resetBotKey("s1", 80_000);
      expect(await store.findSellerById("s1")).toMatchObject({
        botKeyHint: key?.slice(-4),
        botKeyRotatedAt: 80_000,
        botLastSeenAt: null,
      });
    } finally {
      await db.close();
    }
  });
});
