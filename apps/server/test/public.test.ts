// Public pages' API (no sign-in), redeem, static hosting of both apps, security headers, custom domains.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { API_BASE_PATH, buildPath } from "@boostdash/api-client/core/contract/paths";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MISDIRECTED } from "../src/customHosts.ts";
import {
  asContract,
  call,
  dnsFrom,
  hostRequest,
  messageOf,
  SAMPLE_STORE,
  startServer,
  type TestServer,
} from "./helpers.ts";

let s: TestServer;
let guild: string;
const cnames = new Map<string, string[]>();
const resolver = dnsFrom(cnames);

function api(name: ContractRouteName, params: Record<string, string>, opts: { body?: unknown } = {}) {
  const route = contractRoutes[name];
  return call(s.url, route.method, API_BASE_PATH + buildPath(route.path, params), {
    body: opts.body,
  });
}

beforeAll(async () => {
  s = await startServer({ resolver });
  guild = s.admin.seller.guildId;
  await s.store.sellers.update(s.admin.seller.id, SAMPLE_STORE);
  await s.store.orders.upsert(s.admin.seller.id, {
    orderId: "ord-1",
    guildId: guild,
    invite: "xyz",
    stock: "oneMonthBoosts.txt",
    amount: 6,
    successTokens: ["secret-token-1", "secret-token-2"],
    failedTokens: ["secret-token-3"],
    storeLink: "",
    discordLink: "",
    bbGuildId: "55",
  });
  await s.store.redeem.addKeys(s.admin.seller.id, [
    { key: "KEY-ONE", amount: 14, stock: "threeMonthBoosts.txt" },
  ]);
  // Fake builds of the two apps.
  mkdirSync(path.join(s.roots.dashboard, "assets"), { recursive: true });
  mkdirSync(path.join(s.roots.public, "assets"), { recursive: true });
  writeFileSync(path.join(s.roots.dashboard, "index.html"), "<!doctype html><title>dashboard</title>");
  writeFileSync(path.join(s.roots.dashboard, "assets/index-abc123.js"), "console.log('dashboard')");
  writeFileSync(path.join(s.roots.dashboard, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(s.roots.public, "index.html"), "<!doctype html><title>public</title>");
  writeFileSync(path.join(s.roots.public, "assets/page-def456.js"), "console.log('public')");
});

afterAll(async () => {
  await s?.close();
});

describe("public order status", () => {
  it("returns the order with token COUNTS, never the tokens", async () => {
    const r = await api("publicOrderStatus", { guildId: guild, orderId: "ord-1" });
    expect(r.status).toBe(200);
    const body = asContract("publicOrderStatus", r.body);
    expect(body).toEqual({
      orderId: "ord-1",
      guildId: guild,
      amount: 6,
      stock: "oneMonthBoosts.txt",
      successfulTokens: 2,
      failedTokens: 1,
      invite: "xyz",
      // A finished order: redeemed and reported at its write, its claim unknown (docs/product.md#order-lifecycle).
      status: "partial",
      redeemedAt: body.redeemedAt,
      claimedAt: null,
      reportedAt: body.redeemedAt,
      // The policy in force (the default for a one-month stock) and what may be asked under it now
      // (docs/decisions.md#replacements).
      replacementOf: null,
      warranty: {
        windowDays: 15,
        maxSharePercent: 100,
        approval: "seller",
        until: new Date(Date.parse(body.reportedAt ?? "") + 15 * 86_400_000).toISOString(),
        maxRequest: 4,
        reason: null,
        message: null,
      },
      replacement: null,
      // The replacement form's captcha: the redeem page's, none here as the test server runs with captchas off.
      captcha: "off",
      storeName: s.admin.seller.name,
      storeLink: "https://shop.example.com",
      discordLink: "https://discord.gg/abc",
      embedColor: "ff66aa",
      embedFooter: "Thanks for shopping",
    });
    expect(JSON.stringify(r.body)).not.toContain("secret-token");
  });

  it("404s with docs/product.md's message for an unknown guild or order", async () => {
    for (const params of [
      { guildId: "123", orderId: "ord-1" },
      { guildId: guild, orderId: "nope" },
    ]) {
      const r = await api("publicOrderStatus", params);
      expect(r.status).toBe(404);
      expect(messageOf(r.body)).toBe("Order Status not found for this Guild ID.");
    }
  });
});

describe("live stock and redeem page config", () => {
  it("returns stock and store settings; the custom page's render (never its code) only once saved", async () => {
    const r = await api("liveStock", { guildId: guild });
    expect(r.status).toBe(200);
    const body = asContract("liveStock", r.body);
    expect(body).toMatchObject({ oneMonthNitroTokens: 12, threeMonthServerBoosts: 6, embedColor: "ff66aa" });
    expect(body.customPage).toBeUndefined();
    const code = 'function LiveStockPage(p: any) { return <p className="p-2">{p.oneMonthNitroTokens}</p> }';
    await s.store.sellers.setCustomCode(s.admin.seller.id, code);
    const after = asContract("liveStock", (await api("liveStock", { guildId: guild })).body);
    expect(after.customPage?.html).toBe('<p class="p-2">12</p>');
    expect(JSON.stringify(after)).not.toContain("LiveStockPage");
    await s.store.sellers.setCustomCode(s.admin.seller.id, "");
  });

  it("404s for unknown guilds with each page's message", async () => {
    const live = await api("liveStock", { guildId: "404404" });
    expect(live.status).toBe(404);
    expect(messageOf(live.body)).toBe("Live stock data not found for this Guild ID.");
    const page = await api("redeemPageConfig", { guildId: "404404" });
    expect(page.status).toBe(404);
    expect(messageOf(page.body)).toBe("Redeem page not found.");
  });

  it("gives the redeem page its colour and footer", async () => {
    const r = await api("redeemPageConfig", { guildId: guild });
    expect(asContract("redeemPageConfig", r.body)).toEqual({
      storeName: s.admin.seller.name,
      embedColor: "ff66aa",
      footerText: "Thanks for shopping",
    });
  });
});

describe("redeem", () => {
  const form = { redeemKey: "KEY-ONE", discordInvite: "discord.gg/mine", email: "a@b.co", displayname: "" };

  it("turns a known unused key into a pending order whose id is the key, once", async () => {
    const r = await api("redeem", { guildId: guild }, { body: form });
    expect(r.status).toBe(200);
    expect(asContract("redeem", r.body)).toMatchObject({ status: "success" });
    const order = await s.store.orders.get(s.admin.seller.id, "KEY-ONE");
    expect(order).toMatchObject({
      status: "pending",
      claimedAt: null,
      reportedAt: null,
      amount: 14,
      stock: "threeMonthBoosts.txt",
      invite: "discord.gg/mine",
    });
    const status = asContract(
      "publicOrderStatus",
      (await api("publicOrderStatus", { guildId: guild, orderId: "KEY-ONE" })).body,
    );
    expect(status).toMatchObject({ orderId: "KEY-ONE", amount: 14, successfulTokens: 0 });

    const again = await api("redeem", { guildId: guild }, { body: form });
    expect(again.status).toBe(200);
    // The same answer as an unknown key (docs/decisions.md#redeem-keys).
    expect(asContract("redeem", again.body)).toEqual({
      status: "error",
      message: "Invalid or already used redeem key. Please check the key from your email or invoice page.",
    });
    const logs = await s.store.logs.list(5);
    expect(logs.map((l) => l.action)).toContain("redeem");
  });

  it("answers an unknown key, or another guild's key, with a message", async () => {
    const other = await s.seller();
    await s.store.redeem.addKeys(other.seller.id, [{ key: "OTHER-KEY", amount: 2, stock: "a.txt" }]);
    for (const key of ["NOPE", "OTHER-KEY"]) {
      const r = await api("redeem", { guildId: guild }, { body: { ...form, redeemKey: key } });
      expect(asContract("redeem", r.body).status).toBe("error");
      expect(messageOf(r.body)).toMatch(/^Invalid or already used redeem key/);
    }
  });

  it("validates the form with docs/product.md's messages", async () => {
    const missing = await api("redeem", { guildId: guild }, { body: { ...form, discordInvite: " " } });
    expect(missing.status).toBe(400);
    expect(messageOf(missing.body)).toBe("Please fill in all required fields.");
    const email = await api("redeem", { guildId: guild }, { body: { ...form, email: "nope" } });
    expect(messageOf(email.body)).toBe("Please enter a valid email address.");
    // Not an invite: refused before the key is looked at, so the key stays unused.
    await s.store.redeem.addKeys(s.admin.seller.id, [{ key: "KEEP-ME", amount: 2, stock: "a.txt" }]);
    const invite = await api(
      "redeem",
      { guildId: guild },
      {
        body: { ...form, redeemKey: "KEEP-ME", discordInvite: "hello world" },
      },
    );
    expect(invite.status).toBe(400);
    expect(messageOf(invite.body)).toBe("Please enter a valid server invite, e.g. discord.gg/abc123.");
    expect((await s.store.redeem.listUnusedKeys(s.admin.seller.id)).map((k) => k.key)).toContain("KEEP-ME");
    const unknownGuild = await api("redeem", { guildId: "77777" }, { body: form });
    expect(unknownGuild.status).toBe(404);
    expect(messageOf(unknownGuild.body)).toBe("Redeem page not found.");
  });

  it("refuses an oversized field at once, by name, while other requests go on (was a 36 s ReDoS)", async () => {
    const started = performance.now();
    const [hostile, other] = await Promise.all([
      api("redeem", { guildId: guild }, { body: { ...form, email: `a@${".".repeat(128 * 1024)}@` } }),
      api("liveStock", { guildId: guild }),
    ]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(hostile.status).toBe(400);
    expect(messageOf(hostile.body)).toBe("email is too long (at most 254 characters)");
    expect(other.status).toBe(200);
    const nul = await api("redeem", { guildId: guild }, { body: { ...form, redeemKey: "KEY\u0000ONE" } });
    expect(nul.status).toBe(400);
    expect(messageOf(nul.body)).toBe("redeemKey must not contain a NUL character");
  });

  it("gives one order when the same key is redeemed twice at once", async () => {
    await s.store.redeem.addKeys(s.admin.seller.id, [{ key: "RACE-KEY", amount: 2, stock: "a.txt" }]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api("redeem", { guildId: guild }, { body: { ...form, redeemKey: "RACE-KEY" } }),
      ),
    );
    const ok = results.filter((r) => (r.body as { status: string }).status === "success");
    expect(ok).toHaveLength(1);
  });
});

describe("static hosting", () => {
  it("serves the dashboard app for / and its routes, with CSP and security headers", async () => {
    for (const p of ["/", "/dashboard", "/dashboard/orders"]) {
      const res = await fetch(s.url + p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<title>dashboard</title>");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("renders unknown pages with the dashboard app and a 404 status", async () => {
    const res = await fetch(`${s.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("<title>dashboard</title>");
  });

  it("writes the captcha configuration into the login page, compressed (and only there)", async () => {
    const tag = '<script type="application/json" id="boostdash-captcha-config">{"provider":"off"}</script>';
    await expect
      .poll(async () => (await fetch(`${s.url}/`)).text(), { timeout: 5_000, interval: 200 })
      .toContain(`<title>dashboard</title>${tag}`);
    const res = await fetch(`${s.url}/`, { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(await (await fetch(`${s.url}/dashboard`)).text()).not.toContain("boostdash-captcha-config");
  });

  it("serves each path's prerendered page when the build has them: login, shell, not found", async () => {
    const pages = { "dashboard.html": "shell", "404.html": "not found" };
    for (const [file, title] of Object.entries(pages)) {
      writeFileSync(path.join(s.roots.dashboard, file), `<!doctype html><title>${title}</title>`);
    }
    try {
      const expectPage = async (p: string, status: number, title: string) => {
        const res = await fetch(s.url + p);
        expect(res.status, p).toBe(status);
        expect(await res.text(), p).toContain(`<title>${title}</title>`);
        expect(res.headers.get("cache-control"), p).toBe("no-cache");
      };
      await expectPage("/", 200, "dashboard");
      await expectPage("/dashboard", 200, "shell");
      await expectPage("/dashboard/orders", 200, "shell");
      await expectPage("/no/such/page", 404, "not found");
      // Pages by route only, never as files of their own.
      await expectPage("/dashboard.html", 404, "not found");
      await expectPage("/404.html", 404, "not found");
    } finally {
      for (const file of Object.keys(pages)) rmSync(path.join(s.roots.dashboard, file), { force: true });
    }
  });

  it("serves the public app for the public page routes", async () => {
    for (const p of [
      `/api/${guild}/order/ord-1/status`,
      `/api/${guild}/live-stock`,
      `/api/redeem-order/${guild}`,
      `/api/redeem/${guild}`,
    ]) {
      const res = await fetch(s.url + p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain("<title>public</title>");
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
  });

  it("sends an asset's build-time brotli or gzip twin when accepted, the file itself otherwise", async () => {
    const source = `console.log(${JSON.stringify("x".repeat(6000))});`;
    const file = path.join(s.roots.public, "assets/big-0a1b2c.js");
    writeFileSync(file, source);
    writeFileSync(`${file}.br`, brotliCompressSync(source));
    writeFileSync(`${file}.gz`, gzipSync(source));
    const raw = (encoding: string) =>
      new Promise<{ headers: import("node:http").IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${s.url}/p/assets/big-0a1b2c.js`, { headers: { "Accept-Encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const br = await raw("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(brotliDecompressSync(br.body).toString()).toBe(source);
    const gz = await raw("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(source);
    const plain = await raw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
  });

  it("answers a content-hashed asset from memory with the headers the streamed file had, a range from the file", async () => {
    // apps/server/src/assetCache.ts: the same ETag and caching headers; If-None-Match and Range still work.
    const source = `console.log(${JSON.stringify("y".repeat(3000))});`;
    writeFileSync(path.join(s.roots.public, "assets/kept-9f8e7d.js"), source);
    const url = `${s.url}/p/assets/kept-9f8e7d.js`;
    const first = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(source);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await fetch(url, { headers: { "Accept-Encoding": "identity", "If-None-Match": etag } });
    expect(again.status).toBe(304);
    const part = await fetch(url, { headers: { "Accept-Encoding": "identity", Range: "bytes=0-10" } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe(source.slice(0, 11));
    const head = await fetch(url, { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(source.length));
  });

  it("compresses JSON answers over 1 KB on the fly", async () => {
    await s.store.sellers.update(s.admin.seller.id, { embedFooter: "Thanks! ".repeat(200) });
    const res = await new Promise<{ headers: import("node:http").IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get(`${s.url}/api/fetch/${guild}/live-stock`, { headers: { "Accept-Encoding": "br" } }, (r) => {
            const chunks: Buffer[] = [];
            r.on("data", (c: Buffer) => chunks.push(c));
            r.on("end", () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      },
    );
    expect(res.headers["content-encoding"]).toBe("br");
    const body = JSON.parse(brotliDecompressSync(res.body).toString()) as { embedFooter: string };
    expect(body.embedFooter).toBe("Thanks! ".repeat(200));
    expect(res.body.length).toBeLessThan(400);
    await s.store.sellers.update(s.admin.seller.id, { embedFooter: "Thanks for shopping" });
  });

  it("caches hashed assets for good, under each app's own prefix", async () => {
    const dash = await fetch(`${s.url}/assets/index-abc123.js`);
    expect(dash.status).toBe(200);
    expect(dash.headers.get("cache-control")).toContain("immutable");
    expect(await dash.text()).toContain("dashboard");
    const pub = await fetch(`${s.url}/p/assets/page-def456.js`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get("cache-control")).toContain("immutable");
    expect(await pub.text()).toContain("public");
    const fav = await fetch(`${s.url}/favicon.svg`);
    expect(fav.headers.get("cache-control")).not.toContain("immutable");
    expect((await fetch(`${s.url}/p/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${s.url}/p/index.html`)).status).toBe(404);
  });

  it("does not serve files outside the app folders", async () => {
    for (const p of [
      "/p/..%2F..%2Fboostdash.sqlite",
      "/..%2Fboostdash.sqlite",
      "/p/%2e%2e/%2e%2e/etc/passwd",
    ]) {
      const res = await fetch(s.url + p);
      expect(await res.text()).not.toContain("SQLite format");
    }
    // Build metadata (dot folders) is not served: only what a page loads.
    for (const root of [s.roots.public, s.roots.dashboard]) {
      mkdirSync(path.join(root, ".vite"), { recursive: true });
      writeFileSync(path.join(root, ".vite/manifest.json"), '{"secret":"build metadata"}');
    }
    for (const p of ["/p/.vite/manifest.json", "/.vite/manifest.json", "/p/%2evite/manifest.json"]) {
      const res = await fetch(s.url + p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain("build metadata");
    }
  });

  it("serves no seller-code runtime: the old frame and its libraries are gone", async () => {
    for (const p of [
      "/sandbox/live-stock.html",
      "/sandbox/runner.js",
      "/vendor/babel.js",
      "/vendor/react.js",
    ]) {
      const res = await fetch(s.url + p);
      expect(res.status, p).toBe(404);
      await res.text();
    }
  });
});

describe("custom domains", () => {
  it("verifies the seller's own CNAME target in the background and then serves that seller's public pages on it", async () => {
    const a = await s.seller("Domain Seller");
    const added = await call(s.url, "POST", "/api/dashboard/domains/add", {
      token: a.token,
      body: { domain: "shop.nova.example.org" },
    });
    expect(added.status).toBe(200);
    await s.app.domains.checkAll();
    expect((await s.store.domains.list(a.seller.id))[0]?.status).toBe("pending");

    cnames.set("shop.nova.example.org", ["elsewhere.example.net."]);
    await s.app.domains.checkAll();
    expect((await s.store.domains.list(a.seller.id))[0]?.status).toBe("failed");

    cnames.set("shop.nova.example.org", [`${await s.app.domains.targetFor(a.seller.id)}.`]);
    await s.app.domains.checkAll();
    const [d] = await s.store.domains.list(a.seller.id);
    expect(d?.status).toBe("active");
    const logs = await s.store.logs.list(10);
    expect(logs.some((l) => l.action === "domain_verified" && l.userId === a.seller.id)).toBe(true);

    const host = "shop.nova.example.org";
    const g = a.seller.guildId;
    const root = await hostRequest(`${s.url}/`, host);
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe(`/api/${g}/live-stock`);
    const page = await hostRequest(`${s.url}/api/${g}/live-stock`, host);
    expect(page.text).toContain("<title>public</title>");
    const live = await hostRequest(`${s.url}/api/fetch/${g}/live-stock`, host);
    expect(live.status).toBe(200);
    asContract("liveStock", live.json());
    expect((await hostRequest(`${s.url}/p/assets/page-def456.js`, host)).status).toBe(200);
    // Other sellers' data and the dashboard are not served on a seller's domain.
    expect((await hostRequest(`${s.url}/api/fetch/${guild}/live-stock`, host)).status).toBe(404);
    expect((await hostRequest(`${s.url}/dashboard`, host)).status).toBe(404);
    expect((await hostRequest(`${s.url}/api/auth/self`, host, { token: a.token })).status).toBe(404);
    // A name that is neither this server's nor an active domain (not active yet, or removed with its CNAME still
    // pointing here) is not served as the product: 421, for pages, the API and the fast path's cached reads alike.
    for (const p of [
      "/",
      "/dashboard",
      "/api/auth/self",
      `/api/fetch/${g}/live-stock`,
      `/api/${g}/live-stock`,
    ]) {
      const misdirected = await hostRequest(`${s.url}${p}`, "unknown.example.org", { token: a.token });
      expect(misdirected.status, p).toBe(421);
      expect(misdirected.json(), p).toEqual({ message: MISDIRECTED });
    }
    // Ops paths answer for any name (a load balancer's check may use any).
    expect((await hostRequest(`${s.url}/healthz`, "unknown.example.org")).status).toBe(200);
  });
});
