import { MOCK_NOW } from "@boostdash/api-client/core/mocks/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { chooseOption, pickOpenOption } from "../../stories/chooseOption";
import { screenDocs } from "../../stories/screenDocs";
import { settleVirtualList } from "../../stories/settleList";
import { AdminLogsScreen } from "./AdminLogsScreen";
import { manyLogs, sampleLogs, teamLogs } from "./logFixtures";

const tenThousand = manyLogs(10_000);

const meta = {
  title: "Screens/AdminLogs",
  component: AdminLogsScreen,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "Admin Logs (`/dashboard/admin`, admins only): the server's audit log, newest first, searchable and filtered by severity and action; each entry opens to its details.\n\nStates: populated, an entry expanded, a team's entries with who did each, searched, searched by who did it, filtered, no matches, the newest of a longer log, empty, loading, load failed, refreshing, 10,000 entries, on a phone.",
    ),
  },
  decorators: [
    (Story) => (
      <>
        {/* Screenshots only: Chromium fades overlay scrollbars on its own clock; the page scrolls here. */}
        <style>{"html { scrollbar-width: none; }"}</style>
        <Story />
      </>
    ),
  ],
  args: {
    status: "ready",
    // Oldest first on purpose: the screen shows them newest first.
    logs: [...sampleLogs].reverse(),
    now: MOCK_NOW,
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
    .queryAllByTestId("log-action")
    .map((action) => action.textContent);
}

/** The one-line summary of each entry, as a person reads it across the row. */
function entryLines(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByTestId("log-entry")
    .map((entry) =>
      [...(entry.querySelector("button")?.children ?? [])]
        // What shows at this width: no icons, nothing hidden, nothing only for screen readers.
        .filter(
          (part): part is HTMLElement =>
            part instanceof HTMLElement && !part.classList.contains("sr-only") && part.checkVisibility(),
        )
        .map((part) => part.innerText),
    );
}

function entryButton(canvasElement: HTMLElement, index: number) {
  const entry = within(canvasElement).getAllByTestId("log-entry")[index];
  if (!entry) throw new Error(`no entry ${index}`);
  return within(entry).getByRole("button");
}

function settleList(canvasElement: HTMLElement) {
  return settleVirtualList(canvasElement, "[data-testid='log-scroller'] ul");
}

async function choose(label: string, option: string) {
  await chooseOption(label, option);
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
    // Newest first, one line each: time, user, action (title-cased), short detail, age.
    await waitFor(() =>
      expect(entryTitles(canvasElement)).toEqual([
        "Login",
        "Login Failed",
        "Access Code Reset",
        "Domain Added",
      ]),
    );
    await expect(entryLines(canvasElement)).toEqual([
      ["Jan 15, 11:59:55 AM", "alice", "Login", "Signed in to the dashboard", "5s ago"],
      ["Jan 15, 11:57:00 AM", "unknown", "Login Failed", "Wrong access code", "3m ago"],
      ["Jan 15, 10:00:00 AM", "alice", "Access Code Reset", "Access code was reset", "2h ago"],
      ["Jan 11, 12:00:00 PM", "bob", "Domain Added", "Added shop.example.com", "4d ago"],
    ]);
    // Each line is a collapsed disclosure whose name starts with the severity.
    const first = entryButton(canvasElement, 0);
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(first).toHaveAccessibleName(
      "Success: Jan 15, 11:59:55 AM alice Login Signed in to the dashboard 5s ago",
    );
    await expect(entryButton(canvasElement, 1)).toHaveAccessibleName(/^Error: /);
    // The rest waits behind the line.
    await expect(canvas.queryByText("IP Address")).toBeNull();
    await expect(canvas.queryByText("203.0.113.7")).toBeNull();
    // Compact: a line is about one line of text high.
    await expect(first.getBoundingClientRect().height).toBeLessThan(48);
    await settleList(canvasElement);
  },
};

