// Sessions per person: the routes, and the migration that gives sessions a public id and a last-seen time.
import { contractPlugin } from "../../http.ts";
import { sessionHandlers } from "./handlers.ts";
import { sessionMigrations } from "./migrations.ts";

export const sessionsPlugin = contractPlugin({ handlers: sessionHandlers, migrations: sessionMigrations });
