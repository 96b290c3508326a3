// Once before the server tests: the server bundle (apps/server/dist, what `npm start` runs), made again when the
// server's or the api-client's sources are newer than it. The tests that spawn real server and CLI processes start
// it (helpers.ts, spawnProgram): about 0.2 s of CPU a start instead of about 1 s for the sources through tsx.
import { bundleServerIfStale } from "../../../scripts/lib/server.mjs";
import { repoRoot } from "../src/paths.ts";

export default function setup(): void {
  if (!bundleServerIfStale(repoRoot)) throw new Error("apps/server: the bundle failed (its output is above)");
}
