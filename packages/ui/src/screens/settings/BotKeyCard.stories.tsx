import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { stubClipboard, writeText } from "../../stories/clipboard";
import { screenDocs } from "../../stories/screenDocs";
import { BotKeyCard } from "./BotKeyCard";

const NOW = MOCK_NOW;
const minutesAgo = (minutes: number) => new Date(Date.parse(NOW) - minutes * 60_000).toISOString();
/** Fake, shaped like the server's keys (`bk_` + 43 base64url characters). */
const BOT_KEY = "bk_Q2hvb3NlIGEgbmV3IGtleSBmb3IgdGhlIGJvdCBwbGVhc2U";
const masked = (hint: string) => `bk_${"\u2022".repeat(12)}${hint}`;

/** The copy button's check mark lasts 2 s; wait it out so the screenshot never catches it half way. */
async function settleCopied(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector("[data-copied]")).toBeNull(), { timeout: 4000 });
  (document.activeElement as HTMLElement | null)?.blur();
}

const meta = {
  title: "Screens/Settings/BotKeyCard",
  component: BotKeyCard,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "The bot key card on Settings: the key the seller's bot calls boostdash with. It is stored hashed, so it shows masked; rotating it shows the new key once.\n\nStates: masked (with and without a hint), never connected, the rotate dialog, rotating, the new key shown once and hidden, copy failed.",
    ),
  },
  args: {
    info: { hint: "x7Qa", rotatedAt: null, lastUsedAt: minutesAgo(4) },
    now: NOW,
    newKey: null,
    rotating: false,
    onConfirmRotate: fn(),
    onCopied: fn(),
    onCopyFailed: fn(),
    origin: "https://boost.example.com",
    onTextCopied: fn(),
  },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof BotKeyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The key is stored hashed: masked, without Show and Copy, the reason said; below, how the bot connects. */
export const Masked: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("heading", { level: 2, name: "Bot Key" })).toBeVisible();
    await expect(card.getByText("Connects your bot to this dashboard")).toBeVisible();
    await expect(
      card.getByText(
        "Your bot sends this key with every call to the bot API, to push stock and orders. Keep it secret: anyone with it can change your store.",
      ),
    ).toBeVisible();
    await expect(card.getByLabelText("Bot Key")).toHaveValue(masked("x7Qa"));
    await expect(card.getByLabelText("Bot Key")).toHaveAccessibleDescription(
      "Only a hash of the key is stored, so it can't be shown again. Lost it? Rotate the key to get a new one.",
    );
    // Buttons that cannot act are left out, not shown disabled.
    await expect(card.queryByRole("button", { name: "Show bot key" })).toBeNull();
    await expect(card.queryByRole("button", { name: "Copy bot key" })).toBeNull();
    // How the bot connects: this server's API URL, example calls, the reference.
    const connect = within(card.getByRole("region", { name: "Connecting your bot" }));
    await expect(connect.getByText("https://boost.example.com/api")).toBeVisible();
    await expect(
      connect.getByText(/^curl -X PUT https:\/\/boost\.example\.com\/api\/bot\/stock/),
    ).toBeVisible();
    const calls = [...canvasElement.querySelectorAll("pre")].map((pre) => pre.textContent ?? "");
    await expect(
      calls.some((c) => c.startsWith("curl -X POST https://boost.example.com/api/bot/redeem-keys")),
    ).toBe(true);
    await expect(calls.filter((c) => c.includes('-H "Authorization: YOUR_BOT_KEY"'))).toHaveLength(3);
    await expect(connect.getByRole("link", { name: "Bot API reference" })).toHaveAttribute(
      "href",
      "/api/docs",
    );
    await expect(connect.getByRole("link", { name: "OpenAPI document" })).toHaveAttribute(
      "href",
      "/api/openapi.json",
    );
    await expect(card.getByLabelText("Last Rotated")).toHaveValue("Never");
    await expect(card.getByLabelText("Last Bot Contact")).toHaveValue("4m ago");
    await expect(card.getByText("Rotating disconnects the bot until it has the new key.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Rotate Bot Key" })).toBeEnabled();
    await expect(card.queryByRole("region", { name: "New Bot Key Generated" })).toBeNull();
  },
};

/** A key made before hints were kept: bullets only. */
export const MaskedWithoutHint: Story = {
  name: "Masked, without hint",
  args: { info: { hint: null, rotatedAt: minutesAgo(60 * 50), lastUsedAt: minutesAgo(60 * 3) } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByLabelText("Bot Key")).toHaveValue(masked(""));
    await expect(card.getByLabelText("Last Rotated")).toHaveValue("2 days ago");
    await expect(card.getByLabelText("Last Bot Contact")).toHaveValue("3h ago");
  },
};

