import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import type { OrderRow } from "@boostdash/api-client/orders/contract";
import {
  type DashboardOrder,
  matchOrders,
  type OrdersSummary,
  summarizeOrders,
  toOrderRow,
} from "@boostdash/api-client/orders/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useEffect, useMemo, useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { chooseOption, pickOpenOption } from "../../stories/chooseOption";
import { stubClipboard, writeText } from "../../stories/clipboard";
import { screenDocs } from "../../stories/screenDocs";
import { settleVirtualList } from "../../stories/settleList";
import { OrdersScreen, type OrdersScreenProps } from "./OrdersScreen";
import {
  bigOrder,
  manyOrders,
  ordersWithUnfinished,
  pendingOrder,
  processingOrder,
  sampleOrdersNewestFirst,
} from "./orderFixtures";

const fiveThousand = manyOrders(5000);

/** What the story's in-memory server is told, on top of the screen's own props. */
type OrdersStoryProps = Omit<
  OrdersScreenProps,
  "summary" | "allOrders" | "total" | "rowAt" | "openOrder" | "searching" | "listKey"
> & {
  /** The order book the story's server answers from (newest first). */
  orders: readonly DashboardOrder[];
  /** Rows at or past this position have not arrived yet: they show as skeletons. */
  loadedRows?: number;
  /** An order book this large, its rows made on demand (the 100,000-order story), instead of `orders`. */
  syntheticTotal?: number;
  /** The server takes this long to answer a new search; the previous results stay meanwhile. */
  searchDelayMs?: number;
  /** The open order's order.json has not arrived yet. */
  dialogLoading?: boolean;
  /** A filtered view's answer is in, the store's own count not yet. */
  storeCountPending?: boolean;
};

/** A row of the synthetic order book: the same for the same position. */
function syntheticRow(index: number, total: number): OrderRow {
  const amount = [2, 4, 6, 8, 14, 28][index % 6] ?? 2;
  const needed = Math.ceil(amount / 2);
  const success = index % 11 === 0 ? 0 : index % 5 === 0 ? Math.max(1, needed - 1) : needed;
  return {
    folderId: `BULK-${String(total - index).padStart(6, "0")}`,
    orderId: `BULK-${String(total - index).padStart(6, "0")}`,
    status: success === 0 ? "failed" : success < needed ? "partial" : "completed",
    invite: `https://discord.gg/bulk${total - index}`,
    stock: ["oneMonthBoosts.txt", "threeMonthBoosts.txt"][index % 2] ?? "oneMonthBoosts.txt",
    amount,
    successfulTokens: success,
    failedTokens: needed - success,
    createdAt: new Date(Date.parse(MOCK_NOW) - (10 + index * 3) * 60_000).toISOString(),
  };
}

function syntheticSummary(total: number): OrdersSummary {
  let totalBoosts = 0;
  let successful = 0;
  let completed = 0;
  for (let i = 0; i < total; i += 1) {
    const row = syntheticRow(i, total);
    totalBoosts += row.amount;
    successful += row.successfulTokens * 2;
    if (row.status === "completed") completed += 1;
  }
  return {
    totalOrders: total,
    successRate: Math.min(100, Math.round((successful / totalBoosts) * 100)),
    totalBoosts,
    completed,
  };
}

/**
 * The screen is controlled (the app keeps filters and the open order in the URL, and asks the server): stories keep
 * them here and answer from `orders` with the rules the server uses (search, filter, summary).
 */
function OrdersStory({
  orders,
  loadedRows,
  syntheticTotal,
  searchDelayMs = 0,
  dialogLoading = false,
  storeCountPending = false,
  ...args
}: OrdersStoryProps) {
  const [filters, setFilters] = useState(args.filters);
  const [shownFilters, setShownFilters] = useState(args.filters);
  const [openOrderId, setOpenOrderId] = useState(args.openOrderId);
  useEffect(() => {
    if (filters === shownFilters) return;
    const timer = setTimeout(() => setShownFilters(filters), searchDelayMs);
    return () => clearTimeout(timer);
  }, [filters, shownFilters, searchDelayMs]);
  const matched = useMemo(
    () => matchOrders(orders, { q: shownFilters.query, status: shownFilters.status }),
    [orders, shownFilters],
  );
  const rows = useMemo(() => matched.map(toOrderRow), [matched]);
  const summary = useMemo(
    () => (syntheticTotal !== undefined ? syntheticSummary(syntheticTotal) : summarizeOrders(matched)),
    [matched, syntheticTotal],
  );
  const total = syntheticTotal ?? rows.length;
  const loaded = loadedRows ?? total;
  const rowAt = useCallback(
    (index: number) =>
      index >= loaded
        ? undefined
        : syntheticTotal !== undefined
          ? syntheticRow(index, syntheticTotal)
          : rows[index],
    [rows, loaded, syntheticTotal],
  );
  return (
    <OrdersScreen
      {...args}
      summary={args.status === "ready" ? summary : undefined}
      allOrders={storeCountPending ? undefined : (syntheticTotal ?? orders.length)}
      total={total}
      rowAt={rowAt}
      listKey={`${shownFilters.status}|${shownFilters.query}`}
      searching={filters !== shownFilters}
      filters={filters}
      onFiltersChange={(next) => {
        args.onFiltersChange(next);
        setFilters(next);
      }}
      openOrderId={openOrderId}
      openOrder={dialogLoading ? undefined : orders.find((order) => order.folderId === openOrderId)}
      onOpenOrder={(id) => {
        args.onOpenOrder(id);
        setOpenOrderId(id);
      }}
    />
  );
}

