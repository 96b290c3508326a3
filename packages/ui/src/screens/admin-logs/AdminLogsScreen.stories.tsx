import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { settleVirtualList } from "../../stories/settleList";
import { AdminLogsScreen } from "./AdminLogsScreen";
import { LOGS_NOW, manyLogs, sampleLogs } from "./logFixtures";

const tenThousand = manyLogs(10_000);

const meta = {
  title: "Screens/AdminLogs",
  component: AdminLogsScreen,
  decorators: [
    (Story) => (
      <>
        {/*
          Screenshots only: Chromium fades overlay scrollbars on its own clock, and composites the scroll box
          only some of the time, which moves anti-aliased edges by a pixel. No scrollbar and a layer always.
        */}
        <style>{"[data-testid='log-scroller'] { scrollbar-width: none; will-change: transform; }"}</style>
        <Story />
      </>
    ),
  ],
  args: {
    status: "ready",
    // Oldest first on purpose: the screen shows them newest first.
    logs: [...sampleLogs].reverse(),
    now: LOGS_NOW,
    timeZone: "UTC",
    refreshing: false,
    onRefresh: fn(),
  },
} satisfies Meta<typeof AdminLogsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function statValue(canvasElement: HTMLElement, title: string) {
  const card = within(canvasElement).getByText(title).closest("[data-slot='stat-card']");
  return card?.querySelector("[data-slot='stat-value']")?.textContent;
}

function entryTitles(canvasElement: HTMLElement) {
  return within(canvasElement)
    .queryAllByTestId("log-entry")
    .map((entry) => entry.querySelector("h3")?.textContent);
}

function settleList(canvasElement: HTMLElement) {
  return settleVirtualList(canvasElement, "[data-testid='log-scroller'] ul");
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Admin Logs" })).toBeVisible();
    await expect(canvas.getByText("Monitor user activities and system events")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Refresh" })).toBeEnabled();
    await expect(canvas.getByTestId("entries-count")).toHaveTextContent("4 entries");
    await expect(statValue(canvasElement, "Total Logs")).toBe("4");
    await expect(statValue(canvasElement, "Today's Activity")).toBe("3");
    await expect(statValue(canvasElement, "Errors")).toBe("1");
    await expect(statValue(canvasElement, "Access Code Resets")).toBe("1");
    // Newest first, actions title-cased.
    await waitFor(() =>
      expect(entryTitles(canvasElement)).toEqual([
        "Login",
        "Login Failed",
        "Access Code Reset",
        "Domain Added",
      ]),
    );
    const [first, , , last] = canvas.getAllByTestId("log-entry").map((entry) => within(entry));
    if (!first || !last) throw new Error("entries missing");
    await expect(first.getByText("Success")).toBeVisible();
    await expect(first.getByText("alice")).toBeVisible();
    await expect(first.getByText("(seller-0001)")).toBeVisible();
    await expect(first.getByText("Jan 15, 2026, 11:59:55 AM")).toBeVisible();
    await expect(first.getByText("Signed in to the dashboard")).toBeVisible();
    await expect(first.getByText("IP Address")).toBeVisible();
    await expect(first.getByText("203.0.113.7")).toBeVisible();
    await expect(first.getByText("User Agent")).toBeVisible();
    await expect(first.getByText("5s ago")).toBeVisible();
    await expect(last.getByText("4d ago")).toBeVisible();
    await expect(last.getByText("Info")).toBeVisible();
    await expect(last.queryByText("IP Address")).toBeNull();
    await expect(last.queryByText("User Agent")).toBeNull();
    await expect(canvas.getByText("3m ago")).toBeVisible();
    await expect(canvas.getByText("2h ago")).toBeVisible();
    await settleList(canvasElement);
  },
};

export const SearchMatchesAnyField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "Search logs" });
    await userEvent.type(search, "WRONG ACCESS");
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Login Failed"]));
    await expect(canvas.getByTestId("entries-count")).toHaveTextContent("1 entry");
    await userEvent.clear(search);
    await userEvent.type(search, "seller-0002");
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Domain Added"]));
    await userEvent.clear(search);
    await userEvent.type(search, "Bob");
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Domain Added"]));
    await userEvent.clear(search);
    await userEvent.type(search, "code_reset");
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Access Code Reset"]));
    await settleList(canvasElement);
  },
};

export const SeverityFilter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(screen.getByRole("combobox", { name: "Filter by severity" }));
    const options = await screen.findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "All Severities",
      "Info",
      "Success",
      "Warning",
      "Error",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "Error" }));
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Login Failed"]));
    await expect(screen.getByRole("combobox", { name: "Filter by severity" })).toHaveTextContent("Error");
    await settleList(canvasElement);
  },
};

