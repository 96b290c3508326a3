// One seller cannot break the shared lists (docs/decisions.md#hardening): every route that inserts on a seller's
// request is limited per seller with a clear 429, and the admin-logs, suggestions and bugs answers are bounded.
import type { ContractRouteName } from "@boostdash/api-client/core/contract/routes";
import { ANSWER_LIMITS } from "@boostdash/api-client/core/limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SELLER_LIMITS } from "../src/features/index.ts";
import { addSuggestion, asContract, call, messageOf, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startServer();
});

afterAll(async () => {
  await s?.close();
});

type Seller = Awaited<ReturnType<TestServer["seller"]>>;

/** Calls `send` until the limit of `route` is reached, then once more: that one must be the 429. */
async function exhaust(
  route: keyof typeof SELLER_LIMITS,
  send: (i: number) => Promise<{ status: number; body: unknown; headers: Headers }>,
) {
  const { max } = SELLER_LIMITS[route];
  for (let i = 0; i < max; i++) {
    const r = await send(i);
    expect(r.status, `${route} #${i + 1}: ${messageOf(r.body)}`).toBeLessThan(300);
  }
  const over = await send(max);
  expect(over.status, route).toBe(429);
  expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
  return messageOf(over.body);
}

describe("per-seller limits on the routes that insert", () => {
  it("suggestions: the 11th in an hour is refused with a clear message; another seller still can", async () => {
    const a = await s.seller();
    const message = await exhaust("createSuggestion", (i) =>
      call(s.url, "POST", "/api/suggestions/create", {
        token: a.token,
        body: { title: `Idea ${i}`, description: "d" },
      }),
    );
    expect(message).toMatch(
      /^Too many suggestions: at most 10 an hour\. Please wait (\d+ minutes?|\d+ seconds?) and try again\.$/,
    );
    const b = await s.seller();
    const other = await call(s.url, "POST", "/api/suggestions/create", {
      token: b.token,
      body: { title: "Mine", description: "d" },
    });
    expect(other.status).toBe(200);
  });

  it("a refused form does not use up the allowance; no token is a 401, not a count", async () => {
    const a = await s.seller();
    for (let i = 0; i < 15; i++) {
      const bad = await call(s.url, "POST", "/api/bugs/create", {
        token: a.token,
        body: { title: " ", description: "" },
      });
      expect(bad.status).toBe(400);
      const anonymous = await call(s.url, "POST", "/api/bugs/create", {
        body: { title: "t", description: "d" },
      });
      expect(anonymous.status).toBe(401);
    }
    const message = await exhaust("createBug", (i) =>
      call(s.url, "POST", "/api/bugs/create", {
        token: a.token,
        body: { title: `Bug ${i}`, description: "d" },
      }),
    );
    expect(message).toMatch(/^Too many bug reports: at most 10 an hour\./);
  });

  it("domains: adding and removing share one count", async () => {
    const a = await s.seller();
    const message = await exhaust("addDomain", async (i) => {
      if (i % 2 === 0) {
        return call(s.url, "POST", "/api/dashboard/domains/add", {
          token: a.token,
          body: { domain: `shop${i}.example.com` },
        });
      }
      const list = asContract(
        "listDomains",
        (await call(s.url, "GET", "/api/dashboard/domains/list", { token: a.token })).body,
      );
      return call(s.url, "DELETE", `/api/dashboard/domains/delete/${list[0]?._id}`, { token: a.token });
    });
    expect(message).toMatch(/^Too many domain changes: at most 10 an hour\./);
  });

  it("votes, live-stock saves and access-code resets", async () => {
    const a = await s.seller();
    const id = await addSuggestion(s.url, a.token, "Vote on me");
    expect(
      await exhaust("voteSuggestion", () =>
        call(s.url, "POST", `/api/suggestions/vote/${id}`, { token: a.token, body: { voteType: "up" } }),
      ),
    ).toMatch(/^Too many votes: at most 120 a minute\. Please wait (1 minute|\d+ seconds?) and try again\.$/);
    expect(
      await exhaust("saveCustomCode", (i) =>
        call(s.url, "POST", "/api/save-custom-code", {
          token: a.token,
          body: { code: `function LiveStockPage() { return <p>Save ${i}</p>; }` },
        }),
      ),
    ).toMatch(/^Too many saves of the live stock page: at most 30 a minute\./);

    let token = a.token;
    expect(
      await exhaust("resetAccessCode", async () => {
        const r = await call(s.url, "POST", "/api/user/reset-access-code", { token });
        if (r.status === 200) token = asContract("resetAccessCode", r.body).token ?? "";
        return r;
      }),
    ).toMatch(/^Too many access code resets: at most 5 an hour\./);
  });

  it("the bot's order and key uploads", async () => {
    const a = await s.seller();
    const bot = { Authorization: a.botKey };
    const order = (id: string) => ({
      orderId: id,
      guildId: "123456789012345678",
      invite: "https://discord.gg/x",
      stock: "oneMonthBoosts.txt",
      amount: 2,
      "tokens-used": { success: [], failed: [] },
    });
    expect(
      await exhaust("botUpsertOrder", (i) =>
        call(s.url, "PUT", `/api/bot/orders/O-${i}`, { headers: bot, body: order(`O-${i}`) }),
      ),
    ).toMatch(/^Too many order updates: at most 600 a minute\./);
    expect(
      await exhaust("botAddRedeemKeys", (i) =>
        call(s.url, "POST", "/api/bot/redeem-keys", {
          headers: bot,
          body: { keys: [{ key: `UPLOAD-KEY-${i}`, amount: 2, stock: "oneMonthBoosts.txt" }] },
        }),
      ),
    ).toMatch(/^Too many redeem key uploads: at most 60 a minute\./);
  });

  it("bot stock pushes: the 61st in a minute is refused (each one may re-render the custom page)", async () => {
    const a = await s.seller();
    const stock = (n: number) => ({
      oneMonthNitroTokens: n,
      oneMonthServerBoosts: 1,
      threeMonthNitroTokens: 1,
      threeMonthServerBoosts: 1,
    });
    expect(
      await exhaust("botPushStock", (i) =>
        call(s.url, "PUT", "/api/bot/stock", { headers: { Authorization: a.botKey }, body: stock(i) }),
      ),
    ).toMatch(/^Too many stock pushes: at most 60 a minute\./);
  });

  it("bot key rotations: the 6th in an hour is refused, and the key stays as it was", async () => {
    const a = await s.seller();
    const message = await exhaust("rotateBotKey", () =>
      call(s.url, "POST", "/api/user/rotate-bot-key", { token: a.token }),
    );
    expect(message).toMatch(/^Too many bot key rotations: at most 5 an hour\./);
    const settings = await call(s.url, "GET", "/api/user/settings", { token: a.token });
    const before = asContract("userSettings", settings.body).botKey.hint;
    await call(s.url, "POST", "/api/user/rotate-bot-key", { token: a.token });
    const after = asContract(
      "userSettings",
      (await call(s.url, "GET", "/api/user/settings", { token: a.token })).body,
    );
    expect(after.botKey.hint).toBe(before);
  });

  it("store settings saves: 30 a minute", async () => {
    const a = await s.seller();
    const message = await exhaust("updateStoreSettings", (i) =>
      call(s.url, "PUT", "/api/user/store-settings", {
        token: a.token,
        body: { embedFooter: `Footer ${i}` },
      }),
    );
    expect(message).toMatch(/^Too many saves of the store settings: at most 30 a minute\./);
  });

  it("covers every route that inserts on a seller's request", () => {
    const inserting: ContractRouteName[] = [
      "createSuggestion",
      "createBug",
      "addDomain",
      "deleteDomain",
      "voteSuggestion",
      "saveCustomCode",
      // Not an insert, but each one renders in the sandbox: limited per seller like the saves.
      "previewCustomCode",
      "resetAccessCode",
      "rotateBotKey",
      "updateStoreSettings",
      // A change writes a log entry, as a store save does.
      "updateCustomersLanguage",
      // Not an insert, but each answer writes a log entry (like a rotation).
      "guildMove",
      "botUpsertOrder",
      "botAddRedeemKeys",
      "botSignInLink",
      "updateNotificationSettings",
      "rotateNotificationSecret",
      "sendTestNotification",
      "updateStock",
      "botPushStock",
      "addKeys",
      "generateKeys",
      "deleteKeys",
      "rotateIntakeSecret",
      "updateIntakeMappings",
      "sendIntakeTest",
      "redeliverIntake",
      // Each start inserts an order; each save writes a log entry (docs/decisions.md#replacements).
      "startReplacement",
      "updateWarranty",
    ];
    expect(Object.keys(SELLER_LIMITS).sort()).toEqual([...inserting].sort());
  });
});

