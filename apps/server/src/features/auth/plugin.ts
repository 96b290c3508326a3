// Sign-in's routes, and its limit: logins per address (LOGIN_RATE_LIMIT a minute, docs/product.md#limits).
import { contractPlugin, HttpError } from "../../http.ts";
import { authHandlers } from "./handlers.ts";

export const authPlugin = contractPlugin({
  handlers: (deps) => authHandlers(deps, deps.log),
  routes: ({ config, logLimited }) => ({
    login: {
      rateLimit: {
        max: config.loginRateLimitPerMinute,
        timeWindow: 60_000,
        onExceeded: (req, key) => logLimited(req, "login", key),
        errorResponseBuilder: (_req, ctx) =>
          new HttpError(429, `Too many login attempts. Please wait ${ctx.after} and try again.`, {
            code: 429,
          }),
      },
    },
  }),
});
