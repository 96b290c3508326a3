// Builds the Fastify app: the shared parts (limits' stores, compression, caches, pages) and then every feature's
// plugin (features/index.ts), each registering its own routes and limits. `main.ts` and the tests call `buildApp`.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import {
  type AltchaParameters,
  altchaProvider,
  type CaptchaProvider,
  captchaConfigOf,
  DEFAULT_ALTCHA,
  type FetchLike,
  offProvider,
  siteverifyProvider,
} from "./captcha.ts";
import type { Config } from "./config.ts";
import { connectionOptions, guardConnections, refuseRequest } from "./connection.ts";
import { hostSeller } from "./customHosts.ts";
import { CustomPages } from "./customPage/customPages.ts";
import { createFastPath } from "./fastPath.ts";
import { registerBotReference } from "./features/bot/reference.ts";
import {
  type DnsResolver,
  DOMAIN_CHECK_JOB,
  DomainChecker,
  instanceName,
  resolverFor,
} from "./features/domains/checker.ts";
import { EventHub } from "./features/events/hub.ts";
import { eventsPlugin } from "./features/events/plugin.ts";
import { type FeatureDeps, limitLogger, requestLogger } from "./features/handlerKit.ts";
import { featurePlugins } from "./features/index.ts";
import { hostProblem } from "./host.ts";
import { createPublicReads, HttpError, INVALID_JSON } from "./http.ts";
import { newSessionToken } from "./ids.ts";
import { createLoginPage } from "./loginPage.ts";
import { registerHealth } from "./ops/health.ts";
import { Ops } from "./ops/hooks.ts";
import type { Metrics } from "./ops/metrics.ts";
import { BackupSchedule } from "./ops/scheduledBackups.ts";
import { Drainer, type ShutdownReport } from "./ops/shutdown.ts";
import { repoRoot } from "./paths.ts";
import { type CachedAnswer, TtlCache, WriteGeneration } from "./publicCache.ts";
import { sellerLimiterFactory } from "./rateLimits.ts";
import { serializeRequest } from "./requestLog.ts";
import { pageCsp, publicPageCsp } from "./securityHeaders.ts";
import { SharedRateLimits } from "./sharedLimits.ts";
import { PublicRenderer } from "./ssr.ts";
import type { Store } from "./store.ts";
import { registerWeb, type WebRoots } from "./web.ts";

export { repoRoot };

export function defaultRoots(): WebRoots {
  return {
    dashboard: path.join(repoRoot, "apps/dashboard/dist"),
    public: path.join(repoRoot, "apps/public/dist"),
    publicRenderer: path.join(repoRoot, "apps/public/dist-server/entry-server.js"),
  };
}

export interface AppOptions {
  config: Config;
  store: Store;
  /** Pino request logging (off in tests). */
  logger?: boolean;
  /** Where log lines go when `logger` is on; standard output by default (a test reads them). */
  logStream?: { write(line: string): void };
  resolver?: DnsResolver;
  roots?: WebRoots;
  altcha?: AltchaParameters;
  /** For Turnstile/hCaptcha siteverify calls (tests stub it). */
  fetch?: FetchLike;
  /** Check every success body against the contract (tests). */
  validateResponses?: boolean;
  /** Run the background DNS checks (off in tests, which call `domains.checkAll()`). */
  backgroundChecks?: boolean;
  /**
   * How long a public read (live stock, order status, redeem page) is answered from memory when no write went
   * through this process (publicCache.ts). 1000 ms by default; 0 turns the cache off.
   */
  publicCacheMs?: number;
  /** An idle live-events stream's heartbeat (and session check) interval: 15 s by default (features/events). */
  eventsHeartbeatMs?: number;
}

