// The public pages' three reads, answered through the public-read cache (publicCache.ts, http.ts).
import { contractPlugin } from "../../http.ts";
import { publicHandlers } from "./handlers.ts";

export const publicPlugin = contractPlugin({ handlers: publicHandlers });
