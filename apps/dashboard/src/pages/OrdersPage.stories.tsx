import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { mockAgo } from "@boostdash/api-client/core/mocks/fixtures";
import { errorResponse, mockRouteUntyped, neverAnswer } from "@boostdash/api-client/core/mocks/route";
import { mockStore } from "@boostdash/api-client/core/mocks/store";
import { liveEventsMock } from "@boostdash/api-client/events/mocks";
import type { OrderRow } from "@boostdash/api-client/orders/contract";
import { createOrderWithStatus } from "@boostdash/api-client/orders/fixtures";
import { chooseOption } from "@boostdash/ui/stories/chooseOption";
import { settleVirtualList } from "@boostdash/ui/stories/settleList";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse } from "msw";
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from "storybook/test";
import { currentSearch, type DashboardApp, LOAD, mockApi, signedInPage } from "../stories/storyKit";
import { PAGE_SIGN_IN, signedOutStory } from "../stories/storyStates";

const summaryRequests = fn();

/** The summary fails once, then answers (the store's handler): Retry recovers. */
const failsFirstSummary = mockRouteUntyped("getOrdersSummary", () => {
  summaryRequests();
  if (summaryRequests.mock.calls.length === 1)
    return errorResponse(500, { message: "Internal server error" });
  return undefined;
});

/** The open order's order.json takes forever: the dialog says it is loading. */
const slowOrder = mockRouteUntyped("getOrder", ({ request }) => neverAnswer(request));

/** The open order's order.json waits until the play lets it through (`heldOrder.release()`), then the store answers. */
const heldOrder = {
  release: () => {},
  released: Promise.resolve(),
  hold() {
    this.released = new Promise<void>((resolve) => {
      this.release = resolve;
    });
  },
};
const heldOrderRoute = mockRouteUntyped("getOrder", async () => {
  await heldOrder.released;
  return undefined;
});

/** A search's summary and first page take a while: the previous results stay on screen meanwhile. */
const slowSearch = [
  mockRouteUntyped("getOrdersSummary", async ({ request }) => {
    if (new URL(request.url).searchParams.get("q")) await delay(1_500);
    return undefined;
  }),
  mockRouteUntyped("getOrdersPage", async ({ request }) => {
    if (new URL(request.url).searchParams.get("q")) await delay(1_500);
    return undefined;
  }),
];

/** A search's cards wait until the play lets them through (`heldCards.release()`); its pages answer at once. */
const heldCards = {
  release: () => {},
  released: Promise.resolve(),
  hold() {
    this.released = new Promise<void>((resolve) => {
      this.release = resolve;
    });
  },
};
const heldSearchCards = mockRouteUntyped("getOrdersSummary", async ({ request }) => {
  if (new URL(request.url).searchParams.get("q")) await heldCards.released;
  return undefined;
});

const meta = {
  title: "Wiring/Dashboard/OrdersPage",
  ...signedInPage("/dashboard/orders", {
    decorators: [
      (Story) => (
        <>
          <style>{"[data-testid='order-scroller'] { scrollbar-width: none; will-change: transform; }"}</style>
          <Story />
        </>
      ),
    ],
    beforeEach: () => {
      summaryRequests.mockClear();
    },
  }),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

function cardIds(canvasElement: HTMLElement) {
  return within(canvasElement)
    .queryAllByTestId("order-card")
    .map((card) => card.querySelector("h3")?.textContent);
}

/** The store's orders, newest first, as '#id'. */
function expectedIds() {
  return [...mockStore().orders]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((f) => `#${f.order.orderId}`);
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Orders" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("Track and manage Discord boost orders")).toBeVisible();
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(expectedIds()), LOAD);
    await expect(canvas.getByTestId("orders-count")).toHaveTextContent("6 Orders");
    await expect(canvas.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByText("Updated just now")).toBeVisible();
    await expect(document.title).toBe("Orders · boostdash");
  },
};

