// Notifications: deliveries to a local receiver and to a stand-in for Discord's endpoint (reached through the same
// DNS_SERVERS override as the custom-domain journeys), signed bodies, retries after 500s, a server killed between
// the event and the send, and the refusals that keep webhooks off the server's own network.
import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  nextAttemptDelay,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from "@boostdash/api-client/notifications/rules";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeDns, startFakeDns } from "../../../e2e/fakeDns.ts";
import { loadConfig } from "../src/config.ts";
import { openDb } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { NotificationRepository } from "../src/features/notifications/notificationRepository.ts";
import {
  checkTarget,
  NOT_PUBLIC,
  refusedAddress,
  type SafeRequestOptions,
  safePost,
} from "../src/features/notifications/safeRequest.ts";
import { Store } from "../src/store.ts";
import {
  asContract,
  call,
  dialect,
  messageOf,
  spawnServer,
  startServer,
  type TestServer,
  tempDir,
  testDatabase,
} from "./helpers.ts";

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
  at: number;
}

/** A local receiver: records each request and answers with what `answer` says (a status, or never). */
async function receiver(
  answer: (n: number, req: IncomingMessage, res: ServerResponse) => number | "hang" = () => 200,
  tls?: { key: string; cert: string },
) {
  const got: Received[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString();
    });
    req.on("end", () => {
      got.push({ headers: req.headers, body, at: Date.now() });
      const a = answer(got.length, req, res);
      if (a === "hang") return;
      if (!res.headersSent) res.writeHead(a).end("ok");
    });
  };
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    got,
    port,
    url: `${tls ? "https" : "http"}://127.0.0.1:${port}/hook`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function until<T>(
  what: string,
  fn: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 8000,
) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const order = (orderId: string, success: string[], failed: string[] = []) => ({
  orderId,
  guildId: "123456789",
  invite: "https://discord.gg/x",
  stock: "oneMonthBoosts.txt",
  amount: 4,
  "tokens-used": { success, failed },
});

// Retries at 1/1000 of their real waits (60 ms, 240 ms, 0.9 s, 2.4 s): each measured wait is checked against its own
// step of the schedule, so a stall of a few hundred ms on a loaded host does not decide the test (at 1/5000, each wait
// compared with the one before, a 310 ms stall did).
const DEV_ENV = { WEBHOOK_ALLOW_LOOPBACK: "1", WEBHOOK_RETRY_SCALE: "0.001", WEBHOOK_TIMEOUT_SECONDS: "1" };

