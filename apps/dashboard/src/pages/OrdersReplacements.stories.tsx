import { resetMockStore } from "@boostdash/api-client/core/mocks/all";
import { mockAgo } from "@boostdash/api-client/core/mocks/fixtures";
import { MOCK_BASE_URL } from "@boostdash/api-client/core/mocks/route";
import { mockStore } from "@boostdash/api-client/core/mocks/store";
import { EVENTS_PATH, type ReplacementEvent } from "@boostdash/api-client/events/contract";
import { createOrderWithStatus } from "@boostdash/api-client/orders/fixtures";
import { createReplacementRequest } from "@boostdash/api-client/replacements/fixtures";
import { replacementMessages } from "@boostdash/api-client/replacements/texts";
import { chooseOption } from "@boostdash/ui/stories/chooseOption";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { currentSearch, type DashboardApp, LOAD, mockApi, signedInPage } from "../stories/storyKit";

/**
 * The seller's side of replacements under warranty on the Orders page (docs/decisions.md#replacements-the-sellers-screens):
 * the "Replacement requested" filter, the order dialog's open request with Approve / Decline, a seller's own start,
 * the link between a replacement and its original, and a request arriving live. The mock store's seeded request is
 * for ORD-0003 (28 boosts, completed): 2 boosts, "Two boosts dropped this morning".
 */
const meta = {
  title: "Wiring/Dashboard/OrdersPage/Replacements",
  ...signedInPage("/dashboard/orders", {
    decorators: [
      (Story) => (
        <>
          <style>{"[data-testid='order-scroller'] { scrollbar-width: none; will-change: transform; }"}</style>
          <Story />
        </>
      ),
    ],
  }),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

// Each story names its route and mocks in full: a story's own parameters did not keep the meta's here (the page
// opened signed out at "/"), so none relies on them.

function cardIds(canvasElement: HTMLElement) {
  return within(canvasElement)
    .queryAllByTestId("order-card")
    .map((card) => card.querySelector("h3")?.textContent);
}

/** The open dialog of an order, once its replacement part is in. */
async function dialogOf(orderId: string) {
  const dialog = await screen.findByRole("dialog", { name: `Order #${orderId}` }, LOAD);
  await within(dialog).findByTestId("replacement-panel", {}, LOAD);
  return within(dialog);
}

/** A story opened on an order's dialog, with the default mocks (the address is the story's whole setup). */
const atOrder = (orderId: string) => ({ route: `/dashboard/orders?order=${orderId}`, msw: mockApi() });

/** The dialog of ORD-0003 (the seeded request) with its Approve or Decline form opened. */
async function answerForm(button: "Approve" | "Decline") {
  const dialog = await dialogOf("ORD-0003");
  await userEvent.click(await dialog.findByRole("button", { name: button }, LOAD));
  return dialog;
}

/** The Approve form of ORD-0003 with an amount above its warranty's 28 typed in. */
async function approveAbove(boosts: string) {
  const dialog = await answerForm("Approve");
  const amount = dialog.getByLabelText(/Boosts to replace/);
  await userEvent.clear(amount);
  await userEvent.type(amount, boosts);
  return { dialog, amount };
}

/** The queue: Orders filtered by "Replacement requested" keeps the orders with an open request. */
export const QueueFull: Story = {
  parameters: { route: "/dashboard/orders?replacement=requested", msw: mockApi() },
  beforeEach: () => {
    const store = resetMockStore();
    store.replacements.requests = [
      createReplacementRequest({ id: "rr-2", orderId: "ORD-0005", amount: 1, note: null }),
      ...store.replacements.requests,
    ];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-0003", "#ORD-0005"]), LOAD);
    await expect(canvas.getByRole("combobox", { name: "Filter by status" })).toHaveTextContent(
      "Replacement requested",
    );
    // The store's own count comes in its own answer, which may be later than the filtered one's.
    await waitFor(() =>
      expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Showing 2 of 6 orders"),
    );
  },
};

/** The filter chosen from the status list writes itself to the address; no open request: nothing matches. */
export const QueueEmpty: Story = {
  parameters: { route: "/dashboard/orders", msw: mockApi() },
  beforeEach: () => {
    resetMockStore().replacements.requests = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(6), LOAD);
    await chooseOption("Filter by status", "Replacement requested");
    await waitFor(() => expect(currentSearch().get("replacement")).toBe("requested"));
    await expect(await canvas.findByText("No matching orders", {}, LOAD)).toBeVisible();
    await expect(currentSearch().get("status")).toBeNull();
  },
};