const meta = {
  title: "Screens/Orders",
  component: OrdersStory,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "Orders (`/dashboard/orders`): every order as a card with its status (completed, partial, failed; pending and processing while on its way), a search over order id, server, invite and stock, status filters, a CSV export, and a dialog with an order's tokens.\n\nStates: populated, the cards still counting, with unfinished orders (pending, processing; filtered; nothing finished yet), loading, streaming in, empty, no matches, each filter, a filter answered before the store's own count, searched, the order dialog (without tokens, with many, its timeline, who did what), load failed, some orders skipped, 5,000 orders, on a phone.",
    ),
  },
  decorators: [
    (Story) => (
      <>
        {/* Screenshots only: no overlay scrollbar fading on its own clock, and a steady compositing layer. */}
        <style>
          {
            "[data-testid='order-scroller'], [data-testid='token-scroller'] { scrollbar-width: none; will-change: transform; }"
          }
        </style>
        <Story />
      </>
    ),
  ],
  args: {
    status: "ready",
    orders: sampleOrdersNewestFirst,
    filters: { query: "", status: "all" },
    onFiltersChange: fn(),
    onOpenOrder: fn(),
    onRefresh: fn(),
    updatedAt: "2026-01-15T11:55:00.000Z",
    now: MOCK_NOW,
    timeZone: "UTC",
    onExportCsv: fn(),
    onCopied: fn(),
    onCopyFailed: fn(),
  },
} satisfies Meta<typeof OrdersStory>;
export default meta;
type Story = StoryObj<typeof meta>;

function statValue(canvasElement: HTMLElement, title: string) {
  const summary = within(within(canvasElement).getByRole("region", { name: "Summary" }));
  const card = summary.getByText(title).closest("[data-slot='stat-card']");
  return card?.querySelector("[data-slot='stat-value']")?.textContent;
}

function cardIds(canvasElement: HTMLElement) {
  return within(canvasElement)
    .queryAllByTestId("order-card")
    .map((card) => card.querySelector("h3")?.textContent);
}

/** Rows are measured after they render; wait until the list holds still so the screenshot is steady. */
function settleList(canvasElement: HTMLElement) {
  return settleVirtualList(canvasElement, "[data-testid='order-scroller'] ul");
}

async function chooseStatus(option: string) {
  await chooseOption("Filter by status", option);
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(canvas.getByText("Track and manage Discord boost orders")).toBeVisible();
    await expect(canvas.getByTestId("orders-count")).toHaveTextContent("7 Orders");
    await expect(statValue(canvasElement, "Total Orders")).toBe("7");
    // 2 x (7 + 19 + 9 + 16 + 2 + 49 + 0) = 204 successful of 324 requested boosts: 63 %.
    await expect(statValue(canvasElement, "Success Rate")).toBe("63%");
    await expect(statValue(canvasElement, "Total Boosts")).toBe("324");
    await expect(statValue(canvasElement, "Completed")).toBe("1");
    await expect(canvas.getByPlaceholderText("Search orders...")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Filter by status" })).toHaveTextContent("All Status");
    await expect(canvas.getByText("Updated 5 min ago")).toBeVisible();
    // Newest first.
    await waitFor(() =>
      expect(cardIds(canvasElement)).toEqual([
        "#ORD-1001",
        "#ORD-1002",
        "#ORD-1003",
        "#ORD-1004",
        "#ORD-1005",
        "#ORD-1006",
        "#ORD-1007",
      ]),
    );
    const cards = canvas.getAllByTestId("order-card").map((card) => within(card));
    const rates = canvas.getAllByTestId("order-rate");
    await expect(rates.map((rate) => rate.textContent)).toEqual([
      "100%",
      "95%",
      "90%",
      "89%",
      "50%",
      "49%",
      "0%",
    ]);
    await expect(rates.map((rate) => rate.dataset.tone)).toEqual([
      "success",
      "success",
      "success",
      "warning",
      "warning",
      "danger",
      "danger",
    ]);
    const [first, second, , , , , last] = cards;
    if (!first || !second || !last) throw new Error("cards missing");
    await expect(first.getByText("Completed")).toBeVisible();
    await expect(first.getByText("https://discord.gg/ord1001")).toBeVisible();
    await expect(first.getByText("One Month Boosts")).toBeVisible();
    await expect(first.getByText("Jan 15, 2026")).toBeVisible();
    await expect(first.getByText("Requested")).toBeVisible();
    await expect(first.getByText("Successful")).toBeVisible();
    await expect(first.getByText("Success Rate")).toBeVisible();
    await expect(first.getByRole("button", { name: "View Details of order #ORD-1001" })).toBeVisible();
    await expect(second.getByText("Partial")).toBeVisible();
    await expect(second.getByText("Three Month Boosts")).toBeVisible();
    await expect(last.getByText("Failed")).toBeVisible();
    await expect(last.getByText("Three Month Nitro Tokens")).toBeVisible();
    // List semantics with each card's place in the whole.
    const items = within(canvas.getByRole("list", { name: "7 orders" })).getAllByRole("listitem");
    await expect(items[0]).toHaveAttribute("aria-posinset", "1");
    await expect(items[0]).toHaveAttribute("aria-setsize", "7");
    await settleList(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: "loading", orders: [], updatedAt: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading orders...")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Refresh" })).toBeDisabled();
    await expect(canvas.queryByTestId("order-card")).toBeNull();
  },
};

