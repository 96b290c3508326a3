// Story screenshots, on the Node side of the story tests (vitest.config.ts registers the commands; the shot itself is
// taken in .storybook/vitest.setup.ts). Baselines are PNG files as Chromium writes them, so a shot whose file is
// byte for byte its baseline is the same picture, and is known to be without decoding either file. Only a shot that
// differs in its bytes goes through Vitest's `toMatchScreenshot` (decoded, compared pixel by pixel at zero tolerance,
// its diff written), as every shot did before (docs/decisions.md#test-suite-speed).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CDPSession, Page } from "playwright";
import type { BrowserCommand } from "vitest/node";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Where a baseline lives: `screenshots/<name>.png`, the name as Vitest hands it to `resolveScreenshotPath` (runs of
 * white space and dashes made one dash, other characters but letters, digits and `_` dropped), so that a story id
 * (`screens-orders--populated`) and Vitest's own comparison find the same file.
 */
export function baselinePath(name: string): string {
  const file = name
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-");
  return path.join(root, "screenshots", `${file}.png`);
}

// The options Vitest's `toMatchScreenshot` shoots with (its defaults), so both paths take the same picture.
const SHOT_OPTIONS = {
  animations: "disabled",
  caret: "hide",
  maskColor: "#ff00ff",
  omitBackground: false,
  scale: "device",
} as const;

type Context = Parameters<BrowserCommand<[]>>[0];
/** A command given the shot's name (its baseline) and the element's selector. */
type ShotCommand = BrowserCommand<[name: string, selector: string]>;

/** Playwright's element shot, as `toMatchScreenshot` takes it. */
function shootWithPlaywright(context: Context, selector: string): Promise<Buffer> {
  return context.iframe.locator(selector).screenshot(SHOT_OPTIONS);
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * The same picture as Playwright's element shot, for about 0.27 s of CPU instead of 0.43 (measured over 68 shots):
 * Playwright's shot is one `Page.captureScreenshot` of the element's box, rounded out to whole pixels, preceded by
 * work this page has already done by then (the story frame waited for its fonts and for a still page, its animations
 * are frozen by its stylesheet and by `holdAnimations` in vitest.setup.ts, the caret is transparent) and by a round of
 * scripts in every frame to do that again. This sends that one capture, with the clip Playwright computes.
 */
async function shoot(context: Context, selector: string): Promise<Buffer> {
  const { page } = context;
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const [cdp, box] = await Promise.all([session, context.iframe.locator(selector).boundingBox()]);
  if (!box || box.width === 0 || box.height === 0) {
    // Playwright's own shot says why (not visible, 0 wide or high).
    return shootWithPlaywright(context, selector);
  }
  // The page's scroll offset and Playwright's rounding (`enclosingIntRect`), so both paths clip the same pixels.
  const { cssVisualViewport } = await cdp.send("Page.getLayoutMetrics");
  const left = box.x + cssVisualViewport.pageX;
  const top = box.y + cssVisualViewport.pageY;
  const x = Math.floor(left + 1e-3);
  const y = Math.floor(top + 1e-3);
  const width = Math.ceil(left + box.width - 1e-3) - x;
  const height = Math.ceil(top + box.height - 1e-3) - y;
  const viewport = page.viewportSize();
  const fitsViewport = !viewport || (box.width <= viewport.width && box.height <= viewport.height);
  const { data } = await cdp.send("Page.captureScreenshot", {
    format: "png",
    clip: { x, y, width, height, scale: 1 },
    captureBeyondViewport: !fitsViewport,
  });
  return Buffer.from(data, "base64");
}

/**
 * The last shot of each name that was not its baseline's bytes, kept for `adoptShot` while baselines are updated or
 * when the story had no baseline yet (Vitest then writes one with its own encoder, which `adoptShot` replaces).
 */
const differing = new Map<string, { shot: Buffer; missing: boolean }>();

/**
 * The runner's page (the Vitest page that holds the story's frame) when no frame is grown: as wide as the widest
 * story frame (1280 with room), as tall as the tallest story viewport (the tablet's 1024). A frame larger than the
 * runner's page is scaled down to fit it, and a scaled frame puts edges on fractional pixels, whose antialiasing
 * varied between runs; so a shot's grown frame grows the runner first (`fitRunner`). Kept small otherwise: the page
 * was 16,600 px high for every story, and Chromium's compositor (its GPU process) then spent about 40 % more
 * (docs/decisions.md#test-suite-speed-the-runners-page-grows-only-for-a-shot).
 */
export const RUNNER_PAGE = { width: 1600, height: 1100 } as const;

/** Makes the runner's page tall enough for a frame `height` px high, or back to its own size (0). */
export const fitRunner: BrowserCommand<[height: number]> = async (context, height) => {
  const wanted = Math.max(RUNNER_PAGE.height, Math.ceil(height));
  if (context.page.viewportSize()?.height === wanted) return;
  await context.page.setViewportSize({ width: RUNNER_PAGE.width, height: wanted });
};

/** Whether this run updates baselines (`vitest -u`, `npm run test:update-screenshots`). */
function updating(context: Context): boolean {
  return context.project.serializedConfig.snapshotOptions.updateSnapshot === "all";
}

/**
 * Shoots the element and says whether the PNG is byte for byte the baseline. False when there is no baseline, when it
 * was written by another encoder (Vitest's own, an older Chromium) or when the picture differs: the caller then
 * compares with `toMatchScreenshot`.
 */
export const shotIsBaseline: ShotCommand = async (context, name, selector) => {
  const [shot, baseline] = await Promise.all([
    shoot(context, selector),
    readFile(baselinePath(name)).catch(() => null),
  ]);
  if (baseline?.equals(shot)) {
    differing.delete(name);
    return true;
  }
  if (updating(context) || !baseline) differing.set(name, { shot, missing: !baseline });
  return false;
};

/**
 * After `toMatchScreenshot` passed a shot that was not its baseline's bytes: when baselines are being updated
 * (`vitest -u`), or when the story had none and Vitest has just written it (a new story, outside CI), the baseline is
 * stored as Chromium wrote it, so the next run finds it byte for byte. A baseline in Vitest's own encoding is the
 * same picture, but every run would decode and compare it again (about half the stories did, 2026-11-29:
 * docs/decisions.md#test-suite-speed-baselines-as-chromium-writes-them). The picture is shot again and stored only
 * if it is the same as the first (the page was still). Otherwise nothing is written.
 */
export const adoptShot: ShotCommand = async (context, name, selector) => {
  const first = differing.get(name);
  differing.delete(name);
  if (!first) return false;
  // A new story's baseline is replaced only where Vitest wrote one (never in CI, where a missing baseline fails).
  if (first.missing && !updating(context) && !(await readFile(baselinePath(name)).catch(() => null)))
    return false;
  const again = await shoot(context, selector);
  if (!again.equals(first.shot)) return false;
  await writeFile(baselinePath(name), again);
  return true;
};
