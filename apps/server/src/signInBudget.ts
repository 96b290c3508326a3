// One budget for every way of guessing a way in (docs/decisions.md#the-team-one-sign-in-budget-lockout-the-trails-last-gaps):
// the access code, sign-in links, passkeys, authenticator and recovery codes, the owner's second factor, the invite
// page and step-up all spend the same per-address count (LOGIN_RATE_LIMIT a minute), and the same count per person
// where a request names one. With @fastify/rate-limit's per-route stores each route counted on its own, so an
// address had that many tries per route. Wrong authenticator, recovery and step-up codes also count per person
// towards a lockout of codes (not of passkeys, not of sessions) until its window ends.

import { isIPv6 } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./httpError.ts";
import { type LimitLogger, MINUTE, type WindowCounters, waitText } from "./rateLimits.ts";

/** The address budget's window: LOGIN_RATE_LIMIT counts per minute (docs/product.md#limits). */
export const SIGN_IN_WINDOW_MS = MINUTE;

/**
 * Wrong codes for one person before their codes are refused, and for how long. Ten in fifteen minutes: a person
 * mistyping does not reach it, and a guesser gets 10 tries in 10^6 per quarter hour from every address together
 * (about 1 in 3,000 a year for a TOTP code), where the per-address budget alone let a botnet try without bound.
 */
export const CODE_LOCKOUT = { max: 10, windowMs: 15 * MINUTE } as const;

export const tooManyAttempts = (seconds: number) =>
  `Too many login attempts. Please wait ${waitText(seconds)} and try again.`;

export const codesLocked = (seconds: number) =>
  `Too many wrong codes for this account. Codes are refused for ${waitText(seconds)}; a passkey still signs in.`;

/**
 * The key of an address: IPv4 as is, IPv6 by its /64 (one customer's whole range, as @fastify/rate-limit keys its
 * per-address limits), an IPv4-mapped IPv6 address as its IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip.toLowerCase();
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") ? (tail ? tail.split(":") : []) : [];
  const missing = 8 - left.length - right.length;
  const groups = ip.includes("::") ? [...left, ...Array<string>(missing).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export interface SignInBudgetOptions {
  /** LOGIN_RATE_LIMIT: tries a minute per address, and per named person. */
  perMinute: number;
  lockout?: { max: number; windowMs: number };
  /**
   * Where the lockout counts, when not with the rest: SQLite's in-memory counters drop the oldest keys when full,
   * and a flood of addresses must not push a person's wrong codes out.
   */
  lockoutCounters?: WindowCounters;
}

export class SignInBudget {
  readonly #lockout: { max: number; windowMs: number };
  readonly #wrongCodes: WindowCounters;

  constructor(
    private readonly counters: WindowCounters,
    private readonly options: SignInBudgetOptions,
    private readonly logLimited: LimitLogger = () => undefined,
  ) {
    this.#lockout = options.lockout ?? CODE_LOCKOUT;
    this.#wrongCodes = options.lockoutCounters ?? counters;
  }

  /** Spends one try of the address's budget; past it, the login's 429. Run before the body is read. */
  readonly byAddress = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = addressKey(req.ip);
    const { current, ttl } = await this.counters.hit(`signin:address:${key}`, SIGN_IN_WINDOW_MS);
    if (current <= this.options.perMinute) return;
    this.logLimited(req, "login", key);
    this.#refuse(reply, ttl, tooManyAttempts);
  };

  /**
   * Spends one try of a named person's budget (a sign-in ID, the owner an access code's second step leads to, the
   * session stepping up), so many addresses together get no more tries at one person than one address does.
   */
  async byPerson(reply: FastifyReply, person: string): Promise<void> {
    const { current, ttl } = await this.counters.hit(`signin:person:${person}`, SIGN_IN_WINDOW_MS);
    if (current > this.options.perMinute) this.#refuse(reply, ttl, tooManyAttempts);
  }

  /** Refuses any code for a person locked out by wrong ones, a right one included, until the window ends. */
  async assertCodesAllowed(reply: FastifyReply, person: string): Promise<void> {
    const { current, ttl } = await this.#wrongCodes.peek(lockoutKey(person));
    if (current >= this.#lockout.max) this.#refuse(reply, ttl, codesLocked);
  }

  /** Counts a wrong code for a person (the window starts at their first wrong one). */
  async wrongCode(person: string): Promise<void> {
    await this.#wrongCodes.hit(lockoutKey(person), this.#lockout.windowMs);
  }

  #refuse(reply: FastifyReply, ttlMs: number, message: (seconds: number) => string): never {
    const wait = Math.max(1, Math.ceil(ttlMs / 1000));
    reply.header("Retry-After", String(wait));
    throw new HttpError(429, message(wait), { code: 429 });
  }
}

const lockoutKey = (person: string) => `signin:wrong-codes:${person}`;

/** The budget's key for a person of a store: the store's owner, or a member by id. */
export const personKey = (sellerId: string, person: string) => `${sellerId}:${person}`;
