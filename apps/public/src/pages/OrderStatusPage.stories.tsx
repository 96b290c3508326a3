import { scenarios, seedMockState } from "@boostdash/api-client/core/mocks/all";
import { MOCK_GUILD_ID } from "@boostdash/api-client/core/mocks/fixtures";
import { mockRoute } from "@boostdash/api-client/core/mocks/route";
import type { PublicOrderStatus } from "@boostdash/api-client/public/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, waitFor, within } from "storybook/test";
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
    // The stock type in the customer's words, not the file's name.
    await expect(order.stock).toBe("threeMonthNitroTokens.txt");
    await expect(value("Type")).toHaveTextContent("3 Month Nitro Tokens");
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

// An order on its way: the first answer is processing (4 of 14 boosts), the second partial (8 of 14), every later
// one the same partial answer.
const onItsWay: PublicOrderStatus = {
  orderId: order.orderId,
  guildId: MOCK_GUILD_ID,
  amount: 14,
  stock: "oneMonthBoosts.txt",
  successfulTokens: 2,
  failedTokens: 0,
  invite: "examplestore",
  status: "processing",
  redeemedAt: "2026-01-15T11:20:00.000Z",
  claimedAt: "2026-01-15T11:21:30.000Z",
  reportedAt: null,
  storeName: "Example Store",
  embedColor: "8b5cf6",
  embedFooter: "Thanks for shopping with Example Store",
};
let statusPolls = 0;
const deliveringThenPartial = mockRoute("publicOrderStatus", () => {
  statusPolls += 1;
  if (statusPolls === 1) return HttpResponse.json(onItsWay);
  return HttpResponse.json({
    ...onItsWay,
    status: "partial",
    successfulTokens: 4,
    failedTokens: 3,
    reportedAt: "2026-01-15T11:34:00.000Z",
  });
});

// The page asks every 10 s while the order is unfinished; this story gives it 1 s, so it waits no 10 s of real time.
const POLL_MS = 1_000;

/**
 * An unfinished order's page asks again on its own, shows the change in place (a polite status region reads it
 * out, nothing moves), and stops asking once the order is finished.
 */
export const UpdatesUntilFinished: Story = {
  args: { orderStatusPollMs: POLL_MS },
  parameters: { msw: { handlers: [deliveringThenPartial] } },
  beforeEach: () => {
    statusPolls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Order Status" }, LOAD);
    const region = canvas.getByRole("status");
    await waitFor(() => expect(region).toHaveTextContent(/^Delivering\s*4 of 14 boosts delivered$/), LOAD);
    await expect(region).toHaveAttribute("role", "status");
    const card = canvasElement.querySelector("[data-slot=card]");
    const before = card?.getBoundingClientRect().height;
    // The next answer arrives without a reload, in the same region.
    await waitFor(() => expect(region).toHaveTextContent(/^Partly delivered\s*8 of 14 boosts delivered$/), {
      timeout: 5_000,
    });
    await expect(canvas.getByRole("status")).toBe(region);
    await expect(card?.getBoundingClientRect().height).toBe(before);
    const finished = canvas.getByText("Delivery finished").closest("li");
    await expect(finished).toHaveTextContent("Jan 15, 2026, 11:34 AM");
    // Finished: no more asking.
    const asked = statusPolls;
    await new Promise((resolve) => setTimeout(resolve, 3 * POLL_MS));
    await expect(statusPolls).toBe(asked);
  },
};
