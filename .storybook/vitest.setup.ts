// Story tests: after each story's play function (and its axe check), compare the page with its baseline.
import { configure } from "storybook/test";
import { afterEach, expect } from "vitest";
import { commands, page } from "vitest/browser";
import { beforeAxe, checkedPage } from "./a11yPage";
import { baselineName, type ScreenshotParameter } from "./baselineName";
import { lastRequestChange, requestsPending } from "./requests";

type ScreenshotContext = { story?: { parameters?: { screenshot?: ScreenshotParameter } } };

// A play function's findBy... and waitFor wait up to 5 s (Testing Library's default is 1 s): on a busy host a save's
// answer and its toast (a lazy chunk) took longer than a second to appear. Waiting longer costs a passing story
// nothing (it goes on as soon as the text is there); no story asserts a speed through these waits.
configure({ asyncUtilTimeout: 5_000 });

// The story shots' commands, run in Node (.storybook/shots.ts).
declare module "vitest/browser" {
  interface BrowserCommands {
    shotIsBaseline: (name: string, selector: string) => Promise<boolean>;
    fitRunner: (height: number) => Promise<void>;
    adoptShot: (name: string, selector: string) => Promise<boolean>;
  }
}

// axe's verdict on a page it passed before is kept (.storybook/a11yPage.ts); preview.tsx calls this before axe runs.
// Command-line runs only: a run from Storybook's test panel checks every story, so the panel shows each one's report.
if (import.meta.env.VITEST_STORYBOOK === "false") globalThis.storyTestBeforeAxe = beforeAxe;

const FREEZE_CSS = `
*:not(.Toastify__progress-bar), *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
}
.Toastify__progress-bar { visibility: hidden !important; }
/* Whether :focus-visible matches after a mouse click on a control that was briefly disabled varies from run to
   run; focus itself is tested by the play functions, so its ring is left out of the shot. */
:focus-visible { outline-color: transparent !important; }
/* Backdrop blur is decoration, and its sampling of the page behind is not pixel-stable. */
*, *::before, *::after { backdrop-filter: none !important; }
`;

// Once a frame: the story files share one frame (isolate: false), and this file runs again for each of them. A copy a
// file had piled up the same universal rules, dozens deep by a run's end, for every style recalculation to match.
if (!document.head.querySelector("style[data-test-freeze]")) {
  const style = document.createElement("style");
  style.dataset.testFreeze = "";
  style.textContent = FREEZE_CSS;
  document.head.appendChild(style);
}

const MAX_SHOT_HEIGHT = 16_384;

// The modules the apps load lazily (pages, Home's queries and charts, dialogs, the captcha widgets, the toasts), each
// loaded once before the first story. A lazy module is fetched from the dev server the first time a story needs
// it, and nothing in the page shows that wait until the file has arrived: a story could then be shot between a
// chunk's request and its answer (Home loads its queries that way). Loaded here, every story finds them in memory.
// Monaco and the captcha vendors' scripts stay lazy: the stories that show them wait for them.
const lazyModules = import.meta.glob([
  "../apps/dashboard/src/pages/*.{ts,tsx}",
  "../apps/dashboard/src/auth/*.tsx",
  "../apps/dashboard/src/captcha/*Captcha.tsx",
  "../apps/public/src/pages/*.tsx",
  "../apps/public/src/captcha/*.tsx",
  "../packages/ui/src/screens/**/*.tsx",
  "../packages/ui/src/feedback/Toasts.tsx",
  "!**/*.stories.tsx",
  "!**/*.test.{ts,tsx}",
]);
await Promise.all(Object.values(lazyModules).map((load) => load()));

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until the frame has its new height, then for two frames to lay out and paint at it: `page.viewport()`
 * resolves when the runner has asked for the size, and on a busy machine the frame can still be at the old one a
 * frame or more later (the shot then came out white below the old fold).
 */
async function frameHeight(height: number): Promise<void> {
  const deadline = performance.now() + 5_000;
  while (window.innerHeight !== height && performance.now() < deadline) await nextFrame();
  await nextFrame();
  await nextFrame();
}

/** How long the page must stay still (no change to the DOM, its height, requests or loaded files) to be shot. */
const QUIET_MS = 150;
/** A page still changing after this (a ticking clock, a request held by its story) is shot as it is. */
const SETTLE_MAX_MS = 3_000;

