// Story tests' accessibility checks, on the Node side (vitest.config.ts registers the commands; the page's side is
// .storybook/a11yPage.ts). axe's verdict on a story is a function of what it reads: the page's markup, its styles,
// its fonts and size, the story's axe options, and axe itself. When all of those are what they were in a run where
// axe found no violation, and the story's pixels are its baseline's (the shot after the check still compares them),
// the verdict is that run's, and axe is not run again. Any difference, a byte of markup or style, another baseline,
// another axe, and it runs as before (docs/decisions.md#test-suite-speed-axe-verdicts-by-what-axe-reads).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserCommand } from "vitest/node";
import { baselinePath } from "./shots.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Where the verdicts are kept (committed, like the baselines): story id -> the key of its last passing check. */
export const VERDICTS_FILE = path.join(root, ".storybook/a11y-passed.json");

/** axe, the addon that runs it and Storybook (which sets the page up for it): a new version of any checks anew. */
const CHECKER = ["axe-core", "@storybook/addon-a11y", "storybook"]
  .map((name) => {
    const manifest = JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8"));
    return `${name}@${manifest.version}`;
  })
  .join(" ");

type Baselines = (shotName: string) => Promise<Buffer | null>;
const committedBaselines: Baselines = (shotName) => readFile(baselinePath(shotName)).catch(() => null);

/** Story tests check every story with axe again when this is set (`A11Y_RECHECK=1 npm run test:stories`). */
function recheckAll(): boolean {
  return process.env.A11Y_RECHECK === "1";
}

/**
 * The verdicts kept in `file` (story id -> the key of its last passing check), read once and written a second after
 * the last change and when the process ends.
 */
export function a11yVerdicts(file = VERDICTS_FILE, baselines: Baselines = committedBaselines) {
  let verdicts: Record<string, string> | undefined;
  let dirty = false;
  let flushTimer: NodeJS.Timeout | undefined;

  const load = (): Record<string, string> => {
    if (!verdicts) {
      try {
        verdicts = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      } catch {
        verdicts = {};
      }
    }
    return verdicts;
  };

  const flush = (): void => {
    clearTimeout(flushTimer);
    if (!dirty || !verdicts) return;
    dirty = false;
    const sorted = Object.fromEntries(
      Object.entries(verdicts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  };

  /** The key of a check: the checker, the story, what the page gave axe to read, and the story's baseline. */
  const keyOf = async (storyId: string, shotName: string, fingerprint: string): Promise<string> => {
    const baseline = await baselines(shotName);
    const hash = createHash("sha256");
    hash.update(`${CHECKER}\n${storyId}\n${fingerprint}\n`);
    hash.update(baseline ? createHash("sha256").update(baseline).digest("hex") : "no baseline");
    return hash.digest("hex").slice(0, 40);
  };

  return {
    /** Whether axe passed this story on exactly this page, options and baseline before (then it need not run). */
    async passedBefore(storyId: string, shotName: string, fingerprint: string): Promise<boolean> {
      if (recheckAll()) return false;
      const known = load()[storyId];
      return known !== undefined && known === (await keyOf(storyId, shotName, fingerprint));
    },
    /**
     * Keeps the verdict of a check that passed, its page unchanged through the check and its shot its baseline's.
     * Written outside CI only (as the baselines are): a CI run checks what it does not know and keeps nothing.
     */
    async passed(storyId: string, shotName: string, fingerprint: string): Promise<boolean> {
      if (process.env.CI) return false;
      const all = load();
      const key = await keyOf(storyId, shotName, fingerprint);
      if (all[storyId] === key) return false;
      all[storyId] = key;
      dirty = true;
      clearTimeout(flushTimer);
      flushTimer = setTimeout(flush, 1_000);
      flushTimer.unref();
      return true;
    },
    flush,
  };
}

const committed = a11yVerdicts();
process.on("exit", committed.flush);

type VerdictCommand = BrowserCommand<[storyId: string, shotName: string, fingerprint: string]>;

/** `a11yVerdicts().passedBefore`, for the story's page. */
export const a11yPassedBefore: VerdictCommand = (_context, storyId, shotName, fingerprint) =>
  committed.passedBefore(storyId, shotName, fingerprint);

/** `a11yVerdicts().passed`, for the story's page. */
export const a11yPassed: VerdictCommand = (_context, storyId, shotName, fingerprint) =>
  committed.passed(storyId, shotName, fingerprint);
