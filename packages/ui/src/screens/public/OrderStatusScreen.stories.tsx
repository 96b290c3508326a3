import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  errorViewStories,
  expectExternalLinks,
  expectFooterAsText,
  expectLinkDropped,
  expectNoLinksOrFooter,
  expectNoSidewaysScroll,
  linkNamed as link,
  loadingViewStory,
  onPhone,
  publicScreenMeta,
} from "../../stories/publicPages";
import { screenDocs } from "../../stories/screenDocs";
import { OrderStatusScreen } from "./OrderStatusScreen";
import { HTML_FOOTER, LONG_FOOTER, storyOrder } from "./storyFixtures";

const meta = {
  title: "Screens/Public/OrderStatus",
  component: OrderStatusScreen,
  ...publicScreenMeta,
  tags: ["autodocs"],
  parameters: {
    ...publicScreenMeta.parameters,
    docs: screenDocs(
      "A customer's order status page (public, no sign-in), in the seller's links and colours.\n\nStates: loading, populated, each step of the order's life (waiting, delivering, delivered, partly, not delivered), the times before the page knows the reader's zone, with and without the invite and the seller's links, unsafe links dropped, a dark or missing embed colour, long texts, the error views, on a phone.",
    ),
  },
  args: { status: "ready", order: storyOrder, onRetry: fn(), timeZone: "UTC" },
} satisfies Meta<typeof OrderStatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const EXPECTED_LINKS = {
  "Join Server": "https://discord.gg/examplestore",
  "Visit Store": "https://store.example.com",
  "Discord Link": "https://discord.gg/examplestore",
};

/** The value beside a label: a detail row (dt/dd) or a stat card (title/value). */
function figure(canvasElement: HTMLElement, label: string): Element {
  const title = within(canvasElement).getByText(label, { selector: "dt, [data-slot=stat-card] p" });
  const value =
    title.tagName === "DT"
      ? title.nextElementSibling
      : title.closest("[data-slot=stat-card]")?.querySelector("[data-slot=stat-value]");
  if (!value) throw new Error(`No value beside '${label}'`);
  return value;
}

const GREEN = "rgb(52, 211, 153)";
const RED = "rgb(248, 113, 113)";

export const Loading: Story = loadingViewStory("Loading order status...", "Order Status", {
  order: undefined,
});

/** The delivery region: status words and boosts delivered, read out politely when they change. */
async function expectDelivery(canvasElement: HTMLElement, words: string, progress: string) {
  const region = within(canvasElement).getByRole("status");
  await expect(region).toHaveTextContent(new RegExp(`^${words}\\s*${progress}$`));
  await expect(within(region).getByTestId("order-status")).toHaveTextContent(words);
}

/** Each step of the timeline: its words and what stands beside them (a time, 'Waiting'). */
async function expectSteps(canvasElement: HTMLElement, steps: [string, string][]) {
  const items = within(canvasElement).getByTestId("order-timeline").querySelectorAll("li");
  await expect(items).toHaveLength(steps.length);
  for (const [index, [label, beside]] of steps.entries()) {
    await expect(items[index]).toHaveTextContent(`${label}${beside}`);
  }
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole("heading", { level: 1, name: "Order Status" });
    // The seller's colour 8b5cf6 with its '#' added.
    await expect(getComputedStyle(title).color).toBe("rgb(139, 92, 246)");
    await expect(figure(canvasElement, "Order ID")).toHaveTextContent("ORD-0001");
    await expect(figure(canvasElement, "Guild ID")).toHaveTextContent("1100000000000000001");
    await expect(figure(canvasElement, "Amount")).toHaveTextContent("14");
    // 'Type' is the stock name without its '.txt'.
    await expect(figure(canvasElement, "Type")).toHaveTextContent(/^1 Month Boosts$/);
    const successful = figure(canvasElement, "Successful Tokens");
    await expect(successful).toHaveTextContent("6");
    await expect(getComputedStyle(successful).color).toBe(GREEN);
    const failed = figure(canvasElement, "Failed Tokens");
    await expect(failed).toHaveTextContent("1");
    await expect(getComputedStyle(failed).color).toBe(RED);
    await expectExternalLinks(canvasElement, EXPECTED_LINKS);
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("Thanks for shopping with Example Store");
  },
};

