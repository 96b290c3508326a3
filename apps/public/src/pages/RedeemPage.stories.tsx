import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { MOCK_GUILD_ID } from "@boostdash/api-client/core/mocks/fixtures";
import { errorResponse, mockRoute } from "@boostdash/api-client/core/mocks/route";
import { REDEEM_SUCCESS_MESSAGE } from "@boostdash/api-client/stock/texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { PublicRoutes } from "../PublicRoutes";
import { LOAD, loadStates, publicPage } from "../stories/storyKit";

const ROUTE = `/api/redeem-order/${MOCK_GUILD_ID}`;
const KEY = "KEY-7F3C-9A2B";

const meta = {
  title: "Wiring/Public/RedeemPage",
  ...publicPage(ROUTE, [scenarios.redeemPageConfig.success, scenarios.redeem.success]),
} satisfies Meta<typeof PublicRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function fill(canvasElement: HTMLElement, email = "buyer@example.com") {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Redeem Key/, {}, LOAD), KEY);
  await userEvent.type(canvas.getByLabelText(/^Server Invite/), "pixelhangout");
  await userEvent.type(canvas.getByLabelText(/^Email/), email);
  return canvas;
}

/** The form, and under it the page in the other languages (English marked as the one shown). */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Redeem Your Order" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("Enter your details to proceed with the redemption.")).toBeVisible();
    await expect(canvas.getByRole("contentinfo")).toHaveTextContent("Example Store - instant delivery");
    await expect(document.title).toBe("Redeem Your Order · Example Store");
    const languages = within(canvas.getByRole("navigation", { name: "Language" }));
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await expect(languages.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "?lang=de");
  },
};

const READY_PIXELS = { sameAs: "wiring-public-redeempage--success" };

/** The other reading of the route renders the same page. */
export const AlternativeRoute: Story = {
  args: { path: `/api/redeem/${MOCK_GUILD_ID}` },
  parameters: { screenshot: READY_PIXELS },
  play: Success.play,
};

// The redeem answers after 400 ms, so the busy state can be seen.
const slowRedeem = mockRoute("redeem", async () => {
  await delay(400);
  return HttpResponse.json({ status: "success", message: "Redeemed! Your boosts are on their way." });
});