/** Neither the cards nor the first rows are in yet. */
export const Loading: Story = {
  parameters: { msw: mockApi(scenarios.getOrdersSummary.slow, scenarios.getOrdersPage.slow) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading orders...", {}, LOAD)).toBeVisible();
  },
};

/**
 * The cards count every order the search keeps (up to a second at a million); the first rows are a page away. The
 * rows show as soon as their page is in, the cards with a dash until their counts arrive.
 */
export const RowsBeforeCards: Story = {
  parameters: { msw: mockApi(scenarios.getOrdersSummary.slow) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(expectedIds()), LOAD);
    await expect(canvas.queryByText("Loading orders...")).toBeNull();
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Counting orders...");
    // The header's count waits for the store's count too: the first page's length is not the store's size.
    await expect(canvas.queryByTestId("orders-count")).toBeNull();
    const summary = canvas.getByRole("region", { name: "Summary" });
    await expect(summary).toHaveAttribute("aria-busy", "true");
    await expect(within(summary).getAllByText("\u2013")).toHaveLength(4);
    await expect(canvas.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  },
};

/** A search whose cards are still counting: its rows replace the previous ones at once, the counts follow. */
export const SearchRowsBeforeCards: Story = {
  // It ends where a search that kept its previous rows ends: one row, its cards counted.
  parameters: {
    msw: mockApi(heldSearchCards),
    screenshot: { sameAs: "wiring-dashboard-orderspage--search-keeps-previous" },
  },
  beforeEach: () => {
    heldCards.hold();
    return () => heldCards.release();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(6), LOAD);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search orders" }), "ORD-0002", {
      delay: null,
    });
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-0002"]), LOAD);
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Counting orders...");
    await expect(canvas.queryByText("Searching...")).toBeNull();
    heldCards.release();
    await waitFor(
      () => expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Showing 1 of 6 orders"),
      LOAD,
    );
    await expect(canvas.getByRole("region", { name: "Summary" })).not.toHaveAttribute("aria-busy");
  },
};

/** The first screen is the cards and the first rows together: while the first page is slow, the page loads. */
export const FirstPageSlow: Story = {
  parameters: {
    msw: mockApi(scenarios.getOrdersPage.slow),
    screenshot: { sameAs: "wiring-dashboard-orderspage-loading" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading orders...", {}, LOAD)).toBeVisible();
    await expect(canvas.queryByTestId("order-card-skeleton")).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: mockApi(scenarios.getOrdersSummary.empty, scenarios.getOrdersPage.empty) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No orders yet", {}, LOAD)).toBeVisible();
    await expect(canvas.getByText("Orders will appear here when customers place them")).toBeVisible();
  },
};

/** A 500 on the summary: the toast of docs/product.md#orders and an error view whose Retry loads again. */
export const ListFails: Story = {
  parameters: { msw: mockApi(failsFirstSummary) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Once as the toast, once as the page's error view.
    await waitFor(() => expect(screen.getAllByText("Failed to fetch orders")).toHaveLength(2), LOAD);
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(6), LOAD);
    // The cards come from the first page's request, which can answer before the summary's second one: the header's
    // count is the summary's.
    await waitFor(() => expect(canvas.getByTestId("orders-count")).toHaveTextContent("6 Orders"), LOAD);
    await expect(summaryRequests).toHaveBeenCalledTimes(2);
  },
};

/** A shared link opens the dialog at once; it says it is loading until the order's order.json is in. */
export const DialogLoads: Story = {
  parameters: { route: "/dashboard/orders?order=ORD-0002", msw: mockApi(slowOrder) },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Order #ORD-0002" }, LOAD));
    await expect(dialog.getByRole("status")).toHaveTextContent("Loading order...");
  },
};

/**
 * Export CSV downloads the server's file of the search and filter on screen, as it sent it (its BOM first), and says
 * how many orders it holds.
 */
