// Settings' routes (access code, bot key, Store card, customers' language), each write limited per seller, and the
// sellers' migrations.
import { contractPlugin } from "../../http.ts";
import { HOUR, MINUTE } from "../../rateLimits.ts";
import { settingsHandlers } from "./handlers.ts";
import { sellerMigrations } from "./migrations.ts";

export const settingsPlugin = contractPlugin({
  handlers: (deps) => settingsHandlers(deps, deps.log),
  sellerLimits: {
    resetAccessCode: { max: 5, windowMs: HOUR, noun: "access code resets" },
    // Both write a log entry each time (a rotation always; a store save when something changed).
    rotateBotKey: { max: 5, windowMs: HOUR, noun: "bot key rotations" },
    updateStoreSettings: { max: 30, windowMs: MINUTE, noun: "saves of the store settings" },
    // A change writes a log entry, as a store save does.
    updateCustomersLanguage: { max: 30, windowMs: MINUTE, noun: "saves of the customers' language" },
    guildMove: { max: 10, windowMs: MINUTE, noun: "answers to guild moves" },
  },
  migrations: sellerMigrations,
});
