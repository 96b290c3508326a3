// A store's budget of failed redeems across every address (docs/decisions.md#redeem-keys): the per-address limit
// alone let 50 addresses guess 1,500 keys a minute. Once it is spent, that store's redeems need a solved captcha
// until its window ends, so a guesser pays a proof of work per guess and customers are never locked out.
import { altchaProvider, type CaptchaProvider, DEFAULT_ALTCHA, offProvider } from "../../captcha.ts";
import type { Config } from "../../config.ts";
import { newSessionToken } from "../../ids.ts";
import { MemoryWindowCounters, type WindowCounters } from "../../rateLimits.ts";
import { SharedRateLimits } from "../../sharedLimits.ts";
import type { Store } from "../../store.ts";

export interface BudgetTicket {
  /** The budget was already spent before this attempt: it needs a solved captcha. */
  spent: boolean;
  /** This attempt is the first one past the budget in its window (logged once, on one instance only). */
  justSpent: boolean;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * Every redeem attempt takes one unit before its key is looked at, and a successful one gives it back: so the
 * count is of failures, and concurrent guesses from many addresses cannot slip past the budget between a check
 * and a count (each attempt's count is one atomic step, shared on PostgreSQL).
 */
export class RedeemFailureBudget {
  constructor(
    private readonly counters: WindowCounters,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  static for(config: Config, store: Store): RedeemFailureBudget {
    const counters =
      store.db.dialect === "postgres" ? new SharedRateLimits(store.k) : new MemoryWindowCounters();
    return new RedeemFailureBudget(
      counters,
      config.redeemFailureBudget.max,
      config.redeemFailureBudget.windowMs,
    );
  }

  async take(sellerId: string): Promise<BudgetTicket> {
    const { current, ttl } = await this.counters.hit(keyOf(sellerId), this.windowMs);
    return {
      spent: current > this.max,
      justSpent: current === this.max + 1,
      retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)),
    };
  }

  giveBack(sellerId: string): Promise<void> {
    return this.counters.refund(keyOf(sellerId));
  }
}

const keyOf = (sellerId: string) => `redeem-failures:${sellerId}`;

/**
 * The redeem page's captcha: ALTCHA whatever the login uses (the customer pages load no third party), the login's
 * own provider when that is ALTCHA (same secret, same replay record), none when captchas are off (demos, tests).
 */
export function redeemCaptchaFor(
  config: Config,
  store: Store,
  loginCaptcha: CaptchaProvider,
): CaptchaProvider {
  if (config.captcha.provider === "off") return offProvider;
  if (loginCaptcha.name === "altcha") return loginCaptcha;
  let provider: Promise<CaptchaProvider> | undefined;
  const altcha = () => {
    provider ??= store.instance
      .getOrCreateMeta("altcha_hmac_key", newSessionToken)
      .then((secret) => altchaProvider(store, secret, DEFAULT_ALTCHA));
    return provider;
  };
  return {
    name: "altcha",
    siteKey: "",
    challenge: async () => (await altcha()).challenge?.(),
    verify: async (key, ip) => (await altcha()).verify(key, ip),
  };
}
