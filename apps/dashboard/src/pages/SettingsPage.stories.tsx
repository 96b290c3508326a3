import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { MOCK_GUILD_ID, MOCK_TOKEN } from "@boostdash/api-client/core/mocks/fixtures";
import { errorResponse, mockRoute } from "@boostdash/api-client/core/mocks/route";
import { mockStore } from "@boostdash/api-client/core/mocks/store";
import { TOKEN_STORAGE_KEY } from "@boostdash/api-client/core/token";
import { MOCK_BOT_KEY, MOCK_PENDING_GUILD_ID } from "@boostdash/api-client/settings/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { type DashboardApp, mockApi, signedInPage } from "../stories/storyKit";
import { confirmInDialog, loadedAtHeading } from "../stories/storyPlay";
import { dropFocus, settleCopied } from "../stories/storySettle";
import { pageStates } from "../stories/storyStates";

const writeText = fn(async (_text: string) => {});

const meta = {
  title: "Wiring/Dashboard/SettingsPage",
  ...signedInPage("/dashboard/settings", { token: "old-session-token", clipboard: writeText }),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = loadedAtHeading("Access Code Management");

async function confirmReset(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  await confirmInDialog(canvasElement, "Reset Access Code", "Confirm Access Code Reset", "Yes, Reset Code");
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await loaded(canvasElement)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(canvas.getByLabelText("Current Access Code")).toHaveValue("\u2022".repeat(12));
    await expect(canvas.getByLabelText("Last Reset")).toHaveValue("5 hours ago");
    await expect(canvas.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  },
};

/** A window 1280 px wide: the store card beside the access code and bot key cards, not below them. */
export const WideWindow: Story = {
  globals: { viewport: { value: "desktop1280" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await loaded(canvasElement)).toBeVisible();
    const box = (name: string) => {
      const card = canvas.getByRole("heading", { level: 2, name }).closest("[data-slot='card']");
      if (!card) throw new Error(`no card for ${name}`);
      return card.getBoundingClientRect();
    };
    const access = box("Access Code Management");
    const botKey = box("Bot Key");
    const store = box("Store");
    await expect(store.left).toBeGreaterThanOrEqual(access.right);
    await expect(store.top).toBe(access.top);
    await expect(botKey.top).toBeGreaterThan(access.bottom);
  },
};

const states = pageStates(scenarios.userSettings, {
  loading: "Loading settings...",
  failed: "Failed to load settings",
  signIn: {
    message: "You need to log in to access settings.",
    sameAs: { data: "wiring-dashboard-settingspage--signed-out" },
  },
});

export const Loading: Story = states.loading;

export const NeverReset: Story = {
  parameters: { msw: mockApi(scenarios.userSettings.neverReset) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByLabelText("Last Reset")).toHaveValue("Never");
  },
};

export const LoadFails: Story = {
  ...states.loadFails,
  play: async (context) => {
    await states.loadFails.play(context);
    await expect(
      within(context.canvasElement).getByText("Failed to load settings", {
        selector: "[data-slot='empty-title']",
      }),
    ).toBeVisible();
  },
};

export const SignedOut: Story = states.signedOut;
export const SettingsUnauthorized: Story = states.dataUnauthorized;

/** Reset: the new code is shown once, the last reset is now, and the fresh session token is kept. */
export const ResetSucceeds: Story = {
  play: async ({ canvasElement }) => {
    await confirmReset(canvasElement);
    await expect(await screen.findByText("Access code reset successfully!")).toBeVisible();
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole("region", { name: "New Access Code Generated" }));
    await expect(panel.getByTestId("new-access-code")).toHaveTextContent("R7PX-NEW1-CODE");
    await expect(
      panel.getByText("Make sure to save this code securely. You won't be able to see it again."),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByLabelText("Last Reset")).toHaveValue("Less than an hour ago");
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(MOCK_TOKEN);
    await userEvent.click(panel.getByRole("button", { name: "Copy new access code" }));
    await expect(await screen.findByText("Access code copied to clipboard!")).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith("R7PX-NEW1-CODE");
    await settleCopied(canvasElement);
  },
};

