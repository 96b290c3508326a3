import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig } from "vitest/config";
import { a11yPassed, a11yPassedBefore } from "./.storybook/a11yVerdicts.ts";
import { adoptShot, baselinePath, fitRunner, RUNNER_PAGE, shotIsBaseline } from "./.storybook/shots.ts";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium.mjs";

const root = path.dirname(fileURLToPath(import.meta.url));

// Server test files run on SQLite, then again on PostgreSQL (TEST_DATABASE_URL set), except those whose subject never
// reaches the application's SQL (socket timeouts, the login page's markup, the sandbox, a cluster of the test's own):
// each of those says so with a line `// Runs once: <why>` in its header, and the PostgreSQL pass leaves it out. Every
// other file runs on both, so a new suite that touches SQL is never left out of the PostgreSQL pass by default
// (docs/decisions.md#test-suite-speed).
const serverTestDir = path.join(root, "apps/server/test");
const SERVER_TESTS_RUN_ONCE = readdirSync(serverTestDir)
  .filter((name) => name.endsWith(".test.ts"))
  .filter((name) => /^\/\/ Runs once: \S/m.test(readFileSync(path.join(serverTestDir, name), "utf8")))
  .map((name) => `apps/server/test/${name}`);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          // The files share their workers' module caches (docs/decisions.md#test-suite-speed): each file loaded the
          // same modules again (14 s of "import" for 44 files). No unit test mocks a module or changes globals it does
          // not put back (the one with fake timers restores real ones).
          isolate: false,
          include: [
            "packages/*/src/**/*.test.{ts,tsx}",
            "apps/{dashboard,public}/src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          globalSetup: [path.join(root, "apps/server/test/globalSetup.ts")],
          include: ["apps/server/test/**/*.test.ts"],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? SERVER_TESTS_RUN_ONCE : []),
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One worker process for every file: the server's modules load once a pass instead of once a file (about
          // 1 s of CPU each). Each file still starts its own servers and databases; none mocks modules or changes
          // the environment (docs/decisions.md#test-suite-speed).
          isolate: false,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // Two files at a time: a journey waits on its browser and its server about half the time, and the
          // journeys run when the server tests have ended (docs/decisions.md#test-suite-speed). Each file starts
          // its own server on a free port with its own data directory.
          maxWorkers: 2,
        },
      },
      {
        plugins: [react(), tailwindcss(), storybookTest({ configDir: path.join(root, ".storybook") })],
        // The repository's path, which the dev server's style tags and file URLs may carry: a story's page reads the
        // same on any machine without it (.storybook/a11yPage.ts).
        define: { __STORY_REPO_ROOT__: JSON.stringify(root) },
        optimizeDeps: {
          include: ["react", "react-dom", "react-dom/client", "react/jsx-runtime", "react/jsx-dev-runtime"],
        },
        test: {
          name: "storybook",
          isolate: false,
          maxWorkers: 2,
          // First: without Storybook's recording of each call for its Interactions panel (.storybook/vitest.instrument.ts).
          setupFiles: [
            path.join(root, ".storybook/vitest.instrument.ts"),
            path.join(root, ".storybook/vitest.setup.ts"),
          ],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Fixed locale and time zone: dates in screenshots must not depend on the machine.
              // The runner's page holds any story frame unscaled, and grows with a frame grown for its shot
              // (.storybook/shots.ts, RUNNER_PAGE).
              contextOptions: {
                locale: "en-US",
                timezoneId: "UTC",
                viewport: { ...RUNNER_PAGE },
              },
              launchOptions: {
                executablePath: findChromium() ?? "/usr/bin/chromium",
                args: [
                  ...CHROMIUM_ARGS,
                  "--font-render-hinting=none",
                  // Deterministic rasterisation for zero-tolerance screenshots.
                  "--force-color-profile=srgb",
                  "--disable-gpu-rasterization",
                  "--disable-partial-raster",
                  "--disable-skia-runtime-opts",
                ],
                env: { ...process.env, FONTCONFIG_FILE: path.join(root, ".storybook/fonts.conf") },
              },
            }),
            instances: [{ browser: "chromium" }],
            // The story shots' fast path: a shot byte for byte its baseline passes undecoded (.storybook/shots.ts).
            // Axe's verdicts kept by what axe reads (.storybook/a11yVerdicts.ts).
            commands: { shotIsBaseline, adoptShot, fitRunner, a11yPassedBefore, a11yPassed },
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
                resolveScreenshotPath: ({ arg }) => baselinePath(arg),
                resolveDiffPath: ({ arg, ext }) => path.join(root, ".tmp/screenshot-diffs", `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