/** Redeemed, not yet picked up by the bot: a neutral word, nothing delivered, the next steps waiting. */
export const Pending: Story = {
  args: {
    order: {
      ...storyOrder,
      status: "pending",
      successfulTokens: 0,
      failedTokens: 0,
      claimedAt: null,
      reportedAt: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expectDelivery(canvasElement, "Waiting for delivery", "0 of 14 boosts delivered");
    await expect(within(canvasElement).getByTestId("order-status")).toHaveAttribute("data-tone", "neutral");
    await expectSteps(canvasElement, [
      ["Order received", "Jan 15, 2026, 11:20 AM"],
      ["Delivery started", "Waiting"],
      ["Delivery finished", "Waiting"],
    ]);
  },
};

/** The bot is delivering: blue, its icon turning, the boosts so far. */
export const Processing: Story = {
  args: {
    order: { ...storyOrder, status: "processing", successfulTokens: 2, failedTokens: 0, reportedAt: null },
  },
  play: async ({ canvasElement }) => {
    await expectDelivery(canvasElement, "Delivering", "4 of 14 boosts delivered");
    const badge = within(canvasElement).getByTestId("order-status");
    await expect(badge).toHaveAttribute("data-tone", "info");
    await expect(badge.querySelector(".animate-spin")).not.toBeNull();
    await expectSteps(canvasElement, [
      ["Order received", "Jan 15, 2026, 11:20 AM"],
      ["Delivery started", "Jan 15, 2026, 11:21 AM"],
      ["Delivery finished", "Waiting"],
    ]);
  },
};

/** Reported with some boosts short: 6 good tokens are 12 of 14 boosts. */
export const PartlyDelivered: Story = {
  parameters: { screenshot: { sameAs: "screens-public-orderstatus--populated" } },
  play: async ({ canvasElement }) => {
    await expectDelivery(canvasElement, "Partly delivered", "12 of 14 boosts delivered");
    await expectSteps(canvasElement, [
      ["Order received", "Jan 15, 2026, 11:20 AM"],
      ["Delivery started", "Jan 15, 2026, 11:21 AM"],
      ["Delivery finished", "Jan 15, 2026, 11:34 AM"],
    ]);
  },
};

/** Every boost delivered (7 tokens for 14 boosts). */
export const Delivered: Story = {
  args: { order: { ...storyOrder, status: "completed", successfulTokens: 7, failedTokens: 0 } },
  play: async ({ canvasElement }) => {
    await expectDelivery(canvasElement, "Delivered", "14 of 14 boosts delivered");
    await expect(within(canvasElement).getByTestId("order-status")).toHaveAttribute("data-tone", "success");
  },
};

/** Reported with nothing delivered; an order written already finished has no claim time. */
export const NotDelivered: Story = {
  args: {
    order: { ...storyOrder, status: "failed", successfulTokens: 0, failedTokens: 7, claimedAt: null },
  },
  play: async ({ canvasElement }) => {
    await expectDelivery(canvasElement, "Not delivered", "0 of 14 boosts delivered");
    await expect(within(canvasElement).getByTestId("order-status")).toHaveAttribute("data-tone", "danger");
    await expectSteps(canvasElement, [
      ["Order received", "Jan 15, 2026, 11:20 AM"],
      ["Delivery started", "Time not recorded"],
      ["Delivery finished", "Jan 15, 2026, 11:34 AM"],
    ]);
  },
};

/**
 * As the server renders it, before the page knows the reader's time zone: the steps without their times, each
 * line kept, so the page is as tall as once the times are written in.
 */
export const BeforeTheReadersZone: Story = {
  args: { timeZone: undefined },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, [
      ["Order received", ""],
      ["Delivery started", ""],
      ["Delivery finished", ""],
    ]);
    await expect(canvasElement.querySelector("[data-testid=order-timeline] time")).toBeNull();
  },
};

