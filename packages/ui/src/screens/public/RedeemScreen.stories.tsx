import { MOCK_GUILD_ID } from "@boostdash/api-client/core/mocks/fixtures";
import { createRedeemPageConfig } from "@boostdash/api-client/public/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  errorViewStory,
  expectNoSidewaysScroll,
  loadingViewStory,
  onPhone,
  publicScreenMeta,
} from "../../stories/publicPages";
import { screenDocs } from "../../stories/screenDocs";
import { LanguageLinks } from "./LanguageLinks";
import { RedeemScreen } from "./RedeemScreen";
import { LONG_FOOTER } from "./storyFixtures";

const meta = {
  title: "Screens/Public/Redeem",
  component: RedeemScreen,
  ...publicScreenMeta,
  tags: ["autodocs"],
  parameters: {
    ...publicScreenMeta.parameters,
    docs: screenDocs(
      "The page where a customer redeems a key (public): key, email, server invite and optional details, then a success dialog.\n\nStates: loading, ready, with a help link, validation errors, optional details, submitting, rejected, the success dialog and the ways it closes, long texts, the error views, on a phone.",
    ),
  },
  args: {
    status: "ready",
    config: createRedeemPageConfig(),
    guildId: MOCK_GUILD_ID,
    busy: false,
    onRetry: fn(),
    onInvalid: fn(),
    onSubmit: fn(async () => true),
  },
} satisfies Meta<typeof RedeemScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story["play"]>>[0];

const TOGGLE = "+ Add optional details (display name, bio, avatar, banner)";
const HELP = "Can't find your redeem key? Check your email & invoice page.";
const ORDER_URL = `/api/${MOCK_GUILD_ID}/order/KEY-7F3C-9A2B/status`;

function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    key: canvas.getByLabelText(/^Redeem Key/),
    invite: canvas.getByLabelText(/^Server Invite/),
    email: canvas.getByLabelText(/^Email/),
    submit: canvas.getByRole("button", { name: /^(Redeem Now|Redeeming\.\.\.)$/ }),
    toggle: canvas.getByRole("button", { name: /^(\+ Add optional details|Hide)/ }),
  };
}

async function fillRequired(canvasElement: HTMLElement, email = "buyer@example.com") {
  const f = form(canvasElement);
  await userEvent.type(f.key, "KEY-7F3C-9A2B");
  await userEvent.type(f.invite, "https://discord.gg/pixelhangout");
  await userEvent.type(f.email, email);
  return f;
}

export const Loading: Story = loadingViewStory("Loading redeem page...", "Redeem Your Order", {
  config: undefined,
});

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.canvas.getByRole("heading", { level: 1, name: "Redeem Your Order" })).toBeVisible();
    await expect(f.canvas.getByText("Enter your details to proceed with the redemption.")).toBeVisible();
    for (const input of [f.key, f.invite, f.email]) {
      await expect(input).toBeRequired();
      await expect(input).toHaveValue("");
    }
    await expect(f.toggle).toHaveTextContent(TOGGLE);
    await expect(f.toggle).toHaveAttribute("aria-expanded", "false");
    await expect(f.canvas.queryByLabelText("Display Name")).toBeNull();
    await expect(f.submit).toHaveTextContent("Redeem Now");
    await expect(f.submit).toBeEnabled();
    await expect(f.canvas.getByText(HELP)).toBeVisible();
    await expect(f.canvas.getByRole("contentinfo")).toHaveTextContent("Example Store - instant delivery");
  },
};

/**
 * The store's failed redeems spent its budget (docs/decisions.md#redeem-keys): the app hands in the captcha, shown
 * above the button with a line saying why. A drawn box stands in for the widget here.
 */
