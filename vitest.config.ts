import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig } from "vitest/config";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium.mjs";

const root = path.dirname(fileURLToPath(import.meta.url));

// Server test files whose subject never reaches the database (socket timeouts, the login page's markup, the sandbox
// frame in Chromium): they run once, on SQLite, and the PostgreSQL pass (TEST_DATABASE_URL set) leaves them out.
const SERVER_TESTS_WITHOUT_SQL = ["timeouts", "loginPage", "customPageSandbox"].map(
  (name) => `apps/server/test/${name}.test.ts`,
);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
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
          include: ["apps/server/test/**/*.test.ts"],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URL ? SERVER_TESTS_WITHOUT_SQL : []),
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        plugins: [react(), tailwindcss(), storybookTest({ configDir: path.join(root, ".storybook") })],
        optimizeDeps: {
          include: ["react", "react-dom", "react-dom/client", "react/jsx-runtime", "react/jsx-dev-runtime"],
        },
        test: {
          name: "storybook",
          isolate: false,
          setupFiles: [path.join(root, ".storybook/vitest.setup.ts")],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Fixed locale and time zone: dates in screenshots must not depend on the machine.
              // The runner's page is larger than any story frame (1200x900, grown to the page's height for its
              // shot), so the frame is never scaled down: a scaled frame puts edges on fractional pixels, whose
              // antialiasing varied between runs.
              contextOptions: {
                locale: "en-US",
                timezoneId: "UTC",
                viewport: { width: 1600, height: 16_600 },
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
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
                resolveScreenshotPath: ({ arg, ext }) => path.join(root, "screenshots", `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext }) => path.join(root, ".tmp/screenshot-diffs", `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