export const ExportsCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(6), LOAD);
    await chooseOption("Filter by status", "Partial");
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(2), LOAD);
    const made = spyOn(URL, "createObjectURL");
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Export CSV" }));
      await expect(
        await screen.findByText("Exported 2 orders to orders-2026-01-15.csv", {}, LOAD),
      ).toBeVisible();
      const blob = made.mock.calls[0]?.[0] as Blob;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
      await expect(lines[0]?.startsWith("Order ID,Folder ID,Status")).toBe(true);
      await expect(lines).toHaveLength(3);
      await expect(lines.slice(1).every((line) => line.includes(",Partial,"))).toBe(true);
    } finally {
      made.mockRestore();
    }
  },
};

/** A search the server is slow to answer: the previous results stay on screen, then the answer replaces them. */
export const SearchKeepsPrevious: Story = {
  parameters: { msw: mockApi(...slowSearch) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(6), LOAD);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search orders" }), "ORD-0002", {
      delay: null,
    });
    await expect(await canvas.findByText("Searching...")).toBeVisible();
    await expect(cardIds(canvasElement)).toHaveLength(6);
    await expect(canvas.queryByText("Loading orders...")).toBeNull();
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-0002"]), LOAD);
    await expect(canvas.queryByText("Searching...")).toBeNull();
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Showing 1 of 6 orders");
  },
};

export const SignedOut: Story = signedOutStory(PAGE_SIGN_IN, scenarios.getOrdersSummary.unauthorized);

/** A shared link: the search, the filter and the open order all come from the URL. */
export const FromSharedLink: Story = {
  parameters: {
    route: "/dashboard/orders?q=ord&status=partial&order=ORD-0002",
    msw: mockApi(heldOrderRoute),
  },
  beforeEach: () => heldOrder.hold(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog opens with the link, before its order has loaded.
    const opened = await screen.findByRole("dialog", { name: "Order #ORD-0002" }, LOAD);
    await expect(within(opened).getByRole("status")).toHaveTextContent("Loading order...");
    heldOrder.release();
    // Asked again until it holds: the dialog is filled in once its order has loaded.
    await waitFor(
      () =>
        expect(
          within(screen.getByRole("dialog", { name: "Order #ORD-0002" })).getByText("Partial"),
        ).toBeVisible(),
      LOAD,
    );
    // Filled in, not replaced: the element a screen reader and focus were in is still the dialog.
    await expect(screen.getByRole("dialog", { name: "Order #ORD-0002" })).toBe(opened);
    // A storefront's order (the mock's second): its invoice id as the server's order.json gives it.
    const invoice = within(opened).getByText("Storefront Invoice").nextElementSibling;
    await expect(invoice?.textContent).toBe("INV-7f3a9c21");
    // The page behind the modal dialog is hidden from assistive tech, so ask for hidden elements too.
    await expect(canvas.getByRole("searchbox", { name: "Search orders", hidden: true })).toHaveValue("ord");
    await expect(canvas.getByRole("combobox", { name: "Filter by status", hidden: true })).toHaveTextContent(
      "Partial",
    );
  },
};

/** Search, filter and the open order are written to the URL; closing the dialog takes its entry back off. */
export const KeepsStateInUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(6), LOAD);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search orders" }), "ORD");
    await waitFor(() => expect(currentSearch().get("q")).toBe("ORD"));
    await chooseOption("Filter by status", "Completed");
    await waitFor(() => expect(currentSearch().get("status")).toBe("completed"));
    const [first] = cardIds(canvasElement);
    const id = first?.slice(1) ?? "";
    await userEvent.click(canvas.getByRole("button", { name: `View Details of order #${id}` }));
    // Asked again until it holds: the dialog is filled in once its order has loaded.
    await waitFor(() => expect(screen.getByRole("dialog", { name: `Order #${id}` })).toBeVisible(), LOAD);
    await expect(currentSearch().get("order")).toBe(id);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(currentSearch().get("order")).toBeNull());
    // Focus is back on the card's button the dialog was opened from, though the address changed under it.
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: `View Details of order #${id}` })).toHaveFocus(),
    );
    // Back to the filtered list, filters kept.
    await expect(currentSearch().get("status")).toBe("completed");
    await expect(currentSearch().get("q")).toBe("ORD");
  },
};

