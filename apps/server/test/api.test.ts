// Every contract route over real HTTP: success (parsed with the contract's response schema), bad input,
// missing and invalid token, and non-admin where the route is admin-only.
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { teamRoutes } from "@boostdash/api-client/team/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asContract,
  call,
  messageOf,
  SAMPLE_STORE,
  sessionOf,
  startServer,
  type TestServer,
} from "./helpers.ts";
import { TEAM_SIGN_IN_ROUTES } from "./teamHelpers.ts";

let s: TestServer;
let seller: Awaited<ReturnType<TestServer["seller"]>>;
const exercised = new Set<ContractRouteName>();

/** Calls a contract route by name, filling its path params. */
function api(
  name: ContractRouteName,
  opts: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    token?: string;
    body?: unknown;
    rawBody?: string;
  } = {},
) {
  exercised.add(name);
  const route = contractRoutes[name];
  const search = opts.query ? `?${new URLSearchParams(opts.query)}` : "";
  return call(s.url, route.method, API_BASE_PATH + buildPath(route.path, opts.params ?? {}) + search, opts);
}

beforeAll(async () => {
  s = await startServer();
  seller = await s.seller("Nova Boosts");
  await s.store.sellers.update(s.admin.seller.id, SAMPLE_STORE);
});

afterAll(async () => {
  await s?.close();
});

