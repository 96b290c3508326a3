// Stock & Keys over HTTP (docs/product.md#stock-and-keys): counts with who changed them (seller and bot, both
// logged), the key list, adds all-or-nothing, generated keys, deleting unused keys; sign-in and per-seller limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StockRepository } from "../src/features/stock/stockRepository.ts";
import { asContract, call, dialect, messageOf, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const get = (path: string, token = s.admin.token) => call(s.url, "GET", path, { token });
const send = (method: string, path: string, body: unknown, token = s.admin.token) =>
  call(s.url, method, path, { token, body });

describe(`stock counts (${dialect})`, () => {
  it("needs a session on every Stock & Keys route", async () => {
    for (const [method, path] of [
      ["GET", "/api/stock"],
      ["PUT", "/api/stock"],
      ["GET", "/api/stock/keys"],
      ["POST", "/api/stock/keys"],
      ["POST", "/api/stock/keys/generate"],
      ["POST", "/api/stock/keys/delete"],
    ] as const) {
      const r = await call(s.url, method, path, { token: "nope" });
      expect(r.status, `${method} ${path}`).toBe(401);
    }
  });

  it("keeps who last changed each count, the seller or the bot, and logs both", async () => {
    const a = await s.seller();
    const fresh = asContract("stockInfo", (await get("/api/stock", a.token)).body);
    expect(fresh.changes.oneMonthNitroTokens).toBeNull();

    const saved = await send(
      "PUT",
      "/api/stock",
      { oneMonthNitroTokens: 7, threeMonthServerBoosts: 3 },
      a.token,
    );
    expect(saved.status).toBe(200);
    const info = asContract("updateStock", saved.body);
    expect(info.stock).toMatchObject({ oneMonthNitroTokens: 7, threeMonthServerBoosts: 3 });
    expect(info.changes.oneMonthNitroTokens?.by).toBe("seller");
    expect(info.changes.oneMonthServerBoosts).toBeNull();

    const pushed = await call(s.url, "PUT", "/api/bot/stock", {
      token: a.botKey,
      body: {
        oneMonthNitroTokens: 5,
        oneMonthServerBoosts: 0,
        threeMonthNitroTokens: 0,
        threeMonthServerBoosts: 3,
      },
    });
    expect(pushed.status).toBe(200);
    const after = asContract("stockInfo", (await get("/api/stock", a.token)).body);
    expect(after.stock.oneMonthNitroTokens).toBe(5);
    expect(after.changes.oneMonthNitroTokens?.by).toBe("bot");
    // Unchanged by the push: still the seller's.
    expect(after.changes.threeMonthServerBoosts?.by).toBe("seller");
    // The live stock page shows the counts.
    const live = await call(s.url, "GET", `/api/fetch/${a.seller.guildId}/live-stock`);
    expect(live.body).toMatchObject({ oneMonthNitroTokens: 5 });

    const logs = (await s.store.logs.list(200)).filter(
      (l) => l.action === "stock_updated" && l.userId === a.seller.id,
    );
    expect(logs.map((l) => l.details)).toEqual([
      "The bot changed 1 Month Nitro Tokens 7 → 5",
      "The seller changed 1 Month Nitro Tokens 0 → 7, 3 Month Server Boosts 0 → 3",
    ]);
  });

  it("refuses a negative or fractional count, and an empty save", async () => {
    expect((await send("PUT", "/api/stock", { oneMonthNitroTokens: -1 })).status).toBe(400);
    expect((await send("PUT", "/api/stock", { oneMonthNitroTokens: 1.5 })).status).toBe(400);
    const empty = await send("PUT", "/api/stock", {});
    expect(empty.status).toBe(400);
    expect(messageOf(empty.body)).toBe("Send at least one stock count");
  });
});

describe("redeem keys", () => {
  it("adds all or nothing, lists newest first, deletes only unused keys", async () => {
    const a = await s.seller();
    const keys = [
      { key: "ALPHA-7QK2M-9XW4T", amount: 14, stock: "oneMonthBoosts.txt" },
      { key: "BRAVO-HB3NP-ZR6CV", amount: 28, stock: "threeMonthBoosts.txt" },
    ];
    const added = await send("POST", "/api/stock/keys", { keys }, a.token);
    expect(added.status).toBe(200);
    expect(asContract("addKeys", added.body)).toEqual({ message: "Added 2 redeem keys", added: 2 });

    // One key already there: nothing of this add goes in.
    const again = await send(
      "POST",
      "/api/stock/keys",
      { keys: [{ key: "CHARLIE-4T9XW-QK2M7", amount: 2, stock: "oneMonthBoosts.txt" }, keys[0]] },
      a.token,
    );
    expect(again.status).toBe(409);
    expect(messageOf(again.body)).toBe(
      "Nothing was added: 1 redeem key is already in the store (ALPHA-7QK2M-9XW4T).",
    );
    const twice = await send("POST", "/api/stock/keys", { keys: [keys[1], keys[1]] }, a.token);
    expect(twice.status).toBe(400);
    const short = await send("POST", "/api/stock/keys", { keys: [{ ...keys[0], key: "SHORT" }] }, a.token);
    expect(short.status).toBe(400);
    expect(messageOf(short.body)).toBe(
      "Redeem keys must be at least 8 characters long, so they cannot be guessed.",
    );
    const stock = await send(
      "POST",
      "/api/stock/keys",
      { keys: [{ ...keys[0], key: "DELTA-KEY-0001", stock: "x.txt" }] },
      a.token,
    );
    expect(stock.status).toBe(400);

    const weak = asContract(
      "addKeys",
      (
        await send(
          "POST",
          "/api/stock/keys",
          { keys: [{ key: "KEY-1234", amount: 2, stock: "oneMonthBoosts.txt" }] },
          a.token,
        )
      ).body,
    );
    expect(weak.warning).toBe(
      "1 key looks easy to guess (KEY-1234). They were added; random keys (Generate) cannot be guessed.",
    );

    // Redeem one; the list shows it used (its order has the key as id), and it cannot be deleted.
    const redeemed = await call(s.url, "POST", `/api/redeem/${a.seller.guildId}`, {
      body: { redeemKey: "ALPHA-7QK2M-9XW4T", discordInvite: "discord.gg/abc123", email: "a@b.co" },
    });
    expect(asContract("redeem", redeemed.body).status).toBe("success");
    const list = asContract("listKeys", (await get("/api/stock/keys", a.token)).body);
    expect(list.keys).toHaveLength(3);
    expect(list.keys.find((k) => k.key === "ALPHA-7QK2M-9XW4T")?.usedAt).not.toBeNull();
    expect(list.keys.find((k) => k.key === "BRAVO-HB3NP-ZR6CV")?.usedAt).toBeNull();

    const deleted = await send(
      "POST",
      "/api/stock/keys/delete",
      { keys: ["ALPHA-7QK2M-9XW4T", "BRAVO-HB3NP-ZR6CV"] },
      a.token,
    );
    expect(asContract("deleteKeys", deleted.body)).toEqual({ message: "Deleted 1 redeem key", deleted: 1 });
    const left = asContract("listKeys", (await get("/api/stock/keys", a.token)).body).keys.map((k) => k.key);
    expect(left.sort()).toEqual(["ALPHA-7QK2M-9XW4T", "KEY-1234"]);

    // Another seller sees none of them.
    expect(asContract("listKeys", (await get("/api/stock/keys")).body).keys.map((k) => k.key)).not.toContain(
      "KEY-1234",
    );
  });

  it("generates random keys of 100 bits, adds them, shows them once", async () => {
    const a = await s.seller();
    const r = await send(
      "POST",
      "/api/stock/keys/generate",
      { count: 50, amount: 14, stock: "oneMonthBoosts.txt" },
      a.token,
    );
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    const body = asContract("generateKeys", r.body);
    expect(body.message).toBe("Generated 50 redeem keys");
    expect(new Set(body.keys).size).toBe(50);
    for (const key of body.keys) expect(key).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    const list = asContract("listKeys", (await get("/api/stock/keys", a.token)).body);
    expect(list.keys.map((k) => k.key).sort()).toEqual([...body.keys].sort());
    expect(
      (
        await send(
          "POST",
          "/api/stock/keys/generate",
          { count: 1001, amount: 1, stock: "oneMonthBoosts.txt" },
          a.token,
        )
      ).status,
    ).toBe(400);
  });

  it("lists 50,000 keys in one answer", async () => {
    const a = await s.seller();
    const rows = Array.from({ length: 50_000 }, (_, i) => ({
      key: `BULK-${String(i).padStart(6, "0")}-X9QK`,
      amount: 2,
      stock: "oneMonthBoosts.txt",
    }));
    // In chunks of 500 rows, as the page's add does (one insert per key would take seconds).
    await new StockRepository(s.db).addAll(a.seller.id, rows);
    const t = performance.now();
    const r = await get("/api/stock/keys", a.token);
    const ms = performance.now() - t;
    expect(r.status).toBe(200);
    expect((r.body as { keys: unknown[] }).keys).toHaveLength(50_000);
    expect(ms).toBeLessThan(5000);
  }, 60_000);
});