/**
 * Scrolled past the rows loaded so far: those rows are skeletons of a card's size, in their places of the whole
 * list (its true length), until their page arrives; the cards around them work meanwhile.
 */
/** The first rows are in and the cards are still counting (a million orders): a dash on each card, no zeros. */
export const CardsCounting: Story = {
  args: { counting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId("order-card").length).toBeGreaterThan(0);
    const summary = canvas.getByRole("region", { name: "Summary" });
    await expect(summary).toHaveAttribute("aria-busy", "true");
    await expect(within(summary).getAllByText("\u2013")).toHaveLength(4);
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Counting orders...");
    await expect(canvas.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  },
};

export const RowsLoading: Story = {
  name: "Rows still loading while scrolling",
  args: { orders: fiveThousand, loadedRows: 100 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Showing all 5,000 orders");
    await waitFor(() => expect(cardIds(canvasElement)[0]).toBe("#BULK-05000"));
    const scroller = canvas.getByTestId("order-scroller");
    // Row 96 near the top of the view: the last loaded cards, then skeletons.
    scroller.scrollTop = 96 * 90;
    await waitFor(() => expect(canvas.getAllByTestId("order-card-skeleton").length).toBeGreaterThan(0));
    await waitFor(() => expect(cardIds(canvasElement)).toContain("#BULK-04901"));
    const skeleton = canvas.getAllByTestId("order-card-skeleton")[0] as HTMLElement;
    await expect(within(skeleton).getByText("Loading order...")).toBeInTheDocument();
    const row = skeleton.closest("li");
    await expect(row).toHaveAttribute("aria-busy", "true");
    await expect(row).toHaveAttribute("aria-setsize", "5000");
    await expect(Number(row?.getAttribute("aria-posinset"))).toBeGreaterThan(100);
    // The same height as a card, so nothing jumps when the page arrives.
    const card = canvas.getAllByTestId("order-card")[0]?.closest("li");
    await expect(Math.abs((row?.offsetHeight ?? 0) - (card?.offsetHeight ?? 0))).toBeLessThanOrEqual(1);
    // The loaded cards beside the skeletons work as ever.
    await expect(canvas.getByRole("button", { name: "View Details of order #BULK-04901" })).toBeEnabled();
    await expect(args.onOpenOrder).not.toHaveBeenCalled();
    await settleList(canvasElement);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No orders yet")).toBeVisible();
    await expect(canvas.getByText("Orders will appear here when customers place them")).toBeVisible();
    await expect(canvas.getByTestId("orders-count")).toHaveTextContent("0 Orders");
    await expect(statValue(canvasElement, "Success Rate")).toBe("0%");
    await expect(canvas.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  },
};

export const NoMatches: Story = {
  name: "No matches",
  parameters: { screenshot: { sameAs: "screens-orders--populated" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search orders" }), "no-such-order");
    await expect(await canvas.findByText("No matching orders")).toBeVisible();
    await expect(canvas.getByText("Try adjusting your search or filter criteria")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ query: "", status: "all" });
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(7));
    await settleList(canvasElement);
  },
};

export const FilterCompleted: Story = {
  name: "Filtered: completed",
  play: async ({ canvasElement }) => {
    await chooseStatus("Completed");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1001"]));
    await expect(within(canvasElement).getByTestId("orders-shown")).toHaveTextContent(
      "Showing 1 of 7 orders",
    );
    await settleList(canvasElement);
  },
};

/**
 * A filtered view whose answer came before the store's own count: the line does not call the filtered few "all"
 * (it counts until the store's total is in), and the header's count waits for it too.
 */
export const FilteredStoreCounting: Story = {
  name: "Filtered: store count pending",
  args: { filters: { query: "", status: "completed" }, storeCountPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1001"]));
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Counting orders...");
    await expect(canvas.queryByTestId("orders-count")).toBeNull();
    await settleList(canvasElement);
  },
};

