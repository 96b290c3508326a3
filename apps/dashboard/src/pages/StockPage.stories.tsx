import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { errorResponse, mockRoute } from "@boostdash/api-client/core/mocks/route";
import { mockStore } from "@boostdash/api-client/core/mocks/store";
import { chooseOption } from "@boostdash/ui/stories/chooseOption";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { type DashboardApp, mockApi, signedInPage } from "../stories/storyKit";
import { loadedAtHeading } from "../stories/storyPlay";
import { pageStates } from "../stories/storyStates";

const meta = {
  title: "Wiring/Dashboard/StockPage",
  ...signedInPage("/dashboard/stock"),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(scenarios.listKeys, {
  loading: "Loading stock and keys...",
  failed: "Failed to load stock and keys",
});

const loaded = loadedAtHeading("Redeem Keys");

/** The page from the sidebar's 'Stock & Keys', after Orders; the counts and keys from the server. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Stock & Keys" })).toBeVisible();
    await expect(canvas.getByTestId("keys-count")).toHaveTextContent("24 Keys");
    const links = within(canvas.getByRole("navigation", { name: "Dashboard" }))
      .getAllByRole("link")
      .map((l) => l.textContent?.trim());
    await expect(links.indexOf("Stock & Keys")).toBe(links.indexOf("Orders") + 1);
    await expect(canvas.getByRole("link", { name: "Stock & Keys" })).toHaveAttribute("aria-current", "page");
  },
};

export const Loading: Story = states.loading;
export const LoadFails: Story = states.loadFails;
export const SignedOut: Story = states.signedOut;
export const DataUnauthorized: Story = states.dataUnauthorized;

/** A saved count: the server's answer, its toast, and the field marked as changed by the seller. */
export const StockSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const field = canvas.getByLabelText("3 Month Server Boosts");
    await userEvent.clear(field);
    await userEvent.type(field, "40");
    await userEvent.click(canvas.getByRole("button", { name: "Save Stock" }));
    await expect(await screen.findByText("Stock saved")).toBeVisible();
    await waitFor(() => expect(mockStore().stockInfo.stock.threeMonthServerBoosts).toBe(40));
    await expect(await canvas.findByText("Changed by you 0s ago")).toBeVisible();
  },
};

/** A save the server refuses: the failure toast, and the typed count kept. */
export const StockSaveFails: Story = {
  parameters: { msw: mockApi(scenarios.updateStock.serverError) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const field = canvas.getByLabelText("1 Month Nitro Tokens");
    await userEvent.clear(field);
    await userEvent.type(field, "7");
    await userEvent.click(canvas.getByRole("button", { name: "Save Stock" }));
    await expect(await screen.findByText("Internal server error")).toBeVisible();
    await expect(field).toHaveValue("7");
  },
};

const conflict = mockRoute("addKeys", () =>
  errorResponse(409, {
    message: "Nothing was added: 1 redeem key is already in the store (7KQ2M-9XW4T-HB3NP-ZR6CV).",
  }),
);

/** Another tab added a key meanwhile: the server's all-or-nothing refusal as a toast, the dialog kept. */
export const AddRefused: Story = {
  parameters: { msw: mockApi(conflict) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Keys" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Redeem Keys" }));
    await userEvent.type(dialog.getByLabelText("Keys"), "7KQ2M-9XW4T-HB3NP-ZR6CV");
    await userEvent.click(dialog.getByRole("button", { name: "Add 1 Key" }));
    await expect(
      await screen.findByText(
        "Nothing was added: 1 redeem key is already in the store (7KQ2M-9XW4T-HB3NP-ZR6CV).",
      ),
    ).toBeVisible();
    await expect(screen.getByRole("dialog", { name: "Add Redeem Keys" })).toBeVisible();
  },
};

/** Keys added: the toast, the dialog closed, the list reloaded with them first. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add Keys" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Redeem Keys" }));
    await userEvent.type(dialog.getByLabelText("Keys"), "NEW-KEY-7QK2M9XW4THB3N");
    await userEvent.click(dialog.getByRole("button", { name: "Add 1 Key" }));
    await expect(await screen.findByText("Added 1 redeem key")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(await canvas.findByTestId("keys-count")).toHaveTextContent("25 Keys");
  },
};

/** A delete the server fails: its toast, the dialog stays for another try. */
export const DeleteFails: Story = {
  parameters: { msw: mockApi(scenarios.deleteKeys.serverError) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const first = mockStore().keys[0]?.key ?? "";
    await userEvent.click(await canvas.findByRole("button", { name: `Delete ${first}` }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Delete Key" }));
    await expect(await screen.findByText("Internal server error")).toBeVisible();
    await expect(screen.getByRole("dialog")).toBeVisible();
  },
};

/** Generating fails: the toast, and the dialog still asks. */
export const GenerateFails: Story = {
  parameters: { msw: mockApi(scenarios.generateKeys.serverError) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Generate" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Generate Redeem Keys" }));
    await userEvent.click(dialog.getByRole("button", { name: "Generate" }));
    await expect(await screen.findByText("Internal server error")).toBeVisible();
    await expect(dialog.getByLabelText("How many")).toBeVisible();
  },
};