/** A link to an order the seller does not have: said once, and the link's order is dropped. */
export const UnknownOrderLink: Story = {
  parameters: { route: "/dashboard/orders?order=NOPE" },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText("That order was not found", {}, LOAD)).toBeVisible();
    await waitFor(() => expect(currentSearch().get("order")).toBeNull());
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(6));
  },
};

// A live stream the stories drive: a customer redeems, the bot claims and reports, the stream is cut.
const live = liveEventsMock();

function addOrder(orderId: string, status: "pending" | "processing" | "partial") {
  const store = mockStore();
  const createdAt = mockAgo(0);
  const order = createOrderWithStatus(status, {
    orderId,
    amount: 14,
    ...(status === "partial" ? { "tokens-used": { success: ["a", "b", "c", "d"], failed: ["e", "f"] } } : {}),
  });
  store.orders = [
    { folderId: orderId, createdAt, order },
    ...store.orders.filter((f) => f.folderId !== orderId),
  ];
  live.push({ orderId, status, created: status === "pending", createdAt });
}

/**
 * An order redeemed while the page is open arrives without a reload: its card (Pending), a 'New order #id' toast
 * linking to it, then Processing and Partial as the bot claims and reports.
 */
export const LiveOrderArrives: Story = {
  parameters: { msw: mockApi(live.handler) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(6), LOAD);
    await waitFor(() => expect(canvas.getByTestId("orders-live")).toHaveTextContent("Live"), LOAD);
    addOrder("LIVE-1", "pending");
    await waitFor(() => expect(cardIds(canvasElement)[0]).toBe("#LIVE-1"));
    const card = () => within(canvas.getAllByTestId("order-card")[0] as HTMLElement);
    await expect(card().getByTestId("order-status")).toHaveTextContent("Pending");
    await expect(canvas.getByTestId("orders-count")).toHaveTextContent("7 Orders");
    const toast = await screen.findByRole("link", { name: "New order #LIVE-1" });
    await expect(toast).toHaveAttribute("href", "/dashboard/orders?order=LIVE-1");
    addOrder("LIVE-1", "processing");
    await waitFor(() => expect(card().getByTestId("order-status")).toHaveTextContent("Processing"));
    addOrder("LIVE-1", "partial");
    await waitFor(() => expect(card().getByTestId("order-status")).toHaveTextContent("Partial"));
    await expect(canvas.getByTestId("orders-count")).toHaveTextContent("7 Orders");
    // The toast's link opens the order.
    await userEvent.click(toast);
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Order #LIVE-1" })).toBeVisible(), LOAD);
    await expect(currentSearch().get("order")).toBe("LIVE-1");
  },
};

/** The stream is cut: the page says it is polling instead, and goes back to live once it reconnects. */
export const StreamCut: Story = {
  // Back to live, the page looks as it did before the cut.
  parameters: { msw: mockApi(live.handler), screenshot: { sameAs: "wiring-dashboard-orderspage--success" } },
  beforeEach: () => {
    live.restore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId("orders-live")).toHaveTextContent("Live"), LOAD);
    const before = live.connections;
    live.cut();
    await waitFor(() =>
      expect(canvas.getByTestId("orders-live")).toHaveTextContent(
        "Reconnecting\u2026 checking for new orders every 15 s",
      ),
    );
    await expect(canvas.getByTestId("orders-live")).toHaveAttribute("data-live", "cut");
    live.restore();
    await waitFor(() => expect(canvas.getByTestId("orders-live")).toHaveTextContent("Live"), {
      timeout: 8_000,
    });
    await expect(live.connections).toBeGreaterThan(before);
  },
};

