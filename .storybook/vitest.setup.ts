// Story tests: after each story's play function (and its axe check), compare the page with its baseline.
import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";

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

const style = document.createElement("style");
style.dataset.testFreeze = "";
style.textContent = FREEZE_CSS;
document.head.appendChild(style);

const MAX_SHOT_HEIGHT = 16_384;

/**
 * A story whose final pixels are another story's (a container story proving its wiring, an interaction that ends
 * where another story starts) names that story: `parameters: { screenshot: { sameAs: "screens-orders--populated" } }`.
 * It is compared with that story's baseline, so one visual change means approving one file, not several copies.
 */
type ScreenshotParameter = {
  sameAs?: string;
  /**
   * Selectors left blank (`visibility: hidden`, so nothing moves) in the shot. The Wiring stories blank the
   * dashboard's sidebar links: the shell's own stories (Layout/DashboardShell) hold those pixels, so adding a page to
   * the sidebar changes their pictures only (docs/decisions.md#storybook-for-designers).
   */
  hide?: string[];
};

type ScreenshotContext = { story?: { parameters?: { screenshot?: ScreenshotParameter } } };

function baselineName(context: ScreenshotContext, storyId: string) {
  return context.story?.parameters?.screenshot?.sameAs ?? storyId;
}

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

/**
 * Waits until the page's height has stayed the same for three checks 100 ms apart (3 s at most): a story whose play
 * ends before a lazy section or a list arrives would otherwise be measured short, and shot white below.
 */
async function pageSettled(): Promise<void> {
  const deadline = performance.now() + 3_000;
  let last = -1;
  let same = 0;
  while (same < 3 && performance.now() < deadline) {
    const now = document.documentElement.scrollHeight;
    same = now === last ? same + 1 : 0;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 100));
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

afterEach(async (context) => {
  if (context.task.result?.state === "fail") return;
  const meta = context.task.meta as { storyId?: string };
  if (!meta.storyId) return;
  const name = baselineName(context as ScreenshotContext, meta.storyId);
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
  // (The runner's page, vitest.config.ts, is taller than any grown frame, so the frame is never scaled down.)
  const pageHeight = document.documentElement.scrollHeight;
  const grow = pageHeight > height && pageHeight <= MAX_SHOT_HEIGHT;
  const thaw = grow ? freezeViewportSizes() : () => {};
  try {
    if (grow) {
      // A page still loading (a lazy section, a list arriving) grows after the first measure: follow it until the
      // frame holds the whole page (a cold run in a fresh clone showed this).
      let target = pageHeight;
      for (let round = 0; round < 10; round++) {
        await page.viewport(width, target);
        await frameHeight(target);
        const now = Math.min(document.documentElement.scrollHeight, MAX_SHOT_HEIGHT);
        if (now <= target) break;
        target = now;
      }
    }
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
  } finally {
    hold.remove();
    if (grow) {
      await page.viewport(width, height);
      await frameHeight(height);
    }
    thaw();
  }
});
