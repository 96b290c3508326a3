// Health and readiness for load balancers and container health checks, outside the contract's seller routes:
//   GET /healthz  200 while the process runs (no database call)
//   GET /readyz   200 when the database answers within 1 s; 503 with the reason otherwise, and while shutting down
// No auth, never cached, answered for any Host (a custom domain's routing leaves them alone, customHosts.ts).
// Why: docs/decisions.md#operations.
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Ops } from "./hooks.ts";

/** The paths answered for every Host and never behind a seller's session (customHosts.ts lets them through). */
export const OPS_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz", "/metrics"]);

export function isOpsPath(url: string): boolean {
  const q = url.indexOf("?");
  return OPS_PATHS.has(q < 0 ? url : url.slice(0, q));
}

export const READY_TIMEOUT_MS = 1000;

/** Why the database is not ready, said without its address or credentials (the full error goes to the log). */
function reasonOf(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown };
  const message = typeof e.message === "string" ? e.message : "";
  if (/destroyed|not open|after calling end/i.test(message)) return "the database connection is closed";
  const code = typeof e.code === "string" && /^[A-Z0-9_]{2,40}$/.test(e.code) ? ` (${e.code})` : "";
  return `the database returned an error${code}`;
}

/** Asks the database a trivial question; resolves with the reason it is not ready, or undefined when it is. */
export async function checkDatabase(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the database did not answer within ${timeoutMs / 1000} s`), timeoutMs);
  });
  const asked = sql`SELECT 1`.execute(db.kysely).then(() => undefined);
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
    // A query that answers after the timeout has nothing to tell anyone.
    asked.catch(() => undefined);
  }
}

export function registerHealth(fastify: FastifyInstance, deps: { db: Db; ops: Ops }): void {
  fastify.get("/healthz", async (_req, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });
  fastify.get("/readyz", async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    if (deps.ops.draining) return reply.code(503).send({ status: "unavailable", reason: "shutting down" });
    let reason: string | undefined;
    try {
      reason = await checkDatabase(deps.db);
    } catch (err) {
      req.log.warn({ err }, "readiness check: database error");
      reason = reasonOf(err);
    }
    if (reason) return reply.code(503).send({ status: "unavailable", reason });
    return { status: "ready" };
  });
}
