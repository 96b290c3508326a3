// Test harness: a real server on a random port over a real database (SQLite in a temp dir, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set), spoken to over real HTTP with fetch.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { afterEach, inject } from "vitest";
import { freshDatabase } from "../../../scripts/lib/pgCluster.mjs";
import { SERVER_NODE_FLAGS } from "../../../scripts/lib/server.mjs";
import { type App, buildApp, repoRoot } from "../src/app.ts";
import type { AltchaParameters, FetchLike } from "../src/captcha.ts";
import { type Config, loadConfig } from "../src/config.ts";
import type { SandboxLimits } from "../src/customPage/sandbox.ts";
import { type Db, openDb } from "../src/db/connect.ts";
import { migrate } from "../src/db/migrate.ts";
import type { DnsResolver } from "../src/features/domains/checker.ts";
import type { OrderInput } from "../src/features/orders/orderRepository.ts";
import { type Seller, Store } from "../src/store.ts";
import type { WebRoots } from "../src/web.ts";

export const PG_URL = process.env.TEST_DATABASE_URL;

/** A store with every public setting and stock count set: the public answers and pages show them all. */
export const SAMPLE_STORE = {
  storeLink: "https://shop.example.com",
  discordLink: "https://discord.gg/abc",
  embedColor: "ff66aa",
  embedFooter: "Thanks for shopping",
  oneMonthNitroTokens: 12,
  oneMonthServerBoosts: 24,
  threeMonthNitroTokens: 3,
  threeMonthServerBoosts: 6,
} as const;

/** A finished one-month order of 4 boosts with one good and one failed token, for `store.orders.upsert`. */
export function sampleOrder(orderId: string, guildId: string, over: Partial<OrderInput> = {}): OrderInput {
  return {
    orderId,
    guildId,
    invite: "https://discord.gg/abc",
    stock: "oneMonthBoosts.txt",
    amount: 4,
    successTokens: ["t1"],
    failedTokens: ["t2"],
    storeLink: "",
    discordLink: "",
    bbGuildId: "",
    ...over,
  };
}
export const dialect = PG_URL ? "postgres" : "sqlite";
export const serverDir = path.join(repoRoot, "apps/server");

export function tempDir(prefix = "bd-test-"): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * A fresh PostgreSQL database on the test cluster, empty or a copy of `template`; dropped by the returned function.
 */
export async function freshPgDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!PG_URL) throw new Error("TEST_DATABASE_URL is not set");
  return freshDatabase(PG_URL, { template });
}

/** Where a test's data lives: a temp dir, plus a fresh PostgreSQL database in the PostgreSQL run. */
export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * A temp dir, and on PostgreSQL an empty database; `migrated`: on PostgreSQL a copy of the database with every
 * migration applied (globalSetup.ts), for tests that migrate at once anyway.
 */
