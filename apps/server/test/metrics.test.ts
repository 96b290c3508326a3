// /metrics: Prometheus text behind METRICS_TOKEN or on a loopback METRICS_PORT; requests labelled by route template
// (the fast path's too), never by URL or Host; rate-limit refusals, background jobs, the process, the pool, and
// gauges registered by other parts of the server.
import net from "node:net";
import { networkInterfaces } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { call, dialect, hostRequest, startServer, type TestServer } from "./helpers.ts";

const TOKEN = "metrics-token-0123456789abcdef";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function scrape(s: TestServer, token = TOKEN): Promise<{ status: number; text: string; type: string }> {
  const res = await fetch(`${s.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, text: await res.text(), type: res.headers.get("content-type") ?? "" };
}

/** The value of one sample line, e.g. `boostdash_job_runs{job="log-prune"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

describe(`metrics (${dialect})`, () => {
  it("serves Prometheus text to the token only, labelled by route template, with jobs, limits and gauges", async () => {
    server = await startServer({
      env: { METRICS_TOKEN: TOKEN, LOGIN_RATE_LIMIT: "2" },
      publicCacheMs: 60_000,
    });
    const s = server;
    const guild = s.admin.seller.guildId;

    expect((await fetch(`${s.url}/metrics`)).status).toBe(401);
    const wrong = await scrape(s, `${TOKEN}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain("boostdash_");

    // The second and third reads are answered by the fast path (before Fastify): counted all the same.
    for (let i = 0; i < 3; i++)
      expect((await call(s.url, "GET", `/api/fetch/${guild}/live-stock`)).status).toBe(200);
    expect((await call(s.url, "GET", "/api/no/such/route")).status).toBe(404);
    expect((await hostRequest(`${s.url}/healthz`, "someone-elses-host.example")).status).toBe(200);
    const logins = [];
    for (let i = 0; i < 3; i++) {
      logins.push(
        await call(s.url, "POST", "/api/auth/login", {
          body: { captcha_key: "x", access_code: "WRONG-CODE" },
        }),
      );
    }
    expect(logins.map((r) => r.status)).toEqual([401, 401, 429]);
    await s.store.instance.claimJobRun("domain-check", 60_000, "test");
    s.app.ops.registerGauge("boostdash_event_streams_open", "Event streams open now.", () => 3);

    const m = await scrape(s);
    expect(m.status).toBe(200);
    expect(m.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const route = "/api/fetch/:guildId/live-stock";
    expect(sample(m.text, `boostdash_http_requests_total{method="GET",route="${route}",status="200"}`)).toBe(
      3,
    );
    expect(
      sample(m.text, `boostdash_http_request_duration_seconds_count{method="GET",route="${route}"}`),
    ).toBe(3);
    expect(sample(m.text, `boostdash_http_requests_total{method="GET",route="(other)",status="404"}`)).toBe(
      1,
    );
    expect(sample(m.text, `boostdash_http_requests_total{method="GET",route="/healthz",status="200"}`)).toBe(
      1,
    );
    expect(sample(m.text, `boostdash_rate_limit_refusals_total{route="/api/auth/login"}`)).toBe(1);
    expect(sample(m.text, `boostdash_job_runs{job="log-prune"}`)).toBe(1);
    expect(sample(m.text, `boostdash_job_failures{job="log-prune"}`)).toBe(0);
    const claimed = sample(m.text, `boostdash_job_last_claimed_run_timestamp_seconds{job="domain-check"}`);
    expect(Math.abs((claimed ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    expect(sample(m.text, "boostdash_event_streams_open")).toBe(3);
    for (const name of [
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_heap_size_used_bytes",
      "process_resident_memory_bytes",
    ]) {
      expect(m.text, name).toMatch(new RegExp(`^${name} \\d`, "m"));
    }
    if (dialect === "postgres") {
      expect(sample(m.text, `boostdash_db_pool_connections{state="max"}`)).toBe(10);
      expect(sample(m.text, "boostdash_db_pool_waiting")).toBe(0);
    }
    // No personal data in a label: no id, host or address, only templates.
    expect(m.text).not.toContain(guild);
    expect(m.text).not.toContain("someone-elses-host");
    expect(m.text).not.toContain("127.0.0.1");
    expect(m.text).not.toContain("/api/no/such/route");
    // A gauge registered again reads from its new reader.
    s.app.ops.registerGauge("boostdash_event_streams_open", "Event streams open now.", async () => 5);
    expect(sample((await scrape(s)).text, "boostdash_event_streams_open")).toBe(5);
  });

  it("keeps no metrics and has no /metrics route when neither METRICS_TOKEN nor METRICS_PORT is set", async () => {
    server = await startServer();
    expect(server.app.metrics).toBeUndefined();
    expect((await scrape(server)).status).toBe(404);
  });

  it("serves /metrics on METRICS_PORT bound to 127.0.0.1, without a token, and not on the main port", async () => {
    const port = await freePort();
    server = await startServer({ env: { METRICS_PORT: String(port) } });
    expect(server.app.metricsPort).toBe(port);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("boostdash_http_requests_total");
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    expect((await scrape(server)).status).toBe(404);
    const listening = await new Promise<boolean>((resolve) => {
      // Only loopback: the machine's other addresses are not listened on (checked for one, when it has one).
      const other = Object.values(networkInterfaces())
        .flat()
        .find((i) => i && i.family === "IPv4" && !i.internal);
      if (!other) return resolve(false);
      const sock = net.connect(port, other.address);
      sock.on("connect", () => {
        sock.destroy();
        resolve(true);
      });
      sock.on("error", () => resolve(false));
    });
    expect(listening).toBe(false);
  });

  it("refuses bad metrics settings with a clear message", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" }, "/")).toThrow(
      /METRICS_TOKEN="short": must be at least 16 characters/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: "a long token with spaces" }, "/")).toThrow(
      /METRICS_TOKEN=.*must not contain spaces/,
    );
    expect(() => loadConfig({ METRICS_PORT: "3000" }, "/")).toThrow(
      /METRICS_PORT=3000: must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: "metrics" }, "/")).toThrow(
      /METRICS_PORT="metrics": must be a number/,
    );
    expect(() => loadConfig({ METRICS_PORT: "70000" }, "/")).toThrow(/METRICS_PORT="70000": must be between/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: "9464" }, "/").metrics).toEqual({
      token: TOKEN,
      port: 9464,
    });
  });
});