export const FilterPartial: Story = {
  name: "Filtered: partial",
  play: async ({ canvasElement }) => {
    await userEvent.click(screen.getByRole("combobox", { name: "Filter by status" }));
    const options = await screen.findAllByRole("option");
    // docs/product.md's options, then the unfinished ones (docs/product.md#order-lifecycle).
    await expect(options.map((option) => option.textContent)).toEqual([
      "All Status",
      "Completed",
      "Partial",
      "Failed",
      "Pending",
      "Processing",
      // Orders with an open replacement request (docs/decisions.md#replacements-the-sellers-screens).
      "Replacement requested",
    ]);
    await pickOpenOption("Partial");
    await waitFor(() =>
      expect(cardIds(canvasElement)).toEqual([
        "#ORD-1002",
        "#ORD-1003",
        "#ORD-1004",
        "#ORD-1005",
        "#ORD-1006",
      ]),
    );
    await settleList(canvasElement);
  },
};

export const FilterFailed: Story = {
  name: "Filtered: failed",
  play: async ({ canvasElement, args }) => {
    await chooseStatus("Failed");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1007"]));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ query: "", status: "failed" });
    await settleList(canvasElement);
  },
};

/** Case-insensitive over order id, guild id, invite and stock (docs/product.md#orders). */
export const Search: Story = {
  name: "Searched",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "Search orders" });
    await userEvent.type(search, "ord-1003");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1003"]));
    await userEvent.clear(search);
    await userEvent.type(search, "0777");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1001"]));
    await userEvent.clear(search);
    await userEvent.type(search, "DISCORD.GG/ORD1005");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1005"]));
    await userEvent.clear(search);
    await userEvent.type(search, "NitroTokens");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1004", "#ORD-1007"]));
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Showing 2 of 7 orders");
    // As the card words the stock, too.
    await userEvent.clear(search);
    await userEvent.type(search, "three month");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1002", "#ORD-1006", "#ORD-1007"]));
    await userEvent.clear(search);
    await userEvent.type(search, "Three Month Boosts");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1002", "#ORD-1006"]));
    await userEvent.clear(search);
    await userEvent.type(search, "NitroTokens");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1004", "#ORD-1007"]));
    await settleList(canvasElement);
  },
};