/** Typing fast as the page loads: the address catches up behind, and never takes a character back. */
export const FastTypingKept: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole("searchbox", { name: "Search orders" }, LOAD);
    await userEvent.type(search, "threeMonth", { delay: null });
    await expect(search).toHaveValue("threeMonth");
    await waitFor(() => expect(currentSearch().get("q")).toBe("threeMonth"));
    await expect(search).toHaveValue("threeMonth");
    // Once more, after the list is in.
    await waitFor(() => expect(cardIds(canvasElement).length).toBeGreaterThan(0), LOAD);
    await userEvent.clear(search);
    await userEvent.type(search, "three month", { delay: null });
    await waitFor(() => expect(currentSearch().get("q")).toBe("three month"));
    await expect(search).toHaveValue("three month");
  },
};

/** A long order book made on demand: row `index` (newest first) of `BOOK_SIZE`, the same for the same position. */
const BOOK_SIZE = 100_000;
function bookRow(index: number): OrderRow {
  const n = String(BOOK_SIZE - index).padStart(6, "0");
  return {
    folderId: `BOOK-${n}`,
    orderId: `BOOK-${n}`,
    status: "completed",
    invite: `https://discord.gg/book${n}`,
    stock: "oneMonthBoosts.txt",
    amount: 2,
    successfulTokens: 1,
    failedTokens: 0,
    createdAt: mockAgo((10 + index) * 60_000),
  };
}
/** Each page the list asked for during the play (its offset, or the row it follows). */
const bookPagesAsked: string[] = [];
const longBook = [
  mockRouteUntyped("getOrdersSummary", () =>
    HttpResponse.json({
      totalOrders: BOOK_SIZE,
      successRate: 100,
      totalBoosts: 2 * BOOK_SIZE,
      completed: BOOK_SIZE,
    }),
  ),
  mockRouteUntyped("getOrdersPage", ({ request }) => {
    const params = new URL(request.url).searchParams;
    const limit = Number(params.get("limit") ?? 100);
    const after = params.get("after");
    const start = after
      ? BOOK_SIZE - Number(after.slice("BOOK-".length)) + 1
      : Number(params.get("offset") ?? 0);
    bookPagesAsked.push(after ? `after ${after}` : `offset ${start}`);
    const orders = [];
    for (let i = start; i < Math.min(BOOK_SIZE, start + limit); i += 1) orders.push(bookRow(i));
    const last = orders[orders.length - 1];
    return HttpResponse.json({ orders, next: start + limit < BOOK_SIZE && last ? last.folderId : null });
  }),
];

/**
 * Flung through 100,000 orders to the end: the list asks for the pages where it stops, not for the pages of every
 * frame on the way (each a query the server would run to its end for nobody; at a million orders the last rows then
 * came after 30 s).
 */
export const FlungToTheEnd: Story = {
  parameters: { msw: mockApi(...longBook) },
  beforeEach: () => {
    bookPagesAsked.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)[0]).toBe("#BOOK-100000"), LOAD);
    const scroller = canvas.getByTestId("order-scroller");
    const askedBefore = bookPagesAsked.length;
    const frames = 40;
    for (let i = 1; i <= frames; i += 1) {
      scroller.scrollTop = ((scroller.scrollHeight - scroller.clientHeight) * i) / frames;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await waitFor(
      () =>
        expect(
          scroller.querySelector(`li[aria-posinset="${BOOK_SIZE}"] [data-testid='order-card'] h3`),
        ).toHaveTextContent("#BOOK-000001"),
      LOAD,
    );
    // A few pages about the list's end, not the pages of each of the 40 frames (77 of them before).
    await expect(bookPagesAsked.length - askedBefore).toBeLessThanOrEqual(10);
    // The cards drawn near the end are taller than the list's estimate, so the list grew after the fling and its
    // end moved (how far depended on when the cards were measured: the picture differed on a busy host). A person
    // then scrolls on to the end: the last order sits at the box's bottom.
    await settleVirtualList(scroller, "ul");
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => {
      const last = scroller.querySelector(`li[aria-posinset="${BOOK_SIZE}"]`) as HTMLElement;
      const gap = scroller.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom;
      expect(Math.abs(gap)).toBeLessThan(14);
    }, LOAD);
  },
};