export const NeverConnected: Story = {
  name: "Never connected",
  args: { info: { hint: "x7Qa", rotatedAt: null, lastUsedAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Last Bot Contact")).toHaveValue("Never");
  },
};

export const RotateConfirmOpen: Story = {
  name: "Rotate dialog open",
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Rotate Bot Key" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm Bot Key Rotation" }));
    await expect(
      dialog.getByText("Are you sure you want to rotate your bot key? This action cannot be undone."),
    ).toBeVisible();
    await expect(dialog.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Your current bot key will stop working immediately",
      "A new bot key will be generated and shown once",
      "Your bot stays disconnected until you give it the new key",
      "This action will be logged for security purposes",
    ]);
    await expect(dialog.getByRole("button", { name: "Yes, Rotate Key" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeEnabled();
  },
};

export const RotateCancel: Story = {
  name: "Rotate cancelled",
  parameters: { screenshot: { sameAs: "screens-settings-botkeycard--masked" } },
  play: async (context) => {
    await RotateConfirmOpen.play?.(context);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(context.args.onConfirmRotate).not.toHaveBeenCalled();
    // Focus goes back to the button that opened the dialog.
    await expect(within(context.canvasElement).getByRole("button", { name: "Rotate Bot Key" })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
    // Rotate sits below the fold since the card shows the bot's calls: back to the top for the picture.
    window.scrollTo(0, 0);
  },
};

export const RotateConfirm: Story = {
  name: "Rotate confirmed",
  parameters: { screenshot: { sameAs: "screens-settings-botkeycard--rotate-confirm-open" } },
  play: async (context) => {
    await RotateConfirmOpen.play?.(context);
    await userEvent.click(screen.getByRole("button", { name: "Yes, Rotate Key" }));
    await expect(context.args.onConfirmRotate).toHaveBeenCalledOnce();
  },
};

export const Rotating: Story = {
  args: { rotating: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Rotate Bot Key" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm Bot Key Rotation" }));
    await expect(dialog.getByRole("button", { name: "Rotating..." })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

/** After a rotation the key is known this once: shown, copyable, and said to be shown once. */
export const NewKeyShownOnce: Story = {
  name: "New key shown once",
  args: { newKey: BOT_KEY, info: { hint: BOT_KEY.slice(-4), rotatedAt: NOW, lastUsedAt: null } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByLabelText("Bot Key")).toHaveValue(BOT_KEY);
    await expect(card.getByLabelText("Bot Key")).toHaveAccessibleDescription(
      "Shown this once. Copy it into your bot's settings before you leave this page.",
    );
    const panel = within(card.getByRole("region", { name: "New Bot Key Generated" }));
    await expect(
      panel.getByText(
        "The old key has stopped working. Put the new one in your bot's settings now: you won't be able to see it again.",
      ),
    ).toBeVisible();
    await expect(card.getByLabelText("Last Rotated")).toHaveValue("Less than an hour ago");
    await expect(card.getByLabelText("Last Bot Contact")).toHaveValue("Not since the key was rotated");
    // The example calls carry the new key itself, ready to paste.
    const calls = [...canvasElement.querySelectorAll("pre")].map((pre) => pre.textContent ?? "");
    await expect(calls.filter((c) => c.includes(`-H "Authorization: ${BOT_KEY}"`))).toHaveLength(3);
    await userEvent.click(card.getByRole("button", { name: "Copy bot key" }));
    await expect(writeText).toHaveBeenCalledWith(BOT_KEY);
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith(BOT_KEY));
    await settleCopied(canvasElement);
  },
};

export const NewKeyHidden: Story = {
  name: "New key hidden",
  args: NewKeyShownOnce.args,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole("button", { name: "Hide bot key" }));
    await expect(card.getByLabelText("Bot Key")).toHaveValue(masked(BOT_KEY.slice(-4)));
    await expect(card.getByRole("button", { name: "Show bot key" })).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(card.getByRole("button", { name: "Show bot key" }));
    await expect(card.getByLabelText("Bot Key")).toHaveValue(BOT_KEY);
    await userEvent.click(card.getByRole("button", { name: "Hide bot key" }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The clipboard refused: the page says so (its toast); the key stays on screen to copy by hand. */
export const CopyFails: Story = {
  name: "Copy failed",
  parameters: { screenshot: { sameAs: "screens-settings-botkeycard--new-key-shown-once" } },
  args: NewKeyShownOnce.args,
  play: async ({ canvasElement, args }) => {
    writeText.mockImplementation(async () => {
      throw new Error("denied");
    });
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Copy bot key" }));
    await waitFor(() => expect(args.onCopyFailed).toHaveBeenCalledOnce());
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByLabelText("Bot Key")).toHaveValue(BOT_KEY);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
