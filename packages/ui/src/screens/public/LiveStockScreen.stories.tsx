import { createLiveStock } from "@boostdash/api-client/public/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import {
  errorViewStories,
  expectExternalLinks,
  expectFooterAsText,
  expectLinkDropped,
  expectNoLinksOrFooter,
  expectNoSidewaysScroll,
  loadingViewStory,
  onPhone,
  publicScreenMeta,
  sellerLinks,
} from "../../stories/publicPages";
import { screenDocs } from "../../stories/screenDocs";
import { LiveStockScreen } from "./LiveStockScreen";
import { HTML_FOOTER, LONG_FOOTER } from "./storyFixtures";

const storyStock = createLiveStock();

const meta = {
  title: "Screens/Public/LiveStock",
  component: LiveStockScreen,
  ...publicScreenMeta,
  tags: ["autodocs"],
  parameters: {
    ...publicScreenMeta.parameters,
    docs: screenDocs(
      "The store's live stock (public, refreshed every 10 seconds): Nitro tokens and server boosts for 1 and 3 months. A seller's own page, written in the editor, replaces the default one inside a sandboxed frame.\n\nStates: loading, populated, sold out (all or one tier), with and without the seller's links, unsafe links dropped, embed colours, refresh failed, long texts, the error views, the seller's custom page (and the default when it fails), on a phone.",
    ),
  },
  args: { status: "ready", stock: storyStock, onRetry: fn() },
} satisfies Meta<typeof LiveStockScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The counts of one tier, read as a person would: label, then the figure beside it. */
function tier(canvasElement: HTMLElement, title: string) {
  const section = within(within(canvasElement).getByRole("region", { name: title }));
  const count = (label: string) => section.getByText(label, { selector: "dt" }).nextElementSibling;
  return { section, nitro: count("Nitro Tokens:"), boosts: count("Server Boosts:") };
}

export const Loading: Story = loadingViewStory("Loading live stock...", "Live Stock", { stock: undefined });

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
    await expectExternalLinks(canvasElement, {
      "Visit Store": "https://store.example.com",
      "Discord Link": "https://discord.gg/examplestore",
    });
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("Thanks for shopping with Example Store");
    await expect(canvas.queryByText("Couldn't refresh just now. Showing the last known stock.")).toBeNull();
  },
};

export const SoldOut: Story = {
  name: "Sold out",
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
      const { section, nitro, boosts } = tier(canvasElement, title);
      // 'Out of stock' for people who look, and the figure still there for screen readers.
      await expect(nitro).toHaveTextContent(/^0 Out of stock$/);
      await expect(boosts).toHaveTextContent(/^0 Out of stock$/);
      await expect(section.getAllByText("Out of stock")).toHaveLength(2);
      for (const badge of section.getAllByText("Out of stock")) await expect(badge).toBeVisible();
      for (const figure of section.getAllByText("0")) await expect(figure).toHaveClass("sr-only");
    }
  },
};

/** One tier sold out: only its empty shelf says so; the other counts stay figures. */
export const PartlySoldOut: Story = {
  name: "Partly sold out",
  args: { stock: { ...storyStock, oneMonthServerBoosts: 0, threeMonthNitroTokens: 0 } },
  play: async ({ canvasElement }) => {
    const oneMonth = tier(canvasElement, "1 Month Stock");
    await expect(oneMonth.nitro).toHaveTextContent(/^120$/);
    await expect(oneMonth.boosts).toHaveTextContent(/^0 Out of stock$/);
    const threeMonth = tier(canvasElement, "3 Month Stock");
    await expect(threeMonth.nitro).toHaveTextContent(/^0 Out of stock$/);
    await expect(threeMonth.boosts).toHaveTextContent(/^70$/);
    await expect(within(canvasElement).getAllByText("Out of stock")).toHaveLength(2);
  },
};

export const SoldOutMobile: Story = {
  ...SoldOut,
  name: "Sold out, mobile",
  globals: { viewport: { value: "mobile375" } },
};

export const WithoutStoreLink: Story = {
  name: "Without store link",
  args: { stock: { ...storyStock, storeLink: undefined } },
  play: ({ canvasElement }) => expectLinkDropped(canvasElement, "Visit Store", ["Discord Link"]),
};

export const WithoutDiscordLink: Story = {
  name: "Without discord link",
  args: { stock: { ...storyStock, discordLink: undefined } },
  play: ({ canvasElement }) => expectLinkDropped(canvasElement, "Discord Link", ["Visit Store"]),
};

