import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorView } from "./ErrorView";

const meta = {
  title: "Feedback/ErrorView",
  component: ErrorView,
  parameters: { layout: "fullscreen" },
  args: {
    message: "Order Status not found for this Guild ID.",
    detail:
      "We couldn't find the order with the provided Order ID. Please make sure the Order ID is correct or try again later.",
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Oops! Something went wrong" })).toBeVisible();
    await expect(canvas.getByText("Order Status not found for this Guild ID.")).toBeVisible();
    await expect(canvas.getByText(args.detail ?? "")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutDetail: Story = {
  name: "Without detail",
  args: { message: "An unexpected error occurred.", detail: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("An unexpected error occurred.")).toBeVisible();
    const button = canvas.getByRole("button", { name: "Retry" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Retry" })).toBeVisible();
  },
};
