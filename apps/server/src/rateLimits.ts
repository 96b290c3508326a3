// Per-seller limits on every route that inserts on a seller's request (docs/decisions.md#hardening). Each feature
// declares its own (`sellerLimits` of its plugin; features/index.ts collects them as SELLER_LIMITS); here is how
// they are counted: by @fastify/rate-limit's store, keyed by the seller, after the request has passed its schema,
// so a refused form costs nothing and nobody can use up another seller's allowance.
import type { ContractRouteName } from "@boostdash/api-client/core/contract/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./httpError.ts";
import type { Seller } from "./store.ts";

/** Logs a throttled request: `what` names the limiter ("login", "redeem"), `key` is the limiter's key. */
export type LimitLogger = (req: FastifyRequest, what: "login" | "redeem", key: string) => void;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface SellerLimit {
  max: number;
  windowMs: number;
  /** What is counted, for the 429 message: "Too many suggestions: ...". */
  noun: string;
  /** Routes with the same group share one count (adding and removing a domain are both "domain changes"). */
  group?: string;
}

export type SellerLimiter = (req: FastifyRequest, reply: FastifyReply, seller: Seller) => Promise<void>;

function perWindow(ms: number): string {
  if (ms === HOUR) return "an hour";
  if (ms === MINUTE) return "a minute";
  return `every ${Math.round(ms / 1000)} seconds`;
}

export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The limiter of each limit, one per group, built on the registered @fastify/rate-limit plugin's store. */
export function sellerLimiterFactory(
  fastify: FastifyInstance,
  /** SELLER_RATE_LIMIT_SCALE: multiplies every `max`. */
  scale = 1,
): (name: ContractRouteName, limit: SellerLimit) => SellerLimiter {
  const sellerOf = new WeakMap<FastifyRequest, Seller>();
  const byGroup = new Map<string, SellerLimiter>();
  return (name, limit) => {
    const group = limit.group ?? name;
    let limiter = byGroup.get(group);
    if (!limiter) {
      const max = Math.max(1, Math.round(limit.max * scale));
      const check = fastify.createRateLimit({
        max,
        timeWindow: limit.windowMs,
        keyGenerator: (req) => `seller:${group}:${sellerOf.get(req)?.id ?? req.ip}`,
      });
      limiter = async (req, reply, seller) => {
        sellerOf.set(req, seller);
        const r = await check(req);
        if (r.isAllowed || !r.isExceeded) return;
        const wait = Math.max(1, r.ttlInSeconds);
        reply.header("Retry-After", String(wait));
        throw new HttpError(
          429,
          `Too many ${limit.noun}: at most ${max} ${perWindow(limit.windowMs)}. Please wait ${waitText(wait)} and try again.`,
          { code: 429 },
        );
      };
      byGroup.set(group, limiter);
    }
    return limiter;
  };
}

/**
 * Fixed-window counters by key, beside @fastify/rate-limit's: the stores' redeem failure budgets count with these
 * (features/redeem/failureBudget.ts). PostgreSQL's are shared by every instance (SharedRateLimits); SQLite's live
 * in memory, as the plugin's own do there.
 */
export interface WindowCounters {
  /** Adds one hit; `current` counts this window's hits, `ttl` is the milliseconds left in it. */
  hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
  /** Takes back one hit of a live window. */
  refund(key: string): Promise<void>;
  /** The count of a live window without adding a hit (0 and 0 when none is live). */
  peek(key: string): Promise<{ current: number; ttl: number }>;
}

/** In-process counters, at most `maxKeys` of them (a window that ended is dropped first). */
export class MemoryWindowCounters implements WindowCounters {
  readonly #windows = new Map<string, { hits: number; expiresAt: number }>();

  constructor(
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const now = this.now();
    let w = this.#windows.get(key);
    if (!w || w.expiresAt <= now) {
      if (!w && this.#windows.size >= this.maxKeys) this.#evict(now);
      w = { hits: 0, expiresAt: now + windowMs };
      this.#windows.set(key, w);
    }
    w.hits++;
    return { current: w.hits, ttl: w.expiresAt - now };
  }

  async refund(key: string): Promise<void> {
    const w = this.#windows.get(key);
    if (w && w.expiresAt > this.now() && w.hits > 0) w.hits--;
  }

  async peek(key: string): Promise<{ current: number; ttl: number }> {
    const now = this.now();
    const w = this.#windows.get(key);
    return w && w.expiresAt > now ? { current: w.hits, ttl: w.expiresAt - now } : { current: 0, ttl: 0 };
  }

  #evict(now: number): void {
    for (const [key, w] of this.#windows) if (w.expiresAt <= now) this.#windows.delete(key);
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < this.maxKeys) break;
      this.#windows.delete(key);
    }
  }
}
