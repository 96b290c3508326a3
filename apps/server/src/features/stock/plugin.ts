// Stock & Keys: the stock counts (the seller's edits and the bot's pushes), the redeem keys list, adding, generating
// and deleting keys, each write limited per seller; its table of who changed which count.
import { contractPlugin } from "../../http.ts";
import { MINUTE } from "../../rateLimits.ts";
import { stockHandlers } from "./handlers.ts";
import { stockMigrations } from "./migrations.ts";
import { StockRepository } from "./stockRepository.ts";

export const stockPlugin = contractPlugin({
  handlers: (deps) => stockHandlers(deps, deps.log, new StockRepository(deps.store.db)),
  sellerLimits: {
    updateStock: { max: 60, windowMs: MINUTE, noun: "stock saves" },
    // Each push can re-render the seller's custom page with new figures (docs/decisions.md#custom-pages-under-attack).
    botPushStock: { max: 60, windowMs: MINUTE, noun: "stock pushes" },
    addKeys: { max: 30, windowMs: MINUTE, noun: "key adds" },
    generateKeys: { max: 30, windowMs: MINUTE, noun: "key generations" },
    deleteKeys: { max: 30, windowMs: MINUTE, noun: "key deletions" },
  },
  migrations: stockMigrations,
});