export interface App {
  fastify: FastifyInstance;
  domains: DomainChecker;
  captcha: CaptchaProvider;
  /** Requests answered from memory before Fastify (fastPath.ts). */
  fastPathHits(): number;
  /** Gauges for /metrics and shutdown hooks (ops/hooks.ts); features get the same object as `deps.ops`. */
  ops: Ops;
  /** The metrics (METRICS_TOKEN or METRICS_PORT set), and the METRICS_PORT listener's port. */
  metrics: Metrics | undefined;
  metricsPort: number | undefined;
  /**
   * The graceful shutdown (ops/shutdown.ts): stops accepting, ends event streams (shutdown hooks), answers what is in
   * flight (up to `timeoutMs`), then closes the app; the caller closes the database after it.
   */
  shutdown(timeoutMs: number, log?: (message: string) => void): Promise<ShutdownReport>;
  /** Scheduled backups (started with the background checks; tests call `tick()`). */
  backups: BackupSchedule;
  /** Seller pages rendered in the sandbox so far (not answered from the kept renders). */
  customPagesRenders(): number;
  close(): Promise<void>;
}

export async function createCaptcha(
  config: Config,
  store: Store,
  altcha: AltchaParameters = DEFAULT_ALTCHA,
  fetchImpl?: FetchLike,
): Promise<CaptchaProvider> {
  const c = config.captcha;
  if (c.provider === "off") return offProvider;
  if (c.provider === "turnstile" || c.provider === "hcaptcha") {
    return siteverifyProvider(c.provider, c.siteKey, c.secret, fetchImpl);
  }
  // One secret for every instance sharing the database, so any of them can verify a challenge.
  const secret = await store.instance.getOrCreateMeta("altcha_hmac_key", newSessionToken);
  return altchaProvider(store, secret, altcha);
}

/**
 * Fastify 5.12 refuses a bare hop count (it cannot tell a proxy from a client that connects directly and writes its
 * own header), so a count becomes the function proxy-addr would have made: the nearest `n` hops are trusted. Safe
 * only when clients cannot reach the server but through the proxies (README, TRUST_PROXY).
 */