export const CaptchaRequired: Story = {
  args: {
    captcha: (
      <div
        data-testid="captcha-stand-in"
        className="flex h-[70px] items-center rounded-md border border-border bg-surface-2 p-3"
      >
        I'm not a robot
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(
      f.canvas.getByText("This store has seen many wrong keys. Please complete the captcha to redeem."),
    ).toBeVisible();
    const captcha = f.canvas.getByTestId("captcha-stand-in");
    await expect(captcha).toBeVisible();
    // Above the button, after the fields.
    await expect(captcha.compareDocumentPosition(f.submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const WithoutFooter: Story = {
  name: "Without footer",
  args: { config: { embedColor: "8b5cf6" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("contentinfo")).toBeNull();
    await expect(within(canvasElement).getByRole("heading", { name: "Redeem Your Order" })).toBeVisible();
  },
};

/** With a help page the key text is a link (new tab); a non-http(s) one stays plain text. */
export const WithHelpLink: Story = {
  name: "With help link",
  args: { helpUrl: "https://store.example.com/invoices" },
  play: async ({ canvasElement }) => {
    const anchor = within(canvasElement).getByRole("link", { name: HELP });
    await expect(anchor).toHaveAttribute("href", "https://store.example.com/invoices");
    await expect(anchor).toHaveAttribute("target", "_blank");
    await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const RequiredFieldsMissing: Story = {
  name: "Validation error: required fields",
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.click(f.submit);
    await expect(args.onInvalid).toHaveBeenCalledOnce();
    await expect(args.onInvalid).toHaveBeenCalledWith("Please fill in all required fields.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const input of [f.key, f.invite, f.email])
      await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(f.key).toHaveFocus();
    // Typing in a field clears its mark.
    await userEvent.type(f.key, "K");
    await expect(f.key).not.toHaveAttribute("aria-invalid");
  },
};

/** The order of docs/product.md#input-checks: missing fields are reported before a bad email. */
export const RequiredBeforeEmail: Story = {
  name: "Validation error: required before email",
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.invite, "pixelhangout");
    await userEvent.type(f.email, "not-an-email");
    await userEvent.click(f.submit);
    await expect(args.onInvalid).toHaveBeenCalledOnce();
    await expect(args.onInvalid).toHaveBeenCalledWith("Please fill in all required fields.");
    await expect(f.key).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).not.toHaveAttribute("aria-invalid");
  },
};

export const InvalidEmail: Story = {
  name: "Validation error: email",
  play: async ({ canvasElement, args }) => {
    const f = await fillRequired(canvasElement, "buyer@example");
    await userEvent.click(f.submit);
    await expect(args.onInvalid).toHaveBeenCalledOnce();
    await expect(args.onInvalid).toHaveBeenCalledWith("Please enter a valid email address.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveFocus();
  },
};

/** Text that is not an invite is refused before the key is spent, with a message that shows the form wanted. */
export const InvalidInvite: Story = {
  name: "Validation error: invite",
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.key, "KEY-7F3C-9A2B");
    await userEvent.type(f.invite, "hello world");
    await userEvent.type(f.email, "buyer@example.com");
    await userEvent.click(f.submit);
    await expect(args.onInvalid).toHaveBeenCalledWith(
      "Please enter a valid server invite, e.g. discord.gg/abc123.",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(f.invite).toHaveAttribute("aria-invalid", "true");
    await expect(f.invite).toHaveFocus();
  },
};

export const OptionalDetailsOpen: Story = {
  name: "Optional details open",
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.toggle);
    await expect(f.toggle).toHaveTextContent(/^Hide$/);
    await expect(f.toggle).toHaveAttribute("aria-expanded", "true");
    for (const label of ["Display Name", "Bio", "Avatar URL", "Banner URL"]) {
      const input = f.canvas.getByLabelText(label);
      await expect(input).toBeVisible();
      await expect(input).not.toBeRequired();
    }
  },
};

export const HideClearsOptionalDetails: Story = {
  name: "Optional details hidden and cleared",
  parameters: { screenshot: { sameAs: "screens-public-redeem--optional-details-open" } },
  play: async (context) => {
    await OptionalDetailsOpen.play?.(context);
    const f = form(context.canvasElement);
    await userEvent.type(f.canvas.getByLabelText("Display Name"), "Pixel");
    await userEvent.type(f.canvas.getByLabelText("Bio"), "Hello");
    await userEvent.click(f.toggle);
    await expect(f.canvas.queryByLabelText("Display Name")).toBeNull();
    await expect(f.toggle).toHaveTextContent(TOGGLE);
    await userEvent.click(f.toggle);
    await expect(f.canvas.getByLabelText("Display Name")).toHaveValue("");
    await expect(f.canvas.getByLabelText("Bio")).toHaveValue("");
  },
};

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await expect(f.submit).toHaveTextContent("Redeeming...");
    await expect(f.submit).toBeDisabled();
    await userEvent.click(f.submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused (e.g. a used key): the form keeps what was typed and no dialog opens. */
export const Rejected: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const f = await fillRequired(canvasElement);
    await userEvent.click(f.submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(f.key).toHaveValue("KEY-7F3C-9A2B");
    await expect(within(document.body).queryByRole("dialog")).toBeNull();
  },
};

async function redeem({ canvasElement, args }: Context) {
  const f = await fillRequired(canvasElement);
  await userEvent.click(f.toggle);
  await userEvent.type(f.canvas.getByLabelText("Display Name"), "Pixel Hangout");
  await userEvent.type(f.canvas.getByLabelText("Avatar URL"), "https://cdn.example.com/a.png");
  await userEvent.click(f.submit);
  await expect(args.onSubmit).toHaveBeenCalledOnce();
  await expect(args.onSubmit).toHaveBeenCalledWith({
    redeemKey: "KEY-7F3C-9A2B",
    discordInvite: "https://discord.gg/pixelhangout",
    email: "buyer@example.com",
    displayname: "Pixel Hangout",
    bio: "",
    avatar: "https://cdn.example.com/a.png",
    banner: "",
  });
  return within(await within(document.body).findByRole("dialog", {}, { timeout: 5_000 }));
}

export const SuccessDialog: Story = {
  name: "Success dialog open",
  play: async (context) => {
    const dialog = await redeem(context);
    const anchor = dialog.getByRole("link", { name: /^View Order Status/ });
    await expect(anchor).toHaveAttribute("href", ORDER_URL);
    await expect(anchor).toHaveAttribute("target", "_blank");
    await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    // Every field is cleared, the optional ones folded away (the page behind the dialog is aria-hidden).
    const canvas = within(context.canvasElement);
    for (const label of [/^Redeem Key/, /^Server Invite/, /^Email/]) {
      await expect(canvas.getByLabelText(label)).toHaveValue("");
    }
    await expect(canvas.queryByLabelText("Display Name")).toBeNull();
    await expect(canvas.getByRole("button", { name: TOGGLE, hidden: true })).toBeInTheDocument();
  },
};

async function expectClosed() {
  await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
}

export const SuccessDialogClosesOnEscape: Story = {
  name: "Success dialog closed (Escape)",
  play: async (context) => {
    await redeem(context);
    await userEvent.keyboard("{Escape}");
    await expectClosed();
    await expect(form(context.canvasElement).key).toHaveFocus();
  },
};

export const SuccessDialogClosesOnBackdrop: Story = {
  name: "Success dialog closed (backdrop)",
  parameters: { screenshot: { sameAs: "screens-public-redeem--success-dialog-closes-on-escape" } },
  play: async (context) => {
    await redeem(context);
    await userEvent.click(within(document.body).getByTestId("dialog-backdrop"), { pointerEventsCheck: 0 });
    await expectClosed();
  },
};

export const SuccessDialogClosesOnCloseButton: Story = {
  name: "Success dialog closed (close button)",
  parameters: { screenshot: { sameAs: "screens-public-redeem--success-dialog-closes-on-escape" } },
  play: async (context) => {
    const dialog = await redeem(context);
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await expectClosed();
  },
};

export const LongTexts: Story = {
  name: "Long texts",
  args: { config: { embedColor: "8b5cf6", footerText: LONG_FOOTER } },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.type(f.key, "KEY-".padEnd(90, "X"));
    await expect(within(canvasElement).getByRole("contentinfo")).toHaveTextContent(/Refunds only/);
    await expectNoSidewaysScroll();
  },
};

export const Mobile: Story = onPhone(Ready);

export const MobileSuccessDialog: Story = {
  ...SuccessDialog,
  name: "Mobile, success dialog open",
  globals: { viewport: { value: "mobile375" } },
};

export const ErrorNotFound: Story = { ...errorViewStory("Redeem page not found."), name: "Error: not found" };

export const ErrorHttp: Story = {
  ...errorViewStory("An error occurred while fetching the redeem order."),
  name: "Error: server error",
};

export const ErrorUnexpected: Story = {
  ...errorViewStory("An unexpected error occurred."),
  name: "Error: unexpected",
};

/** No message at all: the fallback of docs/product.md#redeem. */
/** No message from the load: the page's own fallback. */
export const ErrorFallback: Story = {
  ...errorViewStory("Unable to fetch redeem details."),
  name: "Error: no message",
  args: { status: "error", errorMessage: undefined },
};

export const MobileError: Story = {
  ...ErrorNotFound,
  name: "Mobile, error",
  globals: { viewport: { value: "mobile375" } },
};

/** The page in German words: the form, opened up, a wrong email refused, as a German reader sees it. */
async function fillGerman(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Einlöseschlüssel/), "KEY-7F3C-9A2B");
  await userEvent.type(canvas.getByLabelText(/^Servereinladung/), "https://discord.gg/pixelhangout");
  await userEvent.type(canvas.getByLabelText(/^E-Mail/), email);
  return canvas;
}