describe("bounded answers", () => {
  let admin: Seller["token"];
  beforeAll(() => {
    admin = s.admin.token;
  });

  it("admin logs: the newest entries and the total (was every entry)", async () => {
    const now = Date.now();
    const rows = Array.from({ length: ANSWER_LIMITS.adminLogs + 205 }, (_, i) => ({
      timestamp: now - 1_000_000 + i,
      sellerId: null,
      username: "flood",
      userId: "flood",
      action: "test_entry",
      details: `entry ${i}`,
      severity: "info" as const,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await s.store.k
        .insertInto("logs")
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const total = await s.store.logs.count();
    const r = await call(s.url, "GET", "/api/admin/logs", { token: admin });
    expect(r.status).toBe(200);
    const body = asContract("adminLogs", r.body);
    expect(body.logs).toHaveLength(ANSWER_LIMITS.adminLogs);
    expect(body.total).toBe(total);
    expect(body.total).toBeGreaterThan(ANSWER_LIMITS.adminLogs);
    const times = body.logs.map((l) => Date.parse(l.timestamp));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it("suggestions and bug reports: the newest ones, with votes only for those", async () => {
    const author = { id: "bulk", name: "Bulk" };
    const base = Date.now() - 10_000_000;
    const over = 7;
    for (let i = 0; i < ANSWER_LIMITS.suggestions + over; i++) {
      await s.store.suggestions.create(author, { title: `Bulk ${i}`, description: "d" }, base + i);
    }
    for (let i = 0; i < ANSWER_LIMITS.bugs + over; i++) {
      await s.store.bugs.create(
        author,
        {
          title: `Bulk bug ${i}`,
          description: "d",
          steps: "",
          expectedBehavior: "",
          actualBehavior: "",
          severity: "low",
        },
        base + i,
      );
    }
    const suggestions = asContract(
      "listSuggestions",
      (await call(s.url, "GET", "/api/suggestions/fetch-all", { token: admin })).body,
    ).suggestions;
    expect(suggestions).toHaveLength(ANSWER_LIMITS.suggestions);
    expect(suggestions.some((x) => x.title === "Bulk 0")).toBe(false);
    const bugs = asContract(
      "listBugs",
      (await call(s.url, "GET", "/api/bugs/fetch-all", { token: admin })).body,
    ).bugs;
    expect(bugs).toHaveLength(ANSWER_LIMITS.bugs);
    expect(bugs.some((x) => x.title === "Bulk bug 0")).toBe(false);
  });
});
