// The bot-facing API: per-seller bot key, stock and settings, orders, redeem keys, claims and results.
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asContract, call, messageOf, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;
let key: string;

function bot(
  name: ContractRouteName,
  opts: { params?: Record<string, string>; body?: unknown; key?: string } = {},
) {
  const route = contractRoutes[name];
  return call(s.url, route.method, API_BASE_PATH + buildPath(route.path, opts.params ?? {}), {
    token: opts.key ?? key,
    body: opts.body,
  });
}

const order = {
  orderId: "F-100",
  guildId: "123456789",
  invite: "https://discord.gg/x",
  stock: "oneMonthBoosts.txt",
  amount: 4,
  "tokens-used": { success: ["a", "b"], failed: [] },
  storeLink: "https://store",
  BBGuildID: "987",
};

beforeAll(async () => {
  s = await startServer();
  key = s.admin.botKey;
});

afterAll(async () => {
  await s?.close();
});

describe("bot key", () => {
  const botRoutes = (Object.keys(contractRoutes) as ContractRouteName[]).filter(
    (n) => contractRoutes[n].auth === "bot",
  );

  it.each(botRoutes)(
    "%s: 401 without or with a wrong bot key, and a session token is not a bot key",
    async (name) => {
      const params = { folderId: "x", redeemKey: "x", id: "x" };
      expect((await bot(name, { params, key: "" })).status).toBe(401);
      expect((await bot(name, { params, key: "bk_wrong" })).status).toBe(401);
      const r = await bot(name, { params, key: s.admin.token });
      expect(r.status).toBe(401);
      expect(messageOf(r.body)).toBe("Invalid or missing bot key");
    },
  );

  it("also accepts the key in X-Bot-Key", async () => {
    const r = await call(s.url, "PUT", "/api/bot/stock", {
      headers: { "X-Bot-Key": key },
      body: {
        oneMonthNitroTokens: 1,
        oneMonthServerBoosts: 2,
        threeMonthNitroTokens: 3,
        threeMonthServerBoosts: 4,
      },
    });
    expect(r.status).toBe(200);
  });
});

describe("stock and store settings", () => {
  it("pushes stock counts that the live stock page then shows", async () => {
    const body = {
      oneMonthNitroTokens: 10,
      oneMonthServerBoosts: 20,
      threeMonthNitroTokens: 5,
      threeMonthServerBoosts: 0,
    };
    const r = await bot("botPushStock", { body });
    expect(r.status).toBe(200);
    asContract("botPushStock", r.body);
    const live = await call(s.url, "GET", `/api/fetch/${s.admin.seller.guildId}/live-stock`);
    expect(live.body).toMatchObject(body);
  });

  it("refuses negative or missing counts", async () => {
    const r = await bot("botPushStock", { body: { oneMonthNitroTokens: -1 } });
    expect(r.status).toBe(400);
    expect(messageOf(r.body)).toMatch(/^oneMonthNitroTokens:/);
  });

  it("changes only the settings sent, and may set the guild id", async () => {
    await bot("botStoreSettings", { body: { storeLink: "https://a", embedColor: "#123456" } });
    const r = await bot("botStoreSettings", { body: { embedFooter: "Footer", guildId: "55555555555" } });
    expect(r.status).toBe(200);
    asContract("botStoreSettings", r.body);
    const me = await s.store.sellers.findById(s.admin.seller.id);
    expect(me).toMatchObject({
      storeLink: "https://a",
      embedColor: "#123456",
      embedFooter: "Footer",
      guildId: "55555555555",
    });
    // The contract's schema carries guildId: its own message for a wrong value or type, and a bad guild id
    // leaves the other fields of the call unsaved.
    for (const guildId of ["abc", 123456789, null]) {
      const bad = await bot("botStoreSettings", { body: { embedFooter: "Not saved", guildId } });
      expect(bad.status).toBe(400);
      expect(messageOf(bad.body)).toBe("guildId: must be the guild's numeric id");
    }
    expect((await s.store.sellers.findById(s.admin.seller.id))?.embedFooter).toBe("Footer");
    const other = await s.seller();
    const taken = await bot("botStoreSettings", { body: { guildId: "55555555555" }, key: other.botKey });
    expect(taken.status).toBe(409);
    const badType = await bot("botStoreSettings", { body: { storeLink: 5 } });
    expect(badType.status).toBe(400);
  });
});

