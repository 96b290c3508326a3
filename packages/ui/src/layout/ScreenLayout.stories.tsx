import type { Meta, StoryObj } from "@storybook/react-vite";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../primitives/Button";
import { ordersStatusTexts } from "../screens/orders/ordersText";
import { ScreenLayout } from "./ScreenLayout";

/**
 * A screen whose load failed, with a header Refresh that is also its retry (as on Orders): the retry loads for a
 * moment, then the content arrives.
 */
function RetryingScreen() {
  const [status, setStatus] = useState<"loading" | "error" | "ready">("error");
  const refresh = () => {
    setStatus("loading");
    setTimeout(() => setStatus("ready"), 150);
  };
  return (
    <ScreenLayout
      status={status}
      title="Orders"
      subtitle="Track and manage every order your store has taken."
      statusTexts={ordersStatusTexts}
      keepActions
      actions={
        <Button variant="secondary" onClick={refresh}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      }
      onRetry={refresh}
      className="max-w-4xl"
    >
      <p className="text-muted">The orders arrived.</p>
    </ScreenLayout>
  );
}

const meta = {
  title: "Layout/ScreenLayout",
  component: RetryingScreen,
} satisfies Meta<typeof RetryingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The header is one element from the failure through loading to the content: the heading a reader is on and the
 * Refresh button a keyboard user pressed stay where they are (the button keeps focus).
 */
export const HeaderStaysWhenReady: Story = {
  name: "Header kept once ready",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to fetch orders")).toBeVisible();
    const heading = canvas.getByRole("heading", { level: 1, name: "Orders" });
    const refresh = canvas.getByRole("button", { name: "Refresh" });
    await userEvent.click(refresh);
    await expect(canvas.getByText("Loading orders...")).toBeVisible();
    await expect(await canvas.findByText("The orders arrived.")).toBeVisible();
    await waitFor(() => expect(canvas.queryByText("Loading orders...")).toBeNull());
    await expect(canvas.getByRole("heading", { level: 1, name: "Orders" })).toBe(heading);
    await expect(canvas.getByRole("button", { name: "Refresh" })).toBe(refresh);
    await expect(refresh).toHaveFocus();
    refresh.blur();
  },
};
