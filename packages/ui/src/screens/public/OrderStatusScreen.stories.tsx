import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
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
import ReplacementForm from "./ReplacementForm";
import {
  HTML_FOOTER,
  LONG_FOOTER,
  storyCoveredOrder,
  storyOrder,
  storyReplacement,
  storyWarranty,
} from "./storyFixtures";

const meta = {
  title: "Screens/Public/OrderStatus",
  component: OrderStatusScreen,
  ...publicScreenMeta,
  tags: ["autodocs"],
  parameters: {
    ...publicScreenMeta.parameters,
    docs: screenDocs(
      "A customer's order status page (public, no sign-in), in the seller's links and colours.\n\nStates: loading, populated, each step of the order's life (waiting, delivering, delivered, partly, not delivered), the times before the page knows the reader's zone, with and without the invite and the seller's links, unsafe links dropped, a dark or missing embed colour, long texts, the error views, on a phone. Replacements under warranty: the policy with the request button, the form open, its errors (its own checks and the server's refusal), every reason a request cannot be made, and a request requested, approved, being delivered, delivered and declined, in the order's timeline; in German and on a phone.",
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

// --- Replacements under warranty (docs/decisions.md#replacements-the-customers-screens) ---

const POLICY = "15 days from delivery, up to 100% of the order replaced. The seller approves each request.";
const OPEN_FORM = "Boosts dropped? Request a replacement";

/** What a story's form sent. */
const sentRequest = fn();

/**
 * The form as the app wires it, answered here: `refusal` is the server's 4xx message for any request (a 400 or
 * 409), none closes the form as a recorded request does.
 */
function StoryForm({ close, refusal, max = 12 }: { close: () => void; refusal?: string; max?: number }) {
  const [error, setError] = useState<string>();
  return (
    <ReplacementForm
      maxRequest={max}
      busy={false}
      error={error}
      onSubmit={(body) => {
        sentRequest(body);
        if (refusal) setError(refusal);
        else close();
      }}
      onCancel={close}
    />
  );
}

/** The warranty section: its words from top to bottom. */
function warranty(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("region", { name: "Warranty" }));
}

async function openForm(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: OPEN_FORM }));
  return within(within(canvasElement).getByRole("form", { name: "Request a replacement" }));
}

/** Inside its window, nothing asked yet: the policy, the window's end in the reader's zone, the request button. */
export const WarrantyEligible: Story = {
  name: "Warranty: eligible",
  args: { order: storyCoveredOrder, replacementForm: (close) => <StoryForm close={close} /> },
  play: async ({ canvasElement }) => {
    const section = warranty(canvasElement);
    await expect(section.getByTestId("warranty-policy")).toHaveTextContent(POLICY);
    await expect(section.getByTestId("warranty-until")).toHaveTextContent(
      "Covered until Jan 30, 2026, 11:34 AM",
    );
    await expect(section.getByRole("button", { name: OPEN_FORM })).toBeEnabled();
    // Nothing asked yet: the timeline is the order's own three steps.
    await expect(within(canvasElement).getByTestId("order-timeline").querySelectorAll("li")).toHaveLength(3);
  },
};

/** The form open and filled in: how many (1 to 12 here), a note; sending it hands the body to the app. */
export const WarrantyFormOpen: Story = {
  name: "Warranty: form open",
  args: WarrantyEligible.args,
  beforeEach: () => sentRequest.mockClear(),
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await expect(form.getByRole("heading", { name: "Request a replacement" })).toBeVisible();
    const count = form.getByRole("spinbutton", { name: "Boosts missing" });
    await expect(count).toHaveFocus();
    await expect(count).toHaveAccessibleDescription("From 1 to 12");
    await expect(form.getByRole("textbox", { name: "Note (optional)" })).toHaveAttribute("maxlength", "500");
    await expect(form.getByRole("button", { name: "Cancel" })).toBeEnabled();
    await userEvent.type(count, "2");
    await userEvent.type(form.getByRole("textbox", { name: "Note (optional)" }), "Two dropped this morning");
    await expect(form.getByRole("button", { name: "Send request" })).toBeEnabled();
    await expect(sentRequest).not.toHaveBeenCalled();
  },
};

