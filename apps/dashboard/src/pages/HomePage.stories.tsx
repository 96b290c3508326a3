import { resetMockStore, scenarios } from "@boostdash/api-client/core/mocks/all";
import { createReplacementRequest } from "@boostdash/api-client/replacements/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import {
  currentPath,
  currentSearch,
  type DashboardApp,
  LOAD,
  mockApi,
  STORY_ORIGIN,
  signedInPage,
  stubClipboard,
} from "../stories/storyKit";
import { toastCount } from "../stories/storyPlay";
import { dropFocus, settleCopied } from "../stories/storySettle";
import { loadingStory, signedOutStory } from "../stories/storyStates";

const meta = {
  title: "Wiring/Dashboard/HomePage",
  ...signedInPage("/dashboard"),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const SIGN_IN = "You need to log in to access the dashboard.";
const SIGNED_OUT_PIXELS = "wiring-dashboard-homepage--signed-out";

function statValue(canvasElement: HTMLElement, title: string) {
  const card = within(canvasElement).getByText(title).closest("[data-slot='stat-card']");
  return card?.querySelector("[data-slot='stat-value']")?.textContent;
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Dashboard" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("Welcome back! Here's what's happening today.")).toBeVisible();
    await expect(await canvas.findByText("Total Orders", {}, LOAD)).toBeVisible();
    await expect(statValue(canvasElement, "Total Orders")).toBe("6");
    await expect(statValue(canvasElement, "New Orders")).toBe("1");
    await expect(statValue(canvasElement, "Boosts (24h)")).toBe("46");
    await expect(canvas.getByText("New order")).toBeVisible();
    await expect(canvas.getAllByText("New")).toHaveLength(2);
    // Every card is in before the shot: the trends (a lazy chunk) and the runway came late on a busy host.
    await expect(await canvas.findByText("364 in 30 days", {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText("120 in stock", {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "ADMIN" })).toBeVisible();
    await expect(document.title).toBe("Dashboard · boostdash");
  },
};

/** The trends' range is kept in the URL: opened at 90 days, switched to 7. */
export const TrendsRange: Story = {
  ...signedInPage("/dashboard?range=90"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ninety = await canvas.findByRole("button", { name: "90 days" }, LOAD);
    await expect(ninety).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(within(canvas.getByRole("table")).getAllByRole("row")).toHaveLength(91));
    await userEvent.click(canvas.getByRole("button", { name: "7 days" }));
    await waitFor(() => expect(currentSearch().get("range")).toBe("7"));
    await waitFor(() => expect(within(canvas.getByRole("table")).getAllByRole("row")).toHaveLength(8));
    await expect(canvas.getByText("Stock runway")).toBeVisible();
    dropFocus();
  },
};

export const Loading: Story = loadingStory(scenarios.dashboardData.slow, "Loading your dashboard...");

export const Empty: Story = {
  parameters: { msw: mockApi(scenarios.dashboardData.empty) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No recent activity", {}, LOAD)).toBeVisible();
    await expect(canvas.getByText("Activity will appear here when available")).toBeVisible();
  },
};

/** docs/product.md#home: a failed dashboard-data call is only logged; the stats stay at zero and no toast shows. */
export const DataFails: Story = {
  parameters: {
    msw: mockApi(scenarios.dashboardData.serverError),
    screenshot: { sameAs: "wiring-dashboard-homepage--empty" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Total Orders", {}, LOAD)).toBeVisible();
    await expect(statValue(canvasElement, "Total Orders")).toBe("0");
    await expect(statValue(canvasElement, "New Orders")).toBe("0");
    await expect(statValue(canvasElement, "Boosts (24h)")).toBe("0");
    await expect(canvas.getByText("No recent activity")).toBeVisible();
    await expect(toastCount()).toBe(0);
  },
};

/** The current-user check still running: the shell with a loading page. */
export const CheckingSession: Story = {
  parameters: { msw: mockApi(scenarios.currentUser.slow) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status", {}, LOAD)).toHaveTextContent("Loading...");
    await expect(canvas.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "ADMIN" })).toBeNull();
  },
};

