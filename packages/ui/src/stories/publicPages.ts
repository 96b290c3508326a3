/** Story helper of the customer pages (live stock, order status, redeem). */
import { expect, userEvent, within } from "storybook/test";

/**
 * The error view: 'Oops! Something went wrong', the load's message and, when given, the page's second line, and no
 * form; its Retry calls `onRetry`.
 */
export async function expectErrorView(
  canvasElement: HTMLElement,
  message: string,
  onRetry: () => void,
  detail?: string,
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();
  await expect(canvas.getByText(message)).toBeVisible();
  if (detail) await expect(canvas.getByText(detail)).toBeVisible();
  await expect(canvas.queryByRole("textbox")).toBeNull();
  await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
  await expect(onRetry).toHaveBeenCalledOnce();
}

/** A story of the error view after a failed load with `message` (and the page's second line, `detail`). */
export function errorViewStory(message: string, detail?: string) {
  return {
    args: { status: "error" as const, errorMessage: message },
    play: ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry: () => void } }) =>
      expectErrorView(canvasElement, message, args.onRetry, detail),
  };
}
