import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link, Route, Routes } from "react-router-dom";
import { expect, userEvent, within } from "storybook/test";
import { PublicRoutes } from "../PublicRoutes";

/** A start page with a broken link, so Go Back has somewhere to return to. */
function WithStartPage() {
  return (
    <Routes>
      <Route
        path="/start"
        element={
          <main className="p-8">
            <Link to="/api/not-a-page" className="text-accent underline">
              Open a broken link
            </Link>
          </main>
        }
      />
      <Route path="*" element={<PublicRoutes toaster={false} />} />
    </Routes>
  );
}

const meta = {
  title: "Apps/Public/NotFoundPage",
  component: PublicRoutes,
  // The story decorator mounts the toasts.
  args: { toaster: false },
  parameters: { layout: "fullscreen", route: "/api/not-a-page" },
  // Chrome can take a moment to settle the antialiasing of just-repainted rounded corners (a 1-bit
  // difference that fails a zero-tolerance screenshot); wait before the shot is taken.
  afterEach: () => new Promise<void>((resolve) => setTimeout(resolve, 400)),
} satisfies Meta<typeof PublicRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 5_000 };

export const UnknownPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Page not found" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("404")).toBeVisible();
    await expect(
      canvas.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Go Back" })).toBeEnabled();
    await expect(document.title).toBe("Page not found");
  },
};

/** A redeem path without its guild id is not a page either. */
export const IncompletePublicPath: Story = {
  parameters: { route: "/api/redeem-order/" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Page not found" }, LOAD),
    ).toBeVisible();
  },
};

export const GoBack: Story = {
  parameters: { route: "/start" },
  render: () => <WithStartPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "Open a broken link" }, LOAD));
    await userEvent.click(await canvas.findByRole("button", { name: "Go Back" }, LOAD));
    await expect(await canvas.findByRole("link", { name: "Open a broken link" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: UnknownPath.play,
};