describe("auth", () => {
  it("tells the login page the captcha provider", async () => {
    const r = await api("captchaConfig");
    expect(r.status).toBe(200);
    expect(asContract("captchaConfig", r.body)).toEqual({ provider: "off" });
  });

  it("has no ALTCHA challenge when the provider is not altcha", async () => {
    const r = await api("altchaChallenge");
    expect(r.status).toBe(404);
    expect(messageOf(r.body)).toMatch(/not altcha/);
  });

  it("refuses a sign-in code exchange without a code, and an unknown code (signin.test.ts has the rest)", async () => {
    const empty = await api("redeemSignInCode", { body: {} });
    expect(empty.status).toBe(400);
    const unknown = await api("redeemSignInCode", { body: { code: "no-such-code" } });
    expect(unknown.status).toBe(401);
  });

  it("logs in with the access code and returns a token that works", async () => {
    const r = await api("login", { body: { captcha_key: "placeholder", access_code: s.admin.accessCode } });
    expect(r.status).toBe(200);
    const body = sessionOf(r.body);
    expect(body.code).toBe(200);
    const me = await api("currentUser", { token: body.token });
    expect(me.status).toBe(200);
    const user = asContract("currentUser", me.body);
    expect(user).toMatchObject({ code: 200, admin: true, id: s.admin.seller.id, _id: s.admin.seller.id });
    expect(user.guildId).toBe(s.admin.seller.guildId);
  });

  it("always sends discordId: null for a seller without one, the id for one with it", async () => {
    const without = await api("currentUser", { token: seller.token });
    expect(without.status).toBe(200);
    expect(without.body).toHaveProperty("discordId", null);
    await s.store.sellers.update(seller.seller.id, { discordId: "900000000000000042" });
    const withId = await api("currentUser", { token: seller.token });
    expect(withId.body).toHaveProperty("discordId", "900000000000000042");
    expect(asContract("currentUser", withId.body).discordId).toBe("900000000000000042");
    await s.store.sellers.update(seller.seller.id, { discordId: "" });
  });

  it("refuses a wrong code with a message and logs the failure", async () => {
    const r = await api("login", { body: { captcha_key: "x", access_code: "wrong-code" } });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, message: "Invalid access code" });
    const logs = await s.store.logs.list(5);
    expect(logs[0]).toMatchObject({ action: "login_failed", severity: "warning" });
    expect(logs[0]?.ipAddress).toBe("127.0.0.1");
    // Who it was, as far as known: no seller, so 'Anonymous' and the address (was 'unknown ()').
    expect(logs[0]).toMatchObject({ username: "Anonymous", userId: "127.0.0.1" });
  });

  it("refuses an empty captcha key and bad bodies with 400", async () => {
    const noCaptcha = await api("login", { body: { captcha_key: "", access_code: s.admin.accessCode } });
    expect(noCaptcha.status).toBe(400);
    expect(messageOf(noCaptcha.body)).toBe("Please complete the CAPTCHA");
    const noCode = await api("login", { body: { captcha_key: "x", access_code: "  " } });
    expect(noCode.status).toBe(400);
    expect(messageOf(noCode.body)).toBe("Please enter your access code");
    const missing = await api("login", { body: {} });
    expect(missing.status).toBe(400);
    expect(messageOf(missing.body)).toMatch(/captcha_key/);
    const notJson = await api("login", { rawBody: "{nope" });
    expect(notJson.status).toBe(400);
    expect(messageOf(notJson.body)).toBe("The request body is not valid JSON");
    const noBody = await api("login");
    expect(noBody.status).toBe(400);
    expect(messageOf(noBody.body)).toBe("The request body must be a JSON object");
    // Prototype poisoning is refused as Fastify's own parser refuses it (JSON.parse alone let it through).
    for (const rawBody of [
      '{"captcha_key":"x","access_code":"c","__proto__":{"admin":true}}',
      '{"captcha_key":"x","access_code":"c","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const poisoned = await api("login", { rawBody });
      expect(poisoned.status, rawBody).toBe(400);
      expect(messageOf(poisoned.body)).toBe("The request body is not valid JSON");
    }
  });

  it("answers 401 for a missing, unknown or expired token", async () => {
    expect((await api("currentUser")).status).toBe(401);
    expect((await api("currentUser", { token: "not-a-token" })).status).toBe(401);
    const expired = await s.store.auth.createSession(seller.seller.id, -1000);
    const r = await api("currentUser", { token: expired });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, message: "You need to log in to access this page." });
  });

  it("stores session tokens hashed, never as given", async () => {
    const rows = await s.store.k.selectFrom("sessions").select("tokenHash").execute();
    expect(rows.some((r) => r.tokenHash === s.admin.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});

describe("every dashboard route needs a session, admin routes an admin", () => {
  const dashboardRoutes = (Object.keys(contractRoutes) as ContractRouteName[]).filter((n) => {
    const auth = contractRoutes[n].auth;
    return auth === "token" || auth === "admin";
  });
  const params = { id: "abc", folderId: "abc", platform: "sellauth", memberId: "abc" };

  it.each(dashboardRoutes)("%s: 401 without a token and with a bad token", async (name) => {
    const none = await api(name, { params });
    expect(none.status).toBe(401);
    expect(messageOf(none.body)).not.toBe("");
    const bad = await api(name, { params, token: "garbage" });
    expect(bad.status).toBe(401);
  });

  const adminRoutes = dashboardRoutes.filter((n) => contractRoutes[n].auth === "admin");
  it.each(adminRoutes)("%s: 403 for a seller who is not an admin", async (name) => {
    const r = await api(name, {
      params,
      token: seller.token,
      body: contractRoutes[name].method === "GET" ? undefined : {},
    });
    expect(r.status).toBe(403);
    expect(messageOf(r.body)).toBe("Access denied. Admin privileges required.");
  });

  it("checks auth before input: a bad body without a token is a 401", async () => {
    expect((await api("createBug", { rawBody: "{" })).status).toBe(401);
  });
});

describe("dashboard home", () => {
  it("counts orders, new orders and boosts in the last 24 h, with recent activity", async () => {
    const fresh = await s.seller();
    const now = Date.now();
    const order = (id: string, agoMs: number, success: number) =>
      s.store.orders.upsert(fresh.seller.id, {
        orderId: id,
        guildId: "1",
        invite: "abc",
        stock: "oneMonthBoosts.txt",
        amount: 14,
        successTokens: Array.from({ length: success }, (_, i) => `tok${i}`),
        failedTokens: [],
        storeLink: "",
        discordLink: "",
        bbGuildId: "",
        createdAt: now - agoMs,
      });
    await order("a", 10 * 60_000, 7); // 10 min ago
    await order("b", 5 * 3600_000, 3); // 5 h ago
    await order("c", 30 * 3600_000, 5); // 30 h ago: outside 24 h
    const r = await api("dashboardData", { token: fresh.token });
    expect(r.status).toBe(200);
    const d = asContract("dashboardData", r.body);
    expect(d.totalOrders).toBe(3);
    expect(d.newOrders).toBe(1);
    expect(d.boostsL24).toBe((7 + 3) * 2);
    expect(d.recentActivity[0]?.details).toMatch(/^#a/);
    // Stock names as people read them, never the file name.
    expect(d.recentActivity[0]?.details).toContain("One Month Boosts");
    expect(JSON.stringify(d.recentActivity)).not.toContain(".txt");
    const times = d.recentActivity.map((a) => Date.parse(a.time));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    // A redemption appears once ('Order redeemed'), not also as its 'Redeem' log entry.
    await s.store.redeem.addKeys(fresh.seller.id, [
      { key: "ONCE-KEY-1", amount: 4, stock: "threeMonthBoosts.txt" },
    ]);
    const redeemed = await call(s.url, "POST", `${API_BASE_PATH}/redeem/${fresh.seller.guildId}`, {
      body: { redeemKey: "ONCE-KEY-1", discordInvite: "discord.gg/xy", email: "a@b.co" },
    });
    expect(asContract("redeem", redeemed.body).status).toBe("success");
    const after = asContract("dashboardData", (await api("dashboardData", { token: fresh.token })).body);
    const mentions = after.recentActivity.filter((a) => a.details.includes("ONCE-KEY-1"));
    expect(mentions.map((a) => a.action)).toEqual(["Order redeemed"]);
    expect(mentions[0]?.details).toContain("Three Month Boosts");
  });

  it("is empty for a new seller", async () => {
    const fresh = await s.seller();
    const d = asContract("dashboardData", (await api("dashboardData", { token: fresh.token })).body);
    expect(d).toEqual({
      totalOrders: 0,
      newOrders: 0,
      boostsL24: 0,
      recentActivity: [],
      setup: { botLastSeenAt: null, stockTotal: 0, guildId: fresh.seller.guildId },
      // The owner handles replacements: Home's line of open requests comes with the figures.
      openReplacements: 0,
    });
  });

  it("tells the setup checklist when the bot first called and how much stock there is", async () => {
    const fresh = await s.seller();
    const setup = async () =>
      asContract("dashboardData", (await api("dashboardData", { token: fresh.token })).body).setup;
    expect(await setup()).toMatchObject({ botLastSeenAt: null, stockTotal: 0 });
    const stock = {
      oneMonthNitroTokens: 1,
      oneMonthServerBoosts: 2,
      threeMonthNitroTokens: 3,
      threeMonthServerBoosts: 0,
    };
    const pushed = await call(s.url, "PUT", `${API_BASE_PATH}/bot/stock`, {
      token: fresh.botKey,
      body: stock,
    });
    expect(pushed.status).toBe(200);
    const after = await setup();
    expect(after?.stockTotal).toBe(6);
    expect(Date.now() - Date.parse(after?.botLastSeenAt ?? "")).toBeLessThan(60_000);
    // A refused bot key is no contact.
    const other = await s.seller();
    await call(s.url, "PUT", `${API_BASE_PATH}/bot/stock`, { token: "bk_wrong", body: stock });
    const untouched = asContract("dashboardData", (await api("dashboardData", { token: other.token })).body);
    expect(untouched.setup?.botLastSeenAt).toBeNull();
  });
});

describe("orders", () => {
  it("lists folders newest first with dates, and serves each order.json", async () => {
    const fresh = await s.seller();
    const base = Date.parse("2026-01-10T10:00:00.000Z");
    for (const [i, id] of ["old", "mid", "new"].entries()) {
      await s.store.orders.upsert(fresh.seller.id, {
        orderId: id,
        guildId: "999",
        invite: "inv",
        stock: "threeMonthBoosts.txt",
        amount: 4,
        successTokens: ["t1"],
        failedTokens: ["f1"],
        storeLink: "https://s",
        discordLink: "",
        bbGuildId: "777",
        createdAt: base + i * 60_000,
      });
    }
    const list = asContract("listOrders", (await api("listOrders", { token: fresh.token })).body);
    expect(list.folders).toEqual(["new", "mid", "old"]);
    expect(list.folderDates.old).toBe("2026-01-10T10:00:00.000Z");
    const r = await api("getOrder", { token: fresh.token, params: { folderId: "mid" } });
    expect(r.status).toBe(200);
    expect(asContract("getOrder", r.body)).toEqual({
      orderId: "mid",
      guildId: "999",
      invite: "inv",
      stock: "threeMonthBoosts.txt",
      amount: 4,
      "tokens-used": { failed: ["f1"], success: ["t1"] },
      storeLink: "https://s",
      BBGuildID: "777",
      // Imported finished: redeemed and reported at its date, its claim unknown.
      status: "partial",
      redeemedAt: "2026-01-10T10:01:00.000Z",
      claimedAt: null,
      reportedAt: "2026-01-10T10:01:00.000Z",
      // Not a storefront's order.
      invoiceId: null,
      // A sale, with no replacement under warranty (docs/decisions.md#replacements).
      replacementOf: null,
      replacements: [],
      // Nobody has asked for, started or decided a replacement (docs/decisions.md#sessions-and-the-trail).
      trail: [],
    });
    // Another seller's order is not visible.
    expect((await api("getOrder", { token: seller.token, params: { folderId: "mid" } })).status).toBe(404);
    const missing = await api("getOrder", { token: fresh.token, params: { folderId: "nope" } });
    expect(missing.status).toBe(404);
    expect(messageOf(missing.body)).toBe("Order not found");

    // The batch route: the asked orders in one answer, equal to their order.json but for its trail (the dialog's
    // alone, docs/decisions.md#sessions-and-the-trail); unknown and other sellers' folders left out; more than 250
    // refused.
    const batch = await api("getOrdersBatch", {
      token: fresh.token,
      body: { folders: ["new", "mid", "nope"] },
    });
    expect(batch.status).toBe(200);
    const { orders } = asContract("getOrdersBatch", batch.body);
    expect(Object.keys(orders).sort()).toEqual(["mid", "new"]);
    const { trail: _trail, ...single } = asContract("getOrder", r.body);
    expect(orders.mid).toEqual(single);
    const foreign = await api("getOrdersBatch", { token: seller.token, body: { folders: ["mid"] } });
    expect(asContract("getOrdersBatch", foreign.body).orders).toEqual({});
    const tooMany = Array.from({ length: 251 }, (_, i) => `f${i}`);
    const refused = await api("getOrdersBatch", { token: fresh.token, body: { folders: tooMany } });
    expect(refused.status).toBe(400);
    expect(messageOf(refused.body)).toBe("folders has too many items (at most 250)");
    expect((await api("getOrdersBatch", { body: { folders: ["mid"] } })).status).toBe(401);

    // The screen's questions over the whole book (ordersAtScale.test.ts checks them against the browser's rules).
    const summary = await api("getOrdersSummary", { token: fresh.token, query: { q: "MID" } });
    expect(asContract("getOrdersSummary", summary.body)).toEqual({
      totalOrders: 1,
      successRate: 50,
      totalBoosts: 4,
      completed: 0,
    });
    const page = await api("getOrdersPage", { token: fresh.token, query: { limit: "2" } });
    const { orders: rows, next } = asContract("getOrdersPage", page.body);
    expect(rows.map((o) => o.orderId)).toEqual(["new", "mid"]);
    expect(rows[1]).toEqual({
      folderId: "mid",
      orderId: "mid",
      status: "partial",
      invite: "inv",
      stock: "threeMonthBoosts.txt",
      amount: 4,
      successfulTokens: 1,
      failedTokens: 1,
      createdAt: "2026-01-10T10:01:00.000Z",
      replacementOf: null,
    });
    const rest = await api("getOrdersPage", { token: fresh.token, query: { after: String(next) } });
    expect(asContract("getOrdersPage", rest.body)).toMatchObject({
      orders: [{ orderId: "old" }],
      next: null,
    });
    const badStatus = await api("getOrdersPage", { token: fresh.token, query: { status: "done" } });
    expect(badStatus.status).toBe(400);
    const csv = await api("exportOrdersCsv", { token: fresh.token, query: { status: "partial" } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(String(csv.body).split("\r\n")).toHaveLength(4);
    for (const name of ["getOrdersSummary", "getOrdersPage", "exportOrdersCsv"] as const) {
      expect((await api(name)).status).toBe(401);
    }
  });
});

describe("custom code", () => {
  it("saves and returns the code; empty means default", async () => {
    const fresh = await s.seller();
    expect(
      asContract("fetchCustomCode", (await api("fetchCustomCode", { token: fresh.token })).body),
    ).toEqual({
      code: "",
      customerPage: { kind: "default" },
    });
    const code = "function LiveStockPage(props) { return <div>{props.oneMonthNitroTokens}</div>; }";
    const saved = await api("saveCustomCode", { token: fresh.token, body: { code } });
    expect(saved.status).toBe(200);
    asContract("saveCustomCode", saved.body);
    // Customers now get the page this code renders (docs/decisions.md#seller-pages-rendered-on-the-server).
    expect((await api("fetchCustomCode", { token: fresh.token })).body).toEqual({
      code,
      customerPage: { kind: "custom" },
    });
  });

  it("refuses a body without code, and code that is too long", async () => {
    const bad = await api("saveCustomCode", { token: seller.token, body: { text: "x" } });
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toMatch(/^code:/);
    const long = await api("saveCustomCode", { token: seller.token, body: { code: "x".repeat(200_001) } });
    expect(long.status).toBe(400);
    expect(messageOf(long.body)).toMatch(/too long/);
  });
});

describe("domains", () => {
  it("adds one domain, lists it pending, refuses a second, one active for another seller, a bad one; deletes it", async () => {
    const a = await s.seller();
    const b = await s.seller();
    expect(asContract("listDomains", (await api("listDomains", { token: a.token })).body)).toEqual([]);
    const added = await api("addDomain", { token: a.token, body: { domain: "  Shop.Nova-Boosts.com " } });
    expect(added.status).toBe(200);
    const body = asContract("addDomain", added.body);
    expect(body.success).toBe(true);
    expect(body.domain?.domain).toBe("shop.nova-boosts.com");
    const list = asContract("listDomains", (await api("listDomains", { token: a.token })).body);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ domain: "shop.nova-boosts.com", status: "pending" });

    const second = await api("addDomain", { token: a.token, body: { domain: "other.example.org" } });
    expect(second.status).toBe(409);
    expect(messageOf(second.body)).toBe(
      "You can only have one custom domain. Remove the existing domain to add a new one.",
    );
    // Verified for A (domainOwnership.test.ts verifies through DNS): B, who cannot show its own target there, is refused.
    await s.store.domains.setStatus(list[0]?._id ?? "", "active", null);
    const taken = await api("addDomain", { token: b.token, body: { domain: "shop.nova-boosts.com" } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ success: false, errors: [{ code: 1406 }] });
    const badFormat = await api("addDomain", { token: b.token, body: { domain: "not a domain" } });
    expect(badFormat.status).toBe(400);
    expect(messageOf(badFormat.body)).toBe("Please enter a valid domain (e.g., shop.example.com)");
    expect(badFormat.body).toMatchObject({ success: false, errors: [{ code: 1000 }] });
    const empty = await api("addDomain", { token: b.token, body: { domain: "" } });
    expect(messageOf(empty.body)).toBe("Please enter a domain");
    const ours = await api("addDomain", { token: b.token, body: { domain: "x.boost.test-host.dev" } });
    expect(ours.status).toBe(422);
    expect(ours.body).toMatchObject({ success: false, errors: [{ code: 1003 }] });

    const id = list[0]?._id ?? "";
    expect((await api("deleteDomain", { token: b.token, params: { id } })).status).toBe(404);
    const del = await api("deleteDomain", { token: a.token, params: { id } });
    expect(del.status).toBe(200);
    asContract("deleteDomain", del.body);
    expect((await api("listDomains", { token: a.token })).body).toEqual([]);
    const undef = await api("deleteDomain", { token: a.token, params: { id: "undefined" } });
    expect(undef.status).toBe(400);
    expect(messageOf(undef.body)).toBe("Invalid domain ID");
  });

  it("answers the seller's own CNAME target for the Custom Domain page", async () => {
    const r = await api("domainTarget", { token: seller.token });
    const { target } = asContract("domainTarget", r.body);
    expect(target).toMatch(/^d[0-9a-f]{20}\.boost\.test-host\.dev$/);
    // The same on every ask, another for another seller.
    expect(asContract("domainTarget", (await api("domainTarget", { token: seller.token })).body).target).toBe(
      target,
    );
    const other = await s.seller();
    expect(
      asContract("domainTarget", (await api("domainTarget", { token: other.token })).body).target,
    ).not.toBe(target);
    expect((await api("domainTarget")).status).toBe(401);
    expect((await api("domainTarget", { token: "not-a-session" })).status).toBe(401);
  });

  it("'Check now' needs a session, checks only the seller's own domain, and is rate-limited", async () => {
    const a = await s.seller();
    const b = await s.seller();
    const added = asContract(
      "addDomain",
      (await api("addDomain", { token: a.token, body: { domain: "check.nova-boosts.com" } })).body,
    );
    const id = added.domain?._id ?? "";
    expect((await api("checkDomain", { params: { id } })).status).toBe(401);
    const other = await api("checkDomain", { token: b.token, params: { id } });
    expect(other.status).toBe(404);
    expect(messageOf(other.body)).toBe("Domain not found");
    const undef = await api("checkDomain", { token: a.token, params: { id: "undefined" } });
    expect(messageOf(undef.body)).toBe("Invalid domain ID");

    const checked = await api("checkDomain", { token: a.token, params: { id } });
    expect(checked.status).toBe(200);
    const domain = asContract("checkDomain", checked.body);
    expect(domain).toMatchObject({ _id: id, status: "pending", last_error: "No CNAME record (ENODATA)" });
    expect(Date.now() - Date.parse(domain.checked_at ?? "")).toBeLessThan(60_000);
    // The list carries the same finding.
    const list = asContract("listDomains", (await api("listDomains", { token: a.token })).body);
    expect(list[0]).toMatchObject({ checked_at: domain.checked_at, last_error: "No CNAME record (ENODATA)" });

    // 10 a minute per session: the 'undefined' id and the check above used 2.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await api("checkDomain", { token: a.token, params: { id } })).status);
    expect(statuses.every((st) => st === 200)).toBe(true);
    const limited = await api("checkDomain", { token: a.token, params: { id } });
    expect(limited.status).toBe(429);
    expect(messageOf(limited.body)).toMatch(/^Too many checks\. Please wait .+ and try again\.$/);
    // Another session has its own allowance.
    expect((await api("checkDomain", { token: b.token, params: { id } })).status).toBe(404);
  });

  it("answers a TLS proxy's ask: 404 for a host that is not an active custom domain", async () => {
    const pending = await api("domainAsk", {
      query: { domain: "check.nova-boosts.com" },
    });
    expect(pending.status).toBe(404);
    expect((await api("domainAsk", { query: { domain: "unknown.example.org" } })).status).toBe(404);
    expect((await api("domainAsk", { query: { domain: "boost.test-host.dev" } })).status).toBe(404);
    const missing = await api("domainAsk");
    expect(missing.status).toBe(400);
    expect(messageOf(missing.body)).toMatch(/domain/);
    const long = await api("domainAsk", { query: { domain: `${"a".repeat(300)}.com` } });
    expect(long.status).toBe(400);
    expect(messageOf(long.body)).toMatch(/too long/);
  });
});

describe("suggestions", () => {
  it("creates, lists with votes, moves a changed vote, withdraws a repeated one, implements and deletes (admin)", async () => {
    const created = await api("createSuggestion", {
      token: seller.token,
      body: { title: "  Dark mode ", description: " Please " },
    });
    expect(created.status).toBe(200);
    asContract("createSuggestion", created.body);
    const list = asContract("listSuggestions", (await api("listSuggestions", { token: seller.token })).body);
    const sug = list.suggestions.find((x) => x.title === "Dark mode");
    expect(sug).toMatchObject({
      description: "Please",
      author: "Nova Boosts",
      status: "pending",
      upvotes: 0,
    });
    const id = sug?._id ?? "";
    expect(Math.abs((sug?.createdAt ?? 0) - Date.now() / 1000)).toBeLessThan(60);

    const up = await api("voteSuggestion", { token: seller.token, params: { id }, body: { voteType: "up" } });
    expect(asContract("voteSuggestion", up.body)).toMatchObject({ upvotes: 1, downvotes: 0, userVote: "up" });
    const down = await api("voteSuggestion", {
      token: seller.token,
      params: { id },
      body: { voteType: "down" },
    });
    expect(asContract("voteSuggestion", down.body)).toMatchObject({
      upvotes: 0,
      downvotes: 1,
      userVote: "down",
      votes: { [seller.seller.id]: "down" },
    });
    // The same vote again withdraws it (docs/decisions.md#suggestions-and-bug-reports); once more puts it back.
    const withdrawn = await api("voteSuggestion", {
      token: seller.token,
      params: { id },
      body: { voteType: "down" },
    });
    expect(asContract("voteSuggestion", withdrawn.body)).toEqual({
      upvotes: 0,
      downvotes: 0,
      votes: {},
      userVote: null,
    });
    const again = await api("voteSuggestion", {
      token: seller.token,
      params: { id },
      body: { voteType: "down" },
    });
    expect(asContract("voteSuggestion", again.body)).toMatchObject({ downvotes: 1, userVote: "down" });
    const adminUp = await api("voteSuggestion", {
      token: s.admin.token,
      params: { id },
      body: { voteType: "up" },
    });
    expect(asContract("voteSuggestion", adminUp.body)).toMatchObject({ upvotes: 1, downvotes: 1 });
    const mine = asContract("listSuggestions", (await api("listSuggestions", { token: seller.token })).body);
    expect(mine.suggestions.find((x) => x._id === id)?.userVote).toBe("down");

    const impl = await api("implementSuggestion", { token: s.admin.token, params: { id } });
    expect(impl.status).toBe(200);
    asContract("implementSuggestion", impl.body);
    const after = asContract("listSuggestions", (await api("listSuggestions", { token: seller.token })).body);
    expect(after.suggestions.find((x) => x._id === id)?.status).toBe("implemented");

    const del = await api("deleteSuggestion", { token: s.admin.token, params: { id } });
    expect(del.status).toBe(200);
    asContract("deleteSuggestion", del.body);
    expect((await api("deleteSuggestion", { token: s.admin.token, params: { id } })).status).toBe(404);
    expect((await api("implementSuggestion", { token: s.admin.token, params: { id } })).status).toBe(404);
  });

  it("refuses empty titles, bad vote types and missing ids", async () => {
    const empty = await api("createSuggestion", {
      token: seller.token,
      body: { title: " ", description: "x" },
    });
    expect(empty.status).toBe(400);
    expect(messageOf(empty.body)).toBe("Please fill in both title and description");
    const badVote = await api("voteSuggestion", {
      token: seller.token,
      params: { id: "x" },
      body: { voteType: "sideways" },
    });
    expect(badVote.status).toBe(400);
    expect(messageOf(badVote.body)).toMatch(/^voteType:/);
    const undef = await api("voteSuggestion", {
      token: seller.token,
      params: { id: "undefined" },
      body: { voteType: "up" },
    });
    expect(messageOf(undef.body)).toBe("Invalid suggestion ID");
    const gone = await api("voteSuggestion", {
      token: seller.token,
      params: { id: "nope" },
      body: { voteType: "up" },
    });
    expect(gone.status).toBe(404);
  });
});

describe("bugs", () => {
  it("creates with default severity, lists, fixes and deletes (admin)", async () => {
    const r = await api("createBug", {
      token: seller.token,
      body: {
        title: " Crash ",
        description: "Boom",
        steps: " 1. open ",
        expectedBehavior: "",
        actualBehavior: "x",
      },
    });
    expect(r.status).toBe(200);
    asContract("createBug", r.body);
    const list = asContract("listBugs", (await api("listBugs", { token: seller.token })).body);
    const bug = list.bugs.find((b) => b.title === "Crash");
    expect(bug).toMatchObject({
      description: "Boom",
      steps: "1. open",
      actualBehavior: "x",
      severity: "medium",
      status: "open",
      author: "Nova Boosts",
    });
    expect(bug?.expectedBehavior).toBeUndefined();
    const id = bug?._id ?? "";
    const fix = await api("fixBug", { token: s.admin.token, params: { id } });
    expect(fix.status).toBe(200);
    asContract("fixBug", fix.body);
    const after = asContract("listBugs", (await api("listBugs", { token: seller.token })).body);
    expect(after.bugs.find((b) => b._id === id)?.status).toBe("fixed");
    const del = await api("deleteBug", { token: s.admin.token, params: { id } });
    expect(del.status).toBe(200);
    asContract("deleteBug", del.body);
    expect((await api("deleteBug", { token: s.admin.token, params: { id } })).status).toBe(404);
    expect((await api("fixBug", { token: s.admin.token, params: { id } })).status).toBe(404);
  });

  it("refuses a missing description and an unknown severity", async () => {
    const r = await api("createBug", { token: seller.token, body: { title: "t", description: "" } });
    expect(r.status).toBe(400);
    expect(messageOf(r.body)).toBe("Please fill in at least the title and description");
    const sev = await api("createBug", {
      token: seller.token,
      body: { title: "t", description: "d", severity: "meh" },
    });
    expect(sev.status).toBe(400);
    expect(messageOf(sev.body)).toMatch(/^severity:/);
  });
});

describe("settings and access-code reset", () => {
  it("shows the code, resets it once, signs every session out and gives the caller a fresh session", async () => {
    const fresh = await s.seller();
    const other = await s.store.auth.createSession(fresh.seller.id, 60_000);
    const before = asContract("userSettings", (await api("userSettings", { token: fresh.token })).body);
    expect(before).toEqual({
      access_code: fresh.accessCode,
      lastAccessCodeReset: null,
      botKey: { hint: fresh.botKey.slice(-4), rotatedAt: null, lastUsedAt: null },
      store: { storeName: "", storeLink: "", discordLink: "", embedColor: "", embedFooter: "" },
      guildId: fresh.seller.guildId,
      pendingGuildId: null,
      stock: {
        oneMonthNitroTokens: 0,
        oneMonthServerBoosts: 0,
        threeMonthNitroTokens: 0,
        threeMonthServerBoosts: 0,
      },
      // A new store's customers are written to in English until the seller chooses.
      customersLanguage: "en",
    });
    const r = await api("resetAccessCode", { token: fresh.token });
    expect(r.status).toBe(200);
    const { newAccessCode, token: renewed } = asContract("resetAccessCode", r.body);
    expect(newAccessCode).not.toBe(fresh.accessCode);
    expect((await api("userSettings", { token: fresh.token })).status).toBe(401);
    expect(renewed).toBeTruthy();
    const withRenewed = asContract("userSettings", (await api("userSettings", { token: renewed })).body);
    expect(withRenewed.access_code).toBe(newAccessCode);
    expect((await api("userSettings", { token: other })).status).toBe(401);
    const oldLogin = await api("login", { body: { captcha_key: "x", access_code: fresh.accessCode } });
    expect(oldLogin.status).toBe(401);
    const login = await api("login", { body: { captcha_key: "x", access_code: newAccessCode } });
    const token = sessionOf(login.body).token;
    const after = asContract("userSettings", (await api("userSettings", { token })).body);
    expect(after.access_code).toBe(newAccessCode);
    expect(Date.now() - Date.parse(after.lastAccessCodeReset ?? "")).toBeLessThan(60_000);
    const logs = await s.store.logs.list(20);
    expect(logs.find((l) => l.action === "access_code_reset" && l.userId === fresh.seller.id)).toBeTruthy();
  });
});

describe("bot key rotation", () => {
  it("gives a new key once, stops the old one, keeps only its hash and hint, and logs it", async () => {
    const fresh = await s.seller();
    const stock = {
      oneMonthNitroTokens: 1,
      oneMonthServerBoosts: 1,
      threeMonthNitroTokens: 1,
      threeMonthServerBoosts: 1,
    };
    const push = (key: string) =>
      call(s.url, "PUT", `${API_BASE_PATH}/bot/stock`, { token: key, body: stock });
    expect((await push(fresh.botKey)).status).toBe(200);

    const r = await api("rotateBotKey", { token: fresh.token });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    const rotated = asContract("rotateBotKey", r.body);
    expect(rotated.botKey).toMatch(/^bk_[A-Za-z0-9_-]{43}$/);
    expect(rotated.botKey).not.toBe(fresh.botKey);
    expect(rotated.info.hint).toBe(rotated.botKey.slice(-4));
    expect(Date.now() - Date.parse(rotated.info.rotatedAt ?? "")).toBeLessThan(60_000);
    // The bot is not connected until it calls with the new key.
    expect(rotated.info.lastUsedAt).toBeNull();

    expect((await push(fresh.botKey)).status).toBe(401);
    expect((await push(rotated.botKey)).status).toBe(200);
    const settings = asContract("userSettings", (await api("userSettings", { token: fresh.token })).body);
    expect(settings.botKey.hint).toBe(rotated.info.hint);
    expect(settings.botKey.lastUsedAt).not.toBeNull();
    // The settings never hold the key itself; the database holds only its hash.
    expect(JSON.stringify(settings)).not.toContain(rotated.botKey);
    const row = await s.db.kysely
      .selectFrom("sellers")
      .selectAll()
      .where("id", "=", fresh.seller.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(rotated.botKey);

    const logs = await s.store.logs.list(50);
    const entry = logs.find((l) => l.action === "bot_key_rotated" && l.userId === fresh.seller.id);
    expect(entry?.severity).toBe("warning");
    expect(entry?.details).not.toContain(rotated.botKey);
  });
});

describe("store settings (Settings' Store card)", () => {
  it("saves the fields sent, answers what was saved, shows it on the public pages and logs what changed", async () => {
    const fresh = await s.seller();
    const r = await api("updateStoreSettings", {
      token: fresh.token,
      body: {
        storeName: " Nova Boosts ",
        storeLink: " https://nova.example.com ",
        discordLink: "https://discord.gg/nova",
        embedColor: "#22C55E",
        embedFooter: "Fast delivery",
      },
    });
    expect(r.status).toBe(200);
    const saved = asContract("updateStoreSettings", r.body);
    expect(saved.store).toEqual({
      storeName: "Nova Boosts",
      storeLink: "https://nova.example.com",
      discordLink: "https://discord.gg/nova",
      embedColor: "#22C55E",
      embedFooter: "Fast delivery",
    });
    expect(saved.message).toBe("Store settings saved successfully!");
    const live = await call(s.url, "GET", `${API_BASE_PATH}/fetch/${fresh.seller.guildId}/live-stock`);
    // The public pages name the store by its store name now, not the account name.
    expect(live.body).toMatchObject({
      storeName: "Nova Boosts",
      storeLink: "https://nova.example.com",
      embedColor: "#22C55E",
    });

    // "" clears a field; only the footer changed, and the log says so.
    const cleared = await api("updateStoreSettings", {
      token: fresh.token,
      body: { ...saved.store, embedFooter: "" },
    });
    expect(asContract("updateStoreSettings", cleared.body).store.embedFooter).toBe("");
    const unchanged = await api("updateStoreSettings", { token: fresh.token, body: { embedFooter: "" } });
    expect(asContract("updateStoreSettings", unchanged.body).message).toBe("No changes to save");

    const logs = (await s.store.logs.list(100)).filter(
      (l) => l.action === "store_settings_updated" && l.userId === fresh.seller.id,
    );
    expect(logs.map((l) => l.details)).toEqual([
      "Changed the footer text",
      "Changed the store name, store link, Discord link, embed colour and footer text",
    ]);
  });

  it("refuses what the bot API refuses, with the same messages", async () => {
    const fresh = await s.seller();
    const cases: [unknown, string][] = [
      [{ storeLink: "shop.example.com" }, "Store link must be a full link starting with https:// or http://"],
      [
        { discordLink: "javascript:alert(1)" },
        "Discord link must be a full link starting with https:// or http://",
      ],
      [{ embedColor: "purple" }, "Embed colour must be a hex colour such as #8B5CF6"],
      [{ embedColor: "#12345" }, "Embed colour must be a hex colour such as #8B5CF6"],
      [{ embedFooter: "x".repeat(2049) }, "embedFooter is too long (at most 2,048 characters)"],
      [{ storeLink: 5 }, "storeLink: Invalid input: expected string, received number"],
    ];
    for (const [body, message] of cases) {
      const mine = await api("updateStoreSettings", { token: fresh.token, body });
      expect(mine.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(mine.body)).toBe(message);
      const bot = await call(s.url, "PUT", `${API_BASE_PATH}/bot/store-settings`, {
        token: fresh.botKey,
        body,
      });
      expect(bot.status).toBe(400);
      expect(messageOf(bot.body)).toBe(message);
    }
    const settings = asContract("userSettings", (await api("userSettings", { token: fresh.token })).body);
    expect(settings.store).toEqual({
      storeName: "",
      storeLink: "",
      discordLink: "",
      embedColor: "",
      embedFooter: "",
    });
  });
});

describe("admin logs", () => {
  it("lists logs newest first with address and user agent", async () => {
    await api("login", { body: { captcha_key: "x", access_code: "nope" } });
    const r = await api("adminLogs", { token: s.admin.token });
    expect(r.status).toBe(200);
    const { logs } = asContract("adminLogs", r.body);
    expect(logs.length).toBeGreaterThan(3);
    const times = logs.map((l) => Date.parse(l.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(logs[0]).toMatchObject({
      action: "login_failed",
      ipAddress: "127.0.0.1",
      userAgent: expect.any(String),
    });
    const actions = new Set(logs.map((l) => l.action));
    for (const a of [
      "login",
      "login_failed",
      "access_code_reset",
      "suggestion_created",
      "bug_reported",
      "domain_added",
    ]) {
      expect(actions).toContain(a);
    }
  });
});

describe("unknown paths and methods", () => {
  it("answers JSON 404 for unknown /api paths", async () => {
    for (const [method, p] of [
      ["GET", "/api/nope"],
      ["POST", "/api/dashboard/nothing"],
      ["DELETE", "/api"],
    ] as const) {
      const r = await call(s.url, method, p);
      expect(r.status).toBe(404);
      expect(r.headers.get("content-type")).toMatch(/application\/json/);
      expect(messageOf(r.body)).toMatch(/^Not found/);
    }
  });

  it("never answers 500 to junk", async () => {
    const junk = [
      ["POST", "/api/suggestions/create", '"a string"'],
      ["POST", "/api/suggestions/create", "[1,2]"],
      ["POST", "/api/bugs/create", "null"],
      ["POST", "/api/save-custom-code", '{"code": 5}'],
      ["POST", "/api/dashboard/domains/add", '{"domain": ["a"]}'],
      ["POST", "/api/suggestions/vote/x", '{"voteType": null}'],
    ] as const;
    for (const [method, p, rawBody] of junk) {
      const r = await call(s.url, method, p, { token: seller.token, rawBody });
      expect(r.status, `${method} ${p} ${rawBody}`).toBe(400);
      expect(messageOf(r.body)).not.toBe("");
    }
    const form = await call(s.url, "POST", "/api/suggestions/create", {
      token: seller.token,
      rawBody: "a=b",
      headers: { "Content-Type": "text/plain" },
    });
    expect(form.status).toBe(400);
    expect(messageOf(form.body)).toMatch(/JSON/);
    const multipart = await call(s.url, "POST", "/api/suggestions/create", {
      token: seller.token,
      rawBody: "--x--",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(multipart.status).toBe(415);
    expect(messageOf(multipart.body)).toMatch(/JSON/);
  });
});

// Public and bot routes are exercised in public.test.ts and bot.test.ts, the redeem captcha's challenge in
// redeemBudget.test.ts, the customer's replacement request in replacements.test.ts, the team and its sign-in in
// team.test.ts (which checks its own); this file covers the rest.
afterAll(() => {
  const covered = new Set(exercised);
  const missing = (Object.keys(contractRoutes) as ContractRouteName[]).filter(
    (n) =>
      !covered.has(n) &&
      contractRoutes[n].auth !== "bot" &&
      !(n in teamRoutes) &&
      !TEAM_SIGN_IN_ROUTES.includes(n) &&
      ![
        "publicOrderStatus",
        "liveStock",
        "redeemPageConfig",
        "redeem",
        "redeemChallenge",
        "requestReplacement",
      ].includes(n),
  );
  expect(missing).toEqual([]);
});
