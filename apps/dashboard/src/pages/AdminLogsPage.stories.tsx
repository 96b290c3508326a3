import { createLog } from "@boostdash/api-client/admin/fixtures";
import { mockLogsAnswer } from "@boostdash/api-client/admin/mocks";
import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { ago, mockAgo } from "@boostdash/api-client/core/mocks/fixtures";
import { errorResponse, mockRoute } from "@boostdash/api-client/core/mocks/route";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { type DashboardApp, LOAD, mockApi, signedInPage } from "../stories/storyKit";
import { withSteadyLogScroller } from "../stories/storySettle";
import { expectSentHomeAsNonAdmin, pageStates } from "../stories/storyStates";

const logRequests = fn();

/** Answers the first request and fails every later one: a refresh that breaks. */
const failsAfterFirst = mockRoute("adminLogs", () => {
  logRequests();
  return logRequests.mock.calls.length === 1
    ? HttpResponse.json(mockLogsAnswer())
    : errorResponse(500, { message: "Internal server error" });
});

const countedLogs = mockRoute("adminLogs", () => {
  logRequests();
  return HttpResponse.json(mockLogsAnswer());
});

const meta = {
  title: "Wiring/Dashboard/AdminLogsPage",
  ...signedInPage("/dashboard/admin", {
    decorators: [withSteadyLogScroller],
    handlers: [countedLogs],
    beforeEach: () => {
      logRequests.mockClear();
    },
  }),
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

async function entries(canvasElement: HTMLElement) {
  await within(canvasElement).findAllByTestId("log-entry", {}, LOAD);
  return within(canvasElement)
    .getAllByTestId("log-action")
    .map((action) => action.textContent);
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Admin Logs" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("Monitor user activities and system events")).toBeVisible();
    await waitFor(async () =>
      expect(await entries(canvasElement)).toEqual([
        "Login",
        "Login Failed",
        "Access Code Reset",
        "Domain Added",
      ]),
    );
    await expect(canvas.getByTestId("entries-count")).toHaveTextContent("4 entries");
    await expect(canvas.getByRole("link", { name: "ADMIN" })).toHaveAttribute("aria-current", "page");
    await expect(document.title).toBe("Admin Logs · boostdash");
  },
};

/** The log holds more than the answer: the page shows the server's total and says only the newest are listed. */
export const NewestOfMany: Story = {
  parameters: {
    msw: mockApi(mockRoute("adminLogs", () => HttpResponse.json({ ...mockLogsAnswer(), total: 12_345 }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId("logs-shown", {}, LOAD)).toHaveTextContent(
      "Showing the newest 4 of 12,345 entries.",
    );
    await expect(await entries(canvasElement)).toHaveLength(4);
  },
};

const states = pageStates(scenarios.adminLogs, {
  loading: "Loading logs...",
  failed: "Failed to fetch logs",
});

export const Loading: Story = states.loading;

export const Empty: Story = {
  parameters: { msw: mockApi(scenarios.adminLogs.empty) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No logs yet", {}, LOAD)).toBeVisible();
    await expect(canvas.getByText("User activity logs will appear here")).toBeVisible();
  },
};

export const LoadFails: Story = states.loadFails;

export const Refreshes: Story = {
  play: async ({ canvasElement }) => {
    await entries(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Refresh" }));
    await expect(await screen.findByText("Logs refreshed successfully")).toBeVisible();
    await expect(logRequests).toHaveBeenCalledTimes(2);
  },
};

/** A failed refresh keeps the logs on screen and says so. */
export const RefreshFails: Story = {
  parameters: { msw: mockApi(failsAfterFirst) },
  play: async ({ canvasElement }) => {
    await entries(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Refresh" }));
    await expect(await screen.findByText("Failed to refresh logs")).toBeVisible();
    await expect(await entries(canvasElement)).toHaveLength(4);
    await expect(screen.queryByText("Failed to fetch logs")).toBeNull();
  },
};

/** A seller without the admin flag: told so and sent to /dashboard; the logs are never requested. */
export const NotAnAdmin: Story = {
  parameters: { msw: mockApi(scenarios.currentUser.asSeller, countedLogs) },
  play: async (context) => {
    await expectSentHomeAsNonAdmin(context);
    await expect(within(context.canvasElement).queryByRole("link", { name: "ADMIN" })).toBeNull();
    await expect(logRequests).not.toHaveBeenCalled();
  },
};

/** The server refuses (403) even though the user record says admin: the same message and redirect. */
export const Forbidden: Story = {
  // Home with the same toast: with the sidebar's links blank, a seller's page and an admin's look the same.
  parameters: {
    msw: mockApi(scenarios.adminLogs.forbidden),
    screenshot: { sameAs: "wiring-dashboard-adminlogspage--not-an-admin" },
  },
  play: expectSentHomeAsNonAdmin,
};

export const SignedOut: Story = states.signedOut;
export const LogsUnauthorized: Story = states.dataUnauthorized;

/** Thirty entries: one line each, and the page scrolls (no box capped at part of the screen). */
export const PageScrolls: Story = {
  parameters: {
    msw: mockApi(
      mockRoute("adminLogs", () =>
        HttpResponse.json(
          mockLogsAnswer(
            Array.from({ length: 30 }, (_, i) =>
              createLog({
                id: `log-many-${i}`,
                timestamp: mockAgo(ago.minutes(i * 7 + 1)),
                details: `Signed in to the dashboard (session ${i + 1})`,
              }),
            ),
          ),
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId("log-entry", {}, LOAD);
    const list = within(canvasElement).getByTestId("log-scroller");
    // The list is as tall as its entries and the page scrolls, not a box inside it.
    const rows = list.querySelector("ul") as HTMLElement;
    await waitFor(() => expect(Number.parseFloat(rows.style.height)).toBeGreaterThan(30 * 40));
    // Still virtual: the entries far below the screen are not in the page yet.
    await expect(list.querySelectorAll("li").length).toBeLessThan(30);
    await expect(getComputedStyle(list).overflowY).not.toBe("auto");
    await expect(list.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight);
    await expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight);
    const [first] = within(canvasElement).getAllByTestId("log-entry");
    await expect((first as HTMLElement).getBoundingClientRect().height).toBeLessThan(48);
  },
};
