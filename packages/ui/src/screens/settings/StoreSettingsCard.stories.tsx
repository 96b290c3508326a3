import { createStoreSettings } from "@boostdash/api-client/settings/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, within } from "storybook/test";
import { screenDocs } from "../../stories/screenDocs";
import { StoreSettingsCard } from "./StoreSettingsCard";

const STORE = createStoreSettings({ embedColor: "#8b5cf6" });
const LINK_ERROR = "Store link must be a full link starting with https:// or http://";
const COLOUR_ERROR = "Embed colour must be a hex colour such as #8B5CF6";

const meta = {
  title: "Screens/Settings/StoreSettingsCard",
  component: StoreSettingsCard,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "The store card on Settings: the store and Discord links, embed colour and footer that the public pages wear, with a live preview.\n\nStates: as saved, nothing set, editing with the live preview, discarded, the colour picker, the low-contrast warning, validation errors, saving, saved, save failed, on a phone.",
    ),
  },
  args: {
    store: STORE,
    status: "idle",
    error: null,
    onSave: fn(),
    stock: {
      oneMonthNitroTokens: 120,
      oneMonthServerBoosts: 1240,
      threeMonthNitroTokens: 0,
      threeMonthServerBoosts: 70,
    },
  },
} satisfies Meta<typeof StoreSettingsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

function stripeColor(canvasElement: HTMLElement) {
  const stripe = canvasElement.querySelector<HTMLElement>("[data-testid='embed-stripe']");
  return stripe ? getComputedStyle(stripe).backgroundColor : undefined;
}

function blur() {
  (document.activeElement as HTMLElement | null)?.blur();
}

export const AsSaved: Story = {
  name: "As saved",
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("heading", { level: 2, name: "Store" })).toBeVisible();
    await expect(card.getByText("Links, colour and footer of your public pages and embeds")).toBeVisible();
    await expect(card.getByLabelText("Store Name")).toHaveValue("Example Store");
    // The preview shows the store's own counts.
    const counts = within(card.getByRole("figure", { name: "Embed preview" }));
    await expect(counts.getByText("Server Boosts: 1,240")).toBeVisible();
    await expect(counts.getByText("Nitro Tokens: 0")).toBeVisible();
    await expect(card.getByLabelText("Store Link")).toHaveValue(STORE.storeLink);
    await expect(card.getByLabelText("Discord Link")).toHaveValue(STORE.discordLink);
    await expect(card.getByLabelText("Embed Colour")).toHaveValue("#8b5cf6");
    await expect(card.getByLabelText("Pick the embed colour")).toHaveValue("#8b5cf6");
    await expect(card.getByLabelText("Footer Text")).toHaveValue(STORE.embedFooter);
    const preview = within(card.getByRole("figure", { name: "Embed preview" }));
    await expect(preview.getByText(STORE.embedFooter)).toBeVisible();
    await expect(preview.getByText("Visit Store")).toBeVisible();
    await expect(preview.getByText("Discord Link")).toBeVisible();
    await expect(stripeColor(canvasElement)).toBe("rgb(139, 92, 246)");
    await expect(card.getByTestId("contrast-status")).toBeEmptyDOMElement();
    await expect(card.getByTestId("store-save-status")).toHaveTextContent(
      "Shown on your public pages and in your bot's embeds",
    );
    await expect(card.getByRole("button", { name: "Save Store Settings" })).toBeDisabled();
  },
};

/** A store with nothing set: empty fields with examples, the default stripe, no buttons in the preview. */
export const NothingSet: Story = {
  name: "Nothing set",
  args: { store: { storeName: "", storeLink: "", discordLink: "", embedColor: "", embedFooter: "" } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByPlaceholderText("https://your-store.example.com")).toHaveValue("");
    await expect(card.getByPlaceholderText("#8B5CF6")).toHaveValue("");
    const preview = within(card.getByRole("figure", { name: "Embed preview" }));
    await expect(preview.getByText("No footer text")).toBeVisible();
    await expect(preview.queryByText("Visit Store")).toBeNull();
    await expect(stripeColor(canvasElement)).toBe("rgb(78, 80, 88)");
  },
};

/** The preview follows every keystroke; Discard goes back to what is saved. */
export const EditingLivePreview: Story = {
  name: "Editing, live preview",
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const footer = card.getByLabelText("Footer Text");
    await userEvent.clear(footer);
    await userEvent.type(footer, "Delivered in minutes");
    const preview = within(card.getByRole("figure", { name: "Embed preview" }));
    await expect(preview.getByText("Delivered in minutes")).toBeVisible();
    const colour = card.getByLabelText("Embed Colour");
    await userEvent.clear(colour);
    await userEvent.type(colour, "22c55e");
    await expect(stripeColor(canvasElement)).toBe("rgb(34, 197, 94)");
    await expect(card.getByLabelText("Pick the embed colour")).toHaveValue("#22c55e");
    await expect(card.getByTestId("store-save-status")).toHaveTextContent("Unsaved changes");
    await expect(card.getByRole("button", { name: "Save Store Settings" })).toBeEnabled();
    await expect(card.getByRole("button", { name: "Discard" })).toBeEnabled();
    await expect(args.onSave).not.toHaveBeenCalled();
    blur();
  },
};

