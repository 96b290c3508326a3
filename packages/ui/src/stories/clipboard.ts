/** Story helper: a recording clipboard, so copy buttons can be tested without the browser's permission. */
import { fn } from "storybook/test";

/** What the stubbed clipboard was asked to write; reset by every `stubClipboard()`. */
export const writeText = fn(async (_text: string) => {});

/**
 * Swaps the clipboard for `writeText` for one story (use it as the story's or meta's `beforeEach`) and returns the
 * clean-up that puts the real one back. `impl` makes the writes fail, or slow.
 */
export function stubClipboard(impl?: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  writeText.mockReset();
  writeText.mockImplementation(impl ?? (async () => {}));
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  return () => {
    if (original) Object.defineProperty(navigator, "clipboard", original);
    else Reflect.deleteProperty(navigator, "clipboard");
  };
}