/** Sent: the body the server's schema parsed (the note trimmed); the form folds away. Cancel folds it too. */
export const WarrantyFormSends: Story = {
  name: "Warranty: form sends",
  args: WarrantyEligible.args,
  parameters: { screenshot: { sameAs: "screens-public-orderstatus--warranty-eligible" } },
  beforeEach: () => sentRequest.mockClear(),
  play: async ({ canvasElement }) => {
    let form = await openForm(canvasElement);
    await userEvent.click(form.getByRole("button", { name: "Cancel" }));
    await expect(within(canvasElement).queryByRole("form")).toBeNull();
    form = await openForm(canvasElement);
    await userEvent.type(form.getByRole("spinbutton", { name: "Boosts missing" }), "12");
    await userEvent.type(form.getByRole("textbox", { name: "Note (optional)" }), "  All of them  ");
    await userEvent.click(form.getByRole("button", { name: "Send request" }));
    // Checked once the schema has loaded (the page loads it with its reads' schemas).
    await waitFor(() => expect(sentRequest).toHaveBeenCalledOnce());
    await expect(sentRequest).toHaveBeenCalledWith({ missing: 12, note: "All of them" });
    await waitFor(() => expect(within(canvasElement).queryByRole("form")).toBeNull());
  },
};

/** The form's own checks, with the server's schema: nothing, a fraction, or more than the order may ask for. */
export const WarrantyFormErrors: Story = {
  name: "Warranty: form errors",
  args: WarrantyEligible.args,
  beforeEach: () => sentRequest.mockClear(),
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    const count = form.getByRole("spinbutton", { name: "Boosts missing" });
    const send = form.getByRole("button", { name: "Send request" });
    await userEvent.click(send);
    await waitFor(() => expect(count).toHaveAttribute("aria-invalid", "true"));
    await expect(count).toHaveAccessibleDescription("From 1 to 12 Enter a whole number from 1 to 12.");
    for (const typed of ["1.5", "13", "0"]) {
      await userEvent.clear(count);
      await userEvent.type(count, typed);
      await expect(count).not.toHaveAttribute("aria-invalid");
      await userEvent.click(send);
      await expect(await form.findByText("Enter a whole number from 1 to 12.")).toBeVisible();
    }
    await expect(count).toHaveFocus();
    await expect(sentRequest).not.toHaveBeenCalled();
  },
};

/** The server refused what was sent (here a 409: another request opened meanwhile): its message, in its words. */
export const WarrantyFormServerRefusal: Story = {
  name: "Warranty: server refusal",
  args: {
    order: storyCoveredOrder,
    replacementForm: (close) => (
      <StoryForm close={close} refusal="A replacement request for this order is already open." />
    ),
  },
  beforeEach: () => sentRequest.mockClear(),
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await userEvent.type(form.getByRole("spinbutton", { name: "Boosts missing" }), "2");
    await userEvent.click(form.getByRole("button", { name: "Send request" }));
    await expect(await form.findByRole("alert")).toHaveTextContent(
      "A replacement request for this order is already open.",
    );
    await expect(sentRequest).toHaveBeenCalledOnce();
    await expect(sentRequest).toHaveBeenCalledWith({ missing: 2 });
    // The form stays, filled in, to try again or cancel.
    await expect(form.getByRole("spinbutton", { name: "Boosts missing" })).toHaveValue(2);
  },
};

/** A reason the customer cannot ask now: its words in a muted line instead of the button. */
function notEligible(
  order: typeof storyCoveredOrder,
  words: string,
  policy: string | null,
): Pick<Story, "args" | "play"> {
  return {
    args: { order, replacementForm: (close) => <StoryForm close={close} /> },
    play: async ({ canvasElement }) => {
      const section = warranty(canvasElement);
      await expect(section.getByTestId("warranty-state")).toHaveTextContent(words);
      await expect(section.queryByRole("button")).toBeNull();
      if (policy === null) await expect(section.queryByTestId("warranty-policy")).toBeNull();
      else await expect(section.getByTestId("warranty-policy")).toHaveTextContent(policy);
    },
  };
}

const ineligible = (reason: NonNullable<typeof storyWarranty.reason>, over = {}) => ({
  ...storyCoveredOrder,
  warranty: { ...storyWarranty, reason, maxRequest: 0, message: "(the server's English words)", ...over },
});

/** The seller set no warranty for this stock type (window 0): no policy to show, only why. */
export const NotEligibleNoWarranty: Story = {
  name: "Not eligible: no warranty",
  ...notEligible(
    ineligible("noWarranty", { windowDays: 0, until: null }),
    "This order has no warranty: replacements are not offered for it.",
    null,
  ),
};

