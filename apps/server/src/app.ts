// Builds the Fastify app: the shared parts (limits' stores, compression, caches, pages) and then every feature's
// plugin (features/index.ts), each registering its own routes and limits. `main.ts` and the tests call `buildApp`.
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import {
  type AltchaParameters,
  type CaptchaProvider,
  captchaConfigOf,
  createCaptcha,
  type FetchLike,
} from "./captcha.ts";
import type { Config } from "./config.ts";
import { hostSeller } from "./customHosts.ts";
import { CustomPages } from "./customPage/customPages.ts";
import type { SandboxLimits } from "./customPage/sandbox.ts";
import { createFastify, type FrontDoor } from "./fastifyServer.ts";
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
import { startHousekeeping } from "./housekeeping.ts";
import { createPublicReads } from "./http.ts";
import { createLoginPage } from "./loginPage.ts";
import { registerHealth } from "./ops/health.ts";
import { Ops } from "./ops/hooks.ts";
import type { Metrics } from "./ops/metrics.ts";
import type { BackupSchedule } from "./ops/scheduledBackups.ts";
import { Drainer, type ShutdownReport } from "./ops/shutdown.ts";
import { repoRoot } from "./paths.ts";
import { type CachedAnswer, TtlCache, WriteGeneration } from "./publicCache.ts";
import { MemoryWindowCounters, sellerLimiterFactory } from "./rateLimits.ts";
import { pageCsp, publicPageCsp } from "./securityHeaders.ts";
import { SharedRateLimits } from "./sharedLimits.ts";
import { SignInBudget } from "./signInBudget.ts";
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
  /** The seller pages' sandbox limits (customPage/sandbox.ts); the defaults otherwise. Tests set them. */
  customPageLimits?: Partial<SandboxLimits>;
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

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, store } = opts;
  // Public reads already in memory are answered before Fastify (fastPath.ts); set once the caches exist.
  const front: FrontDoor = { hits: 0 };
  const fastify = createFastify(config, opts, front);

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
    limits: opts.customPageLimits,
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

  const logLimited = limitLogger(store);
  const deps: FeatureDeps = {
    config,
    store,
    captcha,
    domains,
    events,
    hostSeller,
    ops,
    customPages,
    renderer,
    publicRoot: roots.public,
    log: requestLogger(store),
    logLimited,
    signIn: new SignInBudget(
      sharedLimits ?? new MemoryWindowCounters(100_000),
      {
        perMinute: config.loginRateLimitPerMinute,
        lockoutCounters: sharedLimits ?? new MemoryWindowCounters(100_000),
      },
      logLimited,
    ),
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

  front.fastPath = createFastPath({
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
  const housekeeping = await startHousekeeping({
    config,
    store,
    ops,
    log: fastify.log,
    logger: opts.logger ?? false,
    backgroundChecks: opts.backgroundChecks ?? true,
  });

  const metricsListener =
    metricsModule && metrics && config.metrics.port
      ? await metricsModule.listenMetrics(metrics, config.metrics)
      : undefined;

  const app: App = {
    fastify,
    domains,
    captcha,
    fastPathHits: () => front.hits,
    ops,
    metrics,
    metricsPort: metricsListener?.port,
    backups: housekeeping.backups,
    async shutdown(timeoutMs, log) {
      const report = await drainer.drain(timeoutMs, log);
      await app.close();
      return report;
    },
    customPagesRenders: () => customPages.renders,
    async close() {
      await metricsListener?.close();
      await housekeeping.stop();
      sharedLimits?.stopPruning();
      await domains.stop();
      await events.close();
      await fastify.close();
      await customPages.close();
    },
  };
  return app;
}
