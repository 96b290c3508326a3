// The background jobs' claim (InstanceRepository.claimJobRun) on both databases: the domain check runs only when it wins one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDb } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { Store } from "../src/store.ts";
import { dialect, type TestDatabase, testDatabase } from "./helpers.ts";

let tdb: TestDatabase;
let db: Db;
let store: Store;

beforeAll(async () => {
  tdb = await testDatabase();
  db = openDb({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
  await migrate(db);
  store = new Store(db);
});

afterAll(async () => {
  await db?.close();
  await tdb?.cleanup();
});

describe(`claimJobRun (${dialect})`, () => {
  it("the first caller wins, callers within the interval lose, the next interval is won again", async () => {
    // On SQLite the upsert's RETURNING named the alias (`j.runs`), which SQLite refuses: every claim threw, so the
    // background domain check never ran on the default database.
    expect(await store.instance.claimJobRun("test-job", 300, "a:1")).toBe(true);
    expect(await store.instance.claimJobRun("test-job", 300, "b:2")).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    expect(await store.instance.claimJobRun("test-job", 300, "b:2")).toBe(true);
    const row = await db.kysely
      .selectFrom("jobRuns")
      .selectAll()
      .where("name", "=", "test-job")
      .executeTakeFirstOrThrow();
    expect(Number(row.runs)).toBe(2);
    expect(row.runBy).toBe("b:2");
  });
});
