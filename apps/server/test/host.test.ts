// The Host header, normalised once (docs/decisions.md#host-normalised-once): a custom domain is the same name in any
// letter case, with a port or with the root's trailing dot, for the routing, `ask` and the logs alike; two Host
// headers or a Host that is no name are a 400; and every answer written outside Fastify carries the security headers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseHost } from "../src/host.ts";
import { call, hostRequest, startServer, type TestServer } from "./helpers.ts";
import { headersOf, rawRequest } from "./rawSocket.ts";

let s: TestServer;
const lines: string[] = [];
const HOST = "shop.a-seller.example.org";
let a: Awaited<ReturnType<TestServer["seller"]>>;
let b: Awaited<ReturnType<TestServer["seller"]>>;

beforeAll(async () => {
  s = await startServer({ logStream: { write: (line) => void lines.push(line) } });
  a = await s.seller("Seller A");
  b = await s.seller("Seller B");
  const added = await s.store.domains.add(a.seller.id, HOST);
  if (!added.ok) throw new Error("could not add the domain");
  await s.store.domains.setStatus(added.domain.id, "active", null);
});
afterAll(async () => {
  await s?.close();
});

describe("normaliseHost", () => {
  it("lower-cases, drops the port and the root's trailing dot, keeps IPv6 brackets", () => {
    expect(normaliseHost("Shop.A-Seller.Example.org.")).toBe(HOST);
    expect(normaliseHost("shop.a-seller.example.org.:8443")).toBe(HOST);
    expect(normaliseHost("SHOP.a-seller.example.org:80")).toBe(HOST);
    expect(normaliseHost("[::1]:3000")).toBe("[::1]");
    expect(normaliseHost("127.0.0.1:3000")).toBe("127.0.0.1");
    expect(normaliseHost("")).toBe("");
  });

  it("refuses what is no host name", () => {
    for (const bad of [
      "a..b",
      "shop.example.org..",
      "a b",
      "x:port",
      "[::1",
      "[::1]x",
      "a/b",
      ".",
      "a.com:99999x",
    ]) {
      expect(normaliseHost(bad), bad).toBeUndefined();
    }
  });
});

describe("a custom domain written another way is still that domain", () => {
  const spellings = [`${HOST}.`, "SHOP.A-Seller.example.ORG", `${HOST}:8080`, `${HOST.toUpperCase()}.:443`];

  it("routes it to its seller's pages and nothing else", async () => {
    for (const host of spellings) {
      const root = await hostRequest(`${s.url}/`, host);
      expect(root.status, host).toBe(302);
      expect(root.headers.location, host).toBe(`/api/${a.seller.guildId}/live-stock`);
      // The dashboard, the login and another seller's data are not served on A's name.
      expect((await hostRequest(`${s.url}/dashboard`, host)).status, host).toBe(404);
      expect((await hostRequest(`${s.url}/api/auth/login`, host, { method: "POST" })).status, host).toBe(404);
      expect((await hostRequest(`${s.url}/api/auth/self`, host, { token: b.token })).status, host).toBe(404);
      expect(
        (await hostRequest(`${s.url}/api/fetch/${b.seller.guildId}/live-stock`, host)).status,
        host,
      ).toBe(404);
      expect(
        (await hostRequest(`${s.url}/api/fetch/${a.seller.guildId}/live-stock`, host)).status,
        host,
      ).toBe(200);
    }
  });

  it("answers `ask` for the name as the routing sees it", async () => {
    for (const host of spellings) {
      const r = await call(s.url, "GET", `/api/domains/ask?domain=${encodeURIComponent(host)}`);
      expect(r.status, host).toBe(200);
      expect(r.body, host).toEqual({ domain: HOST, status: "active" });
    }
    const bad = await call(s.url, "GET", `/api/domains/ask?domain=${encodeURIComponent(`${HOST}..`)}`);
    expect(bad.status).toBe(404);
  });

  it("logs the normalised host", async () => {
    lines.length = 0;
    await hostRequest(`${s.url}/api/fetch/${a.seller.guildId}/live-stock`, `${HOST.toUpperCase()}.:8080`);
    const incoming = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "incoming request");
    expect(incoming?.req?.host).toBe(HOST);
  });
});

describe("Host headers that are refused", () => {
  const port = () => new URL(s.url).port;

  it("answers two Host headers with 400, the security headers and Connection: close", async () => {
    const r = await rawRequest(
      s.url,
      `GET /api/fetch/${a.seller.guildId}/live-stock HTTP/1.1\r\nHost: 127.0.0.1:${port()}\r\nHost: ${HOST}\r\n\r\n`,
    );
    expect(r.text).toMatch(/^HTTP\/1\.1 400 /);
    expect(r.text).toContain('"message":"The request has more than one Host header"');
    const h = headersOf(r.text);
    expect(h.get("connection")).toBe("close");
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("no-referrer");
    expect(r.closed).toBe(true);
  });

  it("answers a Host that is no name with 400", async () => {
    const r = await rawRequest(s.url, `GET / HTTP/1.1\r\nHost: ${HOST}..\r\n\r\n`);
    expect(r.text).toMatch(/^HTTP\/1\.1 400 /);
    expect(r.text).toContain("is not a host name");
  });
});

describe("security headers on answers written outside Fastify", () => {
  it("are on the client-error handler's 400 and 431", async () => {
    const malformed = await rawRequest(s.url, "THIS IS NOT HTTP\r\n\r\n");
    const tooLarge = await rawRequest(
      s.url,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    for (const [r, status] of [
      [malformed, 400],
      [tooLarge, 431],
    ] as const) {
      expect(r.text).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const h = headersOf(r.text);
      expect(h.get("x-content-type-options")).toBe("nosniff");
      expect(h.get("referrer-policy")).toBe("no-referrer");
      expect(h.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(h.get("permissions-policy")).toContain("camera=()");
      expect(h.get("cache-control")).toBe("no-store");
    }
  });
});
