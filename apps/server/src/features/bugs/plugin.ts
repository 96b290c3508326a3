// The Bug Reports page's routes; new reports are limited per seller.
import { contractPlugin } from "../../http.ts";
import { HOUR } from "../../rateLimits.ts";
import { bugHandlers } from "./handlers.ts";

export const bugsPlugin = contractPlugin({
  handlers: (deps) => bugHandlers(deps, deps.log),
  sellerLimits: {
    createBug: { max: 10, windowMs: HOUR, noun: "bug reports" },
  },
});
