// The Custom Domain page's routes and the TLS proxy's question, with their limits: 'Check now' per session, adds
// and removes per seller (counted together), and the error body the page reads for a bad name.
import { createHash } from "node:crypto";
import { contractPlugin, HttpError, rawAuthorization } from "../../http.ts";
import { HOUR, MINUTE } from "../../rateLimits.ts";
import { CHECK_NOW_PER_MINUTE } from "./checker.ts";
import { domainHandlers } from "./handlers.ts";
import { domainMigrations } from "./migrations.ts";

const domainChanges = { max: 10, windowMs: HOUR, noun: "domain changes", group: "domains" };

export const domainsPlugin = contractPlugin({
  handlers: (deps) => domainHandlers(deps, deps.log),
  routes: () => ({
    // The Custom Domain page reads `errors[0]`; 1000 is the "invalid domain format" code
    // (docs/product.md#custom-domain).
    addDomain: { invalidBodyExtra: (message) => ({ success: false, errors: [{ code: 1000, message }] }) },
    // 'Check now' per session (the page's own 30 s re-check of a pending domain stays far below it).
    checkDomain: {
      rateLimit: {
        max: CHECK_NOW_PER_MINUTE,
        timeWindow: MINUTE,
        keyGenerator: (req) => `check:${createHash("sha256").update(rawAuthorization(req)).digest("hex")}`,
        errorResponseBuilder: (_req, ctx) =>
          new HttpError(429, `Too many checks. Please wait ${ctx.after} and try again.`, { code: 429 }),
      },
    },
  }),
  sellerLimits: { addDomain: domainChanges, deleteDomain: domainChanges },
  migrations: domainMigrations,
});