export async function testDatabase(opts: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = tempDir();
  if (!PG_URL) {
    return {
      dataDir,
      databaseUrl: undefined,
      env: { DATA_DIR: dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const pgdb = await freshPgDatabase(opts.migrated ? inject("pgTemplate") || undefined : undefined);
  return {
    dataDir,
    databaseUrl: pgdb.url,
    env: { DATA_DIR: dataDir, DATABASE_URL: pgdb.url },
    cleanup: async () => {
      await pgdb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What a test of real processes makes, undone after each test: the processes still running are SIGKILLed, the
 * `cleanup` functions run (newest last), then the test's database is removed.
 */
export function perTest() {
  const children: { child: ChildProcess }[] = [];
  const cleanups: (() => unknown)[] = [];
  let tdb: TestDatabase | undefined;
  afterEach(async () => {
    for (const c of children.splice(0)) if (c.child.exitCode === null) c.child.kill("SIGKILL");
    for (const f of cleanups.splice(0)) await f();
    await tdb?.cleanup();
    tdb = undefined;
  });
  return {
    /** A fresh database for this test (testDatabase). */
    async database(): Promise<TestDatabase> {
      tdb = await testDatabase();
      return tdb;
    },
    track(...procs: { child: ChildProcess }[]): void {
      children.push(...procs);
    },
    cleanup(f: () => unknown): void {
      cleanups.push(f);
    },
  };
}

export interface TestServer {
  url: string;
  config: Config;
  db: Db;
  store: Store;
  app: App;
  roots: WebRoots;
  admin: { seller: Seller; accessCode: string; botKey: string; token: string };
  /** A new non-admin seller, signed in. */
  seller(name?: string): Promise<{ seller: Seller; accessCode: string; botKey: string; token: string }>;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  resolver?: DnsResolver;
  altcha?: AltchaParameters;
  fetch?: FetchLike;
  roots?: Partial<WebRoots>;
  /** The public-read cache's time to live (publicCache.ts); 0 (off) unless a test sets it. */
  publicCacheMs?: number;
  /** The seller pages' sandbox limits (the defaults otherwise). */
  customPageLimits?: Partial<SandboxLimits>;
  /** Turns request logging on, with its lines written here. */
  logStream?: { write(line: string): void };
  /** The live-events streams' heartbeat interval (features/events). */
  eventsHeartbeatMs?: number;
}

export const noDns: DnsResolver = {
  resolveCname: async () => {
    throw Object.assign(new Error("no record"), { code: "ENODATA" });
  },
};

/** A resolver that answers from `cnames` (host -> CNAME records) and finds no record for any other host. */
export function dnsFrom(cnames: ReadonlyMap<string, string[]>): DnsResolver {
  return {
    resolveCname: async (host) => {
      const r = cnames.get(host);
      if (r) return r;
      throw Object.assign(new Error("none"), { code: "ENODATA" });
    },
  };
}

export async function startServer(opts: StartOptions = {}): Promise<TestServer> {
  const tdb = await testDatabase({ migrated: true });
  const config = loadConfig(
    {
      CAPTCHA_PROVIDER: "off",
      PUBLIC_HOST: "boost.test-host.dev",
      LOGIN_RATE_LIMIT: "1000",
      ...tdb.env,
      ...opts.env,
    },
    tdb.dataDir,
  );
  const db = openDb(config);
  await migrate(db);
  const store = new Store(db);
  const first = await store.sellers.ensureFirst();
  if (!first) throw new Error("expected an empty database");
  const webDir = path.join(tdb.dataDir, "web");
  const roots: WebRoots = {
    dashboard: path.join(webDir, "dashboard"),
    public: path.join(webDir, "public"),
    ...opts.roots,
  };
  mkdirSync(roots.dashboard, { recursive: true });
  mkdirSync(roots.public, { recursive: true });
  const app = await buildApp({
    config,
    store,
    roots,
    resolver: opts.resolver ?? noDns,
    altcha: opts.altcha,
    fetch: opts.fetch,
    validateResponses: true,
    backgroundChecks: false,
    // Tests change data through the store directly too; the cache has its own tests (publicCache.test.ts).
    publicCacheMs: opts.publicCacheMs ?? 0,
    customPageLimits: opts.customPageLimits,
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
    eventsHeartbeatMs: opts.eventsHeartbeatMs,
  });
  await app.fastify.listen({ port: 0, host: "127.0.0.1" });
  const address = app.fastify.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const adminToken = await store.auth.createSession(first.seller.id, config.sessionTtlMs);
  return {
    url,
    config,
    db,
    store,
    app,
    roots,
    admin: { ...first, token: adminToken },
    async seller(name = `Seller ${randomBytes(3).toString("hex")}`) {
      const created = await store.sellers.create({ name, isAdmin: false });
      const token = await store.auth.createSession(created.seller.id, config.sessionTtlMs);
      return { ...created, token };
    },
    async close() {
      await app.close();
      await db.close();
      await tdb.cleanup();
    },
  };
}

export interface ApiResult {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function call(
  base: string,
  method: string,
  urlPath: string,
  opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = { Authorization: opts.token ?? "", ...opts.headers };
  let body: string | undefined;
  if (opts.rawBody !== undefined) {
    body = opts.rawBody;
    headers["Content-Type"] ??= "application/json";
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["Content-Type"] = "application/json";
  }
  const res = await fetch(base + urlPath, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Creates a suggestion as `token`'s seller and returns its id (read back from the list, as the dashboard does). */
export async function addSuggestion(
  base: string,
  token: string,
  title: string,
  description = "d",
): Promise<string> {
  await call(base, "POST", "/api/suggestions/create", { token, body: { title, description } });
  const list = asContract(
    "listSuggestions",
    (await call(base, "GET", "/api/suggestions/fetch-all", { token })).body,
  );
  const found = list.suggestions.find((x) => x.title === title);
  if (!found?._id) throw new Error("suggestion not created");
  return found._id;
}

/** A request through node:http, which (unlike fetch) sends the Host header it is given. */
export function hostRequest(
  url: string,
  host: string,
  opts: { method?: string; token?: string } = {},
): Promise<{
  status: number;
  headers: import("node:http").IncomingHttpHeaders;
  text: string;
  json: () => unknown;
}> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: opts.method ?? "GET", headers: { Host: host, Authorization: opts.token ?? "" } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          text += c;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text) as unknown,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Parses a success body with the contract's response schema for that route (throws when it drifts). */
export function asContract<N extends ContractRouteName>(name: N, body: unknown) {
  return contractRoutes[name].response.parse(body) as import("zod").output<
    (typeof contractRoutes)[N]["response"]
  >;
}

/** A login's answer that made a session (an owner with a second factor gets the step asking for it instead). */
export function sessionOf(body: unknown) {
  const answer = asContract("login", body);
  if (!("token" in answer)) throw new Error(`The login asked for a second factor: ${JSON.stringify(answer)}`);
  return answer;
}

export function messageOf(body: unknown): string {
  return typeof body === "object" && body !== null && "message" in body
    ? String((body as { message: unknown }).message)
    : "";
}

/**
 * Runs the server's `main` or `cli` entry as a process of its own from apps/server, with the given env; collects its
 * output. By default the bundle `npm start` runs (apps/server/dist, made again before the server tests when the
 * sources are newer: globalSetup.ts), which starts in a fifth of the CPU time the sources take through tsx;
 * `sources: true` runs the sources through tsx, as `npm run cli` and `npm run dev` do.
 */
export function spawnProgram(
  entry: "main" | "cli",
  args: string[],
  env: Record<string, string>,
  opts: { sources?: boolean } = {},
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const program = opts.sources
    ? ["--import", "tsx", `src/${entry}.ts`]
    : [...SERVER_NODE_FLAGS, path.join(serverDir, "dist", `${entry}.mjs`)];
  const child = spawn(process.execPath, [...program, ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Starts the server (the bundle `npm start` runs) as a child process and resolves once it prints its URL. */
export async function spawnServer(
  env: Record<string, string>,
  opts: { timeoutMs?: number; sources?: boolean } = {},
) {
  const { timeoutMs = 30_000, sources } = opts;
  const proc = spawnProgram(
    "main",
    [],
    { PORT: "0", HOST: "127.0.0.1", CAPTCHA_PROVIDER: "off", ...env },
    { sources },
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${proc.output()}`)), timeoutMs);
    const check = () => {
      const m = /Server ready on (http:\/\/[^\s]+)/.exec(proc.output());
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.child.stdout?.on("data", check);
    proc.exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before starting:\n${proc.output()}`));
    });
  });
  return { ...proc, url };
}

/** One frame of a Server-Sent Events stream, as the server wrote it. */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  /** A comment line's text (a heartbeat). */
  comment?: string;
}

/**
 * Opens the dashboard's live-events stream (features/events) over fetch and reads its frames; `next` waits for
 * a frame that matches. `status` is the response's status (a refused stream has no frames).
 */
export async function openEventStream(
  base: string,
  token: string,
  lastEventId?: string,
): Promise<{
  status: number;
  frames: SseFrame[];
  next(match: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  ended: Promise<void>;
  close(): void;
}> {
  const controller = new AbortController();
  const headers: Record<string, string> = { Authorization: token };
  if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
  const res = await fetch(`${base}/api/dashboard/events`, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  const waiters = new Set<() => void>();
  let resolveEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      try {
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) break;
          buffer += chunk.value;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const frame: SseFrame = {};
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) frame.comment = line.slice(1).trim();
              const m = /^(id|event|data): ?(.*)$/.exec(line);
              if (m?.[1]) frame[m[1] as "id" | "event" | "data"] = m[2] ?? "";
            }
            frames.push(frame);
            for (const wake of [...waiters]) wake();
            end = buffer.indexOf("\n\n");
          }
        }
      } catch {
        // aborted
      }
      resolveEnded();
      for (const wake of [...waiters]) wake();
    })();
  } else {
    resolveEnded();
  }
  let read = 0;
  return {
    status: res.status,
    frames,
    ended,
    close: () => controller.abort(),
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (read < frames.length) {
            const frame = frames[read++] as SseFrame;
            if (match(frame)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(frame);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame in ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
