/** Helpers shared by the community screens' stories (suggestions and bugs). */
import { within } from "storybook/test";
import { settleVirtualList } from "../../stories/settleList";

export function settleList(canvasElement: HTMLElement) {
  return settleVirtualList(canvasElement, "[data-slot='virtual-list'] ul");
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
