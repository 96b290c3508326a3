// Admin Logs' route, and the trail's migration (who made each entry and each replacement decision).
import { contractPlugin } from "../../http.ts";
import { logHandlers } from "./handlers.ts";
import { logMigrations } from "./migrations.ts";

export const logsPlugin = contractPlugin({ handlers: logHandlers, migrations: logMigrations });
