// Replacements under warranty: the customer's request (limited per address like the redeem form), the seller's and
// the bot's routes, and the migration that links orders to their original.
import { contractPlugin, HttpError } from "../../http.ts";
import { MINUTE } from "../../rateLimits.ts";
import { replacementHandlers } from "./handlers.ts";
import { replacementMigrations } from "./migrations.ts";

export const replacementsPlugin = contractPlugin({
  handlers: (deps) => replacementHandlers(deps, deps.log),
  routes: () => ({
    requestReplacement: {
      rateLimit: {
        max: 30,
        timeWindow: MINUTE,
        errorResponseBuilder: (_req, ctx) =>
          new HttpError(429, `Too many attempts. Please wait ${ctx.after} and try again.`),
      },
    },
  }),
  sellerLimits: {
    startReplacement: { max: 120, windowMs: MINUTE, noun: "replacements started" },
    updateWarranty: { max: 30, windowMs: MINUTE, noun: "warranty policy saves" },
  },
  migrations: replacementMigrations,
});
