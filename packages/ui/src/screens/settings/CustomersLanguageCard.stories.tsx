import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { chooseOption } from "../../stories/chooseOption";
import { screenDocs } from "../../stories/screenDocs";
import { CustomersLanguageCard, customersLanguageText } from "./CustomersLanguageCard";

function blur() {
  (document.activeElement as HTMLElement | null)?.blur();
}

const meta = {
  title: "Screens/Settings/CustomersLanguageCard",
  component: CustomersLanguageCard,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "The customers' language card on Settings: the language of customers' order emails when their own is unknown (storefront purchases, the bot's orders), one of the public pages' seven, each named in its own words.\n\nStates: as saved, the list open, a new choice not saved yet, saving, saved, save failed, on a phone.",
    ),
  },
  args: { language: "de", status: "idle", error: null, onSave: fn() },
} satisfies Meta<typeof CustomersLanguageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsSaved: Story = {
  name: "As saved",
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("heading", { level: 2, name: "Customers' Language" })).toBeVisible();
    await expect(card.getByText("The language of your customers' order emails")).toBeVisible();
    await expect(card.getByRole("combobox", { name: "Default language" })).toHaveTextContent("Deutsch");
    await expect(card.getByText(customersLanguageText.hint)).toBeVisible();
    await expect(card.getByRole("button", { name: "Save Language" })).toBeDisabled();
    await expect(card.getByTestId("customers-language-status")).toBeEmptyDOMElement();
  },
};

/** The list: the public pages' seven languages, each in its own words, the saved one ticked. */
export const ListOpen: Story = {
  name: "List open",
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "Default language" }));
    const list = await screen.findByRole("listbox");
    await expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["English", "Español", "Português (Brasil)", "Français", "Deutsch", "Türkçe", "Русский"]);
    await expect(within(list).getByRole("option", { name: "Deutsch" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** A new choice: said to be unsaved until Save sends it. */
export const Changed: Story = {
  name: "Changed, not saved",
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await chooseOption("Default language", "Français");
    await expect(card.getByRole("combobox", { name: "Default language" })).toHaveTextContent("Français");
    await expect(card.getByTestId("customers-language-status")).toHaveTextContent("Unsaved change");
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(card.getByRole("button", { name: "Save Language" })).toBeEnabled();
    // The list gives focus back to its trigger; the shot is taken without the ring, as Save's is.
    blur();
  },
};

export const Save: Story = {
  parameters: { screenshot: { sameAs: "screens-settings-customerslanguagecard--changed" } },
  play: async (context) => {
    await Changed.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole("button", { name: "Save Language" }));
    await waitFor(() => expect(context.args.onSave).toHaveBeenCalledWith("fr"));
    blur();
  },
};

export const Saving: Story = {
  args: { status: "saving" },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("button", { name: "Saving..." })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { language: "fr", status: "saved" },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("combobox", { name: "Default language" })).toHaveTextContent("Français");
    await expect(card.getByTestId("customers-language-status")).toHaveTextContent("Language saved");
    await expect(card.getByRole("button", { name: "Save Language" })).toBeDisabled();
  },
};

/** The save failed: the choice stays, with the reason, and may be sent again. */
export const SaveFailed: Story = {
  name: "Save failed",
  args: { status: "error", error: "Failed to save the customers' language" },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await chooseOption("Default language", "Türkçe");
    const alert = card.getByRole("alert");
    await expect(alert).toHaveTextContent("Customers' language not saved");
    await expect(alert).toHaveTextContent("Failed to save the customers' language");
    await userEvent.click(card.getByRole("button", { name: "Save Language" }));
    await expect(args.onSave).toHaveBeenCalledWith("tr");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("combobox", { name: "Default language" })).toHaveTextContent("Deutsch");
    await expect(card.getByText(customersLanguageText.hint)).toBeVisible();
  },
};
