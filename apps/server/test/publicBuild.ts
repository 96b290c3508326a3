// The public app's build (client + server renderer), which the server renders the customer pages with; made here
// when a developer runs a test that needs it before `npm run build`. Under a lock: two test files building at once
// would empty each other's output folder.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { defaultRoots, repoRoot } from "../src/app.ts";

export function ensurePublicBuild(): void {
  const built = defaultRoots();
  const index = path.join(built.public, "index.html");
  const renderer = built.publicRenderer ?? "";
  if (existsSync(index) && existsSync(renderer)) return;
  // Vitest sets NODE_ENV=test, with which the renderer's JSX would be built for development ("jsxDEV is not a
  // function" on import): built as `npm run build` builds it. The second to take the lock finds it built.
  mkdirSync(path.join(repoRoot, ".tmp"), { recursive: true });
  const r = spawnSync(
    "flock",
    [
      path.join(repoRoot, ".tmp/public-build.lock"),
      "sh",
      "-c",
      'test -f "$1" && test -f "$2" || npm run build -w @boostdash/public',
      "sh",
      index,
      renderer,
    ],
    { cwd: repoRoot, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (r.status !== 0) throw new Error(`building the public app failed:\n${r.stdout}${r.stderr}`);
}
