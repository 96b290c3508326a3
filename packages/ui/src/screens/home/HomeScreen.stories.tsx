import { MOCK_GUILD_ID, MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import type { ActivityItem } from "@boostdash/api-client/dashboard/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { stubClipboard, writeText } from "../../stories/clipboard";
import { screenDocs } from "../../stories/screenDocs";
import { emptyDashboardData, HomeScreen } from "./HomeScreen";

const NOW = MOCK_NOW;
const ago = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

const activity: ActivityItem[] = [
  { action: "New order", details: "Order #ORD-0001 for 14 boosts", time: ago(2) },
  { action: "Boosts delivered", details: "14 boosts to Pixel Hangout", time: ago(20) },
  { action: "Stock updated", details: "1 Month Stock: 120 Nitro tokens", time: ago(180) },
  { action: "Domain verified", details: "shop.example.com is active", time: ago(60 * 24) },
];

const GUILD = MOCK_GUILD_ID;
const ORIGIN = "https://dash.example.com";
const LIVE_STOCK_URL = `${ORIGIN}/api/${GUILD}/live-stock`;
const REDEEM_URL = `${ORIGIN}/api/redeem-order/${GUILD}`;
/** A set-up store: the bot called 4 minutes ago, stock is in (with orders, the checklist is gone). */
const setUp = { botLastSeenAt: ago(4), stockTotal: 465, guildId: GUILD };
const brandNew = { totalOrders: 0, newOrders: 0, boostsL24: 0, recentActivity: [] };

const meta = {
  title: "Screens/Home",
  component: HomeScreen,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "The seller's home page (`/dashboard`): the day's figures (total orders, new orders in the last hour, boosts in the last 24 hours) and the recent activity; until the store is set up, a set-up checklist with the links to share.\n\nStates: populated, large numbers, empty, loading, a new store with its checklist (a link copied), set-up partly done and done, on a phone.",
    ),
  },
  args: {
    status: "ready",
    now: NOW,
    timeZone: "UTC",
    data: { totalOrders: 6, newOrders: 1, boostsL24: 48, recentActivity: activity, setup: setUp },
    publicOrigin: ORIGIN,
    onLinkCopied: fn(),
    onCopyFailed: fn(),
  },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function statValue(canvasElement: HTMLElement, title: string) {
  const card = within(canvasElement).getByText(title).closest("[data-slot='stat-card']");
  return card?.querySelector("[data-slot='stat-value']")?.textContent;
}

/** An order's life as the server words it (docs/product.md#order-lifecycle): the redeem, then its delivery. */
const lifecycle: ActivityItem[] = [
  {
    action: "Boosts delivered",
    details: "#KEY-7F3C: 8 of 14 boosts delivered, Three Month Boosts",
    time: ago(1),
  },
  { action: "Order redeemed", details: "#KEY-9A21: 4 boosts, One Month Boosts", time: ago(3) },
  { action: "Order redeemed", details: "#KEY-7F3C: 14 boosts, Three Month Boosts", time: ago(12) },
];

export const OrderLifecycle: Story = {
  name: "Redeemed and delivered",
  args: {
    data: { totalOrders: 2, newOrders: 2, boostsL24: 8, recentActivity: lifecycle, setup: setUp },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only delivered boosts count: the unfinished order adds none, and nothing says 'failed'.
    await expect(statValue(canvasElement, "Boosts (24h)")).toBe("8");
    const items = canvas.getAllByRole("listitem").map((item) => within(item));
    await expect(items).toHaveLength(3);
    await expect(items[0]?.getByText("Boosts delivered")).toBeVisible();
    await expect(
      items[0]?.getByText("#KEY-7F3C: 8 of 14 boosts delivered, Three Month Boosts"),
    ).toBeVisible();
    await expect(items[1]?.getByText("Order redeemed")).toBeVisible();
    await expect(items[2]?.getByText("#KEY-7F3C: 14 boosts, Three Month Boosts")).toBeVisible();
    await expect(canvas.queryByText(/fail/i)).toBeNull();
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(canvas.getByText("Welcome back! Here's what's happening today.")).toBeVisible();
    await expect(statValue(canvasElement, "Total Orders")).toBe("6");
    await expect(statValue(canvasElement, "New Orders")).toBe("1");
    await expect(canvas.getByText("In the last hour")).toBeVisible();
    await expect(statValue(canvasElement, "Boosts (24h)")).toBe("48");
    await expect(canvas.getByRole("heading", { name: "Recent Activity" })).toBeVisible();

    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByText("New order")).toBeVisible();
    await expect(first.getByText("Order #ORD-0001 for 14 boosts")).toBeVisible();
    await expect(first.getByText("2m ago")).toBeVisible();
    // The pulsing dot on the first item only; 'New' on the first two.
    await expect(canvas.getAllByTestId("activity-pulse")).toHaveLength(1);
    await expect(first.getByTestId("activity-pulse")).toBeInTheDocument();
    await expect(canvas.getAllByText("New")).toHaveLength(2);
    await expect(within(items[1] as HTMLElement).getByText("New")).toBeVisible();
    await expect(within(items[2] as HTMLElement).queryByText("New")).toBeNull();
    await expect(within(items[2] as HTMLElement).getByText("3h ago")).toBeVisible();
    await expect(within(items[3] as HTMLElement).getByText("1d ago")).toBeVisible();
  },
};