/** 'Redeeming...' toast and button, the server's message as a success toast, the dialog, the form cleared. */
export const Redeemed: Story = {
  parameters: { msw: { handlers: [scenarios.redeemPageConfig.success, slowRedeem] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Redeem Now" }));
    await expect(await body().findByText("Redeeming...", { selector: ".Toastify__toast" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Redeeming..." })).toBeDisabled();
    const dialog = within(await body().findByRole("dialog", {}, LOAD));
    await expect(dialog.getByRole("link", { name: /^View Order Status/ })).toHaveAttribute(
      "href",
      `/api/${MOCK_GUILD_ID}/order/${KEY}/status`,
    );
    await expect(await body().findByText("Redeemed! Your boosts are on their way.")).toBeVisible();
    await expect(body().queryByText("Redeeming...", { selector: ".Toastify__toast" })).toBeNull();
    await expect(canvas.getByLabelText(/^Redeem Key/)).toHaveValue("");
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue("");
  },
};

/** A redeem that succeeds after mistakes: the earlier error toasts close, only the outcome stays by the dialog. */
export const CorrectedAfterErrors: Story = {
  parameters: { screenshot: { sameAs: "wiring-public-redeempage--redeemed" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Redeem Now" }, LOAD));
    await expect(
      await body().findByText("Please fill in all required fields.", { selector: ".Toastify__toast" }),
    ).toBeVisible();
    await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Redeem Now" }));
    await body().findByRole("dialog", {}, LOAD);
    await expect(await body().findByText("Redeemed! Your boosts are on their way.")).toBeVisible();
    await waitFor(() =>
      expect(
        body().queryByText("Please fill in all required fields.", { selector: ".Toastify__toast" }),
      ).toBeNull(),
    );
  },
};

/** The server says no (status is not 'success'): its message as an error toast, the form kept. */
export const Rejected: Story = {
  parameters: { msw: { handlers: [scenarios.redeemPageConfig.success, scenarios.redeem.rejected] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Redeem Now" }));
    const toast = await body().findByText(
      "Invalid or already used redeem key. Please check the key from your email or invoice page.",
    );
    await expect(toast.closest(".Toastify__toast")).toHaveClass("Toastify__toast--error");
    await expect(body().queryByRole("dialog")).toBeNull();
    await expect(canvas.getByLabelText(/^Redeem Key/)).toHaveValue(KEY);
    await expect(canvas.getByRole("button", { name: "Redeem Now" })).toBeEnabled();
  },
};

/**
 * The store's failure budget is spent (docs/decisions.md#redeem-keys): the 429's message as an error toast, then the
 * captcha above the button; without solving it, the login's 'Please complete the CAPTCHA'.
 */
export const CaptchaRequired: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.redeemPageConfig.success,
        scenarios.redeem.captchaRequired,
        scenarios.redeemChallenge.success,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Redeem Now" }));
    const toast = await body().findByText(
      "Too many failed redeem attempts for this store. Please complete the captcha below and try again.",
    );
    await expect(toast.closest(".Toastify__toast")).toHaveClass("Toastify__toast--error");
    await expect(
      await canvas.findByText("This store has seen many wrong keys. Please complete the captcha to redeem."),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector("altcha-widget")).not.toBeNull(), LOAD);
    await userEvent.click(canvas.getByRole("button", { name: "Redeem Now" }));
    await expect(await body().findByText("Please complete the CAPTCHA")).toBeVisible();
    await expect(canvas.getByLabelText(/^Redeem Key/)).toHaveValue(KEY);
  },
};

const redeemServerError = mockRoute("redeem", () =>
  errorResponse(500, { message: "Redeem service is down for maintenance." }),
);

/** An HTTP error: the server's message. */
export const RedeemServerError: Story = {
  parameters: { msw: { handlers: [scenarios.redeemPageConfig.success, redeemServerError] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Redeem Now" }));
    const toast = await body().findByText("Redeem service is down for maintenance.");
    await expect(toast.closest(".Toastify__toast")).toHaveClass("Toastify__toast--error");
  },
};

const redeemBareError = mockRoute("redeem", () => new HttpResponse("Bad gateway", { status: 502 }) as never);

/** An HTTP error without a message: 'Failed to redeem. Please try again.' */
export const RedeemServerErrorWithoutMessage: Story = {
  parameters: { msw: { handlers: [scenarios.redeemPageConfig.success, redeemBareError] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Redeem Now" }));
    await expect(await body().findByText("Failed to redeem. Please try again.")).toBeVisible();
  },
};

export const RedeemNetworkError: Story = {
  parameters: { msw: { handlers: [scenarios.redeemPageConfig.success, scenarios.redeem.networkError] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Redeem Now" }));
    await expect(await body().findByText("An unexpected error occurred. Please try again.")).toBeVisible();
  },
};

/** docs/product.md#redeem checks run before any request, as error toasts: first the required fields... */
export const MissingFieldsToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Redeem Now" }, LOAD));
    const toast = await body().findByText("Please fill in all required fields.", {
      selector: ".Toastify__toast",
    });
    await expect(toast).toHaveClass("Toastify__toast--error");
  },
};

/** ...then the email's shape. */
export const InvalidEmailToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, "buyer@example");
    await userEvent.click(canvas.getByRole("button", { name: "Redeem Now" }));
    const toast = await body().findByText("Please enter a valid email address.", {
      selector: ".Toastify__toast",
    });
    await expect(toast).toHaveClass("Toastify__toast--error");
  },
};

/** The error view replaces the form. */
async function noForm(canvasElement: HTMLElement) {
  await expect(within(canvasElement).queryByRole("textbox")).toBeNull();
}

const load = loadStates(
  scenarios.redeemPageConfig,
  {
    loading: "Loading redeem page...",
    notFound: "Redeem page not found.",
    http: "An error occurred while fetching the redeem order.",
    unexpected: "An unexpected error occurred.",
  },
  "screens-public-redeem",
  noForm,
);

export const Slow: Story = load.slow;
export const NotFound: Story = load.notFound;
export const ServerError: Story = load.serverError;
export const NetworkError: Story = load.networkError;

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async (context) => {
    await Redeemed.play?.(context);
    await waitFor(() => expect(body().getByRole("dialog")).toBeVisible());
  },
  parameters: { msw: { handlers: [scenarios.redeemPageConfig.success, slowRedeem] } },
};

