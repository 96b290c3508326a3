// The Suggestions page's routes; new suggestions and votes are limited per seller.
import { contractPlugin } from "../../http.ts";
import { HOUR, MINUTE } from "../../rateLimits.ts";
import { suggestionHandlers } from "./handlers.ts";

export const suggestionsPlugin = contractPlugin({
  handlers: (deps) => suggestionHandlers(deps, deps.log),
  sellerLimits: {
    createSuggestion: { max: 10, windowMs: HOUR, noun: "suggestions" },
    voteSuggestion: { max: 120, windowMs: MINUTE, noun: "votes" },
  },
});
