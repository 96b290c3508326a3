import { MOCK_GUILD_ID, scenarios, seedMockState } from "@boostdash/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PublicRoutes } from "../PublicRoutes";

// The seeded store's first order (what the success handler serves), so the route and the data agree.
const order = seedMockState().orders[0]?.order;
if (!order) throw new Error("the mock store has no orders");
const ROUTE = `/api/${MOCK_GUILD_ID}/order/${order.orderId}/status`;

const meta = {
  title: "Apps/Public/OrderStatusPage",
  component: PublicRoutes,
  // The story decorator mounts the toasts.
  args: { toaster: false, path: ROUTE },
  parameters: {
    layout: "fullscreen",
    msw: { handlers: [scenarios.publicOrderStatus.success] },
  },
  // Chrome can take a moment to settle the antialiasing of just-repainted rounded corners (a 1-bit
  // difference that fails a zero-tolerance screenshot); wait before the shot is taken.
  afterEach: () => new Promise<void>((resolve) => setTimeout(resolve, 400)),
} satisfies Meta<typeof PublicRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first render loads the page's lazy chunk, which a cold test run may take a while to transform. */
const LOAD = { timeout: 5_000 };

const SCREEN_TEXT =
  "We couldn't find the order with the provided Order ID. Please make sure the Order ID is correct or try again later.";

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Order Status" }, LOAD)).toBeVisible();
    // Detail rows are dt/dd pairs, the three counts stat cards (title, then value).
    const value = (label: string) => {
      const title = canvas.getByText(label, { selector: "dt, [data-slot=stat-card] p" });
      return title.tagName === "DT"
        ? title.nextElementSibling
        : title.closest("[data-slot=stat-card]")?.querySelector("[data-slot=stat-value]");
    };
    await expect(value("Order ID")).toHaveTextContent(order.orderId);
    await expect(value("Guild ID")).toHaveTextContent(MOCK_GUILD_ID);
    await expect(value("Amount")).toHaveTextContent(String(order.amount));
    await expect(value("Type")).toHaveTextContent(order.stock.replace(/\.txt$/, ""));
    await expect(value("Successful Tokens")).toHaveTextContent(String(order["tokens-used"].success.length));
    await expect(value("Failed Tokens")).toHaveTextContent(String(order["tokens-used"].failed.length));
    await expect(canvas.getByRole("link", { name: /^Join Server/ })).toHaveAttribute("href", order.invite);
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("Thanks for shopping with Example Store");
    await expect(document.title).toBe("Order Status · Example Store");
  },
};

export const Slow: Story = {
  parameters: { msw: { handlers: [scenarios.publicOrderStatus.slow] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status", {}, LOAD)).toHaveTextContent(
      "Loading order status...",
    );
  },
};

async function expectError(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole("heading", { name: "Oops! Something went wrong" }, LOAD),
  ).toBeVisible();
  await expect(canvas.getByText(message)).toBeVisible();
  await expect(canvas.getByText(SCREEN_TEXT)).toBeVisible();
  await expect(canvas.getByRole("button", { name: "Retry" })).toBeEnabled();
}

export const NotFound: Story = {
  parameters: { msw: { handlers: [scenarios.publicOrderStatus.notFound] } },
  play: ({ canvasElement }) => expectError(canvasElement, "Order Status not found for this Guild ID."),
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [scenarios.publicOrderStatus.serverError] } },
  play: ({ canvasElement }) =>
    expectError(canvasElement, "An error occurred while fetching the order status."),
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [scenarios.publicOrderStatus.networkError] } },
  play: ({ canvasElement }) => expectError(canvasElement, "An unexpected error occurred."),
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: Success.play,
};
