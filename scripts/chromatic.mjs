// `npm run chromatic`: publishes the built Storybook to Chromatic when a project token is set.
import { spawnSync } from "node:child_process";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    "Chromatic needs a project token: set CHROMATIC_PROJECT_TOKEN (from chromatic.com, Manage > Configure) and run again.\n" +
      "Without it, screenshots are still compared locally by `npm test` against the baselines in screenshots/.",
  );
  process.exit(0);
}
const build = spawnSync("npm", ["run", "build-storybook"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(
  "npx",
  ["chromatic", "--storybook-build-dir", "storybook-static", "--exit-zero-on-changes"],
  {
    stdio: "inherit",
  },
);
process.exit(run.status ?? 1);
