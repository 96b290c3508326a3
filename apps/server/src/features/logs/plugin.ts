// Admin Logs' route.
import { contractPlugin } from "../../http.ts";
import { logHandlers } from "./handlers.ts";

export const logsPlugin = contractPlugin({ handlers: logHandlers });
