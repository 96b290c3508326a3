import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NotFound } from "./NotFound";

const meta = {
  title: "Feedback/NotFound",
  component: NotFound,
  parameters: { layout: "fullscreen" },
  args: { onBack: fn() },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("404")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(
      canvas.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Go Back" }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Go Back" }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
