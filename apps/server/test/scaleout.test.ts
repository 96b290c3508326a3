// Scale-out: two server processes on one PostgreSQL database share the login throttle and the per-seller limits,
// and look each custom domain up once per interval between them (docs/decisions.md#scale-out).
import dgram from "node:dgram";
import { describe, expect, it } from "vitest";
import { openDb } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import { SharedRateLimits } from "../src/sharedLimits.ts";
import { Store } from "../src/store.ts";
import { asContract, call, dialect, messageOf, perTest, sessionOf, spawnServer } from "./helpers.ts";

const mine = perTest();

/** A DNS server on 127.0.0.1 that answers NXDOMAIN to everything and records when each name was asked for. */
async function fakeDns(): Promise<{ port: number; asked: Map<string, number[]>; close: () => void }> {
  const asked = new Map<string, number[]>();
  const socket = dgram.createSocket("udp4");
  socket.on("message", (msg, peer) => {
    if (msg.length < 12) return;
    // The question: labels from byte 12 up to the zero byte, then type and class.
    const labels: string[] = [];
    let i = 12;
    while (i < msg.length && msg[i] !== 0) {
      const len = msg[i] ?? 0;
      labels.push(msg.subarray(i + 1, i + 1 + len).toString("ascii"));
      i += 1 + len;
    }
    const questionEnd = i + 5;
    const name = labels.join(".").toLowerCase();
    asked.set(name, [...(asked.get(name) ?? []), Date.now()]);
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2); // the query's id
    header.writeUInt16BE(0x8183, 2); // response, recursion desired and available, NXDOMAIN
    header.writeUInt16BE(1, 4); // one question, no answers
    socket.send(Buffer.concat([header, msg.subarray(12, questionEnd)]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return { port: socket.address().port, asked, close: () => socket.close() };
}

function accessCodeIn(output: string): string {
  const m = /^Access code: (\S+)$/m.exec(output);
  if (!m?.[1]) throw new Error(`no access code printed:\n${output}`);
  return m[1];
}

const from = (address: string) => ({ "X-Forwarded-For": address });

describe(`two server processes on one database (${dialect})`, () => {
  it.skipIf(dialect !== "postgres")(
    "share the login throttle and the per-seller limits, and check domains once per interval between them " +
      "(PostgreSQL only: on SQLite one process owns the file and the counters stay in memory)",
    async () => {
      const dns = await fakeDns();
      mine.cleanup(dns.close);
      const tdb = await mine.database();
      const env = {
        ...tdb.env,
        LOGIN_RATE_LIMIT: "4",
        TRUST_PROXY: "127.0.0.1",
        DOMAIN_CHECK_INTERVAL_SECONDS: "1",
        DNS_SERVERS: `127.0.0.1:${dns.port}`,
        PUBLIC_HOST: "boost.test-host.dev",
      };
      const a = await spawnServer(env);
      mine.track(a);
      const b = await spawnServer(env);
      mine.track(b);
      const code = accessCodeIn(a.output());

      // (a) The login throttle (4 a minute per address): 2 failures on A and 2 on B use it up for both.
      const login = (url: string, address: string, accessCode = "wrong-code") =>
        call(url, "POST", "/api/auth/login", {
          body: { captcha_key: "x", access_code: accessCode },
          headers: from(address),
        });
      const tries = [];
      for (const url of [a.url, a.url, b.url, b.url]) tries.push((await login(url, "10.0.0.9")).status);
      expect(tries).toEqual([401, 401, 401, 401]);
      const fifthA = await login(a.url, "10.0.0.9");
      expect(fifthA.status).toBe(429);
      expect(messageOf(fifthA.body)).toMatch(/^Too many login attempts/);
      expect((await login(b.url, "10.0.0.9", code)).status).toBe(429);
      // Per address: another one still signs in, on either.
      const signedIn = await login(b.url, "10.0.0.10", code);
      expect(signedIn.status).toBe(200);
      const token = sessionOf(signedIn.body).token;

      // (b) A per-seller limit (10 suggestions an hour): 5 through A and 5 through B, then the 11th is refused on both.
      const suggest = (url: string, i: number) =>
        call(url, "POST", "/api/suggestions/create", {
          token,
          body: { title: `idea ${i}`, description: "d" },
        });
      const made = [];
      for (let i = 0; i < 10; i++) made.push((await suggest(i < 5 ? a.url : b.url, i)).status);
      expect(made).toEqual(Array(10).fill(200));
      for (const url of [a.url, b.url]) {
        const refused = await suggest(url, 11);
        expect(refused.status).toBe(429);
        expect(messageOf(refused.body)).toMatch(/^Too many suggestions: at most 10 an hour/);
      }

      // (c) The background domain check (every second here): both processes poll, one looks the domain up.
      const db = openDb({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
      mine.cleanup(() => db.close());
      const store = new Store(db);
      const owner = (await store.sellers.list()).find((s) => s.isAdmin);
      if (!owner) throw new Error("no owner");
      const added = await store.domains.add(owner.id, "shop.scaleout.test");
      expect(added.ok).toBe(true);
      const since = Date.now();
      await new Promise((r) => setTimeout(r, 6000));
      const lookups = (dns.asked.get("shop.scaleout.test") ?? []).filter((t) => t >= since);
      const seconds = (Date.now() - since) / 1000;
      // Each process alone would look it up about once a second: two would make ~12 in 6 s.
      expect(lookups.length).toBeGreaterThanOrEqual(4);
      expect(lookups.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
      const gaps = lookups.slice(1).map((t, i) => t - (lookups[i] ?? 0));
      // A run is claimed at most once a second by the database's clock; 700 ms leaves room for the lookups' jitter.
      expect(Math.min(...gaps), `gaps ${gaps.join(", ")} ms`).toBeGreaterThanOrEqual(700);
      const run = await db.kysely
        .selectFrom("jobRuns")
        .selectAll()
        .where("name", "=", "domain-check")
        .executeTakeFirstOrThrow();
      expect(run.runBy).toMatch(/:\d+$/);
      // Both processes still serve, and both see the ten suggestions.
      for (const url of [a.url, b.url]) {
        const list = await call(url, "GET", "/api/suggestions/fetch-all", { token });
        expect(asContract("listSuggestions", list.body).suggestions).toHaveLength(10);
      }
    },
    60_000,
  );
});

describe(`shared rate-limit counters (${dialect})`, () => {
  it.skipIf(dialect !== "postgres")(
    "count every concurrent hit once, start a new window after it ends, and prune ended windows " +
      "(PostgreSQL only: SQLite uses the plugin's in-memory store)",
    async () => {
      const tdb = await mine.database();
      // Two connection pools, as two instances would have.
      const dbs = [0, 1].map(() => openDb({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir }));
      mine.cleanup(async () => {
        for (const d of dbs) await d.close();
      });
      const [one, two] = dbs;
      if (!one || !two) throw new Error("unreachable");
      await migrate(one);
      const limits = [new SharedRateLimits(one.kysely), new SharedRateLimits(two.kysely)];
      const hits = await Promise.all(
        Array.from({ length: 40 }, (_, i) => limits[i % 2]?.hit("k", 60_000) ?? Promise.reject()),
      );
      expect(hits.map((h) => h.current).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      expect(Math.min(...hits.map((h) => h.ttl))).toBeGreaterThan(55_000);

      const first = await limits[0]?.hit("short", 300);
      expect(first?.current).toBe(1);
      expect((await limits[1]?.hit("short", 300))?.current).toBe(2);
      expect((await limits[1]?.peek("short"))?.current).toBe(2);
      await new Promise((r) => setTimeout(r, 400));
      expect((await limits[1]?.peek("short"))?.current).toBe(0);
      expect(await limits[0]?.prune()).toBe(1); // "short" ended, "k" has a minute left
      expect((await limits[0]?.hit("short", 300))?.current).toBe(1);
      expect((await limits[0]?.peek("k"))?.current).toBe(40);
    },
    30_000,
  );
});