/**
 * Waits until the page has been still for QUIET_MS: no change to the DOM or the page's height, no request on its
 * way (`.storybook/requests.ts`) and no file arriving (a lazy section's chunk) for that long. A story whose play ends
 * before a lazy section or a list arrives would otherwise be measured short, and shot white below (a cold run shot
 * Home before its activity arrived). Waiting on these signals instead of a fixed time keeps the shot from being
 * taken early on a slow machine, and late on a fast one.
 */
async function pageSettled(): Promise<void> {
  const start = performance.now();
  let last = start;
  let height = document.documentElement.scrollHeight;
  const touch = () => {
    last = performance.now();
  };
  const mutations = new MutationObserver(touch);
  mutations.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const files = new PerformanceObserver(touch);
  files.observe({ type: "resource" });
  try {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const now = performance.now();
      if (now - start >= SETTLE_MAX_MS) break;
      const nowHeight = document.documentElement.scrollHeight;
      if (nowHeight !== height) {
        height = nowHeight;
        last = now;
      }
      if (requestsPending() > 0) last = now;
      last = Math.max(last, lastRequestChange());
      if (now - last >= QUIET_MS) break;
    }
  } finally {
    mutations.disconnect();
    files.disconnect();
  }
}

/**
 * Sizes given in viewport units (`h-[60vh]`, `max-h-[70vh]`, `min-h-dvh`) would follow the grown frame, so the
 * editor and the virtual lists would come out taller than a person sees them. They are held at their size on the
 * real screen while the frame is grown; the returned function lets them go.
 */
function freezeViewportSizes(): () => void {
  const held: Array<() => void> = [];
  for (const element of document.querySelectorAll<HTMLElement>('[class*="vh"]')) {
    const computed = getComputedStyle(element);
    const before = element.style.cssText;
    for (const property of ["height", "min-height", "max-height"] as const) {
      element.style.setProperty(property, computed.getPropertyValue(property), "important");
    }
    held.push(() => {
      element.style.cssText = before;
    });
  }
  return () => {
    for (const release of held) release();
  };
}

/**
 * What Playwright's screenshot does to animations before it shoots (`animations: "disabled"`, the option
 * `toMatchScreenshot` uses), done here in the story's frame for the shot taken in `.storybook/shots.ts`, which skips
 * Playwright's own round of scripts: finite animations run to their end, endless ones are cancelled for the shot and
 * play again after it, and any that start meanwhile are treated the same. The returned function lets them go.
 */
function holdAnimations(): () => void {
  const cancelled = new Set<Animation>();
  const settle = () => {
    for (const animation of document.getAnimations()) {
      if (!animation.effect || animation.playbackRate === 0 || cancelled.has(animation)) continue;
      try {
        if (Number.isFinite(animation.effect.getComputedTiming().endTime)) animation.finish();
        else {
          animation.cancel();
          cancelled.add(animation);
        }
      } catch {
        // As Playwright does: an animation that cannot be finished or cancelled is shot as it is.
      }
    }
  };
  settle();
  document.addEventListener("transitionrun", settle);
  document.addEventListener("animationstart", settle);
  return () => {
    document.removeEventListener("transitionrun", settle);
    document.removeEventListener("animationstart", settle);
    for (const animation of cancelled) {
      try {
        animation.play();
      } catch {
        // Gone with its element.
      }
    }
  };
}

/** An element as a reader of a log finds it: its tag, id, test id or first classes. */
function describeNode(node: Node): string {
  const element = node instanceof Element ? node : node.parentElement;
  if (!element) return node.nodeName;
  const id = element.id ? `#${element.id}` : "";
  const testId = element.getAttribute("data-testid");
  const classes = [...element.classList].slice(0, 3).join(".");
  return `<${element.tagName.toLowerCase()}${id}${testId ? ` data-testid=${testId}` : ""}${classes ? ` .${classes}` : ""}>`;
}

