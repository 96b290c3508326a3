// Log flooding (docs/decisions.md#hardening): a throttled address is logged once per window, long agents and
// details are cut, and the log is kept within an age and a count, pruned at start and on a timer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { LOG_FIELD_LIMITS } from "../src/features/logs/logRepository.ts";
import { call, noDns, startServer, type TestServer } from "./helpers.ts";

const DAY = 24 * 3600_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("throttled addresses", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ env: { LOGIN_RATE_LIMIT: "2" } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("are logged once per window, not once per 429 (was a row for each)", async () => {
    const agent = `flood/${"x".repeat(15_000)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await call(s.url, "POST", "/api/auth/login", {
        body: { captcha_key: "x", access_code: "wrong" },
        headers: { "User-Agent": agent },
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([401, 401, ...Array(10).fill(429)]);
    await sleep(100);
    const rows = (await s.store.logs.list(100)).filter((l) => l.action === "login_failed");
    const limited = rows.filter((l) => /rate limited/.test(l.details));
    expect(rows).toHaveLength(3);
    expect(limited).toHaveLength(1);
    // The 15 KB agent is cut to its first characters (it added 32.6 MB over 2,000 requests).
    for (const row of rows) {
      expect(row.userAgent?.length).toBeLessThanOrEqual(LOG_FIELD_LIMITS.userAgent);
      expect(row.userAgent?.startsWith("flood/xxx")).toBe(true);
      expect(row.userAgent?.endsWith("…")).toBe(true);
    }
  });
});

describe("throttled IPv6 ranges", () => {
  it("are logged once per window however the client rotates inside its /64", async () => {
    const s = await startServer({ env: { LOGIN_RATE_LIMIT: "2", TRUST_PROXY: "127.0.0.1" } });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 12; i++) {
        const r = await call(s.url, "POST", "/api/auth/login", {
          body: { captcha_key: "x", access_code: "wrong" },
          headers: { "X-Forwarded-For": `2001:db8:0:1::${i.toString(16)}` },
        });
        statuses.push(r.status);
      }
      expect(statuses).toEqual([401, 401, ...Array(10).fill(429)]);
      await sleep(100);
      const limited = (await s.store.logs.list(100)).filter((l) => /rate limited/.test(l.details));
      expect(limited).toHaveLength(1);
    } finally {
      await s.close();
    }
  });
});

describe("log fields", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it("are cut to their limits, whoever writes them, without splitting a character", async () => {
    await s.store.logs.add({
      sellerId: null,
      username: "n".repeat(5000),
      userId: "u".repeat(5000),
      action: "a".repeat(5000),
      details: `${"d".repeat(LOG_FIELD_LIMITS.details - 2)}😀😀😀`,
      severity: "info",
      ipAddress: "i".repeat(5000),
      userAgent: "g".repeat(5000),
    });
    const [row] = await s.store.logs.list(1);
    expect(row?.username.length).toBe(LOG_FIELD_LIMITS.username);
    expect(row?.userId.length).toBe(LOG_FIELD_LIMITS.userId);
    expect(row?.action.length).toBe(LOG_FIELD_LIMITS.action);
    expect(row?.ipAddress?.length).toBe(LOG_FIELD_LIMITS.ipAddress);
    expect(row?.userAgent?.length).toBe(LOG_FIELD_LIMITS.userAgent);
    // 510 d's, then the emoji would straddle the cut: it is left out whole, never half a surrogate pair.
    expect(row?.details).toBe(`${"d".repeat(LOG_FIELD_LIMITS.details - 2)}…`);
    expect(row?.details.length).toBeLessThanOrEqual(LOG_FIELD_LIMITS.details);
  });
});

describe("log retention", () => {
  it("reads its bounds from the settings", () => {
    expect(loadConfig({}, "/tmp").logs).toEqual({
      maxAgeMs: 90 * DAY,
      maxEntries: 50_000,
      pruneIntervalMs: 600_000,
    });
    expect(
      loadConfig(
        { LOG_RETENTION_DAYS: "7", LOG_MAX_ENTRIES: "1000", LOG_PRUNE_INTERVAL_SECONDS: "60" },
        "/tmp",
      ).logs,
    ).toEqual({ maxAgeMs: 7 * DAY, maxEntries: 1000, pruneIntervalMs: 60_000 });
    expect(() => loadConfig({ LOG_MAX_ENTRIES: "0" }, "/")).toThrow(/LOG_MAX_ENTRIES/);
    expect(() => loadConfig({ LOG_RETENTION_DAYS: "-1" }, "/")).toThrow(/LOG_RETENTION_DAYS/);
  });

  it("drops entries past the age and beyond the count at start, then on a timer", async () => {
    const s = await startServer({ env: { LOG_RETENTION_DAYS: "30", LOG_MAX_ENTRIES: "40" } });
    try {
      const now = Date.now();
      const entry = (i: number, timestamp: number) => ({
        sellerId: null,
        username: "t",
        userId: "t",
        action: "test",
        details: `entry ${i}`,
        severity: "info" as const,
        timestamp,
      });
      // 10 older than the retention, then 60 recent ones (oldest first).
      for (let i = 0; i < 10; i++) await s.store.logs.add(entry(i, now - 40 * DAY - i));
      for (let i = 0; i < 60; i++) await s.store.logs.add(entry(100 + i, now - 60_000 + i));
      expect(await s.store.logs.count()).toBe(70);

      // A second app on the same database prunes before it serves...
      const again = await buildApp({
        config: { ...s.config, logs: { ...s.config.logs, pruneIntervalMs: 200 } },
        store: s.store,
        roots: s.roots,
        resolver: noDns,
        backgroundChecks: false,
      });
      try {
        expect(await s.store.logs.count()).toBe(40);
        const kept = await s.store.logs.list(100);
        expect(kept[0]?.details).toBe("entry 159");
        expect(kept.at(-1)?.details).toBe("entry 120");

        // ...and its timer keeps the log there as new entries arrive.
        for (let i = 0; i < 25; i++) await s.store.logs.add(entry(200 + i, now + i));
        await sleep(700);
        expect(await s.store.logs.count()).toBe(40);
        expect((await s.store.logs.list(1))[0]?.details).toBe("entry 224");
      } finally {
        await again.close();
      }
    } finally {
      await s.close();
    }
  });
});
