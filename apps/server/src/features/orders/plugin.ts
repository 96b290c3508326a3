// The Orders page's and the dashboard home's routes.
import { contractPlugin } from "../../http.ts";
import { orderHandlers } from "./handlers.ts";
import { orderMigrations } from "./migrations.ts";

export const ordersPlugin = contractPlugin({ handlers: orderHandlers, migrations: orderMigrations });
