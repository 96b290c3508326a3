import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Forbidden } from "./Forbidden";

const meta = {
  title: "Screens/Team/Forbidden",
  component: Forbidden,
  args: { role: "viewer" },
} satisfies Meta<typeof Forbidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A viewer who opened the Settings page's address. */
export const AsViewer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Not available to your role" })).toBeVisible();
    await expect(canvas.getByText("Your role in this store does not allow this.")).toBeVisible();
    await expect(
      canvas.getByText("You are signed in as Viewer. The store's owner can change your role."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/dashboard");
  },
};

export const AsSupportOnPhone: Story = {
  args: { role: "support" },
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "You are signed in as Support. The store's owner can change your role.",
      ),
    ).toBeVisible();
  },
};
