import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import { createWarrantyPolicies } from "@boostdash/api-client/replacements/fixtures";
import { createKeyRows, createStockInfo } from "@boostdash/api-client/stock/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { chooseOption } from "../../stories/chooseOption";
import { screenDocs } from "../../stories/screenDocs";
import { settleVirtualList } from "../../stories/settleList";
import { StockScreen, type StockScreenProps } from "./StockScreen";

const someKeys = createKeyRows(24);
const fiftyThousand = createKeyRows(50_000);

/** The screen is controlled (the app keeps the filters); stories keep them here. */
function Stateful(args: StockScreenProps) {
  const [filters, setFilters] = useState(args.filters);
  return (
    <StockScreen
      {...args}
      filters={filters}
      onFiltersChange={(next) => {
        args.onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

const meta = {
  title: "Screens/Stock & Keys",
  component: StockScreen,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "Stock & Keys (`/dashboard/stock`): the four stock counts, editable, with who changed each last (the bot or the seller); the store's redeem keys in a virtual list with search, state and stock filters and counts; adding keys by paste or file with a preview and per-line errors; generating random keys shown once; deleting unused keys; a CSV export.\n\nStates: populated, loading, load failed, empty, 50,000 keys, searched, adding with errors, adding guessable keys, generated, delete confirm.",
    ),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <>
        <style>{"[data-testid='key-scroller'] { scrollbar-width: none; will-change: transform; }"}</style>
        <Story />
      </>
    ),
  ],
  args: {
    status: "ready",
    stock: createStockInfo(),
    keys: someKeys,
    now: MOCK_NOW,
    timeZone: "UTC",
    filters: { query: "", state: "all", stock: "all" },
    onFiltersChange: fn(),
    savingStock: false,
    onSaveStock: fn(),
    adding: false,
    onAddKeys: fn(async () => true),
    generating: false,
    onGenerateKeys: fn(async () => ["7KQ2M-9XW4T-HB3NP-ZR6CV", "A1B2C-D3E4F-G5H6J-K7M8N"]),
    deleting: false,
    onDeleteKey: fn(async () => true),
    onExportCsv: fn(),
    onDownload: fn(),
    orderHref: (key: string) => `/dashboard/orders?order=${encodeURIComponent(key)}`,
    onRetry: fn(),
    onCopied: fn(),
    onCopyFailed: fn(),
  },
} satisfies Meta<typeof StockScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const settle = (canvasElement: HTMLElement) =>
  settleVirtualList(canvasElement, "[data-testid='key-scroller'] ul");

function statValue(canvasElement: HTMLElement, title: string) {
  const counts = within(within(canvasElement).getByRole("region", { name: "Key counts" }));
  const card = counts.getByText(title).closest("[data-slot='stat-card']");
  return card?.querySelector("[data-slot='stat-value']")?.textContent;
}

const rows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll("[data-testid='key-value']")].map((e) => e.textContent);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Stock & Keys" })).toBeVisible();
    await expect(canvas.getByText("Your stock counts and the redeem keys customers use")).toBeVisible();
    await expect(canvas.getByTestId("keys-count")).toHaveTextContent("24 Keys");
    await expect(canvas.getByLabelText("1 Month Nitro Tokens")).toHaveValue("42");
    await expect(canvas.getByText("Changed by the bot 4m ago")).toBeVisible();
    await expect(canvas.getByText("Changed by you 3h ago")).toBeVisible();
    await expect(canvas.getByText("Not changed yet")).toBeVisible();
    await expect(statValue(canvasElement, "Total Keys")).toBe("24");
    await expect(statValue(canvasElement, "Unused")).toBe("16");
    await expect(statValue(canvasElement, "Used")).toBe("8");
    await settle(canvasElement);
    await expect(rows(canvasElement)[0]).toBe(someKeys[0]?.key);
    // A used key links to its order (its id is the key); an unused one can be deleted.
    const used = someKeys[2]?.key ?? "";
    await expect(canvas.getByRole("link", { name: `Order #${used}` })).toHaveAttribute(
      "href",
      `/dashboard/orders?order=${used}`,
    );
    await expect(canvas.getByRole("button", { name: `Delete ${someKeys[0]?.key}` })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: "loading", stock: undefined, keys: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading stock and keys...")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: "error", stock: undefined, keys: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load stock and keys")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No redeem keys yet")).toBeVisible();
    await expect(canvas.getByText("Add the keys you sell, or generate random ones")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Export CSV" })).toBeNull();
    await expect(canvas.getByTestId("keys-count")).toHaveTextContent("0 Keys");
  },
};