export const Resetting: Story = {
  parameters: { msw: mockApi(scenarios.resetAccessCode.slow) },
  play: async ({ canvasElement }) => {
    await confirmReset(canvasElement);
    const dialog = within(screen.getByRole("dialog", { name: "Confirm Access Code Reset" }));
    await expect(await dialog.findByRole("button", { name: "Resetting..." })).toBeDisabled();
  },
};

/** A refused reset shows the server's message; the dialog stays for another try or Cancel. */
export const ResetRefused: Story = {
  parameters: {
    msw: mockApi(
      mockRoute("resetAccessCode", () =>
        errorResponse(429, { message: "Too many resets. Try again in an hour." }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await confirmReset(canvasElement);
    await expect(await screen.findByText("Too many resets. Try again in an hour.")).toBeVisible();
    await expect(screen.getByRole("dialog", { name: "Confirm Access Code Reset" })).toBeVisible();
    await expect(
      within(canvasElement).queryByRole("region", { name: "New Access Code Generated" }),
    ).toBeNull();
    // Cancel still works after a failure.
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    dropFocus();
  },
};

export const ResetFails: Story = {
  parameters: { msw: mockApi(scenarios.resetAccessCode.networkError) },
  play: async ({ canvasElement }) => {
    await confirmReset(canvasElement);
    await expect(await screen.findByText("Failed to reset access code")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    dropFocus();
  },
};

export const CopyWhileMasked: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Copy access code" }));
    await expect(await screen.findByText("No access code to copy")).toBeVisible();
    await expect(writeText).not.toHaveBeenCalled();
  },
};

export const CopyRevealed: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show access code" }));
    await expect(canvas.getByLabelText("Current Access Code")).toHaveValue("K7PX-2QMR-9WDA");
    await userEvent.click(canvas.getByRole("button", { name: "Copy access code" }));
    await expect(await screen.findByText("Access code copied to clipboard!")).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith("K7PX-2QMR-9WDA");
    await settleCopied(canvasElement);
  },
};

// ---- Bot Key card ----

async function confirmRotate(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  await confirmInDialog(canvasElement, "Rotate Bot Key", "Confirm Bot Key Rotation", "Yes, Rotate Key");
}

/** The new key is shown this once, copied with a toast; the card says the bot is not connected with it yet. */
export const RotateBotKey: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByLabelText("Bot Key")).toHaveValue(`bk_${"\u2022".repeat(12)}x7Qa`);
    await expect(canvas.getByLabelText("Last Bot Contact")).toHaveValue("4m ago");
    await confirmRotate(canvasElement);
    await expect(
      await screen.findByText("Bot key rotated: copy the new key into your bot now"),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByLabelText("Bot Key")).toHaveValue(MOCK_BOT_KEY);
    await expect(canvas.getByRole("region", { name: "New Bot Key Generated" })).toBeVisible();
    await expect(canvas.getByLabelText("Last Rotated")).toHaveValue("Less than an hour ago");
    await expect(canvas.getByLabelText("Last Bot Contact")).toHaveValue("Not since the key was rotated");
    await userEvent.click(canvas.getByRole("button", { name: "Copy bot key" }));
    await expect(await screen.findByText("Bot key copied to clipboard!")).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(MOCK_BOT_KEY);
    await settleCopied(canvasElement);
  },
};

export const RotatingBotKey: Story = {
  parameters: { msw: mockApi(scenarios.rotateBotKey.slow) },
  play: async ({ canvasElement }) => {
    await confirmRotate(canvasElement);
    const dialog = within(screen.getByRole("dialog", { name: "Confirm Bot Key Rotation" }));
    await expect(await dialog.findByRole("button", { name: "Rotating..." })).toBeDisabled();
  },
};

