// The live-stock editor's routes; saves and previews are limited per seller.
import { contractPlugin } from "../../http.ts";
import { MINUTE } from "../../rateLimits.ts";
import { customCodeHandlers } from "./handlers.ts";

export const customCodePlugin = contractPlugin({
  handlers: (deps) => customCodeHandlers(deps, deps.log),
  sellerLimits: {
    saveCustomCode: { max: 30, windowMs: MINUTE, noun: "saves of the live stock page" },
    // One a keystroke pause at most (400 ms); renders are cached, but each new text costs a sandbox run.
    previewCustomCode: { max: 240, windowMs: MINUTE, noun: "previews of the live stock page" },
  },
});
