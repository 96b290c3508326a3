// Sign-in's routes, and its limit: logins per address (LOGIN_RATE_LIMIT a minute, docs/product.md#limits), which
// also holds the exchange of sign-in codes (one budget for every way of guessing a way in).
import type { RateLimitOptions } from "@fastify/rate-limit";
import { contractPlugin, HttpError } from "../../http.ts";
import { MINUTE } from "../../rateLimits.ts";
import type { FeatureDeps } from "../handlerKit.ts";
import { authHandlers } from "./handlers.ts";
import { authMigrations } from "./migrations.ts";

/** The per-address limit of every way in (the team's sign-in, invite and step-up routes use it too). */
export function loginLimit({
  config,
  logLimited,
}: Pick<FeatureDeps, "config" | "logLimited">): RateLimitOptions {
  return {
    max: config.loginRateLimitPerMinute,
    timeWindow: 60_000,
    groupId: "login",
    onExceeded: (req, key) => logLimited(req, "login", key),
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Too many login attempts. Please wait ${ctx.after} and try again.`, {
        code: 429,
      }),
  };
}

export const authPlugin = contractPlugin({
  handlers: (deps) => authHandlers(deps, deps.log),
  routes: (deps) => {
    const logins = loginLimit(deps);
    return { login: { rateLimit: logins }, redeemSignInCode: { rateLimit: logins } };
  },
  sellerLimits: { botSignInLink: { max: 30, windowMs: MINUTE, noun: "sign-in links" } },
  migrations: authMigrations,
});
