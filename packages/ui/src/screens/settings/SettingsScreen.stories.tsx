import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import { createStoreSettings } from "@boostdash/api-client/settings/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { stubClipboard, writeText } from "../../stories/clipboard";
import { screenDocs } from "../../stories/screenDocs";
import { SettingsScreen } from "./SettingsScreen";

const NOW = MOCK_NOW;
const CODE = "K7PX-2QMR-9WDA";
const hoursAgo = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();

const STORE = createStoreSettings({ embedColor: "#8b5cf6" });

/** The copy button's check mark lasts 2 s; wait it out so the screenshot never catches it half way. */
async function settleCopied(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector("[data-copied]")).toBeNull(), { timeout: 4000 });
  (document.activeElement as HTMLElement | null)?.blur();
}

const meta = {
  title: "Screens/Settings",
  component: SettingsScreen,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "Settings (`/dashboard/settings`): the access code (masked, revealed, copied, reset after a confirmation), the bot key and the store's public settings. The bot key and store cards have their own entries below this one.\n\nStates: the access code masked and revealed, copy refused, last reset times, the reset dialog, resetting, a new code, loading, load failed, on a phone, all cards together.",
    ),
  },
  args: {
    status: "ready",
    accessCode: CODE,
    lastReset: hoursAgo(72),
    now: NOW,
    resetting: false,
    newAccessCode: null,
    onConfirmReset: fn(),
    onCopied: fn(),
    onCopyRefused: fn(),
    onCopyFailed: fn(),
    onRetry: fn(),
    botKey: {
      hint: "x7Qa",
      rotatedAt: null,
      lastUsedAt: new Date(Date.parse(NOW) - 4 * 60_000).toISOString(),
    },
    newBotKey: null,
    rotatingBotKey: false,
    onConfirmRotateBotKey: fn(),
    onBotKeyCopied: fn(),
    store: STORE,
    stock: {
      oneMonthNitroTokens: 120,
      oneMonthServerBoosts: 240,
      threeMonthNitroTokens: 35,
      threeMonthServerBoosts: 70,
    },
    storeStatus: "idle",
    storeError: null,
    onSaveStore: fn(),
  },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Masked: Story = {
  name: "Access code masked",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(canvas.getByText("Manage your account and security settings")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Access Code Management" })).toBeVisible();
    await expect(canvas.getByText(/required to log into the dashboard/)).toBeVisible();
    await expect(canvas.getByText(/invalidate your\s+current code/)).toBeVisible();
    await expect(canvas.getByText(/save the new one securely/)).toBeVisible();
    await expect(canvas.getByLabelText("Current Access Code")).toHaveValue("\u2022".repeat(12));
    await expect(canvas.getByLabelText("Last Reset")).toHaveValue("3 days ago");
    await expect(canvas.getByRole("button", { name: "Show access code" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reset Access Code" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Notifications" })).toHaveAttribute(
      "href",
      "/dashboard/settings/notifications",
    );
  },
};

export const Revealed: Story = {
  name: "Access code revealed",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show access code" }));
    await expect(canvas.getByLabelText("Current Access Code")).toHaveValue(CODE);
    await userEvent.click(canvas.getByRole("button", { name: "Hide access code" }));
    await expect(canvas.getByLabelText("Current Access Code")).toHaveValue("\u2022".repeat(12));
    await userEvent.click(canvas.getByRole("button", { name: "Show access code" }));
    await expect(canvas.getByLabelText("Current Access Code")).toHaveValue(CODE);
  },
};