const germanRedeem = mockRoute("redeem", async () => {
  await delay(400);
  return HttpResponse.json({ status: "success", message: REDEEM_SUCCESS_MESSAGE });
});

/**
 * In German: the head, the toasts (their close buttons and region too) and the dialog in the reader's words; the server's answer (docs/product.md#redeem's English
 * words) shown as the German catalogue says it.
 */
export const GermanRedeemed: Story = {
  parameters: { locale: "de", msw: { handlers: [scenarios.redeemPageConfig.success, germanRedeem] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Einlöseschlüssel/, {}, LOAD), KEY);
    await expect(document.title).toBe("Bestellung einlösen · Example Store");
    await userEvent.type(canvas.getByLabelText(/^Servereinladung/), "pixelhangout");
    await userEvent.type(canvas.getByLabelText(/^E-Mail/), "kaeufer@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Jetzt einlösen" }));
    await expect(
      await body().findByText("Wird eingelöst...", { selector: ".Toastify__toast" }),
    ).toBeVisible();
    const dialog = within(await body().findByRole("dialog", {}, LOAD));
    await expect(dialog.getByRole("link", { name: /^Bestellstatus ansehen/ })).toHaveAttribute(
      "href",
      `/api/${MOCK_GUILD_ID}/order/${KEY}/status`,
    );
    const toast = await body().findByText("Bestellung eingelöst! Deine Boosts werden in Kürze geliefert.");
    const card = toast.closest<HTMLElement>(".Toastify__toast");
    await expect(card).toHaveClass("Toastify__toast--success");
    await expect(body().queryByText(REDEEM_SUCCESS_MESSAGE)).toBeNull();
    // The toasts' names for screen readers are the page's words too.
    await expect(body().getByLabelText("Benachrichtigungen")).toContainElement(card);
    await expect(
      within(card ?? document.body).getByRole("button", { name: "Benachrichtigung schließen" }),
    ).toBeVisible();
    await expect(body().queryByRole("button", { name: "Close notification" })).toBeNull();
  },
};

/**
 * In German, the store's failure budget spent: the 429's known message in German, the captcha's line, the widget
 * in German (ALTCHA's own words for it), and the CAPTCHA reminder in German.
 */
export const GermanCaptchaRequired: Story = {
  parameters: {
    locale: "de",
    msw: {
      handlers: [
        scenarios.redeemPageConfig.success,
        scenarios.redeem.captchaRequired,
        scenarios.redeemChallenge.success,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Einlöseschlüssel/, {}, LOAD), KEY);
    await userEvent.type(canvas.getByLabelText(/^Servereinladung/), "pixelhangout");
    await userEvent.type(canvas.getByLabelText(/^E-Mail/), "kaeufer@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Jetzt einlösen" }));
    const toast = await body().findByText(
      "Zu viele fehlgeschlagene Einlöseversuche für diesen Shop. Bitte löse das Captcha unten und versuche es erneut.",
    );
    await expect(toast.closest(".Toastify__toast")).toHaveClass("Toastify__toast--error");
    await expect(
      await canvas.findByText(
        "Dieser Shop hat viele falsche Schlüssel gesehen. Bitte löse das Captcha, um einzulösen.",
      ),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector("altcha-widget")).not.toBeNull(), LOAD);
    // React sets `language` as the element's property; what shows is the widget's German label.
    await waitFor(
      () => expect(canvasElement.querySelector("altcha-widget")).toHaveTextContent("Ich bin kein Roboter"),
      LOAD,
    );
    await userEvent.click(canvas.getByRole("button", { name: "Jetzt einlösen" }));
    await expect(await body().findByText("Bitte löse das CAPTCHA")).toBeVisible();
  },
};
