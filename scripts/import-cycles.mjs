#!/usr/bin/env node
// Lists the import circles among the server's and the packages' sources (scripts/lib/importGraph.mjs): each group of
// files that import each other, and every elementary cycle in it. Exits 1 when there is any.
// Usage: node scripts/import-cycles.mjs [dir ...]   (default: apps/server/src and packages/*/src)
import { circles, cycles, defaultSourceDirs, importGraph } from "./lib/importGraph.mjs";

const dirs = process.argv.length > 2 ? process.argv.slice(2) : defaultSourceDirs();
const started = performance.now();
const graph = importGraph(dirs);
const groups = circles(graph);
const loops = cycles(graph);
const edges = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
const ms = Math.round(performance.now() - started);
console.log(`${graph.size} files, ${edges} imports in ${dirs.join(", ")} (${ms} ms)`);
console.log(`${groups.length} circle group(s), ${loops.length} elementary cycle(s)`);
for (const group of groups) {
  console.log(`\ngroup of ${group.length}:`);
  for (const file of group) console.log(`  ${file}`);
}
if (loops.length > 0) console.log("\ncycles:");
for (const loop of loops) console.log(`  ${loop.join(" -> ")}`);
process.exitCode = groups.length > 0 ? 1 : 0;