describe("orders", () => {
  it("upserts an order.json that the dashboard then lists", async () => {
    const r = await bot("botUpsertOrder", { params: { folderId: "F-100" }, body: order });
    expect(r.status).toBe(200);
    asContract("botUpsertOrder", r.body);
    const again = await bot("botUpsertOrder", {
      params: { folderId: "F-100" },
      body: { ...order, "tokens-used": { success: ["a", "b", "c"], failed: ["d"] } },
    });
    expect(again.status).toBe(200);
    const got = await call(s.url, "GET", "/api/dashboard/orders/F-100/order.json", { token: s.admin.token });
    expect(asContract("getOrder", got.body)["tokens-used"]).toEqual({
      success: ["a", "b", "c"],
      failed: ["d"],
    });
    const list = await call(s.url, "GET", "/api/dashboard/fetch-dashboard-orders", { token: s.admin.token });
    expect(asContract("listOrders", list.body).folders).toEqual(["F-100"]);
  });

  it("refuses a body whose orderId is not the folder, and a bad body", async () => {
    const r = await bot("botUpsertOrder", { params: { folderId: "OTHER" }, body: order });
    expect(r.status).toBe(400);
    expect(messageOf(r.body)).toMatch(/must equal the folder id/);
    const bad = await bot("botUpsertOrder", {
      params: { folderId: "F-100" },
      body: { ...order, amount: "lots" },
    });
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toMatch(/^amount:/);
  });
});

describe("redeems", () => {
  it("adds keys, hands each pending redeem out once, and records the result", async () => {
    const add = await bot("botAddRedeemKeys", {
      body: {
        keys: [
          { key: "REDEEM-1", amount: 4, stock: "oneMonthBoosts.txt" },
          { key: "REDEEM-2", amount: 2, stock: "threeMonthBoosts.txt" },
        ],
      },
    });
    expect(add.status).toBe(200);
    expect(asContract("botAddRedeemKeys", add.body).added).toBe(2);
    const dup = await bot("botAddRedeemKeys", {
      body: { keys: [{ key: "REDEEM-1", amount: 4, stock: "x.txt" }] },
    });
    expect(asContract("botAddRedeemKeys", dup.body)).toMatchObject({ added: 0 });

    const guild = (await s.store.sellers.findById(s.admin.seller.id))?.guildId ?? "";
    for (const k of ["REDEEM-1", "REDEEM-2"]) {
      const r = await call(s.url, "POST", `/api/redeem/${guild}`, {
        body: { redeemKey: k, discordInvite: "discord.gg/cee", email: "c@d.ef", displayname: "Cee", bio: "" },
      });
      expect((r.body as { status: string }).status).toBe("success");
    }

    const [first, second] = await Promise.all([
      bot("botClaimRedeems", { body: { limit: 5 } }),
      bot("botClaimRedeems", { body: { limit: 5 } }),
    ]);
    const claimed = [
      ...asContract("botClaimRedeems", first?.body).redeems,
      ...asContract("botClaimRedeems", second?.body).redeems,
    ];
    expect(claimed.map((c) => c.key).sort()).toEqual(["REDEEM-1", "REDEEM-2"]);
    expect(claimed.find((c) => c.key === "REDEEM-1")).toMatchObject({
      amount: 4,
      stock: "oneMonthBoosts.txt",
      discordInvite: "discord.gg/cee",
      email: "c@d.ef",
      displayname: "Cee",
    });
    const none = await bot("botClaimRedeems", { body: {} });
    expect(asContract("botClaimRedeems", none.body).redeems).toEqual([]);

    const result = await bot("botRedeemResult", {
      params: { redeemKey: "REDEEM-1" },
      body: { "tokens-used": { success: ["t1", "t2"], failed: [] }, BBGuildID: "42" },
    });
    expect(result.status).toBe(200);
    asContract("botRedeemResult", result.body);
    const status = await call(s.url, "GET", `/api/fetch/${guild}/order/REDEEM-1/status`);
    expect(status.body).toMatchObject({
      orderId: "REDEEM-1",
      amount: 4,
      successfulTokens: 2,
      failedTokens: 0,
    });
    const o = await call(s.url, "GET", "/api/dashboard/orders/REDEEM-1/order.json", { token: s.admin.token });
    expect(asContract("getOrder", o.body)).toMatchObject({ BBGuildID: "42", invite: "discord.gg/cee" });
  });

  it("refuses bad keys, limits and unknown results", async () => {
    expect((await bot("botAddRedeemKeys", { body: { keys: [] } })).status).toBe(400);
    expect(
      (await bot("botAddRedeemKeys", { body: { keys: [{ key: "x", amount: 0, stock: "a" }] } })).status,
    ).toBe(400);
    expect((await bot("botClaimRedeems", { body: { limit: 1000 } })).status).toBe(400);
    const r = await bot("botRedeemResult", {
      params: { redeemKey: "NOPE" },
      body: { "tokens-used": { success: [], failed: [] } },
    });
    expect(r.status).toBe(404);
    expect((await bot("botRedeemResult", { params: { redeemKey: "REDEEM-2" }, body: {} })).status).toBe(400);
  });

  it("keeps sellers apart: one bot key never sees another seller's redeems", async () => {
    const other = await s.seller();
    const r = await bot("botClaimRedeems", { body: {}, key: other.botKey });
    expect(asContract("botClaimRedeems", r.body).redeems).toEqual([]);
    const res = await bot("botRedeemResult", {
      key: other.botKey,
      params: { redeemKey: "REDEEM-2" },
      body: { "tokens-used": { success: [], failed: [] } },
    });
    expect(res.status).toBe(404);
  });
});