/** The dialog of an order with an open request: what was asked, when, and what may be replaced without override. */
export const RequestOpen: Story = {
  parameters: atOrder("ORD-0003"),
  play: async () => {
    const dialog = await dialogOf("ORD-0003");
    await expect(await dialog.findByText("Replacement requested", {}, LOAD)).toBeVisible();
    await expect(dialog.getByText("Boosts asked for").nextElementSibling).toHaveTextContent("2");
    await expect(dialog.getByText("Two boosts dropped this morning")).toBeVisible();
    await expect(dialog.getByText("Requested").nextElementSibling).toHaveTextContent(
      "Jan 15, 2026, 10:00 AM (2h ago)",
    );
    await expect(dialog.getByText("Up to 28 boosts (28 delivered, 0 replaced already)")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Approve" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Decline" })).toBeVisible();
  },
};

/** Approve within the limit: the request's count by default, the server's answer as a toast, the request gone. */
export const ApproveWithinLimit: Story = {
  parameters: atOrder("ORD-0003"),
  play: async () => {
    const dialog = await answerForm("Approve");
    const amount = dialog.getByLabelText(/Boosts to replace/);
    await expect(amount).toHaveValue("2");
    await expect(dialog.getByText("Up to 28 boosts without override.")).toBeVisible();
    await expect(dialog.queryByLabelText("Override the warranty limit")).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Approve Replacement" }));
    await expect(
      await screen.findByText(replacementMessages.approved(2, "ORD-0003-r1"), {}, LOAD),
    ).toBeVisible();
    await expect(await dialog.findByText("No open replacement request.", {}, LOAD)).toBeVisible();
    await expect(mockStore().replacements.requests[0]?.status).toBe("approved");
  },
};

/** Above the limit: refused until the override is ticked, its consequence said beside it. */
export const OverrideNeeded: Story = {
  parameters: atOrder("ORD-0003"),
  play: async () => {
    const { dialog, amount } = await approveAbove("30");
    await userEvent.click(dialog.getByRole("button", { name: "Approve Replacement" }));
    await expect(dialog.getByText(replacementMessages.overLimitSeller(28))).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabelText("Override the warranty limit")).not.toBeChecked();
    await expect(
      dialog.getByText(
        "Replaces more than this order's warranty allows. The override is written to the admin log with the amount.",
      ),
    ).toBeVisible();
    await expect(mockStore().replacements.requests[0]?.status).toBe("open");
  },
};

/** The override ticked: the approval goes through above the limit, and is recorded as an override. */
export const OverrideApproved: Story = {
  parameters: atOrder("ORD-0003"),
  play: async () => {
    const { dialog } = await approveAbove("30");
    await userEvent.click(dialog.getByLabelText("Override the warranty limit"));
    await expect(dialog.queryByText(replacementMessages.overLimitSeller(28))).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Approve Replacement" }));
    await expect(
      await screen.findByText(replacementMessages.approved(30, "ORD-0003-r1"), {}, LOAD),
    ).toBeVisible();
    await expect(mockStore().replacements.requests[0]).toMatchObject({ approvedAmount: 30, override: true });
  },
};

