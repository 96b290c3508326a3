import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root: the nearest folder above this module whose package.json is the workspace's. Found by
 * looking, not by counting folders, because this module runs both from src/ (tests, tsx) and bundled in dist/.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && /"workspaces"\s*:/.test(readFileSync(manifest, "utf8"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No workspace package.json above ${from}`);
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
