/** Helpers shared by the community screens' stories (suggestions and bugs). */
import { type ComponentType, createElement, Fragment } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settleVirtualList } from "./settleList";

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

/** Screenshots only: the community lists' steady scroller (see `steadyScrollerCss`), as a story decorator. */
export function steadyScroller(Story: ComponentType) {
  return createElement(Fragment, null, createElement("style", null, steadyScrollerCss), createElement(Story));
}

/** The post cards (`data-testid`, e.g. `bug-card`) a community list has rendered. */
export function postCards(canvasElement: HTMLElement, testId: string) {
  return within(canvasElement).getAllByTestId(testId);
}

/** The rendered post card titled `title`, to query inside. */
export function postCard(canvasElement: HTMLElement, testId: string, title: string) {
  const found = postCards(canvasElement, testId).find((c) => c.querySelector("h3")?.textContent === title);
  if (!found) throw new Error(`no card titled ${title}`);
  return within(found);
}

/** `count` posts rendered, and nothing spills out of its card. */
export async function expectPostsFit(canvasElement: HTMLElement, testId: string, count: number) {
  await waitFor(() => expect(postCards(canvasElement, testId)).toHaveLength(count));
  for (const c of postCards(canvasElement, testId)) {
    await expect(c.scrollWidth).toBeLessThanOrEqual(c.clientWidth);
  }
}

/**
 * 500 posts: the count and the total say so, only the cards in view are in the DOM, also after scrolling to the
 * end of the list.
 */
export async function expectFiveHundred(
  canvasElement: HTMLElement,
  ids: { card: string; count: string; scroller: string },
  countText: string,
  totalTitle: string,
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId(ids.count)).toHaveTextContent(countText);
  await expect(statValue(canvasElement, totalTitle)).toBe("500");
  await waitFor(() => expect(postCards(canvasElement, ids.card).length).toBeGreaterThan(0));
  await expect(postCards(canvasElement, ids.card).length).toBeLessThan(30);
  const scroller = canvas.getByTestId(ids.scroller);
  scroller.scrollTop = scroller.scrollHeight;
  await waitFor(() => expect(scroller.querySelector("li[aria-posinset='500']")).not.toBeNull());
  await expect(postCards(canvasElement, ids.card).length).toBeLessThan(30);
  await settleList(canvasElement);
}

/** The failed load shows `title`; its Try again calls `onRetry`. */
export async function expectLoadFails(canvasElement: HTMLElement, title: string, onRetry?: () => void) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(title)).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
  await expect(onRetry).toHaveBeenCalledOnce();
  dropFocus();
}
