// The CLI on the test database: output and exit codes. Commands run in-process (main with the test's env, stdin and
// output buffers); one real process (`demo` on a second database) checks the program as a person starts it.
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../src/cli.ts";
import { openDb } from "../src/db/connect.ts";
import { Store } from "../src/store.ts";
import { spawnProgram, type TestDatabase, testDatabase } from "./helpers.ts";

let tdb: TestDatabase;

// Commands run one after another: in one process, better-sqlite3 waits for another connection's lock synchronously,
// blocking the event loop that would release it.
let queue: Promise<unknown> = Promise.resolve();

/** One command, as `npm run cli` runs it with `stdin` piped in (nothing when not given); stdout and stderr as one. */
function cli(args: string[], stdin?: string): Promise<{ code: number | null; out: string }> {
  const result = queue.then(() => runCli(args, stdin));
  queue = result.catch(() => undefined);
  return result;
}

async function runCli(args: string[], stdin?: string): Promise<{ code: number | null; out: string }> {
  let out = "";
  const write = (line: string) => {
    out += `${line}\n`;
  };
  const code = await main(args, {
    env: { ...process.env, LOG_LEVEL: "", ...tdb.env },
    out: write,
    err: write,
    stdin: async () => stdin ?? "",
  });
  return { code, out };
}

