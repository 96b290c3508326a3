import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LiveStockScreen } from "./LiveStockScreen";
import { HTML_FOOTER, LONG_FOOTER, storyStock } from "./storyFixtures";

const meta = {
  title: "Screens/Public/LiveStock",
  component: LiveStockScreen,
  parameters: { layout: "fullscreen" },
  args: { status: "success", stock: storyStock, onRetry: fn() },
} satisfies Meta<typeof LiveStockScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function link(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).queryByRole("link", { name: new RegExp(`^${label}`) });
}

/** The counts of one tier, read as a person would: label, then the figure beside it. */
function tier(canvasElement: HTMLElement, title: string) {
  const section = within(within(canvasElement).getByRole("region", { name: title }));
  const count = (label: string) => section.getByText(label, { selector: "dt" }).nextElementSibling;
  return { section, nitro: count("Nitro Tokens:"), boosts: count("Server Boosts:") };
}

export const Loading: Story = {
  args: { status: "loading", stock: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading live stock...");
    await expect(canvas.queryByRole("heading", { name: "Live Stock" })).toBeNull();
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("heading", { level: 1, name: "Live Stock" });
    // Only 'Stock' takes the seller's colour (8b5cf6, '#' added).
    await expect(getComputedStyle(within(title).getByText("Stock")).color).toBe("rgb(139, 92, 246)");
    await expect(getComputedStyle(title).color).not.toBe("rgb(139, 92, 246)");
    const oneMonth = tier(canvasElement, "1 Month Stock");
    await expect(oneMonth.section.getByRole("heading", { name: "1 Month Stock" })).toBeVisible();
    await expect(oneMonth.nitro).toHaveTextContent(/^120$/);
    await expect(oneMonth.boosts).toHaveTextContent(/^240$/);
    const threeMonth = tier(canvasElement, "3 Month Stock");
    await expect(threeMonth.nitro).toHaveTextContent(/^35$/);
    await expect(threeMonth.boosts).toHaveTextContent(/^70$/);
    for (const [label, href] of [
      ["Visit Store", "https://store.example.com"],
      ["Discord Link", "https://discord.gg/examplestore"],
    ] as const) {
      const anchor = link(canvasElement, label);
      await expect(anchor).toHaveAttribute("href", href);
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("Thanks for shopping with Example Store");
    await expect(canvas.queryByText("Couldn't refresh just now. Showing the last known stock.")).toBeNull();
  },
};

export const SoldOut: Story = {
  args: {
    stock: {
      ...storyStock,
      oneMonthNitroTokens: 0,
      oneMonthServerBoosts: 0,
      threeMonthNitroTokens: 0,
      threeMonthServerBoosts: 0,
    },
  },
  play: async ({ canvasElement }) => {
    for (const title of ["1 Month Stock", "3 Month Stock"]) {
      const { nitro, boosts } = tier(canvasElement, title);
      await expect(nitro).toHaveTextContent(/^0$/);
      await expect(boosts).toHaveTextContent(/^0$/);
    }
  },
};

export const WithoutStoreLink: Story = {
  args: { stock: { ...storyStock, storeLink: undefined } },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, "Visit Store")).toBeNull();
    await expect(link(canvasElement, "Discord Link")).not.toBeNull();
  },
};

export const WithoutDiscordLink: Story = {
  args: { stock: { ...storyStock, discordLink: undefined } },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, "Discord Link")).toBeNull();
    await expect(link(canvasElement, "Visit Store")).not.toBeNull();
  },
};

export const WithoutLinksOrFooter: Story = {
  args: { stock: { ...storyStock, storeLink: undefined, discordLink: undefined, embedFooter: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
    await expect(canvas.queryByRole("contentinfo")).toBeNull();
    await expect(canvas.getByRole("heading", { name: "Live Stock" })).toBeVisible();
  },
};

export const UnsafeLinksAndMarkup: Story = {
  args: {
    stock: {
      ...storyStock,
      storeLink: "javascript:alert(1)",
      discordLink: "ftp://x.example",
      embedFooter: HTML_FOOTER,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole("link")).toHaveLength(0);
    await expect(within(canvasElement).getByRole("contentinfo")).toHaveTextContent(HTML_FOOTER);
    await expect(canvasElement.querySelector("footer img, footer b")).toBeNull();
  },
};

export const DarkEmbedColour: Story = {
  args: { stock: { ...storyStock, embedColor: "000000" } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole("heading", { name: "Live Stock" });
    await expect(getComputedStyle(within(title).getByText("Stock")).color).not.toBe("rgb(0, 0, 0)");
  },
};

export const WithoutEmbedColour: Story = {
  args: { stock: { ...storyStock, embedColor: undefined } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole("heading", { name: "Live Stock" });
    await expect(getComputedStyle(within(title).getByText("Stock")).color).toBe("rgb(163, 148, 250)");
  },
};

/** A 10 s refresh failed after the page loaded: the last figures stay, with a note. */
export const RefreshFailed: Story = {
  args: { stale: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Couldn't refresh just now. Showing the last known stock.",
    );
    await expect(tier(canvasElement, "1 Month Stock").nitro).toHaveTextContent(/^120$/);
  },
};

export const LongTexts: Story = {
  args: {
    stock: {
      ...storyStock,
      oneMonthNitroTokens: 1_234_567,
      oneMonthServerBoosts: 2_469_134,
      threeMonthNitroTokens: 98_765,
      threeMonthServerBoosts: 197_530,
      embedFooter: LONG_FOOTER,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(tier(canvasElement, "1 Month Stock").nitro).toHaveTextContent(/^1,234,567$/);
    await expect(tier(canvasElement, "3 Month Stock").boosts).toHaveTextContent(/^197,530$/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async (context) => {
    await Populated.play?.(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileLongTexts: Story = { ...LongTexts, globals: { viewport: { value: "mobile375" } } };

const SCREEN_TEXT =
  "We couldn't find live stock data for the provided Guild ID. Please check if the Guild ID is correct or try again later.";

async function expectErrorView(canvasElement: HTMLElement, message: string, onRetry: () => void) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole("heading", { name: "Oops! Something went wrong" })).toBeVisible();
  await expect(canvas.getByText(message)).toBeVisible();
  await expect(canvas.getByText(SCREEN_TEXT)).toBeVisible();
  await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
  await expect(onRetry).toHaveBeenCalledOnce();
}

export const ErrorNotFound: Story = {
  args: { status: "error", stock: undefined, errorMessage: "Live stock data not found for this Guild ID." },
  play: ({ canvasElement, args }) =>
    expectErrorView(canvasElement, "Live stock data not found for this Guild ID.", args.onRetry),
};

export const ErrorHttp: Story = {
  args: {
    status: "error",
    stock: undefined,
    errorMessage: "An error occurred while fetching the live stock data.",
  },
  play: ({ canvasElement, args }) =>
    expectErrorView(canvasElement, "An error occurred while fetching the live stock data.", args.onRetry),
};

export const ErrorUnexpected: Story = {
  args: { status: "error", stock: undefined, errorMessage: "An unexpected error occurred." },
  play: ({ canvasElement, args }) =>
    expectErrorView(canvasElement, "An unexpected error occurred.", args.onRetry),
};

export const MobileError: Story = { ...ErrorNotFound, globals: { viewport: { value: "mobile375" } } };
