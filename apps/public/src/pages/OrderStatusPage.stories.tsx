import { scenarios, seedMockState } from "@boostdash/api-client/core/mocks/all";
import { MOCK_GUILD_ID } from "@boostdash/api-client/core/mocks/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { PublicRoutes } from "../PublicRoutes";
import { LOAD, loadStates, onPhone, publicPage, showsExplanation } from "../stories/storyKit";

// The seeded store's first order (what the success handler serves), so the route and the data agree.
const order = seedMockState().orders[0]?.order;
if (!order) throw new Error("the mock store has no orders");
const ROUTE = `/api/${MOCK_GUILD_ID}/order/${order.orderId}/status`;

const meta = {
  title: "Wiring/Public/OrderStatusPage",
  ...publicPage(ROUTE, [scenarios.publicOrderStatus.success]),
} satisfies Meta<typeof PublicRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

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

const load = loadStates(
  scenarios.publicOrderStatus,
  {
    loading: "Loading order status...",
    notFound: "Order Status not found for this Guild ID.",
    http: "An error occurred while fetching the order status.",
    unexpected: "An unexpected error occurred.",
  },
  "screens-public-orderstatus",
  showsExplanation(SCREEN_TEXT),
);

export const Slow: Story = load.slow;
export const NotFound: Story = load.notFound;
export const ServerError: Story = load.serverError;
export const NetworkError: Story = load.networkError;

export const Mobile: Story = onPhone(Success);