/** Opened by keyboard from the card; tokens masked, then revealed. */
export const DialogOpen: Story = {
  name: "Order dialog open",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(7));
    canvas.getByRole("button", { name: "View Details of order #ORD-1002" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpenOrder).toHaveBeenCalledWith("ORD-1002");
    const dialog = within(await screen.findByRole("dialog", { name: "Order #ORD-1002" }));
    await expect(dialog.getByText("Partial")).toBeVisible();
    await expect(dialog.getByText(/^Created/)).toHaveTextContent("Created Jan 15, 2026, 10:25 AM");
    for (const [label, value] of [
      ["Boosts Requested", "40"],
      ["Successful Boosts", "38"],
      ["Failed Boosts", "2"],
      ["Success Rate", "95%"],
    ]) {
      await expect(dialog.getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
    }
    await expect(dialog.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "95");
    await expect(dialog.getByText("Order Information")).toBeVisible();
    await expect(dialog.getByText("Guild ID")).toBeVisible();
    await expect(dialog.getByText("1100000000000000001")).toBeVisible();
    await expect(dialog.getByText("Invite")).toBeVisible();
    await expect(dialog.getByText("Stock Type")).toBeVisible();
    await expect(dialog.getByText("Three Month Boosts")).toBeVisible();
    await expect(dialog.getByText("BB Guild ID")).toBeVisible();
    await expect(dialog.getByText("Quick Actions")).toBeVisible();
    const store = dialog.getByRole("link", { name: /Open Store Link/ });
    await expect(store).toHaveAttribute("href", "https://store.example.com");
    await expect(store).toHaveAttribute("target", "_blank");
    await expect(dialog.getByRole("link", { name: /Open Discord Link/ })).toHaveAttribute(
      "href",
      "https://discord.gg/examplestore",
    );
    const successful = within(dialog.getByTestId("tokens-success"));
    await expect(successful.getByRole("heading", { name: "Successful Tokens 19" })).toBeVisible();
    await expect(within(dialog.getByTestId("tokens-danger")).getByText("Failed Tokens")).toBeVisible();
    const tokens = () => successful.getAllByTestId("token-value").map((token) => token.textContent ?? "");
    // Masked: a short prefix and an ellipsis.
    await expect(tokens().every((token) => /^MT[A-Za-z0-9]{4}\u2026$/.test(token))).toBe(true);
    await userEvent.click(successful.getByRole("button", { name: "Reveal successful tokens" }));
    await expect(successful.getByRole("button", { name: "Hide successful tokens" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(tokens().every((token) => token.length > 50)).toBe(true);
    // The failed list stays masked: one toggle per list.
    await expect(
      within(dialog.getByTestId("tokens-danger")).getAllByTestId("token-value")[0],
    ).toHaveTextContent(/\u2026$/);
  },
};

/** Closed by Escape and by its button: focus returns to the card's button each time (its ring shows). */
export const DialogCloses: Story = {
  name: "Order dialog closed",
  play: async (context) => {
    await DialogOpen.play?.(context);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(context.args.onOpenOrder).toHaveBeenLastCalledWith(undefined);
    // Focus is back on the card's button it was opened from.
    const opener = within(context.canvasElement).getByRole("button", {
      name: "View Details of order #ORD-1002",
    });
    await waitFor(() => expect(opener).toHaveFocus());
    // The same with the close button, opened by a click this time.
    await userEvent.click(within(context.canvasElement).getByRole("button", { name: /#ORD-1004$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Order #ORD-1004" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(
        within(context.canvasElement).getByRole("button", { name: "View Details of order #ORD-1004" }),
      ).toHaveFocus(),
    );
  },
};

/**
 * Orders on their way: Pending (neutral) and Processing (blue, its icon turning), no rate yet, and not counted
 * against the Success Rate (docs/product.md#order-lifecycle).
 */
export const WithUnfinished: Story = {
  name: "With pending and processing orders",
  args: { orders: ordersWithUnfinished },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("orders-count")).toHaveTextContent("9 Orders");
    await expect(statValue(canvasElement, "Total Orders")).toBe("9");
    // The finished seven's 204 of 324 boosts, as without the two unfinished ones: 63 %, not lower.
    await expect(statValue(canvasElement, "Success Rate")).toBe("63%");
    await expect(statValue(canvasElement, "Total Boosts")).toBe("346");
    await expect(statValue(canvasElement, "Completed")).toBe("1");
    await waitFor(() =>
      expect(cardIds(canvasElement).slice(0, 3)).toEqual(["#ORD-1009", "#ORD-1008", "#ORD-1001"]),
    );
    const [pending, processing] = canvas.getAllByTestId("order-card");
    if (!pending || !processing) throw new Error("cards missing");
    const pendingBadge = within(pending).getByTestId("order-status");
    await expect(pendingBadge).toHaveTextContent("Pending");
    await expect(pendingBadge).toHaveAttribute("data-tone", "neutral");
    const processingBadge = within(processing).getByTestId("order-status");
    await expect(processingBadge).toHaveTextContent("Processing");
    await expect(processingBadge).toHaveAttribute("data-tone", "info");
    await expect(processingBadge.querySelector(".animate-spin")).not.toBeNull();
    // No red 0 %: no rate until the bot reports.
    for (const card of [pending, processing]) {
      const rate = within(card).getByTestId("order-rate");
      await expect(rate).toHaveTextContent("\u2014Not yet reported");
      await expect(rate).toHaveAttribute("data-tone", "none");
    }
    await settleList(canvasElement);
  },
};

/** Nothing finished yet: the Success Rate is 0 %, not a failure of every order. */
export const NothingFinished: Story = {
  name: "Nothing finished yet",
  args: { orders: [pendingOrder, processingOrder] },
  play: async ({ canvasElement }) => {
    await expect(statValue(canvasElement, "Success Rate")).toBe("0%");
    await expect(statValue(canvasElement, "Total Boosts")).toBe("22");
    await expect(statValue(canvasElement, "Completed")).toBe("0");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1009", "#ORD-1008"]));
    await settleList(canvasElement);
  },
};

export const FilterPending: Story = {
  name: "Filtered: pending",
  args: WithUnfinished.args,
  play: async ({ canvasElement, args }) => {
    await chooseStatus("Pending");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1009"]));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ query: "", status: "pending" });
    await settleList(canvasElement);
  },
};

export const FilterProcessing: Story = {
  name: "Filtered: processing",
  args: WithUnfinished.args,
  play: async ({ canvasElement }) => {
    await chooseStatus("Processing");
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1008"]));
    await expect(within(canvasElement).getByTestId("orders-shown")).toHaveTextContent(
      "Showing 1 of 9 orders",
    );
    await settleList(canvasElement);
  },
};

/** The dialog of an order being delivered: its timeline, redeemed and claimed with their times, report waiting. */
export const DialogTimeline: Story = {
  name: "Order dialog: timeline",
  args: { ...WithUnfinished.args, openOrderId: "ORD-1008" },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Order #ORD-1008" }));
    await expect(dialog.getByTestId("order-status")).toHaveTextContent("Processing");
    await expect(dialog.getByText("Success Rate").nextElementSibling).toHaveTextContent("Not yet reported");
    await expect(dialog.getByRole("heading", { name: "Timeline" })).toBeVisible();
    const steps = dialog.getByTestId("order-timeline").querySelectorAll("li");
    await expect([...steps].map((step) => step.textContent)).toEqual([
      "RedeemedJan 15, 2026, 11:54 AM",
      "Claimed by the botJan 15, 2026, 11:56 AM",
      "ReportedWaiting",
    ]);
    await expect(steps[2]).toHaveAttribute("data-state", "current");
  },
};

/** A finished order's timeline: every step done, each with its time. */
export const DialogTimelineFinished: Story = {
  name: "Order dialog: timeline of a finished order",
  args: { openOrderId: "ORD-1002" },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Order #ORD-1002" }));
    const steps = dialog.getByTestId("order-timeline").querySelectorAll("li");
    await expect([...steps].map((step) => step.getAttribute("data-state"))).toEqual(["done", "done", "done"]);
    await expect([...steps].map((step) => step.textContent)).toEqual([
      "RedeemedJan 15, 2026, 10:25 AM",
      "Claimed by the botJan 15, 2026, 10:26 AM",
      "ReportedJan 15, 2026, 10:28 AM",
    ]);
  },
};

