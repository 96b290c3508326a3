// Home's trends: one read route, aggregated in the database (docs/decisions.md#home-trends).
import { contractPlugin } from "../../http.ts";
import { insightsHandlers } from "./handlers.ts";
import { insightsMigrations } from "./migrations.ts";

export const insightsPlugin = contractPlugin({
  handlers: (deps) => insightsHandlers(deps),
  migrations: insightsMigrations,
});