/** Decline: a reason is required (the customer reads it); with one, the request is declined. */
export const DeclineNeedsReason: Story = {
  parameters: atOrder("ORD-0003"),
  play: async () => {
    const dialog = await answerForm("Decline");
    await expect(dialog.getByText("The customer sees this on their order page.")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Decline Request" }));
    await expect(dialog.getByText(replacementMessages.reasonRequired)).toBeVisible();
    await expect(mockStore().replacements.requests[0]?.status).toBe("open");
  },
};

export const DeclineWithReason: Story = {
  parameters: atOrder("ORD-0003"),
  play: async () => {
    const dialog = await answerForm("Decline");
    await userEvent.click(dialog.getByRole("button", { name: "Decline Request" }));
    await expect(dialog.getByText(replacementMessages.reasonRequired)).toBeVisible();
    await userEvent.type(
      dialog.getByLabelText(/Reason for declining/),
      "All 28 boosts are still in your server",
    );
    await expect(dialog.queryByText(replacementMessages.reasonRequired)).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Decline Request" }));
    await expect(await screen.findByText(replacementMessages.declined, {}, LOAD)).toBeVisible();
    await expect(mockStore().replacements.requests[0]).toMatchObject({
      status: "declined",
      reason: "All 28 boosts are still in your server",
    });
  },
};

/** An order without a request: the seller starts a replacement within its warranty. */
export const StartReplacement: Story = {
  parameters: atOrder("ORD-0001"),
  play: async () => {
    const dialog = await dialogOf("ORD-0001");
    await expect(await dialog.findByText("No open replacement request.", {}, LOAD)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Start a replacement" }));
    await expect(dialog.getByText("Up to 14 boosts without override.")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Start Replacement" }));
    await expect(dialog.getByText("Enter a whole number of boosts, from 1 to 100,000.")).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Boosts to replace/), "2");
    await userEvent.type(dialog.getByLabelText("Note (optional)"), "Customer reported in our server");
    await userEvent.click(dialog.getByRole("button", { name: "Start Replacement" }));
    await expect(
      await screen.findByText(replacementMessages.started(2, "ORD-0001-r1"), {}, LOAD),
    ).toBeVisible();
    await expect(mockStore().replacements.requests[0]).toMatchObject({
      orderId: "ORD-0001",
      source: "seller",
      note: "Customer reported in our server",
    });
  },
};

/** A replacement order's dialog links to its original, whose dialog links back to it. */
export const ReplacementOrderDialog: Story = {
  parameters: atOrder("ORD-0003-r1"),
  beforeEach: () => {
    const store = resetMockStore();
    store.replacements.requests = [];
    const order = createOrderWithStatus("pending", {
      orderId: "ORD-0003-r1",
      amount: 2,
      stock: "oneMonthBoosts.txt",
      replacementOf: "ORD-0003",
    });
    store.orders = [
      { folderId: "ORD-0003-r1", createdAt: mockAgo(60_000), order },
      ...store.orders.map((f) =>
        f.folderId === "ORD-0003" ? { ...f, order: { ...f.order, replacements: ["ORD-0003-r1"] } } : f,
      ),
    ];
  },
  play: async () => {
    const dialog = await dialogOf("ORD-0003-r1");
    await expect(dialog.getByText("Replacement of")).toBeVisible();
    await expect(dialog.queryByRole("button", { name: "Start a replacement" })).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "#ORD-0003" }));
    const original = await dialogOf("ORD-0003");
    await expect(original.getByText("Replacements")).toBeVisible();
    await expect(original.getByRole("button", { name: "#ORD-0003-r1" })).toBeVisible();
    await expect(currentSearch().get("order")).toBe("ORD-0003");
  },
};

/** A stream the story drives with replacement frames (the events feature's own mock knows order frames only). */
function replacementStream() {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  let id = 1;
  const handler = http.get(`${MOCK_BASE_URL}${EVENTS_PATH}`, () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        open.add(controller);
        controller.enqueue(encoder.encode("retry: 2000\n: open\n\n"));
      },
    });
    return new HttpResponse(body, {
      headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" },
    });
  });
  return {
    handler,
    connected: () => open.size > 0,
    push(event: ReplacementEvent) {
      const frame = encoder.encode(`id: ${id++}\nevent: replacement\ndata: ${JSON.stringify(event)}\n\n`);
      for (const controller of open) controller.enqueue(frame);
    },
  };
}

const stream = replacementStream();

/** A customer asks while the queue is open: a toast linking to the order, and the queue takes it in. */
export const LiveRequestArrives: Story = {
  parameters: { route: "/dashboard/orders?replacement=requested", msw: mockApi(stream.handler) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-0003"]), LOAD);
    await waitFor(() => expect(stream.connected()).toBe(true), LOAD);
    const store = mockStore();
    store.replacements.requests = [
      createReplacementRequest({ id: "rr-9", orderId: "ORD-0001", amount: 4, note: null }),
      ...store.replacements.requests,
    ];
    stream.push({
      type: "replacement.requested",
      requestId: "rr-9",
      orderId: "ORD-0001",
      amount: 4,
      decision: null,
      by: "customer",
      replacementOrderId: null,
    });
    const toast = await screen.findByRole(
      "link",
      { name: "Replacement requested for order #ORD-0001" },
      LOAD,
    );
    await expect(toast).toHaveAttribute("href", "/dashboard/orders?order=ORD-0001");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-0001", "#ORD-0003"]), LOAD);
  },
};
