// The speed bench's own tools, Lighthouse and autocannon: pinned, and installed on demand into .tmp/bench-tools
// (once) so `npm ci` stays lean.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../benchKit.mjs";

export const TOOL_VERSIONS = { lighthouse: "12.8.2", autocannon: "8.0.0" }; // lighthouse 13 needs Node 22
const tools = path.join(root, ".tmp/bench-tools");

/** A file of an installed tool, e.g. `toolFile("autocannon/autocannon.js")`. */
export const toolFile = (relative) => path.join(tools, "node_modules", relative);

/** Installs the pinned versions unless they are there already; throws when npm fails. */
export function ensureBenchTools() {
  const ok = Object.entries(TOOL_VERSIONS).every(([name, version]) => {
    try {
      return JSON.parse(readFileSync(toolFile(`${name}/package.json`), "utf8")).version === version;
    } catch {
      return false;
    }
  });
  if (ok) return;
  console.log("bench:", "installing Lighthouse and autocannon into .tmp/bench-tools (once)...");
  mkdirSync(tools, { recursive: true });
  writeFileSync(path.join(tools, "package.json"), JSON.stringify({ name: "bench-tools", private: true }));
  const specs = Object.entries(TOOL_VERSIONS).map(([n, v]) => `${n}@${v}`);
  const r = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...specs], {
    cwd: tools,
    stdio: "inherit",
  });
  if (r.status !== 0) throw new Error("could not install the bench tools");
}
