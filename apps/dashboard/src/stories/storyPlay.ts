/** Steps of a dashboard story's play: a page loaded, a dialog confirmed, the toasts counted. */
import { screen, userEvent, within } from "storybook/test";
import { LOAD } from "./storyKit";

/** No toast of either container is on screen. */
export function toastCount(): number {
  return document.querySelectorAll(".Toastify__toast").length;
}

/**
 * A page's "loaded" check, bound once per story file: waits for the heading its data brings and returns it
 * (`const loaded = loadedAtHeading("Redeem Keys")`).
 */
export function loadedAtHeading(heading: string) {
  return (canvasElement: HTMLElement) => within(canvasElement).findByRole("heading", { name: heading }, LOAD);
}

/** Clicks the page's `open` button, then `confirm` in the dialog named `dialog` that it opens. */
export async function confirmInDialog(
  canvasElement: HTMLElement,
  open: string,
  dialog: string,
  confirm: string,
) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: open }));
  const opened = await screen.findByRole("dialog", { name: dialog });
  await userEvent.click(within(opened).getByRole("button", { name: confirm }));
}