export const Discard: Story = {
  name: "Changes discarded",
  parameters: { screenshot: { sameAs: "screens-settings-storesettingscard--as-saved" } },
  play: async (context) => {
    await EditingLivePreview.play?.(context);
    const card = within(context.canvasElement);
    await userEvent.click(card.getByRole("button", { name: "Discard" }));
    await expect(card.getByLabelText("Footer Text")).toHaveValue(STORE.embedFooter);
    await expect(card.getByLabelText("Embed Colour")).toHaveValue("#8b5cf6");
    await expect(card.queryByRole("button", { name: "Discard" })).toBeNull();
    await expect(card.getByRole("button", { name: "Save Store Settings" })).toBeDisabled();
    blur();
  },
};

export const ColourPicker: Story = {
  name: "Colour picker",
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    fireEvent.input(card.getByLabelText("Pick the embed colour"), { target: { value: "#f59e0b" } });
    await expect(card.getByLabelText("Embed Colour")).toHaveValue("#f59e0b");
    await expect(stripeColor(canvasElement)).toBe("rgb(245, 158, 11)");
    await expect(card.getByTestId("contrast-status")).toBeEmptyDOMElement();
  },
};

export const LowContrastWarning: Story = {
  name: "Low contrast warning",
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const colour = card.getByLabelText("Embed Colour");
    await userEvent.clear(colour);
    await userEvent.type(colour, "#202225");
    await expect(card.getByTestId("contrast-status")).toHaveTextContent(
      "Low contrast: 1.1:1 against Discord's dark embed background. Aim for 3:1 or more so the stripe stands out.",
    );
    // A warning, not an error: it can still be saved.
    await expect(colour).not.toHaveAttribute("aria-invalid");
    await expect(card.getByRole("button", { name: "Save Store Settings" })).toBeEnabled();
    blur();
  },
};

export const ValidationErrors: Story = {
  name: "Validation error",
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const link = card.getByLabelText("Store Link");
    await userEvent.clear(link);
    await userEvent.type(link, "shop.example.com");
    const colour = card.getByLabelText("Embed Colour");
    await userEvent.clear(colour);
    await userEvent.type(colour, "purple");
    await userEvent.click(card.getByRole("button", { name: "Save Store Settings" }));
    await expect(card.getByText(LINK_ERROR)).toBeVisible();
    await expect(card.getByText(COLOUR_ERROR)).toBeVisible();
    await expect(link).toHaveAccessibleDescription(`The 'Visit Store' button ${LINK_ERROR}`);
    await expect(link).toHaveAttribute("aria-invalid", "true");
    await expect(colour).toHaveAttribute("aria-invalid", "true");
    // The first field with a problem gets focus.
    await expect(link).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    // The preview draws the default stripe for a colour it cannot use.
    await expect(stripeColor(canvasElement)).toBe("rgb(78, 80, 88)");
    blur();
  },
};

/** Fixing a field clears its message; the others stay until fixed. */
export const ValidationFixed: Story = {
  name: "Validation error fixed",
  play: async (context) => {
    await ValidationErrors.play?.(context);
    const card = within(context.canvasElement);
    const link = card.getByLabelText("Store Link");
    await userEvent.clear(link);
    await userEvent.type(link, "https://shop.example.com");
    await expect(card.queryByText(LINK_ERROR)).toBeNull();
    await expect(link).not.toHaveAttribute("aria-invalid");
    await expect(card.getByText(COLOUR_ERROR)).toBeVisible();
    blur();
  },
};

export const Save: Story = {
  name: "Save pressed",
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.clear(card.getByLabelText("Footer Text"));
    await userEvent.click(card.getByRole("button", { name: "Save Store Settings" }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...STORE, embedFooter: "" });
    await expect(
      within(card.getByRole("figure", { name: "Embed preview" })).getByText("No footer text"),
    ).toBeVisible();
    blur();
  },
};

export const Saving: Story = {
  args: { status: "saving" },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect(card.getByTestId("store-save-status")).toHaveTextContent("Saving your changes...");
  },
};

export const Saved: Story = {
  args: { status: "saved" },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByTestId("store-save-status")).toHaveTextContent("All changes saved");
    await expect(card.getByRole("button", { name: "Save Store Settings" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: "Save failed",
  args: { status: "error", error: LINK_ERROR },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole("alert"));
    await expect(alert.getByText("Store settings not saved")).toBeVisible();
    await expect(alert.getByText(LINK_ERROR)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("figure", { name: "Embed preview" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Save Store Settings" })).toBeVisible();
  },
};