export const WithoutLinksOrFooter: Story = {
  name: "Without links or footer",
  args: { stock: { ...storyStock, storeLink: undefined, discordLink: undefined, embedFooter: undefined } },
  play: ({ canvasElement }) => expectNoLinksOrFooter(canvasElement, "Live Stock"),
};

export const UnsafeLinksAndMarkup: Story = {
  name: "Unsafe links and markup dropped",
  args: {
    stock: {
      ...storyStock,
      storeLink: "javascript:alert(1)",
      discordLink: "ftp://x.example",
      embedFooter: HTML_FOOTER,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(sellerLinks(canvasElement)).toHaveLength(0);
    await expectFooterAsText(canvasElement, HTML_FOOTER);
  },
};

export const DarkEmbedColour: Story = {
  name: "Dark embed colour",
  args: { stock: { ...storyStock, embedColor: "000000" } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole("heading", { name: "Live Stock" });
    await expect(getComputedStyle(within(title).getByText("Stock")).color).not.toBe("rgb(0, 0, 0)");
  },
};

export const WithoutEmbedColour: Story = {
  name: "Without embed colour",
  args: { stock: { ...storyStock, embedColor: undefined } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole("heading", { name: "Live Stock" });
    await expect(getComputedStyle(within(title).getByText("Stock")).color).toBe("rgb(163, 148, 250)");
  },
};

/** A 10 s refresh failed after the page loaded: the last figures stay, with a note. */
export const RefreshFailed: Story = {
  name: "Refresh failed",
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
  name: "Long texts",
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
    await expectNoSidewaysScroll();
  },
};

export const Mobile: Story = onPhone(Populated);

export const MobileLongTexts: Story = { ...LongTexts, ...onPhone(LongTexts), name: "Mobile, long texts" };

const errors = errorViewStories(
  "Live stock data not found for this Guild ID.",
  "An error occurred while fetching the live stock data.",
  "We couldn't find live stock data for the provided Guild ID. Please check if the Guild ID is correct or try again later.",
);
/** In German: the catalogue's words, figures grouped as a German reader writes them, an empty shelf 'Ausverkauft'. */
export const German: Story = {
  parameters: { locale: "de" },
  args: {
    stock: {
      ...storyStock,
      oneMonthNitroTokens: 12_500,
      oneMonthServerBoosts: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(/^Live-Bestand$/);
    await expect(canvas.getByText("Alle 10 Sekunden aktualisiert")).toBeVisible();
    const oneMonth = within(canvas.getByRole("region", { name: "Bestand für 1 Monat" }));
    await expect(oneMonth.getByText("Nitro-Tokens:").nextElementSibling).toHaveTextContent("12.500");
    await expect(oneMonth.getByText("Serverboosts:").nextElementSibling).toHaveTextContent("Ausverkauft");
    await expect(canvas.getByRole("region", { name: "Bestand für 3 Monate" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /^Zum Shop/ })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

export const GermanOnPhone: Story = { ...German, ...onPhone(German), name: "German, on a phone" };

export const ErrorNotFound: Story = errors.notFound;
export const ErrorHttp: Story = errors.serverError;
export const ErrorUnexpected: Story = errors.unexpected;
export const MobileError: Story = errors.notFoundOnPhone;

/** A seller's page as the server rendered it: its sanitised markup and the CSS of its classes. */
const CUSTOM_PAGE = {
  html: '<main class="custom"><h1>Nova Stock</h1><p>1 month: 1,250 Nitro</p></main>',
  css: ".custom{min-height:100vh;padding:2rem;text-align:center;background:#1a1030;color:#ffd6ec;font:20px/1.5 system-ui,sans-serif}.custom h1{font-size:2rem;margin:0 0 1rem}",
};

/** A seller's saved page replaces the default one: the server's markup, no frame and no seller script. */
export const CustomPage: Story = {
  name: "Seller's custom page",
  args: { stock: { ...storyStock, customPage: CUSTOM_PAGE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Nova Stock" })).toBeVisible();
    await expect(canvas.getByText("1 month: 1,250 Nitro")).toBeVisible();
    await expect(canvasElement.querySelector("iframe, script")).toBeNull();
    await expect(canvas.queryByText("1 Month Stock")).toBeNull();
  },
};