function fastifyTrustProxy(
  setting: Config["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, store } = opts;
  // Public reads already in memory are answered before Fastify (fastPath.ts); set once the caches exist.
  let fastPath: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  let fastHits = 0;
  const fastify = Fastify({
    logger: opts.logger
      ? {
          level: "info",
          serializers: { req: serializeRequest },
          ...(opts.logStream ? { stream: opts.logStream } : {}),
        }
      : false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...connectionOptions(config.http),
    // The server Fastify would make (http options and timeouts as Fastify's own setup applies them), with the
    // fast path in front.
    serverFactory: (handler, factoryOptions) => {
      const o = factoryOptions as {
        http?: http.ServerOptions;
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
        maxRequestsPerSocket?: number;
      };
      const server = http.createServer(o.http ?? {}, (req, res) => {
        const badHost = hostProblem(req);
        if (badHost) return refuseRequest(res, badHost);
        if (fastPath?.(req, res)) {
          fastHits++;
          return;
        }
        handler(req, res);
      });
      if (typeof o.keepAliveTimeout === "number") server.keepAliveTimeout = o.keepAliveTimeout;
      if (typeof o.requestTimeout === "number") server.requestTimeout = o.requestTimeout;
      if (typeof o.connectionTimeout === "number") server.setTimeout(o.connectionTimeout);
      if (typeof o.maxRequestsPerSocket === "number" && o.maxRequestsPerSocket > 0) {
        server.maxRequestsPerSocket = o.maxRequestsPerSocket;
      }
      guardConnections(server, config.http.limits);
      return server;
    },
  });

  // An empty JSON body (a DELETE or PUT sent with the JSON type but nothing in it) is "no body", not an error.
  // Anything else goes through Fastify's own parser, which refuses `__proto__` and `constructor.prototype` keys
  // (prototype poisoning) as JSON.parse alone would not.
  const safeJson = fastify.getDefaultJsonParser("error", "error");
  fastify.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    safeJson(req, text, (error, parsed) => {
      // Reported after the auth check, so a caller without a token learns that first.
      done(null, error ? INVALID_JSON : parsed);
    });
  });

  fastify.setErrorHandler((error, req, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ ...error.body, message: error.message });
    }
    const e = error as { statusCode?: number; message?: string; code?: string };
    const status = typeof e.statusCode === "number" ? e.statusCode : 500;
    if (status >= 500) {
      req.log.error(error);
      return reply.code(500).send({ message: "Something went wrong on the server. Please try again." });
    }
    let message = e.message ?? "Bad request";
    if (e.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      message = "Send the request body as JSON (Content-Type: application/json)";
    if (e.code === "FST_ERR_CTP_BODY_TOO_LARGE") message = "The request body is too large (at most 1 MB)";
    return reply.code(status).send({ code: status, message });
  });

  // Operations (ops/): shutdown hooks and gauges, and the metrics when METRICS_TOKEN or METRICS_PORT is set.
  const ops = new Ops();
  // Loaded only when on: prom-client and its event-loop monitor cost memory a server without metrics never pays.
  const metricsModule =
    config.metrics.token || config.metrics.port ? await import("./ops/metrics.ts") : undefined;
  const metrics = metricsModule ? new metricsModule.Metrics({ db: store.db, ops }) : undefined;
  if (metricsModule && metrics) {
    const other = metricsModule.OTHER_ROUTE;
    // Every answer Fastify sends, labelled with its route's template (OTHER_ROUTE when no route matched).
    fastify.addHook("onResponse", (req, reply, done) => {
      metrics.observe(req.method, req.routeOptions.url ?? other, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  const drainer = new Drainer(fastify.server, ops);

  const domains = new DomainChecker({
    store,
    publicHost: config.publicHost,
    resolver: opts.resolver ?? resolverFor(config.dnsServers),
    intervalMs: config.domainCheckIntervalMs,
    onError: (err) => {
      ops.jobFailed(DOMAIN_CHECK_JOB);
      fastify.log.warn({ err }, "domain check failed");
    },
    // Once per interval across every instance on the database (docs/decisions.md#scale-out).
    claim: async (intervalMs) => {
      const mine = await store.instance.claimJobRun(DOMAIN_CHECK_JOB, intervalMs, instanceName);
      if (mine) ops.jobRan(DOMAIN_CHECK_JOB);
      return mine;
    },
  });
  const captcha = await createCaptcha(config, store, opts.altcha, opts.fetch);

  // On PostgreSQL the counters live in the database, shared by every instance on it; SQLite's stay in memory.
  const sharedLimits = store.db.dialect === "postgres" ? new SharedRateLimits(store.k) : undefined;
  sharedLimits?.startPruning(
    (err) => {
      ops.jobFailed("rate-limit-prune");
      fastify.log.warn({ err }, "rate-limit pruning failed");
    },
    () => ops.jobRan("rate-limit-prune"),
  );
  await fastify.register(rateLimit, { global: false, store: sharedLimits?.storeClass() });
  // JSON and HTML over 1 KB go out compressed; the apps' files are compressed at build time (preCompressed in
  // web.ts), and a response that already has a Content-Encoding is left alone. Brotli at quality 4 on the fly:
  // most of the size gain of 11 at a small part of the CPU.
  await fastify.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const generation = new WriteGeneration();
  const publicCache = new TtlCache<CachedAnswer>(opts.publicCacheMs ?? 1000, 5000, () => generation.current);
  const publicReads = createPublicReads(
    { cache: publicCache, generation, hostKey: (req) => hostSeller(req)?.id ?? "" },
    opts.validateResponses ?? false,
  );

  // Seller live-stock pages, rendered in a pool of sandbox threads started at the first custom page.
  const customPages = new CustomPages({
    warn: (details) =>
      fastify.log.warn(details, "a seller's live-stock page did not render; customers get the default page"),
  });

  const roots = opts.roots ?? defaultRoots();
  const renderer = roots.publicRenderer ? new PublicRenderer(roots.public, roots.publicRenderer) : undefined;
  const loginPage = createLoginPage(roots.dashboard, captchaConfigOf(captcha));
  // Before the features' plugins: their routes get the hooks web.ts adds (security headers, custom domains:
  // securityHeaders.ts, customHosts.ts).
  registerWeb(fastify, { config, roots, domains, reader: publicReads.read, renderer, loginPage });
  registerHealth(fastify, { db: store.db, ops });
  if (metricsModule && metrics && config.metrics.token) {
    metricsModule.registerMetricsRoute(fastify, metrics, config.metrics.token);
  }

  // The dashboards' live events (docs/decisions.md#live-dashboard); on PostgreSQL one LISTEN connection.
  const events = new EventHub(store.db, config.databaseUrl, (err) =>
    fastify.log.warn({ err }, "live events: a notification was lost"),
  );
  await events.start();

  const deps: FeatureDeps = {
    config,
    store,
    captcha,
    domains,
    events,
    hostSeller,
    ops,
    customPages,
    log: requestLogger(store),
    logLimited: limitLogger(store),
    routes: {
      store,
      validateResponses: opts.validateResponses ?? false,
      publicReads,
      sellerLimiter: sellerLimiterFactory(fastify, config.sellerRateLimitScale),
    },
  };
  for (const plugin of featurePlugins) await fastify.register(plugin, deps);
  // The bot API's OpenAPI document and reference page, both made from the contract (features/bot/reference.ts).
  registerBotReference(fastify);
  await fastify.register(eventsPlugin, {
    store,
    hub: events,
    heartbeatMs: opts.eventsHeartbeatMs ?? 15_000,
    ops,
  });

  fastPath = createFastPath({
    config,
    cache: publicCache,
    renderer,
    csp: pageCsp(config),
    publicCsp: publicPageCsp(config),
    // With request logging on, the fast path logs its requests as Fastify logs its own.
    log: opts.logger ? fastify.log : undefined,
    onServed: metrics
      ? (route, status, seconds) => metrics.observe("GET", route, status, seconds)
      : undefined,
  });

  if (opts.backgroundChecks ?? true) domains.start();
  const sweep = setInterval(
    () => void ops.track("session-sweep", () => store.auth.deleteExpired()).catch(() => undefined),
    3600_000,
  );
  sweep.unref();
  // The activity log stays within its age and count (LOG_RETENTION_DAYS, LOG_MAX_ENTRIES): at start, then on a timer.
  const pruneLogs = () =>
    ops
      .track("log-prune", () => store.logs.prune(config.logs))
      .catch((err: unknown) => fastify.log.warn({ err }, "log pruning failed"));
  await pruneLogs();
  const logPruner = setInterval(() => void pruneLogs(), config.logs.pruneIntervalMs);
  logPruner.unref();
  // BACKUP_INTERVAL_HOURS: SQLite backups on a schedule (ops/scheduledBackups.ts).
  const backups = new BackupSchedule({
    config: config.backups,
    db: store.db,
    store,
    ops,
    runBy: instanceName,
    // On the console even without request logging: the owner looks there for what the server did.
    onDone: (r, pruned) =>
      opts.logger
        ? fastify.log.info(
            { file: r.file, bytes: r.bytes, ms: r.ms, pruned: pruned.length },
            "backup written",
          )
        : console.log(`Backup written: ${r.file} (${(r.bytes / 1048576).toFixed(1)} MB, ${r.ms} ms)`),
    onError: (err) =>
      opts.logger
        ? fastify.log.warn({ err }, "scheduled backup failed")
        : console.warn(`Scheduled backup failed: ${err instanceof Error ? err.message : String(err)}`),
  });
  if (opts.backgroundChecks ?? true) backups.start();

  const metricsListener =
    metricsModule && metrics && config.metrics.port
      ? await metricsModule.listenMetrics(metrics, config.metrics)
      : undefined;

  const app: App = {
    fastify,
    domains,
    captcha,
    fastPathHits: () => fastHits,
    ops,
    metrics,
    metricsPort: metricsListener?.port,
    backups,
    async shutdown(timeoutMs, log) {
      const report = await drainer.drain(timeoutMs, log);
      await app.close();
      return report;
    },
    customPagesRenders: () => customPages.renders,
    async close() {
      await metricsListener?.close();
      clearInterval(sweep);
      clearInterval(logPruner);
      await backups.stop();
      sharedLimits?.stopPruning();
      await domains.stop();
      await events.close();
      await fastify.close();
      await customPages.close();
    },
  };
  return app;
}