/** A failed rotation changes nothing: the toast says so, the key stays masked, the dialog stays for Cancel. */
export const RotateBotKeyFails: Story = {
  parameters: { msw: mockApi(scenarios.rotateBotKey.networkError) },
  play: async ({ canvasElement }) => {
    await confirmRotate(canvasElement);
    await expect(await screen.findByText("Failed to rotate the bot key")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(within(canvasElement).getByLabelText("Bot Key")).toHaveValue(
      `bk_${"\u2022".repeat(12)}x7Qa`,
    );
    await expect(within(canvasElement).queryByRole("region", { name: "New Bot Key Generated" })).toBeNull();
    dropFocus();
  },
};

// ---- Store card ----

async function editFooterAndSave(canvasElement: HTMLElement, footer: string) {
  await loaded(canvasElement);
  const form = within(within(canvasElement).getByRole("form", { name: "Store settings" }));
  const field = form.getByLabelText("Footer Text");
  await userEvent.clear(field);
  await userEvent.type(field, footer);
  await userEvent.click(form.getByRole("button", { name: "Save Store Settings" }));
  return form;
}

/** Saved, with a toast; what the server answers (trimmed) becomes the form, and the public page's data changes. */
export const SaveStoreSettings: Story = {
  play: async ({ canvasElement }) => {
    const form = await editFooterAndSave(canvasElement, "  Delivered in minutes  ");
    await expect(await screen.findByText("Store settings saved successfully!")).toBeVisible();
    await expect(form.getByTestId("store-save-status")).toHaveTextContent("All changes saved");
    await expect(form.getByLabelText("Footer Text")).toHaveValue("Delivered in minutes");
    await expect(form.getByRole("button", { name: "Save Store Settings" })).toBeDisabled();
    dropFocus();
  },
};

export const SavingStoreSettings: Story = {
  parameters: { msw: mockApi(scenarios.updateStoreSettings.slow) },
  play: async ({ canvasElement }) => {
    const form = await editFooterAndSave(canvasElement, "Delivered in minutes");
    await expect(await form.findByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect(form.getByTestId("store-save-status")).toHaveTextContent("Saving your changes...");
  },
};

/** The server refused: its message in the card, a toast, and the typed values kept for another try. */
export const StoreSettingsRefused: Story = {
  parameters: { msw: mockApi(scenarios.updateStoreSettings.refused) },
  play: async ({ canvasElement }) => {
    const form = await editFooterAndSave(canvasElement, "Delivered in minutes");
    await expect(await screen.findByText("Failed to save store settings")).toBeVisible();
    const alert = within(await form.findByRole("alert"));
    await expect(alert.getByText("Store settings not saved")).toBeVisible();
    await expect(
      alert.getByText("Store link must be a full link starting with https:// or http://"),
    ).toBeVisible();
    await expect(form.getByLabelText("Footer Text")).toHaveValue("Delivered in minutes");
    await expect(form.getByTestId("store-save-status")).toHaveTextContent("Unsaved changes");
    dropFocus();
  },
};

export const StoreSettingsServerDown: Story = {
  parameters: { msw: mockApi(scenarios.updateStoreSettings.networkError) },
  play: async ({ canvasElement }) => {
    const form = await editFooterAndSave(canvasElement, "Delivered in minutes");
    // Once as the toast, once in the card.
    await waitFor(() => expect(screen.getAllByText("Failed to save store settings")).toHaveLength(2));
    await expect(within(form.getByRole("alert")).getByText("Store settings not saved")).toBeVisible();
    dropFocus();
  },
};

// ---- Guild move ----

/** The bot has asked to move the store to another guild: the settings carry the request. */
function withPendingMove() {
  const store = mockStore();
  store.settings = { ...store.settings, guildId: MOCK_GUILD_ID, pendingGuildId: MOCK_PENDING_GUILD_ID };
  return undefined;
}

async function moveCard(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  return within(await within(canvasElement).findByRole("region", { name: "Guild move requested" }));
}

async function confirmMove(canvasElement: HTMLElement) {
  const card = await moveCard(canvasElement);
  await userEvent.click(card.getByRole("button", { name: "Move store" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Move the store to another guild?" }));
  await userEvent.click(dialog.getByRole("button", { name: "Yes, Move Store" }));
  return dialog;
}

export const GuildMovePending: Story = {
  beforeEach: withPendingMove,
  play: async ({ canvasElement }) => {
    const card = await moveCard(canvasElement);
    await expect(card.getByText(MOCK_GUILD_ID)).toBeVisible();
    await expect(card.getByText(MOCK_PENDING_GUILD_ID)).toBeVisible();
    await expect(card.getByRole("button", { name: "Keep current guild" })).toBeEnabled();
  },
};

export const GuildMoveConfirmed: Story = {
  beforeEach: withPendingMove,
  play: async ({ canvasElement }) => {
    await confirmMove(canvasElement);
    await expect(await screen.findByText(`Store moved to guild ${MOCK_PENDING_GUILD_ID}`)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(within(canvasElement).queryByRole("region", { name: "Guild move requested" })).toBeNull();
    dropFocus();
  },
};

export const GuildMoving: Story = {
  beforeEach: withPendingMove,
  parameters: { msw: mockApi(scenarios.guildMove.slow) },
  play: async ({ canvasElement }) => {
    const dialog = await confirmMove(canvasElement);
    await expect(await dialog.findByRole("button", { name: "Moving..." })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  },
};

export const GuildMoveDeclined: Story = {
  beforeEach: withPendingMove,
  play: async ({ canvasElement }) => {
    const card = await moveCard(canvasElement);
    await userEvent.click(card.getByRole("button", { name: "Keep current guild" }));
    await expect(
      await screen.findByText("Guild move declined; the store stays on its current guild"),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).queryByRole("region", { name: "Guild move requested" })).toBeNull(),
    );
    dropFocus();
  },
};

/** Another seller took the guild after the bot asked: the server's words, and the request stays to decline. */
export const GuildMoveTaken: Story = {
  beforeEach: withPendingMove,
  parameters: { msw: mockApi(scenarios.guildMove.taken) },
  play: async ({ canvasElement }) => {
    await confirmMove(canvasElement);
    await expect(
      await screen.findByText(
        `Another seller now has guild ${MOCK_PENDING_GUILD_ID}, so the store stays on its current guild. Choose "Keep current guild" to dismiss the request.`,
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(await moveCard(canvasElement)).toBeTruthy();
    dropFocus();
  },
};

// ---- Customers' language ----

/** Chooses a language in the Customers' Language card and saves it. */
async function chooseLanguageAndSave(canvasElement: HTMLElement, language: string) {
  await loaded(canvasElement);
  const card = within(
    (await within(canvasElement).findByRole("form", { name: "Customers' Language" })) as HTMLElement,
  );
  await userEvent.click(card.getByRole("combobox", { name: "Default language" }));
  await userEvent.click(await screen.findByRole("option", { name: language }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  await userEvent.click(card.getByRole("button", { name: "Save Language" }));
  return card;
}

/** Saved: the server's words as a toast, the card says so, and the store's settings hold the language. */
export const SaveCustomersLanguage: Story = {
  play: async ({ canvasElement }) => {
    const card = await chooseLanguageAndSave(canvasElement, "Deutsch");
    await expect(await screen.findByText("Customers' language saved: Deutsch")).toBeVisible();
    await expect(card.getByTestId("customers-language-status")).toHaveTextContent("Language saved");
    await expect(card.getByRole("combobox", { name: "Default language" })).toHaveTextContent("Deutsch");
    await expect(mockStore().settings.customersLanguage).toBe("de");
    dropFocus();
  },
};

export const SavingCustomersLanguage: Story = {
  parameters: { msw: mockApi(scenarios.updateCustomersLanguage.slow) },
  play: async ({ canvasElement }) => {
    const card = await chooseLanguageAndSave(canvasElement, "Español");
    await expect(await card.findByRole("button", { name: "Saving..." })).toBeDisabled();
  },
};

/** The server failed: a toast and the card's alert; the choice is kept for another try. */
export const CustomersLanguageSaveFails: Story = {
  parameters: { msw: mockApi(scenarios.updateCustomersLanguage.serverError) },
  play: async ({ canvasElement }) => {
    const card = await chooseLanguageAndSave(canvasElement, "Русский");
    const alert = within(await card.findByRole("alert"));
    await expect(alert.getByText("Customers' language not saved")).toBeVisible();
    await expect(card.getByRole("combobox", { name: "Default language" })).toHaveTextContent("Русский");
    await expect(card.getByTestId("customers-language-status")).toHaveTextContent("Unsaved change");
    await expect(mockStore().settings.customersLanguage).toBe("en");
    dropFocus();
  },
};
