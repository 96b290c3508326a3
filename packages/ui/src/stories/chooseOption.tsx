/** Story helper: picks an option of a Select as a person would, and waits until its list has closed. */
import { expect, screen, userEvent, waitFor } from "storybook/test";

/**
 * Opens the Select `trigger` (a combobox element, or its accessible name), clicks `option`, and waits until the
 * listbox is gone: while it is open the rest of the page is hidden from assistive technology (aria-hidden), so a
 * query for the next control made before it closes finds nothing (a busy host showed it).
 */
export async function chooseOption(trigger: HTMLElement | string, option: string): Promise<void> {
  const combobox = typeof trigger === "string" ? screen.getByRole("combobox", { name: trigger }) : trigger;
  await userEvent.click(combobox);
  await pickOpenOption(option);
}

/** Clicks `option` of the Select that is open now and waits until its listbox has closed. */
export async function pickOpenOption(option: string): Promise<void> {
  await userEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}