/** A count edited: Save sends only what changed. */
export const StockEdited: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole("button", { name: "Save Stock" });
    await expect(save).toBeDisabled();
    const field = canvas.getByLabelText("3 Month Server Boosts");
    await userEvent.clear(field);
    await userEvent.type(field, "40");
    await userEvent.click(save);
    await expect(args.onSaveStock).toHaveBeenCalledWith({ threeMonthServerBoosts: 40 });
  },
};

export const FiftyThousandKeys: Story = {
  name: "50,000 keys",
  args: { keys: fiftyThousand },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("keys-count")).toHaveTextContent("50,000 Keys");
    await expect(statValue(canvasElement, "Unused")).toBe("33,334");
    await settle(canvasElement);
    // Only the rows in view are in the page.
    await expect(canvasElement.querySelectorAll("[data-testid='key-value']").length).toBeLessThan(60);
    const list = canvas.getByRole("list", { name: "50000 redeem keys" });
    await expect(list.querySelector("li")).toHaveAttribute("aria-setsize", "50000");
  },
};

/** A search over 50,000 keys narrows the list and says how many match. */
export const Searched: Story = {
  args: { keys: fiftyThousand },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wanted = fiftyThousand[31_337]?.key ?? "";
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search keys" }), wanted.slice(0, 11));
    await waitFor(() => expect(rows(canvasElement)).toContain(wanted));
    await expect(canvas.getByTestId("keys-shown")).toHaveTextContent(/ of 50,000 keys$/);
    await chooseOption("Filter by state", "Used");
    await userEvent.clear(canvas.getByRole("searchbox", { name: "Search keys" }));
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search keys" }), "no such key");
    await expect(await canvas.findByText("No matching keys")).toBeVisible();
    await settle(canvasElement);
  },
};

const badLines = [
  "GOOD-KEY-7QK2M9XW4T",
  "SHORT",
  "GOOD-KEY-7QK2M9XW4T",
  "TOO-MANY-BOOSTS-KEY1,lots",
  "WEEKLY-KEY-HB3NPZR6,2,weekly.txt",
  someKeys[0]?.key ?? "",
].join("\n");

/** Pasted lines with mistakes: every bad line listed with its reason, and nothing can be added until they are fixed. */
export const AddingWithErrors: Story = {
  args: { initialDialog: { add: badLines } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Add Redeem Keys" }));
    await expect(dialog.getByRole("status")).toHaveTextContent("1 key ready, 5 lines with errors");
    const errors = dialog.getByRole("list", { name: "Lines with errors" });
    await expect(errors).toHaveTextContent("Line 2: SHORT — too short (5 characters; at least 8)");
    await expect(errors).toHaveTextContent("Line 3: GOOD-KEY-7QK2M9XW4T — duplicate of line 1");
    await expect(errors).toHaveTextContent(
      'Line 4: TOO-MANY-BOOSTS-KEY1,lots — amount "lots" is not a whole number above 0',
    );
    await expect(errors).toHaveTextContent(
      'Line 5: WEEKLY-KEY-HB3NPZR6,2,weekly.txt — unknown stock "weekly.txt"',
    );
    await expect(errors).toHaveTextContent(`Line 6: ${someKeys[0]?.key} — already added`);
    await expect(dialog.getByText("Nothing is added while a line has an error")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add 1 Key" })).toBeDisabled();
    await userEvent.click(dialog.getByRole("button", { name: "Add 1 Key" }), { pointerEventsCheck: 0 });
    await expect(args.onAddKeys).not.toHaveBeenCalled();
  },
};

/** Good lines, one of them guessable: a warning, and Add sends them all with the defaults filled in. */
export const AddingGuessableKeys: Story = {
  // Ends with the dialog closed: the populated page.
  parameters: { screenshot: { sameAs: "screens-stock-keys--populated" } },
  args: { initialDialog: { add: "KEY-1234\n7KQ2M-9XW4T-HB3NP-ZR6CV,28,threeMonthBoosts.txt" } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "Add Redeem Keys" }));
    await expect(dialog.getByRole("status")).toHaveTextContent("2 keys ready, 0 lines with errors");
    await expect(
      dialog.getByText(
        "1 key looks easy to guess (KEY-1234). They can be added; random keys (Generate) cannot be guessed.",
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Add 2 Keys" }));
    await expect(args.onAddKeys).toHaveBeenCalledWith({
      keys: [
        { key: "KEY-1234", amount: 14, stock: "oneMonthBoosts.txt" },
        { key: "7KQ2M-9XW4T-HB3NP-ZR6CV", amount: 28, stock: "threeMonthBoosts.txt" },
      ],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/** Generated keys, shown once with Copy and Download. */
export const Generated: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Generate" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Generate Redeem Keys" }));
    await expect(
      dialog.getByText(
        "Random keys of 100 bits: nobody can guess one. They are added to your store at once.",
      ),
    ).toBeVisible();
    await userEvent.clear(dialog.getByLabelText("How many"));
    await userEvent.type(dialog.getByLabelText("How many"), "2");
    await userEvent.click(dialog.getByRole("button", { name: "Generate" }));
    await expect(args.onGenerateKeys).toHaveBeenCalledWith({
      count: 2,
      amount: 14,
      stock: "oneMonthBoosts.txt",
    });
    await expect(await dialog.findByText("2 keys generated")).toBeVisible();
    await expect(
      dialog.getByText("Copy or download them now: this is the only time they are shown together."),
    ).toBeVisible();
    await expect(dialog.getByLabelText("Generated keys")).toHaveValue(
      "7KQ2M-9XW4T-HB3NP-ZR6CV,14,oneMonthBoosts.txt\nA1B2C-D3E4F-G5H6J-K7M8N,14,oneMonthBoosts.txt",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Download" }));
    await expect(args.onDownload).toHaveBeenCalledWith(
      "redeem-keys.txt",
      "7KQ2M-9XW4T-HB3NP-ZR6CV,14,oneMonthBoosts.txt\nA1B2C-D3E4F-G5H6J-K7M8N,14,oneMonthBoosts.txt\n",
    );
    await expect(dialog.getByRole("button", { name: "Copy keys" })).toBeEnabled();
  },
};

