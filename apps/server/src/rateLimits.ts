// Per-seller limits on every route that inserts on a seller's request (docs/decisions.md, "Hardening: rate
// limits"). Counted by @fastify/rate-limit's store, keyed by the seller, after the request has passed its schema:
// a refused form costs nothing, and nobody can use up another seller's allowance.
import type { ContractRouteName } from "@boostdash/api-client/core/contract/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./http.ts";
import type { Seller } from "./store.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface SellerLimit {
  max: number;
  windowMs: number;
  /** What is counted, for the 429 message: "Too many suggestions: ...". */
  noun: string;
  /** Routes with the same group share one count (adding and removing a domain are both "domain changes"). */
  group?: string;
}

export const SELLER_LIMITS = {
  createSuggestion: { max: 10, windowMs: HOUR, noun: "suggestions" },
  createBug: { max: 10, windowMs: HOUR, noun: "bug reports" },
  addDomain: { max: 10, windowMs: HOUR, noun: "domain changes", group: "domains" },
  deleteDomain: { max: 10, windowMs: HOUR, noun: "domain changes", group: "domains" },
  voteSuggestion: { max: 120, windowMs: MINUTE, noun: "votes" },
  saveCustomCode: { max: 30, windowMs: MINUTE, noun: "saves of the live stock page" },
  resetAccessCode: { max: 5, windowMs: HOUR, noun: "access code resets" },
  // Both write a log entry each time (a rotation always; a store save when something changed).
  rotateBotKey: { max: 5, windowMs: HOUR, noun: "bot key rotations" },
  updateStoreSettings: { max: 30, windowMs: MINUTE, noun: "saves of the store settings" },
  // The bot's writes only grow the seller's own data; generous, but not unbounded.
  botUpsertOrder: { max: 600, windowMs: MINUTE, noun: "order updates" },
  botAddRedeemKeys: { max: 60, windowMs: MINUTE, noun: "redeem key uploads" },
} as const satisfies Partial<Record<ContractRouteName, SellerLimit>>;

export type SellerLimiter = (req: FastifyRequest, reply: FastifyReply, seller: Seller) => Promise<void>;

function perWindow(ms: number): string {
  if (ms === HOUR) return "an hour";
  if (ms === MINUTE) return "a minute";
  return `every ${Math.round(ms / 1000)} seconds`;
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** One limiter per route (one per group), built on the registered @fastify/rate-limit plugin's store. */
export function sellerLimiters(
  fastify: FastifyInstance,
  /** SELLER_RATE_LIMIT_SCALE: multiplies every `max`. */
  scale = 1,
  limits: Partial<Record<ContractRouteName, SellerLimit>> = SELLER_LIMITS,
): Partial<Record<ContractRouteName, SellerLimiter>> {
  const sellerOf = new WeakMap<FastifyRequest, Seller>();
  const byGroup = new Map<string, SellerLimiter>();
  const out: Partial<Record<ContractRouteName, SellerLimiter>> = {};
  for (const [name, limit] of Object.entries(limits) as [ContractRouteName, SellerLimit][]) {
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
    out[name] = limiter;
  }
  return out;
}