export const InviteAlreadyALink: Story = {
  name: "Invite already a link",
  parameters: { screenshot: { sameAs: "screens-public-orderstatus--populated" } },
  args: { order: { ...storyOrder, invite: "https://discord.gg/abc123" } },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, "Join Server")).toHaveAttribute("href", "https://discord.gg/abc123");
  },
};

export const WithoutInvite: Story = {
  name: "Without invite",
  args: { order: { ...storyOrder, invite: undefined } },
  play: ({ canvasElement }) =>
    expectLinkDropped(canvasElement, "Join Server", ["Visit Store", "Discord Link"]),
};

export const WithoutStoreLink: Story = {
  name: "Without store link",
  args: { order: { ...storyOrder, storeLink: undefined } },
  play: ({ canvasElement }) =>
    expectLinkDropped(canvasElement, "Visit Store", ["Join Server", "Discord Link"]),
};

export const WithoutDiscordLink: Story = {
  name: "Without discord link",
  args: { order: { ...storyOrder, discordLink: "" } },
  play: ({ canvasElement }) =>
    expectLinkDropped(canvasElement, "Discord Link", ["Join Server", "Visit Store"]),
};

export const WithoutLinksOrFooter: Story = {
  name: "Without links or footer",
  args: {
    order: {
      ...storyOrder,
      invite: undefined,
      storeLink: undefined,
      discordLink: undefined,
      embedFooter: undefined,
    },
  },
  play: async ({ canvasElement }) => {
    await expectNoLinksOrFooter(canvasElement, "Order Status");
    await expect(within(canvasElement).queryByRole("list", { name: "Links" })).toBeNull();
  },
};

/** Only http(s) links are shown: a javascript: or data: link from seller data is dropped. */
export const UnsafeLinksAndMarkup: Story = {
  name: "Unsafe links and markup dropped",
  args: {
    order: {
      ...storyOrder,
      storeLink: "javascript:alert(1)",
      discordLink: "data:text/html,<script>alert(1)</script>",
      embedFooter: HTML_FOOTER,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, "Visit Store")).toBeNull();
    await expect(link(canvasElement, "Discord Link")).toBeNull();
    await expect(link(canvasElement, "Join Server")).toHaveAttribute(
      "href",
      "https://discord.gg/examplestore",
    );
    await expectFooterAsText(canvasElement, HTML_FOOTER);
  },
};

/** A near-black embed colour is lightened until the title passes contrast (axe checks it). */
export const DarkEmbedColour: Story = {
  name: "Dark embed colour",
  args: { order: { ...storyOrder, embedColor: "#1e1f22" } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole("heading", { name: "Order Status" });
    await expect(getComputedStyle(title).color).not.toBe("rgb(30, 31, 34)");
  },
};

/** No (or an unusable) embed colour: the theme accent. */
export const WithoutEmbedColour: Story = {
  name: "Without embed colour",
  args: { order: { ...storyOrder, embedColor: "not-a-colour" } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole("heading", { name: "Order Status" });
    await expect(getComputedStyle(title).color).toBe("rgb(163, 148, 250)");
  },
};

export const LongTexts: Story = {
  name: "Long texts",
  args: {
    order: {
      ...storyOrder,
      orderId: "ORD-2026-01-15-7f3c9a2b4e6d8f0a1c3e5b7d9f2a4c6e8b0d",
      guildId: "110000000000000000112345678901234567",
      stock: "threeMonthNitroBoostsPremiumBundleForBigServers.txt",
      amount: 1_234_567,
      successfulTokens: 617_283,
      failedTokens: 12_345,
      embedFooter: LONG_FOOTER,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, "Amount")).toHaveTextContent("1,234,567");
    await expect(figure(canvasElement, "Successful Tokens")).toHaveTextContent("617,283");
    await expect(figure(canvasElement, "Type")).toHaveTextContent(
      "Three Month Nitro Boosts Premium Bundle For Big Servers",
    );
    await expectNoSidewaysScroll();
  },
};