/** Delete asks first; the used keys have no delete button. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await settle(canvasElement);
    const key = someKeys[0]?.key ?? "";
    await userEvent.click(canvas.getByRole("button", { name: `Delete ${key}` }));
    const dialog = within(await screen.findByRole("dialog"));
    await expect(dialog.getByText("Delete Redeem Key")).toBeVisible();
    await expect(
      dialog.getByText(`${key} will stop working: a customer who has it can no longer redeem it.`),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: `Delete ${someKeys[2]?.key}` })).toBeNull();
    await expect(dialog.getByRole("button", { name: "Delete Key" })).toBeEnabled();
    await expect(args.onDeleteKey).not.toHaveBeenCalled();
  },
};

/** The export: the filtered list as CSV. */
export const ExportCsv: Story = {
  parameters: { screenshot: { sameAs: "screens-stock-keys--populated" } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Export CSV" }));
    await expect(args.onExportCsv).toHaveBeenCalledOnce();
    const file = (args.onExportCsv as ReturnType<typeof fn>).mock.calls[0]?.[0] as {
      filename: string;
      count: number;
      csv: string;
    };
    await expect(file.filename).toBe("redeem-keys-2026-01-15.csv");
    await expect(file.count).toBe(24);
    await expect(file.csv.split("\r\n")[0]).toBe("key,amount,stock,state,created,used,order");
  },
};

/**
 * Support or a viewer (docs/decisions.md#team-screens): the counts and the warranty read-only, and nothing of the
 * keys (their values are the manager's and up).
 */
export const ReadOnlyRole: Story = {
  args: {
    keys: undefined,
    onSaveStock: undefined,
    warranty: createWarrantyPolicies(),
    onSaveWarranty: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Stock & Keys" })).toBeVisible();
    await expect(canvas.getByLabelText("1 Month Nitro Tokens")).toHaveAttribute("readonly");
    await expect(canvas.getByText("Your role can see these counts but not change them.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Save Stock" })).toBeNull();
    await expect(
      canvas.getAllByText("Window 15 days · up to 100 % · the seller approves").length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByRole("button", { name: "Save Warranty" })).toBeNull();
    for (const name of ["Add Keys", "Generate", "Export CSV"])
      await expect(canvas.queryByRole("button", { name })).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "Redeem Keys" })).toBeNull();
    await expect(canvas.queryByTestId("keys-count")).toBeNull();
  },
};