/** A failed current-user check: the page's sign-in message, then the login page. */
export const SignedOut: Story = signedOutStory(SIGN_IN, scenarios.currentUser.unauthorized);

/** The check fails for any reason (here the server is down): the same message and redirect. */
export const SessionCheckFails: Story = signedOutStory(
  SIGN_IN,
  scenarios.currentUser.serverError,
  SIGNED_OUT_PIXELS,
);

/** The session is revoked after the check (a 401 from the data call): also sent to sign in. */
export const DataUnauthorized: Story = signedOutStory(
  SIGN_IN,
  scenarios.dashboardData.unauthorized,
  SIGNED_OUT_PIXELS,
);

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  parameters: { msw: mockApi(scenarios.dashboardData.empty) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No recent activity", {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Open menu" })).toBeVisible();
  },
};

// ---- A new store's setup checklist ----

const writeText = fn(async (_text: string) => {});

/** A brand-new store: the checklist, with the links on this server and a way to the bot key. */
export const NewStore: Story = {
  parameters: { msw: mockApi(scenarios.dashboardData.newStore) },
  beforeEach: () => stubClipboard(writeText),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole("region", { name: "Set up your store" }, LOAD));
    await expect(list.getByTestId("setup-count")).toHaveTextContent("0 of 3 done");
    const liveStock = `${STORY_ORIGIN}/api/1100000000000000001/live-stock`;
    await expect(list.getByText(liveStock)).toBeVisible();
    await expect(list.getByText(`${STORY_ORIGIN}/api/redeem-order/1100000000000000001`)).toBeVisible();
    await userEvent.click(list.getByRole("button", { name: "Copy live stock page link" }));
    await expect(await screen.findByText("Link copied to clipboard!")).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(liveStock);
    await settleCopied(canvasElement);
  },
};

/** 'Get the bot key in Settings' goes to Settings, where the Bot Key card is. */
export const NewStoreToSettings: Story = {
  parameters: {
    msw: mockApi(scenarios.dashboardData.newStore),
    screenshot: { sameAs: "wiring-dashboard-settingspage--success" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole("region", { name: "Set up your store" }, LOAD));
    await userEvent.click(list.getByRole("link", { name: "Get the bot key in Settings" }));
    await waitFor(() => expect(currentPath()).toBe("/dashboard/settings"));
    await expect(await canvas.findByRole("heading", { name: "Bot Key" }, LOAD)).toBeVisible();
    dropFocus();
  },
};

/**
 * Open replacement requests (docs/decisions.md#replacements-the-sellers-screens): a line over the figures, linking
 * to Orders filtered by "Replacement requested".
 */
export const OpenReplacementRequests: Story = {
  beforeEach: () => {
    const store = resetMockStore();
    store.replacements.requests = [
      createReplacementRequest({ id: "rr-2", orderId: "ORD-0005", amount: 1, note: null }),
      ...store.replacements.requests,
    ];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByTestId("home-replacements", {}, LOAD);
    await expect(line).toHaveTextContent("2 replacement requests are waiting for you");
    await expect(line).toHaveTextContent("Customers asked for boosts that dropped.");
    await expect(await canvas.findByText("364 in 30 days", {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText("120 in stock", {}, LOAD)).toBeVisible();
    const link = within(line).getByRole("link", { name: "Review replacement requests" });
    await expect(link).toHaveAttribute("href", "/dashboard/orders?replacement=requested");
  },
};

/** Following the line: Orders opens filtered by "Replacement requested". */
export const OpenReplacementRequestsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "Review replacement requests" }, LOAD));
    await waitFor(() => expect(currentPath()).toBe("/dashboard/orders"));
    await expect(currentSearch().get("replacement")).toBe("requested");
    await expect(await canvas.findByText("Showing 1 of 6 orders", {}, LOAD)).toBeVisible();
  },
};