/** One stock type's warranty row of the Warranty card. */
function warrantyRow(canvasElement: HTMLElement, stock: string) {
  const card = within(canvasElement).getByRole("form", { name: "Warranty" });
  return within(within(card).getByRole("group", { name: stock }));
}

/**
 * Each stock type's warranty (docs/decisions.md#replacements-the-sellers-screens), beside the stock it covers: the
 * defaults until the seller saves their own.
 */
export const WarrantyDefaults: Story = {
  // The page as it loads: the Success story's pixels, its checks on the Warranty card.
  parameters: { screenshot: { sameAs: "wiring-dashboard-stockpage--success" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(await canvas.findByRole("form", { name: "Warranty" }, { timeout: 15_000 })).toBeVisible();
    const one = warrantyRow(canvasElement, "One Month Boosts");
    await expect(one.getByLabelText("Window (days)")).toHaveValue("15");
    await expect(one.getByLabelText("Most replaced (% of order)")).toHaveValue("100");
    await expect(one.getByRole("combobox", { name: "Approval" })).toHaveTextContent(
      "The seller approves each request",
    );
    await expect(one.getByText("Default: 15 days, 100 %, the seller approves")).toBeVisible();
    const three = warrantyRow(canvasElement, "Three Month Nitro Tokens");
    await expect(three.getByLabelText("Window (days)")).toHaveValue("30");
    await expect(canvas.getByRole("button", { name: "Save Warranty" })).toBeDisabled();
  },
};

/** A changed policy saved: only that stock type is sent, the toast says so, the fields show what was saved. */
export const WarrantyEdited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await canvas.findByRole("form", { name: "Warranty" }, { timeout: 15_000 });
    const one = warrantyRow(canvasElement, "One Month Boosts");
    await userEvent.clear(one.getByLabelText("Window (days)"));
    await userEvent.type(one.getByLabelText("Window (days)"), "30");
    await userEvent.clear(one.getByLabelText("Most replaced (% of order)"));
    await userEvent.type(one.getByLabelText("Most replaced (% of order)"), "50");
    await chooseOption(one.getByRole("combobox", { name: "Approval" }), "The bot may verify and re-deliver");
    await userEvent.click(canvas.getByRole("button", { name: "Save Warranty" }));
    await expect(await screen.findByText("Warranty saved")).toBeVisible();
    await waitFor(() =>
      expect(mockStore().replacements.policies.find((p) => p.stock === "oneMonthBoosts.txt")).toEqual({
        stock: "oneMonthBoosts.txt",
        windowDays: 30,
        maxSharePercent: 50,
        approval: "bot",
      }),
    );
    await expect(canvas.getByRole("button", { name: "Save Warranty" })).toBeDisabled();
  },
};

/** Bad input: each field says what it takes, Save waits, and nothing typed is lost. */
export const WarrantyBadInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await canvas.findByRole("form", { name: "Warranty" }, { timeout: 15_000 });
    const one = warrantyRow(canvasElement, "One Month Nitro Tokens");
    await userEvent.clear(one.getByLabelText("Window (days)"));
    await userEvent.type(one.getByLabelText("Window (days)"), "400");
    await userEvent.clear(one.getByLabelText("Most replaced (% of order)"));
    await userEvent.type(one.getByLabelText("Most replaced (% of order)"), "12.5");
    await expect(one.getByText("A whole number of days, 0 to 365 (0: no warranty)")).toBeVisible();
    await expect(one.getByText("A whole percent, 0 to 100")).toBeVisible();
    await expect(one.getByLabelText("Window (days)")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("button", { name: "Save Warranty" })).toBeDisabled();
    await expect(one.getByLabelText("Window (days)")).toHaveValue("400");
  },
};

/** The server refuses the save: its message as a toast, the typed policy kept for another try. */
export const WarrantySaveFails: Story = {
  parameters: {
    msw: mockApi(
      mockRoute("updateWarranty", () => errorResponse(400, { message: "Each stock type may be given once" })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await canvas.findByRole("form", { name: "Warranty" }, { timeout: 15_000 });
    const three = warrantyRow(canvasElement, "Three Month Boosts");
    await userEvent.clear(three.getByLabelText("Window (days)"));
    await userEvent.type(three.getByLabelText("Window (days)"), "0");
    await userEvent.click(canvas.getByRole("button", { name: "Save Warranty" }));
    await expect(await screen.findByText("Each stock type may be given once")).toBeVisible();
    await expect(three.getByLabelText("Window (days)")).toHaveValue("0");
    await expect(canvas.getByRole("button", { name: "Save Warranty" })).toBeEnabled();
  },
};