describe(`notifications (${dialect})`, () => {
  let s: TestServer;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    s = await startServer({ env: DEV_ENV });
  });
  afterAll(async () => {
    await s.close();
  });
  afterEach(async () => {
    for (const c of closers.splice(0)) await c();
  });

  async function sellerWith(update: Record<string, unknown>) {
    const seller = await s.seller();
    const r = await call(s.url, "PUT", "/api/user/notifications", { token: seller.token, body: update });
    expect(r.status, messageOf(r.body)).toBe(200);
    return { ...seller, saved: asContract("updateNotificationSettings", r.body) };
  }

  it("signs each delivery to an endpoint with HMAC-SHA256 over the timestamp and the body", async () => {
    const rx = await receiver();
    closers.push(rx.close);
    const { botKey, token, saved, seller } = await sellerWith({ endpointUrl: rx.url });
    // The first endpoint brings the secret, shown this once; the settings keep only its last four characters.
    const secret = saved.secret ?? "";
    expect(secret).toMatch(/^whsec_/);
    expect(saved.settings.secretHint).toBe(secret.slice(-4));

    const started = Date.now();
    const r = await call(s.url, "PUT", "/api/bot/orders/N-1", {
      headers: { "x-bot-key": botKey },
      body: order("N-1", ["a", "b"]),
    });
    expect(r.status).toBe(200);
    await until("two deliveries", () => rx.got.length >= 2);
    console.log(`[figures] event to first delivery at the receiver: ${(rx.got[0]?.at ?? 0) - started} ms`);

    const events = rx.got.map((g) => g.headers[EVENT_HEADER.toLowerCase()]).sort();
    expect(events).toEqual(["order.created", "order.delivered"]);
    for (const g of rx.got) {
      const ts = Number(g.headers[TIMESTAMP_HEADER.toLowerCase()]);
      expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(30);
      const expected = `sha256=${createHmac("sha256", secret).update(`${ts}.${g.body}`).digest("hex")}`;
      expect(g.headers[SIGNATURE_HEADER.toLowerCase()]).toBe(expected);
      // A body changed on the way does not verify.
      const forged = createHmac("sha256", secret).update(`${ts}.${g.body} `).digest("hex");
      expect(g.headers[SIGNATURE_HEADER.toLowerCase()]).not.toBe(`sha256=${forged}`);
      expect(g.headers[DELIVERY_HEADER.toLowerCase()]).toMatch(/^[0-9a-f]{24}$/);
    }
    const created = JSON.parse(rx.got.find((g) => g.body.includes('"order.created"'))?.body ?? "{}");
    expect(created.data.url).toBe(`https://boost.test-host.dev/api/${seller.guildId}/order/N-1/status`);

    // The same order written again (a bot call retried) is not announced twice.
    await call(s.url, "PUT", "/api/bot/orders/N-1", {
      headers: { "x-bot-key": botKey },
      body: order("N-1", ["a", "b"]),
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(rx.got).toHaveLength(2);

    const log = asContract(
      "notificationSettings",
      (await call(s.url, "GET", "/api/user/notifications", { token })).body,
    );
    expect(log.deliveries.map((d) => [d.status, d.statusCode, d.attempts, d.nextAttemptAt])).toEqual([
      ["sent", 200, 1, null],
      ["sent", 200, 1, null],
    ]);

    // A rotated secret signs from then on; the old one no longer verifies.
    const rotated = asContract(
      "rotateNotificationSecret",
      (await call(s.url, "POST", "/api/user/notifications/rotate-secret", { token })).body,
    );
    expect(rotated.secret).not.toBe(secret);
    const test = await call(s.url, "POST", "/api/user/notifications/test", { token });
    expect(test.status).toBe(200);
    const t = await until("the test delivery", () => rx.got[2]);
    const ts = t.headers[TIMESTAMP_HEADER.toLowerCase()];
    expect(t.headers[SIGNATURE_HEADER.toLowerCase()]).toBe(
      `sha256=${createHmac("sha256", rotated.secret).update(`${ts}.${t.body}`).digest("hex")}`,
    );
  });

  it("tries again after 500s with growing waits, and gives up after 5 tries", async () => {
    const rx = await receiver((n) => (n <= 2 ? 500 : 200));
    closers.push(rx.close);
    const { botKey, token } = await sellerWith({
      endpointUrl: rx.url,
      events: { "order.delivered": false, "order.failed": false },
    });
    await call(s.url, "PUT", "/api/bot/orders/R-1", {
      headers: { "x-bot-key": botKey },
      body: order("R-1", []),
    });
    await until("the third try", () => rx.got.length >= 3);
    const [a, b, c] = rx.got.map((g) => g.at);
    // WEBHOOK_RETRY_SCALE 0.001: the 1 min and 4 min waits are 60 and 240 ms here.
    expect((b ?? 0) - (a ?? 0)).toBeGreaterThanOrEqual(55);
    expect((c ?? 0) - (b ?? 0)).toBeGreaterThanOrEqual(235);
    console.log(
      `[figures] retries after 500: tries at +0, +${(b ?? 0) - (a ?? 0)}, +${(c ?? 0) - (a ?? 0)} ms (scaled 1/1000)`,
    );
    const log = await until("the log to show it sent", async () => {
      const l = asContract(
        "notificationSettings",
        (await call(s.url, "GET", "/api/user/notifications", { token })).body,
      );
      return l.deliveries[0]?.status === "sent" && l;
    });
    expect(log.deliveries[0]).toMatchObject({ event: "order.created", attempts: 3, statusCode: 200 });

    const down = await receiver(() => 500);
    closers.push(down.close);
    const second = await sellerWith({ endpointUrl: down.url });
    await call(s.url, "POST", "/api/user/notifications/test", { token: second.token });
    const gaveUp = await until(
      "five tries",
      async () => {
        const l = asContract(
          "notificationSettings",
          (await call(s.url, "GET", "/api/user/notifications", { token: second.token })).body,
        );
        return l.deliveries[0]?.status === "failed" && l.deliveries[0];
      },
      10_000,
    );
    expect(down.got).toHaveLength(5);
    expect(gaveUp).toMatchObject({ attempts: 5, statusCode: 500, nextAttemptAt: null });
    expect(gaveUp.error).toBe("answered 500; gave up after 5 tries");
    const gaps = down.got.slice(1).map((g, i) => g.at - (down.got[i]?.at ?? 0));
    console.log(`[figures] always 500: 5 tries, gaps ${gaps.join(", ")} ms (1, 4, 15, 40 min scaled 1/1000)`);
    // Each try waits at least its own step of the schedule (1, 4, 15 and 40 minutes, growing: rules.test.ts), and
    // the four waits together are not much longer than the schedule. Comparing each wait with the one before, as
    // this did, failed on a busy machine when one try came 320 ms late (gaps 384, 274, 945, 2403 ms, 2026-11-27).
    const schedule = [1, 2, 3, 4].map((tries) => nextAttemptDelay(tries, 0.001) ?? 0);
    expect(schedule).toEqual([60, 240, 900, 2400]);
    for (const [i, gap] of gaps.entries()) expect(gap).toBeGreaterThanOrEqual((schedule[i] ?? 0) - 5);
    const total = gaps.reduce((sum, gap) => sum + gap, 0);
    expect(total).toBeLessThan(3600 + 2000);
  });

  it("refuses endpoints on private, loopback and link-local addresses, and follows no redirect", async () => {
    const seller = await s.seller();
    for (const endpointUrl of [
      "https://10.0.0.5/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[fe80::1]/hook",
      "https://[::ffff:192.168.1.1]/hook",
      "http://example.com/hook",
    ]) {
      const r = await call(s.url, "PUT", "/api/user/notifications", {
        token: seller.token,
        body: { endpointUrl },
      });
      expect(r.status, endpointUrl).toBe(400);
      expect(messageOf(r.body)).toMatch(/^This endpoint cannot be used: /);
    }
    // A private address and a name that does not resolve get the same answer.
    for (const endpointUrl of ["https://10.0.0.7/hook", "https://no-such-name.invalid/hook"]) {
      const r = await call(s.url, "PUT", "/api/user/notifications", {
        token: seller.token,
        body: { endpointUrl },
      });
      expect(r.status, endpointUrl).toBe(400);
      expect(messageOf(r.body), endpointUrl).toBe(
        "This endpoint cannot be used: it must be a public https:// address",
      );
    }
    const notDiscord = await call(s.url, "PUT", "/api/user/notifications", {
      token: seller.token,
      body: { discordUrl: "https://discord.com.evil.example/api/webhooks/123456/abcdefghijklmnopqrstuvwxyz" },
    });
    expect(notDiscord.status).toBe(400);
    expect(messageOf(notDiscord.body)).toContain("Discord webhook must be an address like");

    // A redirect, even to the cloud metadata address, is recorded as an answer, not followed.
    const rx = await receiver((_n, _req, res) => {
      res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data" }).end();
      return 302;
    });
    closers.push(rx.close);
    const redirected = await sellerWith({ endpointUrl: rx.url });
    await call(s.url, "POST", "/api/user/notifications/test", { token: redirected.token });
    const d = await until("the redirect to be recorded", async () => {
      const l = asContract(
        "notificationSettings",
        (await call(s.url, "GET", "/api/user/notifications", { token: redirected.token })).body,
      );
      return l.deliveries[0]?.status === "failed" && l.deliveries[0];
    });
    expect(d).toMatchObject({
      statusCode: 302,
      attempts: 1,
      error: "redirected (302); redirects are not followed",
    });
    expect(rx.got).toHaveLength(1);
  });

  it("checks every address a name resolves to, pins the connection, times out and reads at most 64 KB", async () => {
    const opts = (over: Partial<SafeRequestOptions> = {}): SafeRequestOptions => ({
      resolver: { resolveAddresses: async () => ["93.184.215.14"] },
      allowLoopback: false,
      timeoutMs: 5000,
      maxBytes: 64 * 1024,
      ...over,
    });
    expect(refusedAddress("127.0.0.1", false)).toBe("127.0.0.1 is not a public address");
    expect(refusedAddress("127.0.0.1", true)).toBeUndefined();
    expect(refusedAddress("::1", false)).toBeDefined();
    expect(refusedAddress("::ffff:127.0.0.1", false)).toBeDefined();
    expect(refusedAddress("100.64.1.1", false)).toBeDefined();
    expect(refusedAddress("172.31.255.255", false)).toBeDefined();
    expect(refusedAddress("fd12::1", false)).toBeDefined();
    expect(refusedAddress("93.184.215.14", false)).toBeUndefined();
    expect(refusedAddress("2606:4700::6810:85e5", false)).toBeUndefined();
    // The development flag lets loopback through, never a private range.
    expect(refusedAddress("10.1.2.3", true)).toBeDefined();
    // IPv6 forms that carry or lead to an IPv4 address, and anything outside global unicast (2000::/3).
    for (const address of [
      "::a9fe:a9fe",
      "::127.0.0.1",
      "::ffff:0:a9fe:a9fe",
      "::ffff:93.184.215.14",
      "2002:a9fe:a9fe::",
      "2001::1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2",
      "2001:db8::1",
      "64:ff9b::a9fe:a9fe",
      "4000::1",
      "192.88.99.1",
    ])
      expect(refusedAddress(address, false), address).toBe(`${address} is not a public address`);
    expect(refusedAddress("2a00:1450:4001:80b::200e", false)).toBeUndefined();
    // A name with one public and one private address (a rebinding set-up) is refused whole.
    await expect(
      checkTarget(
        "https://mixed.example/hook",
        opts({ resolver: { resolveAddresses: async () => ["93.184.215.14", "10.0.0.1"] } }),
      ),
    ).rejects.toMatchObject({
      message: NOT_PUBLIC,
      detail: "mixed.example: 10.0.0.1 is not a public address",
    });
    // One answer whatever the name resolves to, or whether it resolves: the reason stays in the server's log.
    for (const resolveAddresses of [
      async () => ["127.0.0.1"],
      async () => [],
      async () => {
        throw Object.assign(new Error("nope"), { code: "ENOTFOUND" });
      },
    ])
      await expect(
        checkTarget("https://rebind.example/hook", opts({ resolver: { resolveAddresses } })),
      ).rejects.toMatchObject({ name: "RefusedError", message: NOT_PUBLIC });
    await expect(checkTarget("http://public.example/hook", opts())).rejects.toThrow(/only https/);
    await expect(checkTarget("ftp://public.example/hook", opts())).rejects.toThrow(/only https/);

    // Pinned: the connection goes to the address the check answered, whatever the name is.
    const rx = await receiver((_n, _req, res) => {
      res.writeHead(200).end("x".repeat(1024 * 1024));
      return 200;
    });
    closers.push(rx.close);
    const pinned = await safePost(
      `http://anything.invalid:${rx.port}/hook`,
      "{}",
      {},
      opts({ allowLoopback: true, resolver: { resolveAddresses: async () => ["127.0.0.1"] } }),
    );
    expect(pinned.address).toBe("127.0.0.1");
    expect(pinned.status).toBe(200);
    expect(pinned.body.length).toBe(64 * 1024);
    expect(rx.got[0]?.headers.host).toBe(`anything.invalid:${rx.port}`);

    const slow = await receiver(() => "hang");
    closers.push(slow.close);
    const t0 = Date.now();
    await expect(safePost(slow.url, "{}", {}, opts({ allowLoopback: true, timeoutMs: 300 }))).rejects.toThrow(
      "timed out after 0.3 s",
    );
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});

describe(`notifications to Discord's stand-in (${dialect})`, () => {
  let dns: FakeDns;
  let s: TestServer;
  let rx: Awaited<ReturnType<typeof receiver>>;

  beforeAll(async () => {
    // A certificate for discord.com that only this test trusts (WEBHOOK_EXTRA_CA_FILE).
    const dir = tempDir("bd-discord-");
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=discord.com",
        "-addext",
        "subjectAltName=DNS:discord.com",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
    rx = await receiver(() => 204, { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") });
    dns = await startFakeDns();
    dns.addresses.set("discord.com", "127.0.0.1");
    s = await startServer({
      env: { ...DEV_ENV, DNS_SERVERS: dns.address, WEBHOOK_EXTRA_CA_FILE: cert },
    });
  });
  afterAll(async () => {
    await s.close();
    await rx.close();
    await dns.close();
  });

  it("posts an embed in the store's colour with the order's link", async () => {
    const seller = await s.seller();
    await s.store.sellers.update(seller.seller.id, { embedColor: "ff66aa", embedFooter: "Thanks" });
    const discordUrl = `https://discord.com:${rx.port}/api/webhooks/123456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX`;
    const saved = await call(s.url, "PUT", "/api/user/notifications", {
      token: seller.token,
      body: { discordUrl, events: { "order.created": false } },
    });
    expect(saved.status, messageOf(saved.body)).toBe(200);
    // No endpoint: no secret is made.
    expect(asContract("updateNotificationSettings", saved.body).secret).toBeUndefined();
    await call(s.url, "PUT", "/api/bot/orders/D-1", {
      headers: { "x-bot-key": seller.botKey },
      body: order("D-1", ["a"], ["b"]),
    });
    const got = await until("the Discord post", () => rx.got[0]);
    const body = JSON.parse(got.body);
    expect(got.headers.host).toBe(`discord.com:${rx.port}`);
    expect(body.embeds[0]).toMatchObject({
      title: "Order #D-1 partly delivered",
      description: "2 of 4 boosts delivered",
      color: 0xff66aa,
      url: `https://boost.test-host.dev/api/${seller.seller.guildId}/order/D-1/status`,
      footer: { text: "Thanks" },
    });
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(rx.got).toHaveLength(1);
  });

  it("tells of low stock once per fall below a tier's threshold", async () => {
    const seller = await s.seller();
    const discordUrl = `https://discord.com:${rx.port}/api/webhooks/223456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX`;
    await call(s.url, "PUT", "/api/user/notifications", {
      token: seller.token,
      body: { discordUrl, stockThresholds: { oneMonthServerBoosts: 10 } },
    });
    const before = rx.got.length;
    const push = (n: number) =>
      call(s.url, "PUT", "/api/bot/stock", {
        headers: { "x-bot-key": seller.botKey },
        body: {
          oneMonthNitroTokens: 50,
          oneMonthServerBoosts: n,
          threeMonthNitroTokens: 50,
          threeMonthServerBoosts: 50,
        },
      });
    await push(8);
    await push(7);
    await until("the low-stock post", () => rx.got.length > before);
    await new Promise((r) => setTimeout(r, 200));
    expect(rx.got.length - before).toBe(1);
    expect(JSON.parse(rx.got.at(-1)?.body ?? "{}").embeds[0].title).toBe("Low stock: 1 Month Server Boosts");
    await push(20);
    await push(3);
    await until("a second fall", () => rx.got.length - before === 2);
  });
});

describe(`notifications across a kill (${dialect})`, () => {
  it("sends an event whose server was killed between the event and the send", async () => {
    const tdb = await testDatabase();
    let answer: number | "hang" = "hang";
    const rx = await receiver(() => answer);
    const env = {
      ...tdb.env,
      ...DEV_ENV,
      WEBHOOK_TIMEOUT_SECONDS: "0.5",
      PUBLIC_HOST: "boost.test-host.dev",
    };
    // The seller and its endpoint, written before any server runs.
    const db = openDb(loadConfig(env, tdb.dataDir));
    await migrate(db);
    const store = new Store(db);
    const made = await store.sellers.create({ name: "Killed", isAdmin: false });
    await new NotificationRepository(db).save(made.seller.id, { endpointUrl: rx.url, secret: "whsec_test" });
    await db.close();

    const first = await spawnServer(env);
    try {
      const r = await call(first.url, "PUT", "/api/bot/orders/K-1", {
        headers: { "x-bot-key": made.botKey },
        body: order("K-1", ["a", "b"]),
      });
      expect(r.status).toBe(200);
      // The first send reaches the receiver, which never answers; the process dies in the middle of it.
      await until("the first send to start", () => rx.got.length >= 1);
      first.child.kill("SIGKILL");
      await first.exited;
      const killedAt = Date.now();
      const seen = rx.got.length;
      answer = 200;
      const second = await spawnServer(env);
      try {
        await until(
          "both events delivered after the restart",
          () =>
            rx.got
              .slice(seen)
              .map((g) => g.headers[EVENT_HEADER.toLowerCase()])
              .sort()
              .join() === "order.created,order.delivered",
          15_000,
        );
        console.log(
          `[figures] killed mid-send: delivered by the next process ${Date.now() - killedAt} ms after the kill (claim: 2 x 0.5 s timeout + 1 s)`,
        );
      } finally {
        second.child.kill("SIGKILL");
        await second.exited;
      }
    } finally {
      if (first.child.exitCode === null) first.child.kill("SIGKILL");
      await rx.close();
      await tdb.cleanup();
    }
  });
});

describe(`the delivery log's bounds (${dialect})`, () => {
  it("prunes finished deliveries past their age, in batches, and keeps pending ones and recent ones", async () => {
    const tdb = await testDatabase({ migrated: true });
    const db = openDb(loadConfig(tdb.env, tdb.dataDir));
    try {
      await migrate(db);
      const store = new Store(db);
      const made = await store.sellers.create({ name: "Busy", isAdmin: false });
      const repo = new NotificationRepository(db);
      const day = 24 * 3600_000;
      const now = Date.now();
      const write = async (n: number, status: "pending" | "sent" | "failed", at: number) => {
        const items = Array.from({ length: n }, (_, i) => ({
          dedupeKey: `${status}:${at}:${i}`,
          event: "test" as const,
          target: "endpoint" as const,
          url: "https://hooks.example/x",
          body: "{}",
        }));
        for (const id of await repo.enqueue(made.seller.id, items, at))
          await repo.record(
            id,
            { status, attempts: 1, lastStatus: 200, lastError: null, nextAttemptAt: null },
            at,
          );
      };
      await write(12, "sent", now - 8 * day);
      await write(3, "failed", now - 8 * day);
      await write(2, "pending", now - 8 * day);
      await write(4, "sent", now - day);
      expect(await repo.prune(7 * day, now, 5)).toBe(15);
      const left = await repo.recent(made.seller.id, 100);
      expect(left.filter((r) => r.status === "pending")).toHaveLength(2);
      expect(left.filter((r) => r.status === "sent")).toHaveLength(4);
      expect(left).toHaveLength(6);
      expect(await repo.prune(7 * day, now, 5)).toBe(0);
    } finally {
      await db.close();
      await tdb.cleanup();
    }
  });
});