async function withStore<T>(fn: (store: Store) => Promise<T>): Promise<T> {
  const db = openDb({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
  try {
    return await fn(new Store(db));
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  tdb = await testDatabase();
});

afterAll(async () => {
  await tdb?.cleanup();
});

describe("cli", () => {
  it("demo on an empty database creates the admin and seeds a realistic store, once", async () => {
    // The real process (on a second database) starts first and runs while the in-process commands do.
    const other = await testDatabase();
    // The sources, as `npm run cli` runs them.
    const p = spawnProgram("cli", ["demo"], other.env, { sources: true });
    p.child.stdin?.end();
    try {
      const r = await cli(["demo"]);
      expect(r.code, r.out).toBe(0);
      expect(r.out).toMatch(/^Access code: \S+$/m);
      expect(r.out).toMatch(/200 orders over 30 days/);
      await withStore(async (store) => {
        const [admin] = await store.sellers.list();
        if (!admin) throw new Error("no seller");
        expect(admin.isAdmin).toBe(true);
        const folders = await store.orders.listFolders(admin.id);
        expect(folders).toHaveLength(200);
        const oldest = Math.min(...folders.map((f) => f.createdAt));
        expect(Date.now() - oldest).toBeLessThanOrEqual(30 * 24 * 3600_000);
        expect(Date.now() - oldest).toBeGreaterThan(20 * 24 * 3600_000);
        const stats = await store.orders.dashboardStats(admin.id);
        expect(stats.newOrders).toBeGreaterThan(0);
        expect(stats.boostsL24).toBeGreaterThan(0);
        expect((await store.suggestions.list(1000)).length).toBeGreaterThanOrEqual(5);
        expect((await store.bugs.list(1000)).length).toBeGreaterThanOrEqual(5);
        expect((await store.logs.list()).length).toBeGreaterThanOrEqual(20);
        expect(admin.stock.oneMonthServerBoosts).toBeGreaterThan(0);
        expect((await store.redeem.countKeys(admin.id)).unused).toBe(10);
        // The demo's logs and Settings agree: a logged reset is the seller's last reset.
        const reset = (await store.logs.list()).find((l) => l.action === "access_code_reset");
        const seller = await store.sellers.find(admin.id);
        expect(seller?.accessCodeResetAt).toBe(reset?.timestamp);
        expect((await store.logs.list()).some((l) => /unknown/i.test(l.username))).toBe(false);
      });
      const again = await cli(["demo"]);
      expect(again.code).toBe(0);
      expect(again.out).toMatch(/already there/);

      // The redeem keys differ from one install to the next (they were the same on every install).
      expect(await p.exited).toBe(0);
      const keysIn = (out: string) => /redeem page: (.+?), \.\.\./.exec(out)?.[1];
      expect(keysIn(r.out)).toMatch(/^DEMO-01-[0-9A-F]{8}/);
      expect(keysIn(p.output())).toMatch(/^DEMO-01-[0-9A-F]{8}/);
      expect(keysIn(p.output())).not.toBe(keysIn(r.out));
    } finally {
      if (p.child.exitCode === null) p.child.kill("SIGKILL");
      await other.cleanup();
    }
  });

  it("creates sellers, shows and resets codes", async () => {
    const created = await cli(["create-seller", "--name", "Kai Shop", "--guild", "11112222333344445"]);
    expect(created.code, created.out).toBe(0);
    expect(created.out).toMatch(/^Bot key: bk_/m);
    const code = /^Access code: (\S+)$/m.exec(created.out)?.[1];
    const [shown, dup] = await Promise.all([
      cli(["show-code", "Kai Shop"]),
      cli(["create-seller", "--guild", "11112222333344445"]),
    ]);
    expect(shown.out.trim()).toBe(`Access code: ${code}`);
    expect(dup.code).toBe(2);
    expect(dup.out).toMatch(/already has guild/);
    const reset = await cli(["reset-code", "11112222333344445"]);
    expect(reset.code).toBe(0);
    const next = /^Access code: (\S+)$/m.exec(reset.out)?.[1];
    expect(next).toBeTruthy();
    expect(next).not.toBe(code);
  });

  it("adds redeem keys from a file and from stdin, refusing bad lines with a clear message", async () => {
    const file = path.join(tdb.dataDir, "keys.txt");
    writeFileSync(file, "# keys\nFILE-KEY-1\nFILE-KEY-2, 28, threeMonthBoosts.txt\n\n");
    const fromFile = await cli(["add-keys", file, "--seller", "Kai Shop", "--amount", "6"]);
    expect(fromFile.code, fromFile.out).toBe(0);
    expect(fromFile.out).toMatch(/Added 2 redeem key\(s\) for Kai Shop/);
    // Added, with a warning: they would be easy to guess.
    expect(fromFile.out).toContain("Warning: 2 keys look easy to guess (FILE-KEY-1, FILE-KEY-2).");
    const fromStdin = await cli(["add-keys", "-", "--seller", "Kai Shop"], "STDIN-KEY-1\nFILE-KEY-1\n");
    expect(fromStdin.code).toBe(0);
    expect(fromStdin.out).toMatch(/Added 1 redeem key\(s\).*skipped 1/);
    await withStore(async (store) => {
      const seller = await store.sellers.find("Kai Shop");
      const keys = await store.k
        .selectFrom("redeemKeys")
        .selectAll()
        .where("sellerId", "=", seller?.id ?? "")
        .execute();
      expect(keys.find((k) => k.key === "FILE-KEY-1")).toMatchObject({
        amount: 6,
        stock: "oneMonthBoosts.txt",
      });
      expect(keys.find((k) => k.key === "FILE-KEY-2")).toMatchObject({
        amount: 28,
        stock: "threeMonthBoosts.txt",
      });
    });
    // list-keys prints the unused ones in the lines add-keys reads; a used key is gone from it.
    await withStore(async (store) => {
      const seller = await store.sellers.find("Kai Shop");
      await store.k
        .updateTable("redeemKeys")
        .set({ usedAt: Date.now() })
        .where("sellerId", "=", seller?.id ?? "")
        .where("key", "=", "FILE-KEY-2")
        .execute();
    });
    const listed = await cli(["list-keys", "Kai Shop"]);
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).toContain("FILE-KEY-1,6,oneMonthBoosts.txt");
    expect(listed.out).toContain("STDIN-KEY-1,14,oneMonthBoosts.txt");
    expect(listed.out).not.toContain("FILE-KEY-2");
    expect(listed.out).toMatch(/2 unused redeem key\(s\) for Kai Shop/);
    const [bad, missing] = await Promise.all([
      cli(["add-keys", "--seller", "Kai Shop"], "GOOD-KEY-1\nbad key!,x\nSHORT\n"),
      cli(["add-keys", "/nope/keys.txt"]),
    ]);
    expect(bad.code).toBe(2);
    expect(bad.out).toMatch(/line 2/);
    expect(bad.out).toContain('line 3: "SHORT": too short (5 characters; at least 8)');
    expect(missing.code).toBe(2);
    expect(missing.out).toMatch(/Cannot read \/nope\/keys.txt: ENOENT/);
  });

  it("imports a folder of order folders, dated by file time, reporting bad ones", async () => {
    const dir = path.join(tdb.dataDir, "orders");
    const write = (id: string, body: string, when: Date) => {
      mkdirSync(path.join(dir, id), { recursive: true });
      const f = path.join(dir, id, "order.json");
      writeFileSync(f, body);
      utimesSync(f, when, when);
    };
    const order = (id: string) =>
      JSON.stringify({
        orderId: id,
        guildId: "1",
        invite: "inv",
        stock: "oneMonthBoosts.txt",
        amount: 2,
        "tokens-used": { success: ["t"], failed: [] },
      });
    write("IMP-1", order("IMP-1"), new Date("2026-01-02T03:04:05Z"));
    write("IMP-2", order("IMP-2"), new Date("2026-01-03T03:04:05Z"));
    write("BROKEN", "{not json", new Date());
    write("INVALID", JSON.stringify({ orderId: "INVALID" }), new Date());
    const r = await cli(["import-orders", dir, "--seller", "Kai Shop"]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/Imported 2 order\(s\)/);
    expect(r.out).toMatch(/BROKEN: order.json is not valid JSON/);
    expect(r.out).toMatch(/INVALID: guildId/);
    await withStore(async (store) => {
      const seller = await store.sellers.find("Kai Shop");
      const folders = await store.orders.listFolders(seller?.id ?? "");
      expect(folders.map((f) => f.orderId)).toEqual(["IMP-2", "IMP-1"]);
      expect(new Date(folders[1]?.createdAt ?? 0).toISOString()).toBe("2026-01-02T03:04:05.000Z");
    });
  });

  it("explains unknown commands, options and sellers, with a non-zero exit", async () => {
    const cases = [
      [["frobnicate"], /Unknown command "frobnicate"/],
      [["show-code", "Nobody"], /No seller "Nobody"/],
      [["create-seller", "--colour", "red"], /Unknown option --colour/],
      [["import-orders"], /needs a folder/],
    ] as const;
    const [help, ...results] = await Promise.all([cli(["help"]), ...cases.map(([args]) => cli([...args]))]);
    for (const [i, [, message]] of cases.entries()) {
      expect(results[i]?.code).toBe(2);
      expect(results[i]?.out).toMatch(message);
    }
    expect(help?.code).toBe(0);
    expect(help?.out).toMatch(/import-orders DIR/);
  });
});