/** A click opens an entry: severity, user and id, the full timestamp with seconds, details, address, agent. */
export const EntryExpanded: Story = {
  name: "Entry expanded",
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(entryTitles(canvasElement)).toHaveLength(4));
    const first = entryButton(canvasElement, 0);
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(first.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("no details panel");
    const details = within(panel);
    await expect(
      [...panel.querySelectorAll("dt")].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    ).toEqual([
      ["Severity", "Success"],
      ["User", "alice(seller-0001)"],
      ["Time", "Jan 15, 2026, 11:59:55 AM"],
      ["Details", "Signed in to the dashboard"],
      ["IP Address", "203.0.113.7"],
      ["User Agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0"],
    ]);
    await expect(details.getByText("Success")).toBeVisible();
    // An entry without an address or agent has no such rows.
    await userEvent.click(entryButton(canvasElement, 3));
    const last = document.getElementById(entryButton(canvasElement, 3).getAttribute("aria-controls") ?? "");
    await expect(within(last as HTMLElement).getByText("Added shop.example.com")).toBeVisible();
    await expect(within(last as HTMLElement).queryByText("IP Address")).toBeNull();
    // The others stay one line; the list makes room (no overlap).
    await expect(entryButton(canvasElement, 1)).toHaveAttribute("aria-expanded", "false");
    const firstEntry = canvasElement.querySelectorAll("[data-testid='log-entry']")[0] as HTMLElement;
    const secondEntry = canvasElement.querySelectorAll("[data-testid='log-entry']")[1] as HTMLElement;
    await waitFor(() =>
      expect(secondEntry.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        firstEntry.getBoundingClientRect().bottom,
      ),
    );
    (document.activeElement as HTMLElement | null)?.blur();
    await settleList(canvasElement);
  },
};

/**
 * A store's team at work: each line says who did it when it was not the store's owner (a member by name and role,
 * the bot, a customer); the details say it for every entry.
 */
export const ByTeamMembers: Story = {
  name: "By team members",
  args: { logs: teamLogs },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(entryTitles(canvasElement)).toHaveLength(5));
    await expect(entryLines(canvasElement)).toEqual([
      [
        "Jan 15, 11:58:00 AM",
        "Mia's Store",
        "Replacement Approved",
        "by Ana (Support) · Approved 2 boosts for order #ORD-1042",
        "2m ago",
      ],
      [
        "Jan 15, 11:51:00 AM",
        "Mia's Store",
        "Replacement Requested",
        "by Customer · The customer of order #ORD-1042 asked for 2 boosts to be replaced",
        "9m ago",
      ],
      [
        "Jan 15, 11:20:00 AM",
        "Mia's Store",
        "Keys Deleted",
        "by Bo (Manager) · 3 keys deleted (unused)",
        "40m ago",
      ],
      [
        "Jan 15, 10:55:00 AM",
        "Mia's Store",
        "Replacement Approved",
        "by Bot · Approved 1 boost for order #ORD-1038, verified by the bot",
        "1h ago",
      ],
      ["Jan 15, 9:00:00 AM", "Mia's Store", "Login", "Signed in to the dashboard", "3h ago"],
    ]);
    const first = entryButton(canvasElement, 0);
    await userEvent.click(first);
    const panel = document.getElementById(first.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("no details panel");
    await expect(
      [...panel.querySelectorAll("dt")].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    ).toEqual([
      ["Severity", "Success"],
      ["User", "Mia's Store(seller-0003)"],
      ["By", "Ana (Support)(mem-ana)"],
      ["Time", "Jan 15, 2026, 11:58:00 AM"],
      ["Details", "Approved 2 boosts for order #ORD-1042"],
      ["IP Address", "203.0.113.40"],
    ]);
    // The owner's own entry: no "by" on the line, and the details name them.
    await userEvent.click(entryButton(canvasElement, 4));
    const owner = document.getElementById(entryButton(canvasElement, 4).getAttribute("aria-controls") ?? "");
    await expect(within(owner as HTMLElement).getByText("Mia's Store (Owner)")).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    await settleList(canvasElement);
  },
};

