// Redeems: the customer's form (30 a minute per address) and the bot's side (key uploads per seller).
import { contractPlugin, HttpError } from "../../http.ts";
import { MINUTE } from "../../rateLimits.ts";
import { redeemHandlers } from "./handlers.ts";

export const redeemPlugin = contractPlugin({
  handlers: (deps) => redeemHandlers(deps, deps.log),
  routes: ({ logLimited }) => ({
    redeem: {
      rateLimit: {
        max: 30,
        timeWindow: MINUTE,
        onExceeded: (req, key) => logLimited(req, "redeem", key),
        errorResponseBuilder: (_req, ctx) =>
          new HttpError(429, `Too many attempts. Please wait ${ctx.after} and try again.`, {
            status: "error",
          }),
      },
    },
  }),
  sellerLimits: {
    botAddRedeemKeys: { max: 60, windowMs: MINUTE, noun: "redeem key uploads" },
  },
});