/**
 * A finished order's trail after its own steps: the customer asked for a replacement, Ana of the support team declined
 * it, the owner started one, and the bot approved a later request (docs/decisions.md#sessions-and-the-trail).
 */
export const DialogTrail: Story = {
  name: "Order dialog: who did it",
  args: {
    openOrderId: "ORD-1002",
    orders: sampleOrdersNewestFirst.map((o) =>
      o.folderId === "ORD-1002"
        ? {
            ...o,
            trail: [
              {
                at: "2026-01-15T10:40:00.000Z",
                action: "replacement_requested" as const,
                by: { kind: "customer" as const, id: null, name: "Customer", role: null },
                amount: 2,
                reason: null,
              },
              {
                at: "2026-01-15T10:52:00.000Z",
                action: "replacement_declined" as const,
                by: { kind: "member" as const, id: "mem-ana", name: "Ana", role: "support" as const },
                amount: null,
                reason: "Still boosted",
              },
              {
                at: "2026-01-15T11:05:00.000Z",
                action: "replacement_started" as const,
                by: {
                  kind: "owner" as const,
                  id: "seller-0001",
                  name: "Mia's Store",
                  role: "owner" as const,
                },
                amount: 1,
                reason: null,
              },
              {
                at: "2026-01-15T11:30:00.000Z",
                action: "replacement_approved" as const,
                by: { kind: "bot" as const, id: null, name: "Bot", role: null },
                amount: 1,
                reason: null,
              },
            ],
          }
        : o,
    ),
  },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Order #ORD-1002" }));
    const steps = dialog.getByTestId("order-timeline").querySelectorAll("li");
    await expect([...steps].map((step) => step.textContent)).toEqual([
      "RedeemedJan 15, 2026, 10:25 AM",
      "Claimed by the botJan 15, 2026, 10:26 AM",
      "ReportedJan 15, 2026, 10:28 AM",
      "Replacement requestedJan 15, 2026, 10:40 AMby Customer · 2 boosts",
      "Replacement declinedJan 15, 2026, 10:52 AMby Ana (Support) · Reason: Still boosted",
      "Replacement startedJan 15, 2026, 11:05 AMby Mia's Store (Owner) · 1 boost",
      "Replacement approvedJan 15, 2026, 11:30 AMby Bot · 1 boost",
    ]);
    await expect(dialog.getByText("by Ana (Support) · Reason: Still boosted")).toBeVisible();
  },
};

/** A failed order with no tokens at all and no links: no token lists, disabled quick actions. */
export const DialogWithoutTokens: Story = {
  name: "Order dialog without tokens",
  args: {
    orders: [
      {
        ...sampleOrdersNewestFirst[6],
        "tokens-used": { success: [], failed: [] },
        storeLink: "javascript:alert(1)",
        discordLink: "",
      } as (typeof sampleOrdersNewestFirst)[number],
    ],
    openOrderId: "ORD-1007",
  },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Order #ORD-1007" }));
    await expect(dialog.getByText("Failed")).toBeVisible();
    // Not a storefront's order: no invoice row.
    await expect(dialog.queryByText("Storefront Invoice")).toBeNull();
    await expect(dialog.queryByText("Successful Tokens")).toBeNull();
    await expect(dialog.queryByText("Failed Tokens")).toBeNull();
    // Only http(s) links are offered.
    await expect(dialog.queryByRole("link", { name: /Open Store Link/ })).toBeNull();
    await expect(dialog.getByRole("button", { name: "Open Store Link" })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Open Discord Link" })).toBeDisabled();
    await expect(dialog.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  },
};

/** An order a storefront's delivery made: its invoice id under Order Information. */
const fromStorefront = {
  ...(sampleOrdersNewestFirst[1] as (typeof sampleOrdersNewestFirst)[number]),
  invoiceId: "INV-7f3a9c21",
};
export const DialogWithInvoice: Story = {
  name: "Order dialog with a storefront invoice",
  args: { orders: [fromStorefront], openOrderId: fromStorefront.folderId },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: `Order #${fromStorefront.orderId}` }));
    const invoice = dialog.getByText("Storefront Invoice").nextElementSibling;
    await expect(invoice?.textContent).toBe("INV-7f3a9c21");
  },
};

