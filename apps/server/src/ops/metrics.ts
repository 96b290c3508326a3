// /metrics in the Prometheus text format (prom-client): requests by route template and status, latency, the
// process (event-loop delay, heap, RSS: prom-client's default metrics), the PostgreSQL pool, rate-limit refusals,
// background jobs, and the gauges other parts register (ops/hooks.ts). Labels are route templates, methods, status
// codes and job names only: never a raw URL, a Host, an id or an address.
// Served behind METRICS_TOKEN on the main port and/or on METRICS_PORT bound to 127.0.0.1; neither set, nothing is
// kept (no cost per request). Why: docs/decisions.md#operations.
import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { FastifyInstance } from "fastify";
import client from "prom-client";
import type { Config } from "../config.ts";
import type { Db } from "../db/connect.ts";
import type { Ops } from "./hooks.ts";

/** The label of requests no route matched (the dashboard's pages and files, and 404s). */
export const OTHER_ROUTE = "(other)";

let processRegistry: client.Registry | undefined;

/** The process's own metrics, collected once per process however many apps it builds (tests build several). */
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

export class Metrics {
  readonly registry = new client.Registry();
  readonly #requests: client.Counter<"method" | "route" | "status">;
  readonly #duration: client.Histogram<"method" | "route">;
  readonly #refused: client.Counter<"route">;

  readonly #ops: Ops;
  readonly #added = new Set<string>();

  constructor(deps: { db: Db; ops: Ops }) {
    const { db, ops } = deps;
    this.#ops = ops;
    const registers = [this.registry];
    this.#requests = new client.Counter({
      name: "boostdash_http_requests_total",
      help: "HTTP requests answered, by method, route template and status code.",
      labelNames: ["method", "route", "status"],
      registers,
    });
    this.#duration = new client.Histogram({
      name: "boostdash_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by method and route template.",
      labelNames: ["method", "route"],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.#refused = new client.Counter({
      name: "boostdash_rate_limit_refusals_total",
      help: "Requests refused with 429 by a rate limit (per address or per seller), by route template.",
      labelNames: ["route"],
      registers,
    });

    const pool = db.poolStats;
    if (pool) {
      new client.Gauge({
        name: "boostdash_db_pool_connections",
        help: "PostgreSQL pool connections by state: open (in use or idle), idle, and the pool's maximum.",
        labelNames: ["state"],
        registers,
        collect() {
          const p = pool();
          this.set({ state: "open" }, p.total);
          this.set({ state: "idle" }, p.idle);
          this.set({ state: "max" }, p.max);
        },
      });
      new client.Gauge({
        name: "boostdash_db_pool_waiting",
        help: "Queries waiting for a free PostgreSQL pool connection.",
        registers,
        collect() {
          this.set(pool().waiting);
        },
      });
    }

    const jobStat = (help: string, pick: (j: import("./hooks.ts").JobStats) => number | undefined) => ({
      labelNames: ["job"] as const,
      registers,
      help,
      collect(this: client.Gauge<"job">) {
        for (const [job, stats] of ops.jobs) {
          const v = pick(stats);
          if (v !== undefined) this.set({ job }, v);
        }
      },
    });
    new client.Gauge({
      name: "boostdash_job_runs",
      ...jobStat("Runs of each background job by this process since it started.", (j) => j.runs),
    });
    new client.Gauge({
      name: "boostdash_job_failures",
      ...jobStat("Failed runs of each background job by this process since it started.", (j) => j.failures),
    });
    new client.Gauge({
      name: "boostdash_job_last_run_timestamp_seconds",
      ...jobStat("When this process last ran each background job (Unix time).", (j) =>
        j.lastRunAt === undefined ? undefined : j.lastRunAt / 1000,
      ),
    });
    new client.Gauge({
      name: "boostdash_job_last_failure_timestamp_seconds",
      ...jobStat("When a background job last failed in this process (Unix time).", (j) =>
        j.lastFailureAt === undefined ? undefined : j.lastFailureAt / 1000,
      ),
    });
    // The jobs shared by every instance on the database (job_runs: one instance runs each per interval).
    new client.Gauge({
      name: "boostdash_job_last_claimed_run_timestamp_seconds",
      help: "When any instance on this database last ran each shared background job (job_runs, Unix time).",
      labelNames: ["job"],
      registers,
      async collect() {
        try {
          const rows = await db.kysely.selectFrom("jobRuns").select(["name", "lastRunAt"]).execute();
          for (const r of rows) this.set({ job: r.name }, Number(r.lastRunAt) / 1000);
        } catch {
          // The database is down: /readyz says so; the other metrics still go out.
        }
      },
    });
  }

  /** A gauge of ops/hooks.ts, made the first time it is seen (a hook may register after the app is built). */
  #addGauge(name: string, help: string): void {
    if (this.#added.has(name)) return;
    this.#added.add(name);
    const ops = this.#ops;
    new client.Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        // The newest reader registered under the name.
        const gauge = ops.gauges.get(name);
        if (gauge) this.set(await gauge.read());
      },
    });
  }

  /** One answered request: `route` is the route's template (never the URL itself). */
  observe(method: string, route: string, status: number, seconds: number): void {
    this.#requests.inc({ method, route, status: String(status) });
    this.#duration.observe({ method, route }, seconds);
    if (status === 429) this.#refused.inc({ route });
  }

  async text(): Promise<string> {
    for (const gauge of this.#ops.gauges.values()) this.#addGauge(gauge.name, gauge.help);
    return (await processMetrics().metrics()) + (await this.registry.metrics());
  }
}

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!m?.[1]) return false;
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(m[1]), digest(token));
}

const CONTENT_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;

/** GET /metrics on the main port, behind the bearer token (registered only when METRICS_TOKEN is set). */
export function registerMetricsRoute(fastify: FastifyInstance, metrics: Metrics, token: string): void {
  fastify.get("/metrics", async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    if (!bearerMatches(req.headers.authorization, token)) {
      reply.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return reply
        .code(401)
        .send({ message: "Send the metrics token: Authorization: Bearer <METRICS_TOKEN>" });
    }
    return reply.type(CONTENT_TYPE).send(await metrics.text());
  });
}

/**
 * The metrics listener on METRICS_PORT, bound to 127.0.0.1 only: for a Prometheus (or an agent) on the same
 * machine. It answers GET /metrics and nothing else; with METRICS_TOKEN set it wants the token too.
 */
export async function listenMetrics(
  metrics: Metrics,
  config: Config["metrics"],
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = (req.url ?? "/").split("?")[0];
    if (url !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res
        .writeHead(404, { "content-type": "text/plain; charset=utf-8" })
        .end("Not found: GET /metrics only\n");
      return;
    }
    if (config.token && !bearerMatches(req.headers.authorization, config.token)) {
      res.writeHead(401, { "content-type": "text/plain; charset=utf-8" }).end("Send the metrics token\n");
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { "content-type": CONTENT_TYPE, "cache-control": "no-store" }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new Error(
              `METRICS_PORT ${config.port} on 127.0.0.1 is already in use. Set METRICS_PORT to a free port.`,
            )
          : err,
      ),
    );
    server.listen(config.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
