import { TOKEN_STORAGE_KEY } from "@boostdash/api-client";
import { errorResponse, MOCK_TOKEN, mockRoute, mockStore, scenarios } from "@boostdash/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import {
  currentPath,
  DashboardApp,
  dropFocus,
  LOAD,
  mockApi,
  settleToasts,
  withDashboardApp,
} from "../stories/storyKit";

const meta = {
  title: "Apps/Dashboard/BugReportsPage",
  component: DashboardApp,
  decorators: [
    withDashboardApp,
    (Story) => (
      <>
        <style>{"[data-slot='virtual-list'] { scrollbar-width: none; will-change: transform; }"}</style>
        <Story />
      </>
    ),
  ],
  afterEach: settleToasts,
  parameters: { layout: "fullscreen", route: "/dashboard/report-bugs", msw: mockApi() },
  beforeEach: () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, MOCK_TOKEN);
  },
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

async function cardTitled(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByRole("heading", { level: 3, name: title }, LOAD);
  const card = heading.closest("[data-testid='bug-card']");
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return within(card);
}

/** Rows are measured after render; wait until the list holds still for the screenshot. */
async function settle(canvasElement: HTMLElement) {
  const list = canvasElement.querySelector<HTMLElement>("[data-slot='virtual-list'] ul");
  let last = "";
  for (let stable = 0, i = 0; list && i < 120 && stable < 5; i += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = `${list.style.height}|${list.childElementCount}`;
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  dropFocus();
}

const BLANK = "Orders page shows a blank card";

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Bug Reports" }, LOAD)).toBeVisible();
    await expect(canvas.getByText("Report issues and help us improve the platform")).toBeVisible();
    const blank = await cardTitled(canvasElement, BLANK);
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
    await cardTitled(canvasElement, BLANK);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Mark Fixed" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Delete" })).toBeNull();
    await settle(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(scenarios.bugs.slow) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading bug reports...", {}, LOAD)).toBeVisible();
  },
};

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

export const LoadFails: Story = {
  parameters: { msw: mockApi(scenarios.bugs.serverError) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(screen.getAllByText("Failed to load bug reports")).toHaveLength(2), LOAD);
    await expect(within(canvasElement).getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

export const SignedOut: Story = {
  parameters: { msw: mockApi(scenarios.currentUser.unauthorized) },
  play: async ({ canvasElement }) => {
    await expect(
      await screen.findByText("You need to log in to access bug reports.", {}, LOAD),
    ).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe("/"));
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Enter Access Code" }),
    ).toBeVisible();
  },
};

export const ListUnauthorized: Story = {
  parameters: { msw: mockApi(scenarios.bugs.unauthorized) },
  play: async ({ canvasElement }) => {
    await expect(
      await screen.findByText("You need to log in to access bug reports.", {}, LOAD),
    ).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe("/"));
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Enter Access Code" }),
    ).toBeVisible();
  },
};

async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "Report Bug" }, LOAD));
  const form = within(await canvas.findByRole("form", { name: "Report a Bug" }));
  await userEvent.type(form.getByLabelText(/^Title/), " Export is empty ");
  await userEvent.type(form.getByLabelText(/^Description/), " The CSV has no rows. ");
  await userEvent.type(form.getByLabelText(/^Steps to Reproduce/), "1. Export{Enter}2. Open the file");
  await userEvent.click(form.getByRole("button", { name: "Submit Bug Report" }));
}

/** Created: toasted, the list reloads with the new report (severity medium by default), the form closes. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(await screen.findByText("Bug report created successfully!")).toBeVisible();
    const created = await cardTitled(canvasElement, "Export is empty");
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

export const Creating: Story = {
  parameters: { msw: mockApi(scenarios.createBug.slow) },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(await within(canvasElement).findByRole("button", { name: "Submitting..." })).toBeDisabled();
    await settle(canvasElement);
  },
};

export const CreateFails: Story = {
  parameters: { msw: mockApi(scenarios.createBug.serverError) },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(await screen.findByText("Failed to create bug report")).toBeVisible();
    const form = within(within(canvasElement).getByRole("form", { name: "Report a Bug" }));
    await expect(form.getByLabelText(/^Title/)).toHaveValue(" Export is empty ");
    await settle(canvasElement);
  },
};

/** The hourly allowance is used up: the toast gives the server's 429 message. */
export const CreateRateLimited: Story = {
  parameters: {
    msw: mockApi(
      mockRoute("createBug", () =>
        errorResponse(429, {
          code: 429,
          message: "Too many bug reports: at most 10 an hour. Please wait 3 minutes and try again.",
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(
      await screen.findByText(
        "Too many bug reports: at most 10 an hour. Please wait 3 minutes and try again.",
      ),
    ).toBeVisible();
    await expect(screen.queryByText("Failed to create bug report")).toBeNull();
    await settle(canvasElement);
  },
};

export const MarkFixed: Story = {
  play: async ({ canvasElement }) => {
    const blank = await cardTitled(canvasElement, BLANK);
    await userEvent.click(blank.getByRole("button", { name: "Mark Fixed" }));
    await expect(await screen.findByText("Bug marked as fixed!")).toBeVisible();
    await waitFor(async () =>
      expect((await cardTitled(canvasElement, BLANK)).getByTestId("bug-status")).toHaveTextContent("Fixed"),
    );
    await expect(
      (await cardTitled(canvasElement, BLANK)).queryByRole("button", { name: "Mark Fixed" }),
    ).toBeNull();
    await settle(canvasElement);
  },
};

export const MarkFixedFails: Story = {
  parameters: { msw: mockApi(scenarios.fixBug.serverError) },
  play: async ({ canvasElement }) => {
    const blank = await cardTitled(canvasElement, BLANK);
    await userEvent.click(blank.getByRole("button", { name: "Mark Fixed" }));
    await expect(await screen.findByText("Failed to mark bug as fixed")).toBeVisible();
    await expect((await cardTitled(canvasElement, BLANK)).getByTestId("bug-status")).toHaveTextContent(
      "Open",
    );
    await settle(canvasElement);
  },
};

/** The server refuses an admin action (403): told so, and the page stays. */
export const MarkFixedForbidden: Story = {
  parameters: { msw: mockApi(scenarios.fixBug.forbidden) },
  play: async ({ canvasElement }) => {
    const blank = await cardTitled(canvasElement, BLANK);
    await userEvent.click(blank.getByRole("button", { name: "Mark Fixed" }));
    await expect(await screen.findByText("Access denied. Admin privileges required.")).toBeVisible();
    await expect(currentPath()).toBe("/dashboard/report-bugs");
    await settle(canvasElement);
  },
};

async function confirmDelete(canvasElement: HTMLElement) {
  const blank = await cardTitled(canvasElement, BLANK);
  await userEvent.click(blank.getByRole("button", { name: "Delete" }));
  const dialog = await screen.findByRole("dialog", {
    name: "Are you sure you want to delete this bug report?",
  });
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
}

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

export const DeleteFails: Story = {
  parameters: { msw: mockApi(scenarios.deleteBug.serverError) },
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
    await expect(await screen.findByText("Failed to delete bug report")).toBeVisible();
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await settle(canvasElement);
  },
};

export const DeleteForbidden: Story = {
  parameters: { msw: mockApi(scenarios.deleteBug.forbidden) },
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
    await expect(await screen.findByText("Access denied. Admin privileges required.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(currentPath()).toBe("/dashboard/report-bugs");
    await settle(canvasElement);
  },
};