export const Mobile: Story = onPhone(Populated);

export const MobileLongTexts: Story = { ...LongTexts, ...onPhone(LongTexts), name: "Mobile, long texts" };

const errors = errorViewStories(
  "Order Status not found for this Guild ID.",
  "An error occurred while fetching the order status.",
  "We couldn't find the order with the provided Order ID. Please make sure the Order ID is correct or try again later.",
);
/**
 * In German, the language with the longest words of the seven: every word from the German catalogue, the stock type
 * in German words, figures and times as a German reader writes them; nothing runs out of its box.
 */
export const German: Story = {
  parameters: { locale: "de" },
  args: {
    order: { ...storyOrder, amount: 1_400, successfulTokens: 650, failedTokens: 50, status: "partial" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Bestellstatus" })).toBeVisible();
    await expectDelivery(canvasElement, "Teilweise geliefert", "1.300 von 1.400 Boosts geliefert");
    await expectSteps(canvasElement, [
      ["Bestellung eingegangen", "15. Jan. 2026, 11:20"],
      ["Lieferung begonnen", "15. Jan. 2026, 11:21"],
      ["Lieferung abgeschlossen", "15. Jan. 2026, 11:34"],
    ]);
    await expect(figure(canvasElement, "Menge")).toHaveTextContent("1.400");
    await expect(figure(canvasElement, "Erfolgreiche Tokens")).toHaveTextContent("650");
    await expect(figure(canvasElement, "Fehlgeschlagene Tokens")).toHaveTextContent("50");
    await expect(figure(canvasElement, "Art")).toHaveTextContent(/^1-Monats-Boosts$/);
    await expect(figure(canvasElement, "Bestell-ID")).toHaveTextContent("ORD-0001");
    await expectExternalLinks(canvasElement, {
      "Server beitreten": "https://discord.gg/examplestore",
      "Zum Shop": "https://store.example.com",
      "Discord-Link": "https://discord.gg/examplestore",
    });
    // The page in the other languages, each named in its own words; German marked as the one shown.
    const languages = within(canvas.getByRole("navigation", { name: "Sprache" }));
    await expect(languages.getAllByRole("link").map((l) => l.textContent)).toEqual([
      "English",
      "Español",
      "Português (Brasil)",
      "Français",
      "Deutsch",
      "Türkçe",
      "Русский",
    ]);
    await expect(languages.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("href", "?lang=en");
    await expect(languages.getByRole("link", { name: "English" })).not.toHaveAttribute("aria-current");
    await expectNoSidewaysScroll();
  },
};

export const GermanOnPhone: Story = { ...German, ...onPhone(German), name: "German, on a phone" };

/** The error view in German: the catalogue's heading, message and button. */
export const GermanError: Story = {
  parameters: { locale: "de" },
  args: {
    status: "error",
    order: undefined,
    errorMessage: "Kein Bestellstatus für diese Guild-ID gefunden.",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Hoppla! Etwas ist schiefgelaufen" })).toBeVisible();
    await expect(canvas.getByText("Kein Bestellstatus für diese Guild-ID gefunden.")).toBeVisible();
    await expect(
      canvas.getByText(
        "Wir konnten die Bestellung mit dieser Bestell-ID nicht finden. Bitte prüfe die Bestell-ID oder versuche es später erneut.",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Erneut versuchen" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorNotFound: Story = errors.notFound;
export const ErrorHttp: Story = errors.serverError;
export const ErrorUnexpected: Story = errors.unexpected;
export const MobileError: Story = errors.notFoundOnPhone;