/** Still on its way: the policy, no window yet, and when a request becomes possible. */
export const NotEligibleUnfinished: Story = {
  name: "Not eligible: unfinished",
  ...notEligible(
    {
      ...ineligible("unfinished", { until: null }),
      status: "processing",
      successfulTokens: 2,
      failedTokens: 0,
      reportedAt: null,
    },
    "A replacement can be requested once this order is delivered.",
    POLICY,
  ),
};

export const NotEligibleFailed: Story = {
  name: "Not eligible: not delivered",
  ...notEligible(
    {
      ...ineligible("failed"),
      status: "failed",
      successfulTokens: 0,
      failedTokens: 7,
    },
    "This order was not delivered, so there is nothing to replace. Please contact the seller.",
    POLICY,
  ),
};

/** The window is over: the policy, the day it ended (in the reader's zone), and why. */
const windowClosed = notEligible(
  ineligible("windowClosed"),
  "The warranty for this order has ended.",
  POLICY,
);
export const NotEligibleWindowClosed: Story = {
  name: "Not eligible: window closed",
  ...windowClosed,
  play: async (context) => {
    await windowClosed.play?.(context);
    await expect(warranty(context.canvasElement).getByTestId("warranty-until")).toHaveTextContent(
      "Ended on Jan 30, 2026, 11:34 AM",
    );
  },
};

/** Every boost the policy lets be replaced has been (here half of the order, bot-approved). */
export const NotEligibleNothingLeft: Story = {
  name: "Not eligible: nothing left",
  ...notEligible(
    ineligible("nothingLeft", { maxSharePercent: 50, approval: "bot" }),
    "Every boost this order may have replaced has been replaced already.",
    "15 days from delivery, up to 50% of the order replaced. Requests are checked and re-delivered automatically.",
  ),
};

const isAReplacement = notEligible(
  { ...ineligible("replacement"), orderId: "ORD-0001-r1", replacementOf: "ORD-0001" },
  "This order is a replacement itself. Please request from the original order's page.",
  null,
);
/** A replacement's own page: ask on the original's, which it links to. */
export const NotEligibleIsAReplacement: Story = {
  name: "Not eligible: a replacement itself",
  ...isAReplacement,
  play: async (context) => {
    await isAReplacement.play?.(context);
    const section = warranty(context.canvasElement);
    await expect(section.getByRole("link", { name: "Original order #ORD-0001" })).toHaveAttribute(
      "href",
      "/api/1100000000000000001/order/ORD-0001/status",
    );
  },
};

/** The order's three steps, all done (the story order's times). */
const ORDER_STEPS: [string, string][] = [
  ["Order received", "Jan 15, 2026, 11:20 AM"],
  ["Delivery started", "Jan 15, 2026, 11:21 AM"],
  ["Delivery finished", "Jan 15, 2026, 11:34 AM"],
];

/** Asked, with the seller now: the request's steps after the order's, the page saying it updates by itself. */
export const ReplacementRequested: Story = {
  name: "Replacement: requested",
  args: { order: { ...storyCoveredOrder, replacement: storyReplacement("requested") } },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, [
      ...ORDER_STEPS,
      ["Replacement requested", "Jan 20, 2026, 9:00 AMBoosts missing: 2"],
      ["Replacement approved", "Waiting"],
      ["Replacement delivered", "Waiting"],
    ]);
    const section = warranty(canvasElement);
    await expect(section.getByTestId("warranty-state")).toHaveTextContent(
      "Your request is with the seller. This page updates by itself.",
    );
    await expect(section.queryByRole("button")).toBeNull();
  },
};

const decidedOrder = (stage: Parameters<typeof storyReplacement>[0]) => ({
  ...storyCoveredOrder,
  warranty: { ...storyWarranty, maxRequest: 10 },
  replacement: storyReplacement(stage),
});

/** Approved: the amount to replace and the replacement order's own status page; it waits for the bot. */
export const ReplacementApproved: Story = {
  name: "Replacement: approved",
  args: { order: decidedOrder("approved") },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, [
      ...ORDER_STEPS,
      ["Replacement requested", "Jan 20, 2026, 9:00 AMBoosts missing: 2"],
      ["Replacement approved", "Jan 20, 2026, 10:15 AMBoosts to replace: 2 · Replacement order #ORD-0001-r1"],
      ["Replacement delivered", "Waiting"],
    ]);
    await expect(
      within(canvasElement).getByRole("link", { name: "Replacement order #ORD-0001-r1" }),
    ).toHaveAttribute("href", "/api/1100000000000000001/order/ORD-0001-r1/status");
    // Another request is possible for what is left (10 of 12), once this one is decided.
    await expect(warranty(canvasElement).getByRole("button", { name: OPEN_FORM })).toBeEnabled();
  },
};