/** Hundreds of tokens scroll inside the dialog; copy one, and copy the whole list. */
export const DialogManyTokens: Story = {
  name: "Order dialog with many tokens",
  parameters: { copiedMs: 60_000 },
  args: { orders: [bigOrder], openOrderId: "ORD-2001" },
  beforeEach: () => stubClipboard(),
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Order #ORD-2001" }));
    const successful = within(dialog.getByTestId("tokens-success"));
    await expect(successful.getByRole("heading", { name: "Successful Tokens 240" })).toBeVisible();
    // Only the rows in view are rendered.
    await expect(successful.getAllByTestId("token-value").length).toBeLessThan(40);
    await userEvent.click(successful.getByRole("button", { name: "Copy token 1" }));
    await userEvent.click(successful.getByRole("button", { name: "Copy all successful tokens" }));
    const writes = writeText.mock.calls.map(([text]) => text);
    await expect(writes).toHaveLength(2);
    await expect(writes[0]).toMatch(/^MT/);
    await expect(writes[1]?.split("\n")).toHaveLength(240);
    await expect(args.onCopied).toHaveBeenCalledTimes(2);
  },
};

export const FetchFails: Story = {
  name: "Load failed",
  args: { status: "error", orders: [], updatedAt: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to fetch orders")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const FiveThousandOrders: Story = {
  name: "5,000 orders",
  args: { orders: fiveThousand },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("orders-count")).toHaveTextContent("5,000 Orders");
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Showing all 5,000 orders");
    // Only a window of cards is in the DOM.
    await waitFor(() => expect(canvas.getAllByTestId("order-card").length).toBeLessThan(30));
    const started = performance.now();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search orders" }), "bulk-0499");
    await waitFor(() =>
      expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Showing 10 of 5,000 orders"),
    );
    await expect(cardIds(canvasElement)[0]).toBe("#BULK-04999");
    // Nine keystrokes, each filtering 5,000 orders: generous, but catches a quadratic slip.
    await expect(performance.now() - started).toBeLessThan(5000);
    const items = within(canvas.getByRole("list", { name: "10 orders" })).getAllByRole("listitem");
    await expect(items[0]).toHaveAttribute("aria-setsize", "10");
    await settleList(canvasElement);
  },
};

/**
 * 100,000 orders: the header, the cards and the list's length are the whole order book's, while only the rows in
 * view are in the DOM; the end of the list is reached by scrolling, its last row the 100,000th.
 */
export const HundredThousandOrders: Story = {
  name: "100,000 orders",
  args: { orders: [], syntheticTotal: 100_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("orders-count")).toHaveTextContent("100,000 Orders");
    await expect(statValue(canvasElement, "Total Orders")).toBe("100,000");
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Showing all 100,000 orders");
    await waitFor(() => expect(cardIds(canvasElement)[0]).toBe("#BULK-100000"));
    await expect(canvas.getAllByTestId("order-card").length).toBeLessThan(30);
    const list = canvas.getByRole("list", { name: "100,000 orders" });
    await expect(within(list).getAllByRole("listitem")[0]).toHaveAttribute("aria-setsize", "100000");
    const scroller = canvas.getByTestId("order-scroller");
    for (let i = 0; i < 5; i += 1) {
      scroller.scrollTop = scroller.scrollHeight;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await waitFor(() => expect(cardIds(canvasElement)).toContain("#BULK-000001"));
    const last = canvas.getByRole("button", { name: "View Details of order #BULK-000001" }).closest("li");
    await expect(last).toHaveAttribute("aria-posinset", "100000");
    scroller.scrollTop = 0;
    await waitFor(() => expect(cardIds(canvasElement)[0]).toBe("#BULK-100000"));
    await settleList(canvasElement);
  },
};

/** The first card whose box is in the scroller's view, and its place in the list. */
function firstInView(scroller: HTMLElement): { id: string; position: number; top: number } {
  const view = scroller.getBoundingClientRect();
  for (const item of scroller.querySelectorAll<HTMLElement>("li[aria-posinset]")) {
    const box = item.getBoundingClientRect();
    if (box.bottom > view.top + 1) {
      return {
        id: item.querySelector("h3")?.textContent ?? "",
        position: Number(item.getAttribute("aria-posinset")),
        top: box.top - view.top,
      };
    }
  }
  return { id: "", position: 0, top: 0 };
}

const frames = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};

/**
 * A million orders: 78,000,000 px of cards, more than Chromium lays out (33,554,432 px), so the list is anchored
 * (docs/decisions.md#orders-at-a-million-the-first-screen): the scrollbar's end is the last order, its middle the
 * middle, and a small move moves the cards by as many pixels.
 */
