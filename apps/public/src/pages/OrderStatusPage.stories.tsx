import { scenarios, seedMockState } from "@boostdash/api-client/core/mocks/all";
import { MOCK_GUILD_ID } from "@boostdash/api-client/core/mocks/fixtures";
import { errorResponse, mockRoute } from "@boostdash/api-client/core/mocks/route";
import { mockStore } from "@boostdash/api-client/core/mocks/store";
import type { PublicOrderStatus, PublicReplacement } from "@boostdash/api-client/public/contract";
import { replacementMessages } from "@boostdash/api-client/replacements/texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { PublicRoutes } from "../PublicRoutes";
import { LOAD, loadStates, onPhone, publicPage, showsExplanation } from "../stories/storyKit";

// The seeded store's first order (what the success handler serves), so the route and the data agree.
const order = seedMockState().orders[0]?.order;
if (!order) throw new Error("the mock store has no orders");
const ROUTE = `/api/${MOCK_GUILD_ID}/order/${order.orderId}/status`;

const meta = {
  title: "Wiring/Public/OrderStatusPage",
  ...publicPage(ROUTE, [scenarios.publicOrderStatus.success, scenarios.requestReplacement.success]),
} satisfies Meta<typeof PublicRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const OPEN_FORM = "Boosts dropped? Request a replacement";

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
    // Delivered 25 minutes ago: a three-month stock's default warranty, its end in the reader's zone (UTC here).
    const warranty = within(canvas.getByRole("region", { name: "Warranty" }));
    await expect(warranty.getByTestId("warranty-policy")).toHaveTextContent(
      "30 days from delivery, up to 100% of the order replaced. The seller approves each request.",
    );
    await expect(warranty.getByTestId("warranty-until")).toHaveTextContent(
      "Covered until Feb 14, 2026, 11:35 AM",
    );
    await expect(warranty.getByRole("button", { name: OPEN_FORM })).toBeEnabled();
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

// --- Replacements under warranty (docs/decisions.md#replacements-the-customers-screens) ---

/** Opens the form (its chunk loads then) and fills in how many boosts dropped. */
async function openAndFill(canvasElement: HTMLElement, missing: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: OPEN_FORM }, LOAD));
  const form = within(await canvas.findByRole("form", { name: "Request a replacement" }, LOAD));
  await userEvent.type(form.getByRole("spinbutton", { name: "Boosts missing" }), missing);
  return form;
}

/**
 * The whole request: the form's chunk loads on opening, the request goes to the server (the mock records it as the
 * server does), the page asks again and shows the request in the order's timeline, the form folded away.
 */
export const RequestsAReplacement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAndFill(canvasElement, "3");
    await userEvent.type(form.getByRole("textbox", { name: "Note (optional)" }), "Three dropped overnight");
    await userEvent.click(form.getByRole("button", { name: "Send request" }));
    const requested = await canvas.findByText("Replacement requested", {}, LOAD);
    await expect(requested.closest("li")).toHaveTextContent(
      "Replacement requestedJan 15, 2026, 12:00 PMBoosts missing: 3",
    );
    await expect(canvas.queryByRole("form")).toBeNull();
    await expect(canvas.getByTestId("warranty-state")).toHaveTextContent(
      "Your request is with the seller. This page updates by itself.",
    );
    const recorded = mockStore().replacements.requests[0];
    await expect(recorded).toMatchObject({
      orderId: order.orderId,
      amount: 3,
      note: "Three dropped overnight",
    });
  },
};

/** The server refuses what the form let through (here a 400: the limit moved meanwhile): its words in the form. */
export const ServerRefusesTheRequest: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.publicOrderStatus.success,
        mockRoute("requestReplacement", () =>
          errorResponse(400, { message: replacementMessages.overLimit(2) }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openAndFill(canvasElement, "3");
    await userEvent.click(form.getByRole("button", { name: "Send request" }));
    await expect(await form.findByRole("alert", {}, LOAD)).toHaveTextContent(
      "You can request at most 2 boosts for this order.",
    );
    await expect(form.getByRole("button", { name: "Send request" })).toBeEnabled();
  },
};