export const CopyWhileMaskedIsRefused: Story = {
  name: "Copy refused while masked",
  parameters: { screenshot: { sameAs: "screens-settings--masked" } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Copy access code" }));
    await expect(args.onCopyRefused).toHaveBeenCalledOnce();
    await expect(writeText).not.toHaveBeenCalled();
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

export const CopyEmptyIsRefused: Story = {
  name: "Copy refused when empty",
  args: { accessCode: "" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show access code" }));
    await userEvent.click(canvas.getByRole("button", { name: "Copy access code" }));
    await expect(args.onCopyRefused).toHaveBeenCalledOnce();
    await expect(writeText).not.toHaveBeenCalled();
  },
};

export const CopyRevealed: Story = {
  name: "Access code copied",
  parameters: { screenshot: { sameAs: "screens-settings--revealed" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show access code" }));
    await userEvent.click(canvas.getByRole("button", { name: "Copy access code" }));
    await expect(writeText).toHaveBeenCalledWith(CODE);
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith(CODE));
    await expect(args.onCopyRefused).not.toHaveBeenCalled();
    await settleCopied(canvasElement);
  },
};

export const NeverReset: Story = {
  name: "Never reset",
  args: { lastReset: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Last Reset")).toHaveValue("Never");
  },
};

export const ResetMinutesAgo: Story = {
  name: "Reset minutes ago",
  args: { lastReset: hoursAgo(0.5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Last Reset")).toHaveValue("Less than an hour ago");
  },
};

export const ResetHoursAgo: Story = {
  name: "Reset hours ago",
  args: { lastReset: hoursAgo(5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText("Last Reset")).toHaveValue("5 hours ago");
  },
};

export const ConfirmDialogOpen: Story = {
  name: "Reset dialog open",
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Reset Access Code" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm Access Code Reset" }));
    await expect(
      dialog.getByText("Are you sure you want to reset your access code? This action cannot be undone."),
    ).toBeVisible();
    await expect(dialog.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Your current access code will be invalidated immediately",
      "A new access code will be generated",
      "You will need to use the new code for all future logins",
      "This action will be logged for security purposes",
    ]);
    await expect(dialog.getByRole("button", { name: "Yes, Reset Code" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeEnabled();
  },
};

export const ConfirmDialogCancel: Story = {
  name: "Reset cancelled",
  parameters: { screenshot: { sameAs: "screens-settings--masked" } },
  play: async (context) => {
    await ConfirmDialogOpen.play?.(context);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(context.args.onConfirmReset).not.toHaveBeenCalled();
  },
};

export const ConfirmReset: Story = {
  name: "Reset confirmed",
  parameters: { screenshot: { sameAs: "screens-settings--confirm-dialog-open" } },
  play: async (context) => {
    await ConfirmDialogOpen.play?.(context);
    await userEvent.click(screen.getByRole("button", { name: "Yes, Reset Code" }));
    await expect(context.args.onConfirmReset).toHaveBeenCalledOnce();
  },
};

export const Resetting: Story = {
  args: { resetting: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Reset Access Code" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm Access Code Reset" }));
    await expect(dialog.getByRole("button", { name: "Resetting..." })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

export const NewCodeGenerated: Story = {
  name: "New code generated",
  args: { newAccessCode: "R7PX-NEW1-CODE", accessCode: "R7PX-NEW1-CODE", lastReset: NOW },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = within(canvas.getByRole("region", { name: "New Access Code Generated" }));
    await expect(panel.getByTestId("new-access-code")).toHaveTextContent("R7PX-NEW1-CODE");
    await expect(
      panel.getByText("Make sure to save this code securely. You won't be able to see it again."),
    ).toBeVisible();
    await expect(canvas.getByLabelText("Last Reset")).toHaveValue("Less than an hour ago");
    await userEvent.click(panel.getByRole("button", { name: "Copy new access code" }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith("R7PX-NEW1-CODE"));
    await settleCopied(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading settings...");
    await expect(canvas.queryByText("Access Code Management")).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: "Load failed",
  args: { status: "error" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load settings")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Access Code Management" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Reset Access Code" })).toBeVisible();
  },
};

/** The three cards together: the access code, the bot key and the store (each card's states are its own stories). */
export const AllCards: Story = {
  name: "All cards",
  parameters: { screenshot: { sameAs: "screens-settings--masked" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Access Code Management",
      "Bot Key",
      "Store",
    ]);
    await expect(canvas.getByLabelText("Bot Key")).toHaveValue(`bk_${"\u2022".repeat(12)}x7Qa`);
    await expect(canvas.getByLabelText("Store Link")).toHaveValue(STORE.storeLink);
  },
};

/** An admin of the team (docs/decisions.md#team-screens): the bot key and the store, not the owner's access code. */
export const AsAdmin: Story = {
  name: "As admin",
  args: { onConfirmReset: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Bot Key",
      "Store",
    ]);
    await expect(canvas.queryByText("Current Access Code")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Reset Access Code" })).toBeNull();
  },
};

/** With the customers' language: its card under the Store card. */
export const WithCustomersLanguage: Story = {
  name: "With customers' language",
  args: { customersLanguage: "de", onSaveCustomersLanguage: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Access Code Management",
      "Bot Key",
      "Store",
      "Customers' Language",
    ]);
    await expect(canvas.getByRole("combobox", { name: "Default language" })).toHaveTextContent("Deutsch");
  },
};

/**
 * A role that may not change the store's settings gets no save for the language: the card is left out, as the
 * access code's is for an admin (a button that cannot act is not shown).
 */
export const CustomersLanguageLeftOut: Story = {
  name: "Customers' language left out",
  args: { customersLanguage: "de", onSaveCustomersLanguage: undefined },
  parameters: { screenshot: { sameAs: "screens-settings--masked" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("heading", { name: "Customers' Language" })).toBeNull();
    await expect(canvas.queryByRole("combobox", { name: "Default language" })).toBeNull();
  },
};
