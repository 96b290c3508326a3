// `npm start`: builds the apps when needed and runs the reference server (apps/server).
import { existsSync } from "node:fs";

if (!existsSync(new URL("../apps/server/src/main.ts", import.meta.url))) {
  console.log("server not built yet: apps/server is still a skeleton.");
  process.exit(0);
}