afterEach(async (context) => {
  if (context.task.result?.state === "fail") return;
  const meta = context.task.meta as { storyId?: string };
  if (!meta.storyId) return;
  const name = baselineName((context as ScreenshotContext).story?.parameters, meta.storyId);
  // The page axe passed, if it is still the page it read: its verdict is kept once the shot has passed too.
  const keepA11yVerdict = await checkedPage(meta.storyId);
  const hidden = (context as ScreenshotContext).story?.parameters?.screenshot?.hide ?? [];
  await document.fonts.ready;
  // Let React flush and layout settle before the shot.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // The screenshot runs finite animations to their end; the toast progress bar's end closes its toast, so stop it
  // (the toast stays, as a person would see it mid-way) for the shot, and let it run again afterwards.
  const hold = document.createElement("style");
  hold.textContent = ".Toastify__progress-bar { animation-name: none !important; }";
  if (hidden.length > 0) hold.textContent += ` ${hidden.join(", ")} { visibility: hidden !important; }`;
  // Chromium cannot capture an element taller than 16,384 px, and a page of 10,000 one-line log entries is
  // 450,000: such a page is shot as its first screenful. No other story's page is that tall, so no other shot changes.
  if (document.body.scrollHeight > MAX_SHOT_HEIGHT) {
    hold.textContent += ` body { max-height: ${window.innerHeight}px; overflow: clip; }`;
  }
  document.head.appendChild(hold);
  // The story's frame shows one screenful (1200x900, or the phone's 375x812): what lies below it is not painted,
  // and a shot of a taller page came out white below the fold. The frame grows to the page's height for the shot,
  // as a person scrolling would see it all, and goes back after it.
  await pageSettled();
  const { innerWidth: width, innerHeight: height } = window;
  // A page still loading (a lazy section, a list arriving) can grow after a measure: each round measures again and
  // grows the frame until it holds the whole page, so the shot is not white below the fold (a cold run showed it).
  // A page taller than MAX_SHOT_HEIGHT is shot as its first screenful (above): its frame stays.
  const growTo = () => {
    const pageHeight = document.documentElement.scrollHeight;
    return pageHeight > window.innerHeight && pageHeight <= MAX_SHOT_HEIGHT ? pageHeight : 0;
  };
  let thaw: (() => void) | undefined;
  const growFrame = async () => {
    for (let round = 0, target = growTo(); round < 5 && target > 0; round++, target = growTo()) {
      thaw ??= freezeViewportSizes();
      // The runner's page first, so the grown frame is not scaled down to fit it (.storybook/shots.ts).
      await commands.fitRunner(target);
      await page.viewport(width, target);
      await frameHeight(target);
    }
  };
  const body = page.elementLocator(document.body);
  const shoot = async () => {
    // A shot that is its baseline byte for byte is that picture (.storybook/shots.ts); any other is compared by
    // Vitest, pixel by pixel, and stored as Chromium wrote it when baselines are being updated.
    const release = holdAnimations();
    try {
      if (await commands.shotIsBaseline(name, body.selector)) return;
    } finally {
      release();
    }
    try {
      await expect.element(body).toMatchScreenshot(name);
      await commands.adoptShot(name, body.selector);
    } catch (error) {
      // A new story's first baseline, just written by Vitest in its own encoding: stored as Chromium writes it, so
      // its next runs take the fast path (nothing is written for any other failure).
      await commands.adoptShot(name, body.selector).catch(() => false);
      // What a reader of a failed shot needs first: was the frame as tall as the page?
      const figures = `frame ${window.innerWidth}x${window.innerHeight}, page ${document.documentElement.scrollHeight} px high`;
      if (error instanceof Error) error.message += `\n(${figures})`;
      throw error;
    }
  };
  try {
    await growFrame();
    // A page can still change after it was found still (on a busy machine, a section whose work showed nothing in
    // the page for a while): if the shot fails and the page changed meanwhile, it is measured and shot again, once.
    // A page that did not change is judged on its first shot.
    let changed = "";
    const changes = new MutationObserver((records) => {
      const [first] = records;
      if (!changed && first) changed = `${first.type} in ${describeNode(first.target)}`;
    });
    changes.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    try {
      await shoot();
    } catch (error) {
      if (!changed) throw error;
      changes.disconnect();
      console.warn(`${name}: the page changed after it was measured (${changed}); measured and shot again.`);
      await pageSettled();
      await growFrame();
      await shoot();
    } finally {
      changes.disconnect();
    }
    await keepA11yVerdict?.();
  } finally {
    hold.remove();
    if (thaw) {
      await page.viewport(width, height);
      await frameHeight(height);
      await commands.fitRunner(0);
      thaw();
    }
  }
});