/**
 * In German, the language with the longest words of the seven: every word of the form from the German catalogue,
 * the optional details open, a wrong email refused in German, and the page's language links under it.
 */
export const German: Story = {
  parameters: { locale: "de" },
  args: { languages: <LanguageLinks /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Bestellung einlösen" })).toBeVisible();
    await expect(canvas.getByText("Gib deine Daten ein, um mit der Einlösung fortzufahren.")).toBeVisible();
    await expect(canvas.getByRole("form", { name: "Bestellung einlösen" })).toBeVisible();
    await expect(canvas.getByLabelText(/^Einlöseschlüssel/)).toHaveAttribute(
      "placeholder",
      "Gib deinen Einlöseschlüssel ein",
    );
    await userEvent.click(
      canvas.getByRole("button", {
        name: "+ Optionale Angaben hinzufügen (Anzeigename, Bio, Avatar, Banner)",
      }),
    );
    for (const label of ["Anzeigename", "Bio", "Avatar-URL", "Banner-URL"])
      await expect(canvas.getByLabelText(label)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ausblenden" })).toHaveAttribute("aria-expanded", "true");
    const f = await fillGerman(canvasElement, "kaeufer@example");
    await userEvent.click(f.getByRole("button", { name: "Jetzt einlösen" }));
    await expect(args.onInvalid).toHaveBeenCalledWith("Bitte gib eine gültige E-Mail-Adresse ein.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      canvas.getByText(
        "Einlöseschlüssel nicht gefunden? Sieh in deinen E-Mails und auf der Rechnungsseite nach.",
      ),
    ).toBeVisible();
    const languages = within(canvas.getByRole("navigation", { name: "Sprache" }));
    await expect(languages.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
    await expect(languages.getByRole("link", { name: "Русский" })).toHaveAttribute("href", "?lang=ru");
    await expectNoSidewaysScroll();
  },
};

/** German on a phone: the longest words in the narrowest column, nothing runs out sideways. */
export const GermanOnPhone: Story = {
  ...German,
  ...onPhone(German),
  name: "German, on a phone",
};

/** German, the required fields left empty: the catalogue's message, and the captcha's line in German. */
export const GermanCaptchaAndMissingFields: Story = {
  name: "German, captcha and missing fields",
  parameters: { locale: "de" },
  args: {
    languages: <LanguageLinks />,
    captcha: (
      <div className="flex h-[70px] items-center rounded-md border border-border bg-surface-2 p-3">
        Ich bin kein Roboter
      </div>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        "Dieser Shop hat viele falsche Schlüssel gesehen. Bitte löse das Captcha, um einzulösen.",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Jetzt einlösen" }));
    await expect(args.onInvalid).toHaveBeenCalledWith("Bitte fülle alle Pflichtfelder aus.");
    await expect(canvas.getByLabelText(/^Einlöseschlüssel/)).toHaveAttribute("aria-invalid", "true");
  },
};

/** The success dialog in German, its close button named in German too. */
export const GermanSuccessDialog: Story = {
  name: "German, success dialog open",
  parameters: { locale: "de" },
  args: { languages: <LanguageLinks /> },
  play: async ({ canvasElement, args }) => {
    const f = await fillGerman(canvasElement, "kaeufer@example.com");
    await userEvent.click(f.getByRole("button", { name: "Jetzt einlösen" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const dialog = within(await within(document.body).findByRole("dialog", {}, { timeout: 5_000 }));
    await expect(dialog.getByRole("heading", { name: "Einlösung erfolgreich" })).toBeVisible();
    await expect(
      dialog.getByText(
        "Deine Bestellung wird bearbeitet. Den Fortschritt siehst du auf der Bestellstatusseite.",
      ),
    ).toBeVisible();
    const anchor = dialog.getByRole("link", { name: "Bestellstatus ansehen (öffnet in einem neuen Tab)" });
    await expect(anchor).toHaveAttribute("href", ORDER_URL);
    await expect(dialog.getByRole("button", { name: "Schließen" })).toBeVisible();
  },
};

/** The load failed, in German: the catalogue's heading, message and button. */
export const GermanError: Story = {
  name: "German, error",
  parameters: { locale: "de" },
  args: { status: "error", errorMessage: "Einlöseseite nicht gefunden." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Hoppla! Etwas ist schiefgelaufen" })).toBeVisible();
    await expect(canvas.getByText("Einlöseseite nicht gefunden.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Erneut versuchen" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** In Russian (another script): the form's words, and its success dialog. */
export const Russian: Story = {
  parameters: { locale: "ru" },
  args: { languages: <LanguageLinks /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Активируйте заказ" })).toBeVisible();
    await expect(canvas.getByText("Введите свои данные, чтобы продолжить активацию.")).toBeVisible();
    for (const label of [/^Ключ активации/, /^Приглашение на сервер/, /^Эл\. почта/])
      await expect(canvas.getByLabelText(label)).toBeRequired();
    await expect(canvas.getByRole("button", { name: "Активировать" })).toBeEnabled();
    await expect(
      canvas.getByRole("button", {
        name: "+ Добавить необязательные данные (отображаемое имя, о себе, аватар, баннер)",
      }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole("navigation", { name: "Язык" })).getByRole("link", { name: "Русский" }),
    ).toHaveAttribute("aria-current", "true");
  },
};

export const RussianSubmitting: Story = {
  name: "Russian, submitting",
  parameters: { locale: "ru" },
  args: { busy: true, languages: <LanguageLinks /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Активация..." })).toBeDisabled();
  },
};
