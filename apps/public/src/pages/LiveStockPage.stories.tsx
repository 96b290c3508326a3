import {
  createLiveStock,
  errorResponse,
  MOCK_GUILD_ID,
  mockRoute,
  scenarios,
} from "@boostdash/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse } from "msw";
import { expect, waitFor, within } from "storybook/test";
import { PublicRoutes } from "../PublicRoutes";

const ROUTE = `/api/${MOCK_GUILD_ID}/live-stock`;

const meta = {
  title: "Apps/Public/LiveStockPage",
  component: PublicRoutes,
  // The story decorator mounts the toasts.
  args: { toaster: false, path: ROUTE },
  parameters: { layout: "fullscreen", msw: { handlers: [scenarios.liveStock.success] } },
  // Chrome can take a moment to settle the antialiasing of just-repainted rounded corners (a 1-bit
  // difference that fails a zero-tolerance screenshot); wait before the shot is taken.
  afterEach: () => new Promise<void>((resolve) => setTimeout(resolve, 400)),
} satisfies Meta<typeof PublicRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first render loads the page's lazy chunk, which a cold test run may take a while to transform. */
const LOAD = { timeout: 5_000 };

const SCREEN_TEXT =
  "We couldn't find live stock data for the provided Guild ID. Please check if the Guild ID is correct or try again later.";

function count(canvasElement: HTMLElement, tier: string, label: string) {
  const section = within(within(canvasElement).getByRole("region", { name: tier }));
  return section.getByText(label, { selector: "dt" }).nextElementSibling;
}

export const Success: Story = {
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

export const Slow: Story = {
  parameters: { msw: { handlers: [scenarios.liveStock.slow] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status", {}, LOAD)).toHaveTextContent(
      "Loading live stock...",
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
  parameters: { msw: { handlers: [scenarios.liveStock.notFound] } },
  play: ({ canvasElement }) => expectError(canvasElement, "Live stock data not found for this Guild ID."),
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [scenarios.liveStock.serverError] } },
  play: ({ canvasElement }) =>
    expectError(canvasElement, "An error occurred while fetching the live stock data."),
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [scenarios.liveStock.networkError] } },
  play: ({ canvasElement }) => expectError(canvasElement, "An unexpected error occurred."),
};

// Polls: the first answer has 120 Nitro tokens, every later one 119 after a 1 s wait.
let polls = 0;
const pollingHandler = mockRoute("liveStock", async () => {
  polls += 1;
  if (polls === 1) return HttpResponse.json(createLiveStock());
  await delay(1000);
  return HttpResponse.json(createLiveStock({ oneMonthNitroTokens: 119 }));
});

/** The page refreshes every 10 s, and while a refresh is in flight the last figures stay (no loading view). */
export const RefreshesEvery10Seconds: Story = {
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
    await expect(elapsed).toBeGreaterThan(8_000);
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
  parameters: { msw: { handlers: [failingAfterFirst] } },
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
  globals: { viewport: { value: "mobile375" } },
  play: Success.play,
};