export const MillionOrders: Story = {
  name: "1,000,000 orders",
  args: { orders: [], syntheticTotal: 1_000_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Showing all 1,000,000 orders");
    await waitFor(() => expect(cardIds(canvasElement)[0]).toBe("#BULK-1000000"));
    await expect(canvas.getAllByTestId("order-card").length).toBeLessThan(30);
    const list = canvas.getByRole("list", { name: "1,000,000 orders" });
    await expect(within(list).getAllByRole("listitem")[0]).toHaveAttribute("aria-setsize", "1000000");
    const scroller = canvas.getByTestId("order-scroller");
    await expect(scroller.scrollHeight).toBeLessThan(33_554_432);

    // The scrollbar's end: the oldest order, its bottom at the box's bottom.
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(cardIds(canvasElement)).toContain("#BULK-000001"));
    const last = canvas.getByRole("button", { name: "View Details of order #BULK-000001" }).closest("li");
    await expect(last).toHaveAttribute("aria-posinset", "1000000");
    await frames(2);
    const bottom = (last as HTMLElement).getBoundingClientRect().bottom;
    await expect(Math.abs(bottom - scroller.getBoundingClientRect().bottom)).toBeLessThan(14);

    // The middle of the scrollbar: the middle of the orders.
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
    await waitFor(() => expect(Math.abs(firstInView(scroller).position - 500_000)).toBeLessThan(20));

    // A small move moves the cards by as many pixels, across cards coming and going.
    await frames(2);
    const watched = firstInView(scroller).position + 2;
    const topOf = () => {
      const item = scroller.querySelector(`li[aria-posinset="${watched}"]`);
      return item ? item.getBoundingClientRect().top : Number.NaN;
    };
    const before = topOf();
    for (let i = 0; i < 4; i += 1) {
      scroller.scrollTop += 30;
      await frames(2);
    }
    await expect(Math.round(before - topOf())).toBe(120);

    scroller.scrollTop = 0;
    await waitFor(() => expect(cardIds(canvasElement)[0]).toBe("#BULK-1000000"));
    await settleList(canvasElement);
  },
};

/**
 * A new search on its way: the previous results stay on screen (no spinner in their place) with a quiet
 * 'Searching...', until the answer replaces them.
 */
export const Searching: Story = {
  name: "Searching, previous results kept",
  args: { searchDelayMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(7));
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search orders" }), "ord-1003");
    await expect(await canvas.findByTestId("orders-searching")).toHaveTextContent("Searching...");
    await expect(canvas.getByTestId("orders-shown")).toHaveTextContent("Showing all 7 ordersSearching...");
    await expect(cardIds(canvasElement)).toHaveLength(7);
    await expect(canvas.queryByText("Loading orders...")).toBeNull();
    await expect(canvas.getByRole("searchbox", { name: "Search orders" })).toHaveValue("ord-1003");
    await settleList(canvasElement);
  },
};

/** The dialog opens at once with the order's number, and says it is loading until its order.json is in. */
export const DialogLoading: Story = {
  name: "Order dialog loading",
  args: { openOrderId: "ORD-1002", dialogLoading: true },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Order #ORD-1002" }));
    await expect(dialog.getByRole("status")).toHaveTextContent("Loading order...");
    await expect(dialog.queryByText("Order Information")).toBeNull();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  },
};

/** Export CSV asks the app for the file of the search and filter on screen (the server makes it). */
export const ExportCsv: Story = {
  name: "CSV exported",
  play: async ({ canvasElement, args }) => {
    await chooseStatus("Partial");
    await waitFor(() => expect(cardIds(canvasElement)).toHaveLength(5));
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Export CSV" }));
    await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
    await settleList(canvasElement);
  },
};

/** While the file downloads, the button waits (a second click would start a second export). */
export const Exporting: Story = {
  name: "CSV exporting",
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Export CSV" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await settleList(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  args: { orders: sampleOrdersNewestFirst.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Orders" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Export CSV" })).toBeVisible();
    await waitFor(() => expect(cardIds(canvasElement)).toEqual(["#ORD-1001", "#ORD-1002"]));
    await settleList(canvasElement);
  },
};

export const MobileDialog: Story = {
  name: "Mobile, order dialog open",
  globals: { viewport: { value: "mobile375" } },
  args: { orders: sampleOrdersNewestFirst.slice(0, 2), openOrderId: "ORD-1002" },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Order #ORD-1002" }));
    await expect(dialog.getByText("Successful Tokens")).toBeVisible();
  },
};

/** The tab's live stream is open: new and moved orders arrive on their own. */
export const Live: Story = {
  name: "Live",
  args: { live: "live" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("orders-live")).toHaveTextContent("Live");
    await settleList(canvasElement);
  },
};

/** The stream is cut: the page says it polls meanwhile. */
export const StreamCutFallback: Story = {
  name: "Stream cut, polling",
  args: { live: "cut" },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByTestId("orders-live");
    await expect(note).toHaveTextContent("Reconnecting\u2026 checking for new orders every 15 s");
    await expect(note).toHaveAttribute("role", "status");
    await settleList(canvasElement);
  },
};