export const ActionFilter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(screen.getByRole("combobox", { name: "Filter by action" }));
    const options = await screen.findAllByRole("option");
    // The distinct actions present, sorted, underscores turned to spaces and title-cased.
    await expect(options.map((option) => option.textContent)).toEqual([
      "All Actions",
      "Access Code Reset",
      "Domain Added",
      "Login",
      "Login Failed",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "Domain Added" }));
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Domain Added"]));
    await choose("Filter by action", "All Actions");
    await waitFor(() => expect(entryTitles(canvasElement)).toHaveLength(4));
    await settleList(canvasElement);
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search logs" }), "no such thing");
    await expect(await canvas.findByText("No matching logs")).toBeVisible();
    await expect(canvas.getByText("Try adjusting your search or filter criteria")).toBeVisible();
    await expect(canvas.getByTestId("entries-count")).toHaveTextContent("0 entries");
    // The cards still count every log.
    await expect(statValue(canvasElement, "Total Logs")).toBe("4");
    await expect(canvas.queryByText("No logs yet")).toBeNull();
  },
};

export const ClearFilters: Story = {
  play: async (context) => {
    await NoMatches.play?.(context);
    const { canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(entryTitles(canvasElement)).toHaveLength(4));
    await expect(within(canvasElement).getByRole("searchbox", { name: "Search logs" })).toHaveValue("");
    await settleList(canvasElement);
  },
};

/** The server sent only the newest entries of a longer log: the total is shown, and said. */
export const NewestOfTotal: Story = {
  args: { total: 12_345 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statValue(canvasElement, "Total Logs")).toBe("12,345");
    await expect(canvas.getByTestId("logs-shown")).toHaveTextContent(
      "Showing the newest 4 of 12,345 entries. Search, filters and the other cards cover only these.",
    );
    await expect(canvas.getByTestId("entries-count")).toHaveTextContent("4 entries");
    await waitFor(() => expect(entryTitles(canvasElement)).toHaveLength(4));
    await settleList(canvasElement);
  },
};

/** Everything the log holds was sent: no such line. */
export const AllSent: Story = {
  args: { total: 4 },
  play: async ({ canvasElement }) => {
    await expect(statValue(canvasElement, "Total Logs")).toBe("4");
    await expect(within(canvasElement).queryByTestId("logs-shown")).toBeNull();
    await settleList(canvasElement);
  },
};

export const Empty: Story = {
  args: { logs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No logs yet")).toBeVisible();
    await expect(canvas.getByText("User activity logs will appear here")).toBeVisible();
    await expect(statValue(canvasElement, "Total Logs")).toBe("0");
    await expect(canvas.getByTestId("entries-count")).toHaveTextContent("0 entries");
  },
};

export const Loading: Story = {
  args: { status: "loading", logs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading logs...");
    await expect(canvas.getByRole("button", { name: "Refresh" })).toBeDisabled();
    await expect(canvas.queryByText("Total Logs")).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: "error", logs: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to fetch logs")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Refresh: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Refresh" }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await settleList(canvasElement);
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Refresh" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await settleList(canvasElement);
  },
};

/** 10,000 entries: only the rows in view are in the DOM, even scrolled to the very end. */
export const TenThousandEntries: Story = {
  args: { logs: tenThousand },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("entries-count")).toHaveTextContent("10,000 entries");
    await expect(statValue(canvasElement, "Total Logs")).toBe("10,000");
    const rendered = canvas.getAllByTestId("log-entry").length;
    await expect(rendered).toBeGreaterThan(0);
    await expect(rendered).toBeLessThan(40);

    const scroller = canvas.getByTestId("log-scroller");
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(scroller.querySelector("li[aria-posinset='10000']")).not.toBeNull());
    await expect(canvas.getAllByTestId("log-entry").length).toBeLessThan(40);
    await settleList(canvasElement);
  },
};

export const TenThousandSearch: Story = {
  args: { logs: tenThousand },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const started = performance.now();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search logs" }), "#9999)");
    await waitFor(() => expect(entryTitles(canvasElement)).toHaveLength(1));
    await expect(canvas.getByTestId("entries-count")).toHaveTextContent("1 entry");
    // Six keystrokes, each filtering 10,000 entries: generous, but catches a quadratic slip.
    await expect(performance.now() - started).toBeLessThan(5000);
    await settleList(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  args: { logs: sampleLogs.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Admin Logs" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Refresh" })).toBeVisible();
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Login"]));
    await settleList(canvasElement);
  },
};
