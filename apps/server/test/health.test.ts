// Health and readiness: answered for any Host, never cached, no auth; /healthz needs no database, /readyz says why
// the database is not ready (closed, or slower than 1 s) and 503s while the server shuts down.
import { afterEach, describe, expect, it } from "vitest";
import { dialect, hostRequest, PG_URL, startServer, type TestServer } from "./helpers.ts";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close().catch(() => undefined);
  server = undefined;
});

describe(`health and readiness (${dialect})`, () => {
  it("answers /healthz and /readyz with no auth, no-store, on any Host, custom domains included", async () => {
    server = await startServer();
    const s = server;
    const added = await s.store.domains.add(s.admin.seller.id, "shop.seller-one.dev");
    if (!added.ok) throw new Error("domain not added");
    await s.store.domains.setStatus(added.domain.id, "active", null);

    for (const host of ["127.0.0.1", "boost.test-host.dev", "shop.seller-one.dev", "unknown.example.org"]) {
      const health = await hostRequest(`${s.url}/healthz`, host);
      expect(health.status, host).toBe(200);
      expect(health.json()).toEqual({ status: "ok" });
      expect(health.headers["cache-control"]).toBe("no-store");
      expect(health.headers["x-content-type-options"]).toBe("nosniff");
      const ready = await hostRequest(`${s.url}/readyz`, host);
      expect(ready.status, host).toBe(200);
      expect(ready.json()).toEqual({ status: "ready" });
      expect(ready.headers["cache-control"]).toBe("no-store");
    }
    // A load balancer may ask with HEAD.
    expect((await hostRequest(`${s.url}/healthz`, "127.0.0.1", { method: "HEAD" })).status).toBe(200);
    expect((await hostRequest(`${s.url}/readyz?probe=1`, "127.0.0.1", { method: "HEAD" })).status).toBe(200);
  });

  it("keeps /healthz up when the database is gone, and /readyz says so", async () => {
    server = await startServer();
    await server.db.close();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    // Not even a custom domain's look-up: any Host gets its answer without the database.
    expect((await hostRequest(`${server.url}/healthz`, "shop.not-looked-up.example")).status).toBe(200);
    expect((await hostRequest(`${server.url}/readyz`, "shop.not-looked-up.example")).status).toBe(503);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({
      status: "unavailable",
      reason: "the database connection is closed",
    });
  });

  it("answers /readyz 503 while the server is shutting down", async () => {
    server = await startServer();
    server.app.ops.draining = true;
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", reason: "shutting down" });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("answers /readyz 503 within about 1 s when the database does not answer", async () => {
    // SQLite reads never wait in WAL mode (and its driver answers synchronously): only a PostgreSQL pool can be
    // kept from answering. Here every connection of the server's pool (10) is held by a slow query.
    if (dialect !== "postgres" || !PG_URL) return;
    server = await startServer();
    const s = server;
    const { sql } = await import("kysely");
    const held = Array.from({ length: 10 }, () => sql`SELECT pg_sleep(3)`.execute(s.db.kysely));
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    const ready = await fetch(`${s.url}/readyz`);
    const took = Date.now() - started;
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: "unavailable",
      reason: "the database did not answer within 1 s",
    });
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(2500);
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    await Promise.all(held);
    expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
  });
});
