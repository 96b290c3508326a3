// The live-stock editor's routes; saves are limited per seller.
import { contractPlugin } from "../../http.ts";
import { MINUTE } from "../../rateLimits.ts";
import { customCodeHandlers } from "./handlers.ts";

export const customCodePlugin = contractPlugin({
  handlers: (deps) => customCodeHandlers(deps, deps.log),
  sellerLimits: {
    saveCustomCode: { max: 30, windowMs: MINUTE, noun: "saves of the live stock page" },
  },
});