/** By keyboard: Tab to a line, Enter opens it, Space closes it. */
export const EntryByKeyboard: Story = {
  name: "Entry expanded by keyboard",
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(entryTitles(canvasElement)).toHaveLength(4));
    const second = entryButton(canvasElement, 1);
    second.focus();
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(within(canvasElement).getByText("198.51.100.23")).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(within(canvasElement).queryByText("198.51.100.23")).toBeNull();
    await userEvent.tab();
    await expect(entryButton(canvasElement, 2)).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(entryButton(canvasElement, 2)).toHaveAttribute("aria-expanded", "true");
    await settleList(canvasElement);
  },
};

export const SearchMatchesAnyField: Story = {
  name: "Searched",
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

/**
 * The search finds a team's entries by who did them, as the line says it ("Bo (Manager)"); "ana (" is Ana's, where
 * "ana" alone would also find Bo the mAnAger.
 */
export const SearchByWho: Story = {
  name: "Searched by who did it",
  args: { logs: teamLogs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "Search logs" });
    await userEvent.type(search, "Bo (M");
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Keys Deleted"]));
    await userEvent.clear(search);
    await userEvent.type(search, "ana (");
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Replacement Approved"]));
    await expect(canvas.getByTestId("entries-count")).toHaveTextContent("1 entry");
    await expect(entryLines(canvasElement)[0]?.[3]).toBe(
      "by Ana (Support) · Approved 2 boosts for order #ORD-1042",
    );
    await settleList(canvasElement);
  },
};

export const SeverityFilter: Story = {
  name: "Filtered by severity",
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
    // Picked, and its list closed: while it is open, Radix hides the rest of the page from the accessibility tree.
    await pickOpenOption("Error");
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Login Failed"]));
    await expect(screen.getByRole("combobox", { name: "Filter by severity" })).toHaveTextContent("Error");
    await settleList(canvasElement);
  },
};

export const ActionFilter: Story = {
  name: "Filtered by action",
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
    await pickOpenOption("Domain Added");
    await waitFor(() => expect(entryTitles(canvasElement)).toEqual(["Domain Added"]));
    await choose("Filter by action", "All Actions");
    await waitFor(() => expect(entryTitles(canvasElement)).toHaveLength(4));
    await settleList(canvasElement);
  },
};

export const NoMatches: Story = {
  name: "No matches",
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
  name: "Filters cleared",
  parameters: { screenshot: { sameAs: "screens-adminlogs--populated" } },
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
  name: "Newest of a longer log",
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
  name: "Whole log sent",
  parameters: { screenshot: { sameAs: "screens-adminlogs--populated" } },
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
  name: "Load failed",
  args: { status: "error", logs: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to fetch logs")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Refresh: Story = {
  name: "Refreshed",
  parameters: { screenshot: { sameAs: "screens-adminlogs--populated" } },
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
  name: "10,000 entries",
  args: { logs: tenThousand },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("entries-count")).toHaveTextContent("10,000 entries");
    await expect(statValue(canvasElement, "Total Logs")).toBe("10,000");
    const rendered = canvas.getAllByTestId("log-entry").length;
    await expect(rendered).toBeGreaterThan(0);
    await expect(rendered).toBeLessThan(40);

    // The page itself scrolls (no box of its own): to the very end, and back.
    const list = canvas.getByTestId("log-scroller");
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(list.querySelector("li[aria-posinset='10000']")).not.toBeNull());
    await expect(canvas.getAllByTestId("log-entry").length).toBeLessThan(40);
    const last = list.querySelector("li[aria-posinset='10000']") as HTMLElement;
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    window.scrollTo(0, 0);
    await waitFor(() => expect(list.querySelector("li[aria-posinset='1']")).not.toBeNull());
    await settleList(canvasElement);
  },
};

export const TenThousandSearch: Story = {
  name: "10,000 entries, searched",
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
    // Two short lines: the action and its age, then who and what.
    await expect(entryLines(canvasElement)).toEqual([
      ["Login", "alice · Signed in to the dashboard", "5s ago"],
    ]);
    await settleList(canvasElement);
  },
};
