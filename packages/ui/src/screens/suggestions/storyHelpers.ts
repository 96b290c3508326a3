/** Helpers shared by the community screens' stories (suggestions and bugs). */
import { within } from "storybook/test";

/**
 * Virtual rows are measured after they render, which can change the list's height for a few frames;
 * wait until it holds still so the screenshot is the same on every run.
 */
export async function settleList(canvasElement: HTMLElement) {
  const list = canvasElement.querySelector<HTMLElement>("[data-slot='virtual-list'] ul");
  if (!list) return;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let last = "";
  let stableFrames = 0;
  for (let i = 0; i < 120 && stableFrames < 5; i += 1) {
    await frame();
    const now = `${list.style.height}|${list.childElementCount}`;
    stableFrames = now === last ? stableFrames + 1 : 0;
    last = now;
  }
}

/** The value shown on the stat card with this title. */
export function statValue(canvasElement: HTMLElement, title: string) {
  const card = within(canvasElement)
    .getAllByText(title)
    .map((element) => element.closest("[data-slot='stat-card']"))
    .find(Boolean);
  return card?.querySelector("[data-slot='stat-value']")?.textContent;
}

/** Screenshots only: no overlay scrollbar (Chromium fades it on its own clock) and a layer always. */
export const steadyScrollerCss =
  "[data-slot='virtual-list'] { scrollbar-width: none; will-change: transform; }";

/** Drops focus so the screenshot does not depend on whether a briefly disabled button kept it. */
export function dropFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