/** The bot is delivering the replacement: its step turns, as a delivering order's does. */
export const ReplacementDelivering: Story = {
  name: "Replacement: being delivered",
  args: { order: decidedOrder("delivering") },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getByTestId("order-timeline").querySelectorAll("li");
    await expect(steps[5]).toHaveTextContent("Replacement being deliveredWaiting");
    await expect(steps[5]?.querySelector(".animate-spin")).not.toBeNull();
  },
};

export const ReplacementDelivered: Story = {
  name: "Replacement: delivered",
  args: { order: decidedOrder("delivered") },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, [
      ...ORDER_STEPS,
      ["Replacement requested", "Jan 20, 2026, 9:00 AMBoosts missing: 2"],
      ["Replacement approved", "Jan 20, 2026, 10:15 AMBoosts to replace: 2 · Replacement order #ORD-0001-r1"],
      ["Replacement delivered", "Jan 20, 2026, 10:42 AM"],
    ]);
  },
};

/** Declined: a cross in the danger colour and the seller's reason; the customer may ask again. */
export const ReplacementDeclined: Story = {
  name: "Replacement: declined",
  args: {
    order: { ...storyCoveredOrder, replacement: storyReplacement("declined") },
    replacementForm: (close) => <StoryForm close={close} />,
  },
  play: async ({ canvasElement }) => {
    await expectSteps(canvasElement, [
      ...ORDER_STEPS,
      ["Replacement requested", "Jan 20, 2026, 9:00 AMBoosts missing: 2"],
      [
        "Replacement declined",
        "Jan 20, 2026, 10:15 AMSeller's reason: All 14 boosts are still active on the server.",
      ],
    ]);
    await expect(warranty(canvasElement).getByRole("button", { name: OPEN_FORM })).toBeEnabled();
  },
};

/** In German: the policy (Intl's days and percent), the window's end, the steps and the form, all German. */
export const GermanReplacement: Story = {
  name: "German, replacement",
  parameters: { locale: "de" },
  args: {
    order: { ...decidedOrder("approved"), warranty: { ...storyWarranty, maxRequest: 1_200 } },
    replacementForm: (close) => <StoryForm close={close} max={1_200} />,
  },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole("region", { name: "Garantie" }));
    await expect(section.getByTestId("warranty-policy")).toHaveTextContent(
      "15 Tage ab Lieferung, bis zu 100 % der Bestellung werden ersetzt. Der Verkäufer genehmigt jede Anfrage.",
    );
    await expect(section.getByTestId("warranty-until")).toHaveTextContent(
      "Abgedeckt bis 30. Jan. 2026, 11:34",
    );
    await expectSteps(canvasElement, [
      ["Bestellung eingegangen", "15. Jan. 2026, 11:20"],
      ["Lieferung begonnen", "15. Jan. 2026, 11:21"],
      ["Lieferung abgeschlossen", "15. Jan. 2026, 11:34"],
      ["Ersatz angefordert", "20. Jan. 2026, 9:00Fehlende Boosts: 2"],
      ["Ersatz genehmigt", "20. Jan. 2026, 10:15Zu ersetzende Boosts: 2 · Ersatzbestellung #ORD-0001-r1"],
      ["Ersatz geliefert", "Ausstehend"],
    ]);
    await userEvent.click(section.getByRole("button", { name: "Boosts verloren? Ersatz anfordern" }));
    const form = within(within(canvasElement).getByRole("form", { name: "Ersatz anfordern" }));
    await userEvent.click(form.getByRole("button", { name: "Anfrage senden" }));
    await waitFor(() =>
      expect(form.getByRole("spinbutton", { name: "Fehlende Boosts" })).toHaveAccessibleDescription(
        "Von 1 bis 1.200 Gib eine ganze Zahl von 1 bis 1.200 ein.",
      ),
    );
    await expect(form.getByRole("button", { name: "Abbrechen" })).toBeEnabled();
    await expectNoSidewaysScroll();
  },
};

/** On a phone: the form open under the order's steps, nothing running out sideways. */
export const WarrantyFormOnPhone: Story = {
  ...WarrantyFormOpen,
  ...onPhone(WarrantyFormOpen),
  name: "Warranty: form open, on a phone",
};
