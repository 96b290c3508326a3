// A @fastify/rate-limit store that keeps its counters in PostgreSQL, so the login and redeem throttles, 'Check now',
// the per-seller limits and the stores' redeem failure budgets hold across every instance on one database
// (docs/decisions.md#scale-out).
// SQLite keeps the plugin's in-memory store: one process owns the file.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { type Kysely, sql } from "kysely";
import type { Database } from "./db/schema.ts";
import type { WindowCounters } from "./rateLimits.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The database's clock in epoch milliseconds: every instance counts windows by the same clock. */
const NOW_MS = sql<number>`(extract(epoch FROM now()) * 1000)::bigint`;

/** How often expired counters are deleted (by every instance; the delete is idempotent). */
export const PRUNE_INTERVAL_MS = 60_000;

/**
 * Fixed windows, one row per key: the first hit of a window sets `expires_at = now + window`; each hit is one
 * atomic `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, so concurrent hits on any instances are all counted and
 * each sees its own count. A hit after `expires_at` starts a new window. The plugin's `continueExceeding`,
 * `exponentialBackoff` and `ban` options are not used here and not implemented.
 */
export class SharedRateLimits implements WindowCounters {
  #pruner: NodeJS.Timeout | undefined;

  constructor(private readonly k: Kysely<Database>) {}

  async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const r = await sql<{ hits: number; ttl: number }>`
      INSERT INTO rate_limit_hits AS r (key, hits, expires_at) VALUES (${key}, 1, ${NOW_MS} + ${windowMs})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN r.expires_at <= ${NOW_MS} THEN 1 ELSE r.hits + 1 END,
        expires_at = CASE WHEN r.expires_at <= ${NOW_MS} THEN excluded.expires_at ELSE r.expires_at END
      RETURNING r.hits, r.expires_at - ${NOW_MS} AS ttl`.execute(this.k);
    const row = r.rows[0];
    if (!row) throw new Error("rate limit upsert returned no row");
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
  }

  /** Takes back one hit of a live window (a redeem that succeeded after counting as an attempt). */
  async refund(key: string): Promise<void> {
    await sql`UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = ${key} AND hits > 0 AND expires_at > ${NOW_MS}`.execute(
      this.k,
    );
  }

  /** The count without adding a hit (the plugin's `{ increment: false }`). */
  async peek(key: string): Promise<{ current: number; ttl: number }> {
    const r = await sql<{ hits: number; ttl: number }>`
      SELECT hits, expires_at - ${NOW_MS} AS ttl FROM rate_limit_hits WHERE key = ${key} AND expires_at > ${NOW_MS}`.execute(
      this.k,
    );
    const row = r.rows[0];
    return row ? { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 };
  }

  /** Deletes the counters of windows that have ended; returns how many. */
  async prune(): Promise<number> {
    const r = await sql`DELETE FROM rate_limit_hits WHERE expires_at <= ${NOW_MS}`.execute(this.k);
    return Number(r.numAffectedRows ?? 0);
  }

  startPruning(onError: (err: unknown) => void, onRun?: () => void): void {
    if (this.#pruner) return;
    this.#pruner = setInterval(() => {
      onRun?.();
      void this.prune().catch(onError);
    }, PRUNE_INTERVAL_MS);
    this.#pruner.unref();
  }

  stopPruning(): void {
    if (this.#pruner) clearInterval(this.#pruner);
    this.#pruner = undefined;
  }

  /**
   * The class the plugin's `store` option takes. Each route's limiter is a child named after its route, so the
   * login and redeem throttles, both keyed by address, count apart; the per-seller limiters (created with
   * `createRateLimit`, no route) already prefix their keys with `seller:<group>:`.
   */
  storeClass(): FastifyRateLimitStoreCtor {
    const shared = this;
    class SharedStore implements FastifyRateLimitStore {
      constructor(
        _options?: unknown,
        private readonly namespace = "",
      ) {}

      incr(key: string, cb: Callback, timeWindow: number): void {
        shared.hit(`${this.namespace}|${key}`, timeWindow).then(
          (res) => cb(null, res),
          (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
        );
      }

      read(key: string, cb: Callback): void {
        shared.peek(`${this.namespace}|${key}`).then(
          (res) => cb(null, res),
          (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
        );
      }

      child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
        // The plugin passes the route's merged options with `routeInfo` (the route; `{}` for createRateLimit).
        const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
        const name = typeof info.url === "string" ? `${String(info.method ?? "")} ${info.url}` : "";
        return new SharedStore(undefined, name);
      }
    }
    return SharedStore as unknown as FastifyRateLimitStoreCtor;
  }
}
