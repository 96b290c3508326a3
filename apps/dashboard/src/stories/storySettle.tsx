/** What holds a dashboard story's screenshot still: focus, toasts, scrollbars, measured lists, the copy mark. */
import type { Decorator } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

/**
 * A button that was disabled while busy may or may not keep focus, depending on when the answer came;
 * drop focus so the screenshot does not depend on that race.
 */
export function dropFocus() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

function isEntering(toast: Element): boolean {
  return [...toast.classList].some((name) => name.includes("-enter"));
}

/**
 * Runs after each play (Storybook `afterEach`), before the screenshot: waits until every toast has
 * finished entering, so a toast is in the picture on every run, never half in.
 */
export async function settleToasts(): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (Date.now() < deadline) {
    const toasts = [...document.querySelectorAll(".Toastify__toast")];
    if (toasts.every((toast) => !isEntering(toast))) break;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Screenshots only: the Admin Logs list scrolls with the page, and Chromium fades the page's overlay scrollbar on
 * its own clock; no scrollbar in the shot.
 */
export const withSteadyLogScroller: Decorator = (Story) => (
  <>
    <style>{"html { scrollbar-width: none; }"}</style>
    <Story />
  </>
);

/** Lists measure their rows after render: no scrollbar, and a layer of their own, so the screenshot holds still. */
export const withSteadyVirtualList: Decorator = (Story) => (
  <>
    <style>{"[data-slot='virtual-list'] { scrollbar-width: none; will-change: transform; }"}</style>
    <Story />
  </>
);

/** Waits until a virtual list's rows are measured and hold still for the screenshot, then drops focus. */
export async function settleList(canvasElement: HTMLElement) {
  const list = canvasElement.querySelector<HTMLElement>("[data-slot='virtual-list'] ul");
  let last = "";
  for (let stable = 0, i = 0; list && i < 120 && stable < 5; i += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = `${list.style.height}|${list.childElementCount}`;
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  dropFocus();
}

/** The copy button's check mark lasts 2 s; wait it out so the screenshot never catches it half way. */
export async function settleCopied(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector("[data-copied]")).toBeNull(), { timeout: 4000 });
  dropFocus();
}