/** A second tab opened a request first: the server's 409, and nothing else changes. */
export const RequestAlreadyOpen: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.publicOrderStatus.success,
        mockRoute("requestReplacement", () =>
          errorResponse(409, { message: replacementMessages.alreadyOpen }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openAndFill(canvasElement, "1");
    await userEvent.click(form.getByRole("button", { name: "Send request" }));
    await expect(await form.findByRole("alert", {}, LOAD)).toHaveTextContent(
      "A replacement request for this order is already open.",
    );
  },
};

/** The story order delivered, inside its warranty, no request yet. */
const delivered: PublicOrderStatus = {
  ...onItsWay,
  status: "completed",
  successfulTokens: 7,
  failedTokens: 0,
  reportedAt: "2026-01-15T11:34:00.000Z",
  warranty: {
    windowDays: 15,
    maxSharePercent: 100,
    approval: "seller",
    until: "2026-01-30T11:34:00.000Z",
    maxRequest: 14,
    reason: null,
    message: null,
  },
  replacement: null,
  captcha: "off",
};

let requestsSent = 0;

/** With captchas on: the redeem page's widget in the form; sending before solving it says so and sends nothing. */
export const WithCaptcha: Story = {
  parameters: {
    msw: {
      handlers: [
        mockRoute("publicOrderStatus", () => HttpResponse.json({ ...delivered, captcha: "altcha" as const })),
        scenarios.redeemChallenge.success,
        mockRoute("requestReplacement", () => {
          requestsSent += 1;
          return errorResponse(400, { message: replacementMessages.captchaRequired });
        }),
      ],
    },
  },
  beforeEach: () => {
    requestsSent = 0;
  },
  play: async ({ canvasElement }) => {
    const form = await openAndFill(canvasElement, "2");
    await expect(form.getByText("Please complete the captcha to send your request.")).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector("altcha-widget")).not.toBeNull(), LOAD);
    await userEvent.click(form.getByRole("button", { name: "Send request" }));
    await expect(await form.findByRole("alert", {}, LOAD)).toHaveTextContent("Please complete the captcha.");
    await expect(requestsSent).toBe(0);
  },
};

const stage = (s: PublicReplacement["stage"]): PublicReplacement => ({
  stage: s,
  amount: 2,
  approvedAmount: s === "requested" ? null : 2,
  note: null,
  reason: null,
  requestedAt: "2026-01-15T11:50:00.000Z",
  decidedAt: s === "requested" ? null : "2026-01-15T11:52:00.000Z",
  orderId: s === "requested" ? null : `${order.orderId}-r1`,
  deliveredAt: s === "delivered" ? "2026-01-15T11:55:00.000Z" : null,
});
const STAGES = ["requested", "approved", "delivering", "delivered"] as const;
let replacementPolls = 0;
const replacementMoves = mockRoute("publicOrderStatus", () => {
  replacementPolls += 1;
  const now = STAGES[Math.min(replacementPolls, STAGES.length) - 1] ?? "delivered";
  return HttpResponse.json({ ...delivered, replacement: stage(now) });
});

/**
 * A finished order whose request is open keeps asking: requested, approved (the replacement order linked), being
 * delivered, delivered, each in place in the timeline; once delivered, it stops asking.
 */
export const UpdatesWhileReplacementOnItsWay: Story = {
  args: { orderStatusPollMs: POLL_MS },
  parameters: { msw: { handlers: [replacementMoves] } },
  beforeEach: () => {
    replacementPolls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = await canvas.findByTestId("order-timeline", {}, LOAD);
    const last = () => timeline.querySelector("li:last-child");
    await waitFor(() => expect(last()).toHaveTextContent("Replacement deliveredWaiting"), LOAD);
    await waitFor(
      () =>
        expect(canvas.getByRole("link", { name: `Replacement order #${order.orderId}-r1` })).toHaveAttribute(
          "href",
          `/api/${MOCK_GUILD_ID}/order/${order.orderId}-r1/status`,
        ),
      { timeout: 5_000 },
    );
    await waitFor(() => expect(last()).toHaveTextContent("Replacement being deliveredWaiting"), {
      timeout: 5_000,
    });
    await waitFor(() => expect(last()).toHaveTextContent("Replacement deliveredJan 15, 2026, 11:55 AM"), {
      timeout: 5_000,
    });
    // Delivered: no more asking.
    const asked = replacementPolls;
    await new Promise((resolve) => setTimeout(resolve, 3 * POLL_MS));
    await expect(replacementPolls).toBe(asked);
  },
};
