// Prints one closing line over every vitest run of `npm test`: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

const files = ["unit", "server", "server-postgres", "e2e", "e2e-postgres", "storybook"];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of files) {
  const path = `.tmp/results/${name}.json`;
  if (!existsSync(path)) continue;
  const r = JSON.parse(readFileSync(path, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  console.log(
    `${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`,
  );
}
const seconds = Math.round(Date.now() / 1000 - Number(process.argv[2] ?? Date.now() / 1000));
console.log(`time: ${Math.floor(seconds / 60)}m ${seconds % 60}s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
