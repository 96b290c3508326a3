// Connection timeouts over raw sockets (docs/decisions.md#hardening): a stalled body, stalled headers and an idle
// keep-alive connection are closed; a slow client inside the limits still gets its answer; a malformed request is
// answered with `Connection: close`. Short timeouts come from the same settings production uses.
// Runs once: sockets and Node's timeouts, the same on either database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./helpers.ts";
import { rawExchange as raw } from "./rawSocket.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function loginHead(url: string, contentLength: number): string {
  return [
    "POST /api/auth/login HTTP/1.1",
    `Host: ${new URL(url).host}`,
    "Content-Type: application/json",
    `Content-Length: ${contentLength}`,
    "",
    "",
  ].join("\r\n");
}

let s: TestServer;

beforeAll(async () => {
  s = await startServer({
    env: {
      REQUEST_TIMEOUT_SECONDS: "1.2",
      HEADERS_TIMEOUT_SECONDS: "0.6",
      KEEP_ALIVE_TIMEOUT_SECONDS: "0.4",
    },
  });
});

afterAll(async () => {
  await s?.close();
});

describe("connection timeouts", () => {
  it("reads its timeouts from the settings, with defaults a slow phone passes", async () => {
    const { loadConfig } = await import("../src/config.ts");
    expect(loadConfig({}, "/tmp").http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 5_000,
      // Slow readers and connections per address (docs/decisions.md#slow-readers); no cap behind a proxy.
      limits: { minSendRate: 1024, windowMs: 10_000, perAddress: 128 },
    });
    // With the default window the send-rate check looks once a second (tests' short windows make it look sooner).
    const { sendCheckMs } = await import("../src/connection.ts");
    expect(sendCheckMs(10_000)).toBe(1000);
    expect(loadConfig({ TRUST_PROXY: "1" }, "/tmp").http.limits.perAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: "1", MAX_CONNECTIONS_PER_ADDRESS: "50" }, "/tmp").http.limits.perAddress,
    ).toBe(50);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: "10", HEADERS_TIMEOUT_SECONDS: "20" }, "/")).toThrow(
      /HEADERS_TIMEOUT_SECONDS.*at most REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: "0" }, "/")).toThrow(/must be positive/);
    expect(s.app.fastify.server.requestTimeout).toBe(1200);
    expect(s.app.fastify.server.headersTimeout).toBe(600);
    expect(s.app.fastify.server.keepAliveTimeout).toBe(400);
  });

  it("closes a connection whose body stalls, with 408 and Connection: close (was never closed)", async () => {
    const r = await raw(
      s.url,
      (socket) => {
        // Promises 100 bytes, sends 12, then nothing.
        socket.write(`${loginHead(s.url, 100)}{"captcha_ke`);
      },
      5_000,
    );
    expect(r.closed).toBe(true);
    expect(r.ms).toBeGreaterThanOrEqual(1_000);
    expect(r.ms).toBeLessThan(4_000);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(r.text).toMatch(/"message":"The request took too long to arrive/);
  });

  it("closes a connection whose headers never finish", async () => {
    const r = await raw(
      s.url,
      (socket) => {
        socket.write(`GET /api/auth/captcha-config HTTP/1.1\r\nHost: ${new URL(s.url).host}\r\nX-Slow: `);
      },
      5_000,
    );
    expect(r.closed).toBe(true);
    expect(r.ms).toBeLessThan(3_000);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.text).toMatch(/\r\nConnection: close\r\n/i);
  });

  it("answers a slow client that stays inside the limits", async () => {
    const body = JSON.stringify({ captcha_key: "x", access_code: "not-the-code" });
    const r = await raw(
      s.url,
      async (socket) => {
        // Headers in two parts, then the body a few bytes at a time over ~0.6 s: slow, but never idle for long.
        const head = loginHead(s.url, Buffer.byteLength(body));
        socket.write(head.slice(0, 20));
        await sleep(150);
        socket.write(head.slice(20));
        for (let i = 0; i < body.length; i += 12) {
          await sleep(60);
          socket.write(body.slice(i, i + 12));
        }
      },
      2_500,
    );
    expect(r.text).toMatch(/^HTTP\/1\.1 401 /);
    expect(r.text).toContain('"message":"Invalid access code"');
  });

  it("closes an idle keep-alive connection after the keep-alive timeout (was 72 s)", async () => {
    const r = await raw(
      s.url,
      (socket) => {
        socket.write(
          `GET /api/auth/captcha-config HTTP/1.1\r\nHost: ${new URL(s.url).host}\r\nConnection: keep-alive\r\n\r\n`,
        );
      },
      5_000,
    );
    expect(r.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(r.closed).toBe(true);
    expect(r.ms).toBeLessThan(2_500);
  });

  it("answers a malformed request with 400 and Connection: close, then closes", async () => {
    for (const request of [
      "THIS IS NOT HTTP\r\n\r\n",
      `GET / HTTP/1.1\r\nHost: ${new URL(s.url).host}\r\nBad Header Name: x\r\n\r\n`,
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
    ]) {
      const r = await raw(s.url, (socket) => void socket.write(request), 3_000);
      expect(r.text, request).toMatch(/^HTTP\/1\.1 400 /);
      expect(r.text, request).toMatch(/\r\nConnection: close\r\n/i);
      expect(r.text, request).toContain('"message":"Malformed HTTP request"');
      expect(r.closed, request).toBe(true);
      expect(r.ms, request).toBeLessThan(1_500);
    }
  });

  it("refuses a request without a session before reading its body, and closes the connection", async () => {
    const r = await raw(
      s.url,
      (socket) => {
        // A megabyte promised to a signed-in route, none of it sent: the 401 needs none of it.
        socket.write(
          [
            "POST /api/suggestions/create HTTP/1.1",
            `Host: ${new URL(s.url).host}`,
            "Content-Type: application/json",
            "Content-Length: 1000000",
            "",
            "",
          ].join("\r\n"),
        );
      },
      5_000,
    );
    expect(r.text).toMatch(/^HTTP\/1\.1 401 /);
    expect(r.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(r.text).toContain('"message":"You need to log in to access this page."');
    expect(r.closed).toBe(true);
    // Answered at once, not after the request timeout (1.2 s here).
    expect(r.ms).toBeLessThan(1_000);
  });

  it("keeps serving others while connections stall", async () => {
    const stalled = Array.from({ length: 20 }, () =>
      raw(s.url, (socket) => void socket.write(loginHead(s.url, 50)), 5_000),
    );
    const res = await fetch(`${s.url}/api/auth/captcha-config`);
    expect(res.status).toBe(200);
    const all = await Promise.all(stalled);
    expect(all.every((r) => r.closed)).toBe(true);
  });
});
