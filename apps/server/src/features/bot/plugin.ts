// The bot's pushes (store settings, order.json folders; stock in stock/plugin.ts); order upserts are limited per seller, generously:
// they only grow the seller's own data.
import { contractPlugin } from "../../http.ts";
import { MINUTE } from "../../rateLimits.ts";
import { botHandlers } from "./handlers.ts";

export const botPlugin = contractPlugin({
  handlers: (deps) => botHandlers(deps, deps.log),
  sellerLimits: {
    botUpsertOrder: { max: 600, windowMs: MINUTE, noun: "order updates" },
  },
});
