import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { MOCK_GUILD_ID } from "@boostdash/api-client/core/mocks/fixtures";
import { errorResponse, mockRoute } from "@boostdash/api-client/core/mocks/route";
import { createLiveStock } from "@boostdash/api-client/public/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse } from "msw";
import { expect, waitFor, within } from "storybook/test";
import type { PublicRoutes } from "../PublicRoutes";
import { LOAD, loadStates, onPhone, publicPage, showsExplanation } from "../stories/storyKit";

const ROUTE = `/api/${MOCK_GUILD_ID}/live-stock`;

const meta = {
  title: "Wiring/Public/LiveStockPage",
  ...publicPage(ROUTE, [scenarios.liveStock.success]),
} satisfies Meta<typeof PublicRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const SCREEN_TEXT =
  "We couldn't find live stock data for the provided Guild ID. Please check if the Guild ID is correct or try again later.";

function count(canvasElement: HTMLElement, tier: string, label: string) {
  const section = within(within(canvasElement).getByRole("region", { name: tier }));
  return section.getByText(label, { selector: "dt" }).nextElementSibling;
}

export const Success: Story = {
  parameters: { screenshot: { sameAs: "screens-public-livestock--populated" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Live Stock" }, LOAD)).toBeVisible();
    await expect(count(canvasElement, "1 Month Stock", "Nitro Tokens:")).toHaveTextContent(/^120$/);
    await expect(count(canvasElement, "1 Month Stock", "Server Boosts:")).toHaveTextContent(/^240$/);
    await expect(count(canvasElement, "3 Month Stock", "Nitro Tokens:")).toHaveTextContent(/^35$/);
    await expect(count(canvasElement, "3 Month Stock", "Server Boosts:")).toHaveTextContent(/^70$/);
    await expect(canvas.getByRole("link", { name: /^Visit Store/ })).toHaveAttribute(
      "href",
      "https://store.example.com",
    );
    await expect(document.title).toBe("Live Stock · Example Store");
  },
};

const load = loadStates(
  scenarios.liveStock,
  {
    loading: "Loading live stock...",
    notFound: "Live stock data not found for this Guild ID.",
    http: "An error occurred while fetching the live stock data.",
    unexpected: "An unexpected error occurred.",
  },
  "screens-public-livestock",
  showsExplanation(SCREEN_TEXT),
);

export const Slow: Story = load.slow;
export const NotFound: Story = load.notFound;
export const ServerError: Story = load.serverError;
export const NetworkError: Story = load.networkError;

// Polls: the first answer has 120 Nitro tokens, every later one 119 after a 1 s wait.
let polls = 0;
const pollingHandler = mockRoute("liveStock", async () => {
  polls += 1;
  if (polls === 1) return HttpResponse.json(createLiveStock());
  await delay(1000);
  return HttpResponse.json(createLiveStock({ oneMonthNitroTokens: 119 }));
});

// The page polls every LIVE_STOCK_POLL_MS (10 s); these stories give it 2 s, so none waits 10 s of real time.
const POLL_MS = 2_000;

/** The page refreshes on its interval, and while a refresh is in flight the last figures stay (no loading view). */
export const RefreshesEvery10Seconds: Story = {
  args: { liveStockPollMs: POLL_MS },
  parameters: { msw: { handlers: [pollingHandler] } },
  beforeEach: () => {
    polls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(count(canvasElement, "1 Month Stock", "Nitro Tokens:")).toHaveTextContent(/^120$/),
    );
    const started = performance.now();
    await waitFor(() => expect(polls).toBe(2), { timeout: 12_000, interval: 100 });
    const elapsed = performance.now() - started;
    await expect(elapsed).toBeGreaterThan(0.8 * POLL_MS);
    // The second answer is still on its way: the first figures stay and there is no loading view.
    await expect(count(canvasElement, "1 Month Stock", "Nitro Tokens:")).toHaveTextContent(/^120$/);
    await expect(canvas.queryByText("Loading live stock...")).toBeNull();
    await waitFor(
      () => expect(count(canvasElement, "1 Month Stock", "Nitro Tokens:")).toHaveTextContent(/^119$/),
      {
        timeout: 3_000,
      },
    );
  },
};

// The first answer succeeds, every later one is a 500.
let failingPolls = 0;
const failingAfterFirst = mockRoute("liveStock", () => {
  failingPolls += 1;
  if (failingPolls === 1) return HttpResponse.json(createLiveStock());
  return errorResponse(500, { message: "Internal server error" });
});

/** A refresh that fails keeps the last figures on screen, with a note, instead of the error view. */
export const RefreshFails: Story = {
  args: { liveStockPollMs: POLL_MS },
  parameters: {
    msw: { handlers: [failingAfterFirst] },
    screenshot: { sameAs: "screens-public-livestock--refresh-failed" },
  },
  beforeEach: () => {
    failingPolls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(count(canvasElement, "1 Month Stock", "Nitro Tokens:")).toHaveTextContent(/^120$/),
    );
    await expect(
      await canvas.findByText(
        "Couldn't refresh just now. Showing the last known stock.",
        {},
        { timeout: 12_000 },
      ),
    ).toBeVisible();
    await expect(count(canvasElement, "1 Month Stock", "Nitro Tokens:")).toHaveTextContent(/^120$/);
    await expect(canvas.queryByRole("heading", { name: "Oops! Something went wrong" })).toBeNull();
  },
};

export const Mobile: Story = {
  ...onPhone(Success),
  parameters: { screenshot: { sameAs: "screens-public-livestock--mobile" } },
};