export const LargeNumbers: Story = {
  name: "Large numbers",
  args: {
    data: {
      totalOrders: 12_345,
      newOrders: 1_204,
      boostsL24: 1_000_000,
      recentActivity: activity.slice(0, 1),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(statValue(canvasElement, "Total Orders")).toBe("12,345");
    await expect(statValue(canvasElement, "New Orders")).toBe("1,204");
    await expect(statValue(canvasElement, "Boosts (24h)")).toBe("1,000,000");
    await expect(within(canvasElement).getAllByText("New")).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { data: emptyDashboardData },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No recent activity")).toBeVisible();
    await expect(canvas.getByText("Activity will appear here when available")).toBeVisible();
    await expect(statValue(canvasElement, "Total Orders")).toBe("0");
    await expect(statValue(canvasElement, "Boosts (24h)")).toBe("0");
  },
};

export const Loading: Story = {
  args: { status: "loading", data: emptyDashboardData },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading your dashboard...");
    await expect(canvas.queryByText("Total Orders")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  // Two items, so the page fits the phone's screen and the screenshot shows all of it.
  args: { data: { totalOrders: 6, newOrders: 1, boostsL24: 48, recentActivity: activity.slice(0, 2) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expect(canvas.getByText("Boosts (24h)")).toBeVisible();
    await expect(canvas.getByText("Boosts delivered")).toBeVisible();
  },
};

// ---- Setup checklist ----

function checklist(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("region", { name: "Set up your store" }));
}

function stepTitles(canvasElement: HTMLElement) {
  return checklist(canvasElement)
    .getAllByRole("listitem")
    .map((step) => ({
      title: within(step).getByRole("heading", { level: 3 }).textContent,
      done: step.hasAttribute("data-done"),
    }));
}

/** A brand-new store: every step to do, each saying how it will be known to be done. */
export const NewStore: Story = {
  name: "New store",
  args: { data: { ...brandNew, setup: { botLastSeenAt: null, stockTotal: 0, guildId: GUILD } } },
  play: async ({ canvasElement, args }) => {
    const list = checklist(canvasElement);
    await expect(
      list.getByText("Three steps to your first order. This list goes away once they're done."),
    ).toBeVisible();
    await expect(list.getByTestId("setup-count")).toHaveTextContent("0 of 3 done");
    await expect(stepTitles(canvasElement)).toEqual([
      { title: "Connect your bot", done: false },
      { title: "Add stock", done: false },
      { title: "Share your public links", done: false },
    ]);
    await expect(
      list.getByText(
        "Put your bot key in your bot's settings. This step is done when the bot first calls the dashboard.",
      ),
    ).toBeVisible();
    await expect(list.getByRole("link", { name: "Get the bot key in Settings" })).toHaveAttribute(
      "href",
      "/dashboard/settings",
    );
    await expect(
      list.getByText(
        "Load tokens into your bot: it sends the counts here and to your live stock page. This step is done when anything is in stock.",
      ),
    ).toBeVisible();
    await expect(
      list.getByText(
        "Send customers your live stock and redeem pages. This step is done when your first order arrives.",
      ),
    ).toBeVisible();
    await expect(list.getByText(LIVE_STOCK_URL)).toBeVisible();
    await expect(list.getByText(REDEEM_URL)).toBeVisible();
    await expect(
      list.getByRole("link", { name: "Open live stock page (opens in a new tab)" }),
    ).toHaveAttribute("href", LIVE_STOCK_URL);
    await expect(list.getByRole("link", { name: "Open redeem page (opens in a new tab)" })).toHaveAttribute(
      "href",
      REDEEM_URL,
    );
    await expect(list.queryByText("Done")).toBeNull();
    // The numbers are still there, under the checklist.
    await expect(statValue(canvasElement, "Total Orders")).toBe("0");
    await expect(args.onLinkCopied).not.toHaveBeenCalled();
  },
};

/** Each link copies with one click; the page says so (its toast). */
export const NewStoreCopyLinks: Story = {
  name: "New store, link copied",
  parameters: { screenshot: { sameAs: "screens-home--new-store" } },
  args: NewStore.args,
  play: async ({ canvasElement, args }) => {
    const list = checklist(canvasElement);
    await userEvent.click(list.getByRole("button", { name: "Copy live stock page link" }));
    await expect(writeText).toHaveBeenLastCalledWith(LIVE_STOCK_URL);
    await waitFor(() => expect(args.onLinkCopied).toHaveBeenCalledWith(LIVE_STOCK_URL));
    await userEvent.click(list.getByRole("button", { name: "Copy redeem page link" }));
    await expect(writeText).toHaveBeenLastCalledWith(REDEEM_URL);
    await waitFor(() => expect(args.onLinkCopied).toHaveBeenCalledWith(REDEEM_URL));
    await waitFor(() => expect(canvasElement.querySelector("[data-copied]")).toBeNull(), { timeout: 4000 });
    (document.activeElement as HTMLElement | null)?.blur();
    // The copy buttons sit below the fold now that step 1 shows the bot's calls: back to the top for the picture.
    window.scrollTo(0, 0);
  },
};

/** The bot has called and stock is in; only sharing is left (no order yet). */
export const PartlyDone: Story = {
  name: "Set-up partly done",
  args: { data: { ...brandNew, setup: setUp } },
  play: async ({ canvasElement }) => {
    const list = checklist(canvasElement);
    await expect(list.getByTestId("setup-count")).toHaveTextContent("2 of 3 done");
    await expect(stepTitles(canvasElement)).toEqual([
      { title: "Connect your bot", done: true },
      { title: "Add stock", done: true },
      { title: "Share your public links", done: false },
    ]);
    await expect(list.getByText("Connected: last contact 4m ago")).toBeVisible();
    await expect(list.getByText("465 in stock")).toBeVisible();
    await expect(list.getAllByText("Done")).toHaveLength(2);
    await expect(list.queryByRole("link", { name: "Get the bot key in Settings" })).toBeNull();
    await expect(list.getByRole("button", { name: "Copy live stock page link" })).toBeVisible();
  },
};

/** Orders came in before the bot connected (e.g. orders imported with the CLI): the bot step is still open. */
export const OrdersButNoBot: Story = {
  name: "Orders but no bot",
  args: {
    data: {
      totalOrders: 6,
      newOrders: 1,
      boostsL24: 48,
      recentActivity: activity,
      setup: { ...setUp, botLastSeenAt: null, stockTotal: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    const list = checklist(canvasElement);
    await expect(list.getByTestId("setup-count")).toHaveTextContent("1 of 3 done");
    await expect(list.getByText("Your first order is in")).toBeVisible();
    await expect(list.getByRole("link", { name: "Get the bot key in Settings" })).toBeVisible();
  },
};

/** Every step done: no checklist, just the day's numbers. */
export const AllDone: Story = {
  name: "Set-up done",
  parameters: { screenshot: { sameAs: "screens-home--populated" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Set up your store" })).toBeNull();
    await expect(canvas.queryByText("Connect your bot")).toBeNull();
  },
};

/** Without setup data (the call failed and the page shows zeros) there is no checklist either. */
export const NoSetupData: Story = {
  name: "No set-up data",
  parameters: { screenshot: { sameAs: "screens-home--empty" } },
  args: { data: emptyDashboardData },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region", { name: "Set up your store" })).toBeNull();
  },
};

export const NewStoreMobile: Story = {
  name: "New store, mobile",
  args: NewStore.args,
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const list = checklist(canvasElement);
    await expect(list.getByTestId("setup-count")).toHaveTextContent("0 of 3 done");
    await expect(list.getByRole("button", { name: "Copy redeem page link" })).toBeVisible();
  },
};
