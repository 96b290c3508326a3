import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { mockStore } from "@boostdash/api-client/core/mocks/store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { communityPage } from "../stories/communityPage";
import { type DashboardApp, LOAD, mockApi } from "../stories/storyKit";
import { pageStates } from "../stories/storyStates";

const page = communityPage({
  path: "/dashboard/report-bugs",
  cardTestId: "bug-card",
  deleteDialog: "Are you sure you want to delete this bug report?",
});

const meta = {
  title: "Wiring/Dashboard/BugReportsPage",
  ...page.meta,
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const { card, settle } = page;

const BLANK = "Orders page shows a blank card";
const markFixed = (canvasElement: HTMLElement) => page.clickOnCard(canvasElement, BLANK, "Mark Fixed");

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Bug Reports" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("Report issues and help us improve the platform")).toBeVisible();
    const blank = await card(canvasElement, BLANK);
    await expect(blank.getByTestId("bug-severity")).toHaveTextContent("Critical");
    await expect(blank.getByText("Steps to Reproduce")).toBeVisible();
    await expect(canvas.getByTestId("bugs-count")).toHaveTextContent("2 reports");
    await expect(blank.getByRole("button", { name: "Mark Fixed" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Bugs" })).toHaveAttribute("aria-current", "page");
    await expect(document.title).toBe("Bug Reports · boostdash");
    await settle(canvasElement);
  },
};

export const AsSeller: Story = {
  parameters: { msw: mockApi(scenarios.currentUser.asSeller) },
  play: async ({ canvasElement }) => {
    await card(canvasElement, BLANK);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Mark Fixed" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Delete" })).toBeNull();
    await settle(canvasElement);
  },
};

const states = pageStates(scenarios.bugs, {
  loading: "Loading bug reports...",
  failed: "Failed to load bug reports",
  signIn: {
    message: "You need to log in to access bug reports.",
    sameAs: { data: "wiring-dashboard-bugreportspage--signed-out" },
  },
});

export const Loading: Story = states.loading;

export const Empty: Story = {
  parameters: { msw: mockApi(scenarios.bugs.empty) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No bug reports yet", {}, LOAD)).toBeVisible();
    await expect(
      canvas.getByText("Great! No bugs have been reported. Help us keep it that way!"),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Report First Bug" })).toBeVisible();
  },
};

export const LoadFails: Story = states.loadFails;
export const SignedOut: Story = states.signedOut;
export const ListUnauthorized: Story = states.dataUnauthorized;

const fillForm = (canvasElement: HTMLElement) =>
  page.fillAndSubmit(canvasElement, {
    open: "Report Bug",
    name: "Report a Bug",
    typed: [
      [/^Title/, " Export is empty "],
      [/^Description/, " The CSV has no rows. "],
      [/^Steps to Reproduce/, "1. Export{Enter}2. Open the file"],
    ],
    submit: "Submit Bug Report",
  });

/** Created: toasted, the list reloads with the new report (severity medium by default), the form closes. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(await screen.findByText("Bug report created successfully!")).toBeVisible();
    const created = await card(canvasElement, "Export is empty");
    await expect(created.getByText("The CSV has no rows.")).toBeVisible();
    await expect(created.getByTestId("bug-severity")).toHaveTextContent("Medium");
    await expect(created.queryByText("Expected")).toBeNull();
    await expect(within(canvasElement).queryByRole("form", { name: "Report a Bug" })).toBeNull();
    const stored = mockStore().bugs[0];
    await expect(stored?.steps).toBe("1. Export\n2. Open the file");
    await expect(stored?.expectedBehavior).toBeUndefined();
    await settle(canvasElement);
  },
};

const create = page.createFormStories({
  route: "createBug",
  scenarios: scenarios.createBug,
  fill: fillForm,
  form: "Report a Bug",
  typedTitle: " Export is empty ",
  busy: "Submitting...",
  failed: "Failed to create bug report",
  rateLimited: "Too many bug reports: at most 10 an hour. Please wait 3 minutes and try again.",
});

export const Creating: Story = create.creating;
export const CreateFails: Story = create.createFails;
/** The hourly allowance is used up: the toast gives the server's 429 message (how long to wait). */
export const CreateRateLimited: Story = create.createRateLimited;

export const MarkFixed: Story = {
  play: async ({ canvasElement }) => {
    await markFixed(canvasElement);
    await expect(await screen.findByText("Bug marked as fixed!")).toBeVisible();
    await waitFor(async () =>
      expect((await card(canvasElement, BLANK)).getByTestId("bug-status")).toHaveTextContent("Fixed"),
    );
    await expect((await card(canvasElement, BLANK)).queryByRole("button", { name: "Mark Fixed" })).toBeNull();
    await settle(canvasElement);
  },
};

export const MarkFixedFails: Story = {
  parameters: { msw: mockApi(scenarios.fixBug.serverError) },
  play: async ({ canvasElement }) => {
    await markFixed(canvasElement);
    await expect(await screen.findByText("Failed to mark bug as fixed")).toBeVisible();
    await expect((await card(canvasElement, BLANK)).getByTestId("bug-status")).toHaveTextContent("Open");
    await settle(canvasElement);
  },
};

/** The server refuses an admin action (403): told so, and the page stays. */
export const MarkFixedForbidden: Story = page.writeForbidden({
  handler: scenarios.fixBug.forbidden,
  act: markFixed,
  after: settle,
});

const confirmDelete = (canvasElement: HTMLElement) => page.confirmDelete(canvasElement, BLANK);

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
    await expect(await screen.findByText("Bug report deleted successfully!")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(within(canvasElement).queryByRole("heading", { name: BLANK })).toBeNull());
    await expect(within(canvasElement).getByTestId("bugs-count")).toHaveTextContent("1 report");
    await settle(canvasElement);
  },
};

const deleting = page.deleteStories({
  write: scenarios.deleteBug,
  confirm: confirmDelete,
  failed: "Failed to delete bug report",
  forbiddenSameAs: "wiring-dashboard-bugreportspage--mark-fixed-forbidden",
});
export const DeleteFails: Story = deleting.deleteFails;
export const DeleteForbidden: Story = deleting.deleteForbidden;
