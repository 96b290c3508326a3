import { TOKEN_STORAGE_KEY } from "@boostdash/api-client";
import {
  createSuggestion,
  errorResponse,
  MOCK_TOKEN,
  mockRoute,
  scenarios,
} from "@boostdash/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
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
  title: "Apps/Dashboard/SuggestionsPage",
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
  parameters: { layout: "fullscreen", route: "/dashboard/suggestions", msw: mockApi() },
  beforeEach: () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, MOCK_TOKEN);
  },
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

async function cardTitled(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByRole("heading", { level: 3, name: title }, LOAD);
  const card = heading.closest("[data-testid='suggestion-card']");
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

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Suggestions" }, LOAD)).toBeVisible();
    const dark = await cardTitled(canvasElement, "Dark mode for invoices");
    await expect(dark.getByText("Pending Review")).toBeVisible();
    await expect(dark.getByText("86% positive")).toBeVisible();
    await expect(canvas.getByTestId("suggestions-count")).toHaveTextContent("4 suggestions");
    // The mock user is an admin.
    await expect(dark.getByRole("button", { name: "Implement" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Suggestions" })).toHaveAttribute("aria-current", "page");
    await expect(document.title).toBe("Suggestions · boostdash");
    await settle(canvasElement);
  },
};

export const AsSeller: Story = {
  parameters: { msw: mockApi(scenarios.currentUser.asSeller) },
  play: async ({ canvasElement }) => {
    await cardTitled(canvasElement, "Dark mode for invoices");
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Implement" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Delete" })).toBeNull();
    await settle(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(scenarios.suggestions.slow) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading suggestions...", {}, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: mockApi(scenarios.suggestions.empty) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No suggestions yet", {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create First Suggestion" })).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: mockApi(scenarios.suggestions.serverError) },
  play: async ({ canvasElement }) => {
    // Once as the toast, once as the page's error state.
    await waitFor(() => expect(screen.getAllByText("Failed to load suggestions")).toHaveLength(2), LOAD);
    await expect(within(canvasElement).getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

export const SignedOut: Story = {
  parameters: { msw: mockApi(scenarios.currentUser.unauthorized) },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText("You need to log in to access this page.", {}, LOAD)).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe("/"));
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Enter Access Code" }),
    ).toBeVisible();
  },
};

export const ListUnauthorized: Story = {
  parameters: { msw: mockApi(scenarios.suggestions.unauthorized) },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByText("You need to log in to access this page.", {}, LOAD)).toBeVisible();
    await waitFor(() => expect(currentPath()).toBe("/"));
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Enter Access Code" }),
    ).toBeVisible();
  },
};

export const VoteAdded: Story = {
  play: async ({ canvasElement }) => {
    const bulk = await cardTitled(canvasElement, "Bulk order export");
    await userEvent.click(bulk.getByRole("button", { name: "Upvote 7" }));
    await expect(await screen.findByText("Vote added!")).toBeVisible();
    const after = await cardTitled(canvasElement, "Bulk order export");
    await expect(after.getByRole("button", { name: "Upvote 8" })).toHaveAttribute("aria-pressed", "true");
    await settle(canvasElement);
  },
};

/** The same vote again withdraws it, as the server does (docs/decisions.md). */
export const VoteWithdrawn: Story = {
  play: async ({ canvasElement }) => {
    const bulk = await cardTitled(canvasElement, "Bulk order export");
    await userEvent.click(bulk.getByRole("button", { name: "Upvote 7" }));
    await expect(await screen.findByText("Vote added!")).toBeVisible();
    const voted = await cardTitled(canvasElement, "Bulk order export");
    await waitFor(() => expect(voted.getByRole("button", { name: "Upvote 8" })).toBeEnabled());
    await userEvent.click(voted.getByRole("button", { name: "Upvote 8" }));
    await expect(await screen.findByText("Vote removed")).toBeVisible();
    const after = await cardTitled(canvasElement, "Bulk order export");
    await expect(after.getByRole("button", { name: "Upvote 7" })).toHaveAttribute("aria-pressed", "false");
    await settle(canvasElement);
  },
};

export const VoteInFlight: Story = {
  parameters: { msw: mockApi(scenarios.voteSuggestion.slow) },
  play: async ({ canvasElement }) => {
    const bulk = await cardTitled(canvasElement, "Bulk order export");
    await userEvent.click(bulk.getByRole("button", { name: "Downvote 0" }));
    const after = await cardTitled(canvasElement, "Bulk order export");
    await expect(await after.findByRole("button", { name: "Downvote 1" })).toBeDisabled();
    await expect(after.getByRole("button", { name: "Upvote 7" })).toBeDisabled();
    await expect(after.getByText("88% positive")).toBeVisible();
    await settle(canvasElement);
  },
};

export const VoteFails: Story = {
  parameters: { msw: mockApi(scenarios.voteSuggestion.serverError) },
  play: async ({ canvasElement }) => {
    const bulk = await cardTitled(canvasElement, "Bulk order export");
    await userEvent.click(bulk.getByRole("button", { name: "Upvote 7" }));
    await expect(await screen.findByText("Failed to vote on suggestion")).toBeVisible();
    // Rolled back.
    const after = await cardTitled(canvasElement, "Bulk order export");
    await expect(after.getByRole("button", { name: "Upvote 7" })).toHaveAttribute("aria-pressed", "false");
    await expect(after.getByRole("button", { name: "Upvote 7" })).toBeEnabled();
    await settle(canvasElement);
  },
};

async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "New Suggestion" }, LOAD));
  const form = within(await canvas.findByRole("form", { name: "Share Your Idea" }));
  await userEvent.type(form.getByLabelText(/^Title/), "  Order notes ");
  await userEvent.type(form.getByLabelText(/^Description/), " Let buyers leave a note. ");
  await userEvent.click(form.getByRole("button", { name: "Submit Suggestion" }));
}

export const Create: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(await screen.findByText("Suggestion created successfully!")).toBeVisible();
    const created = await cardTitled(canvasElement, "Order notes");
    await expect(created.getByText("Let buyers leave a note.")).toBeVisible();
    await expect(within(canvasElement).queryByRole("form", { name: "Share Your Idea" })).toBeNull();
    await waitFor(() =>
      expect(within(canvasElement).getByTestId("suggestions-count")).toHaveTextContent("5 suggestions"),
    );
    await settle(canvasElement);
  },
};

export const Creating: Story = {
  parameters: { msw: mockApi(scenarios.createSuggestion.slow) },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(await within(canvasElement).findByRole("button", { name: "Creating..." })).toBeDisabled();
    await settle(canvasElement);
  },
};

export const CreateFails: Story = {
  parameters: { msw: mockApi(scenarios.createSuggestion.serverError) },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(await screen.findByText("Failed to create suggestion")).toBeVisible();
    // What was typed stays for another try.
    const form = within(within(canvasElement).getByRole("form", { name: "Share Your Idea" }));
    await expect(form.getByLabelText(/^Title/)).toHaveValue("  Order notes ");
    await settle(canvasElement);
  },
};

/** The seller's hourly allowance is used up: the server's 429 says how long to wait, and the toast says it. */
export const CreateRateLimited: Story = {
  parameters: {
    msw: mockApi(
      mockRoute("createSuggestion", () =>
        errorResponse(429, {
          code: 429,
          message: "Too many suggestions: at most 10 an hour. Please wait 12 minutes and try again.",
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(
      await screen.findByText(
        "Too many suggestions: at most 10 an hour. Please wait 12 minutes and try again.",
      ),
    ).toBeVisible();
    await expect(screen.queryByText("Failed to create suggestion")).toBeNull();
    const form = within(within(canvasElement).getByRole("form", { name: "Share Your Idea" }));
    await expect(form.getByLabelText(/^Title/)).toHaveValue("  Order notes ");
    await settle(canvasElement);
  },
};

export const Implement: Story = {
  play: async ({ canvasElement }) => {
    const bulk = await cardTitled(canvasElement, "Bulk order export");
    await userEvent.click(bulk.getByRole("button", { name: "Implement" }));
    await expect(await screen.findByText("Suggestion marked as implemented!")).toBeVisible();
    const after = await cardTitled(canvasElement, "Bulk order export");
    await waitFor(() => expect(after.getByText("Implemented")).toBeVisible());
    await expect(after.queryByRole("button", { name: "Implement" })).toBeNull();
    await settle(canvasElement);
  },
};

export const ImplementFails: Story = {
  parameters: { msw: mockApi(scenarios.implementSuggestion.serverError) },
  play: async ({ canvasElement }) => {
    const bulk = await cardTitled(canvasElement, "Bulk order export");
    await userEvent.click(bulk.getByRole("button", { name: "Implement" }));
    await expect(await screen.findByText("Failed to mark suggestion as implemented")).toBeVisible();
    await settle(canvasElement);
  },
};

/** The server refuses an admin action (403): told so, and the page stays. */
export const ImplementForbidden: Story = {
  parameters: { msw: mockApi(scenarios.implementSuggestion.forbidden) },
  play: async ({ canvasElement }) => {
    const bulk = await cardTitled(canvasElement, "Bulk order export");
    await userEvent.click(bulk.getByRole("button", { name: "Implement" }));
    await expect(await screen.findByText("Access denied. Admin privileges required.")).toBeVisible();
    await expect(currentPath()).toBe("/dashboard/suggestions");
    await settle(canvasElement);
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const weekly = await cardTitled(canvasElement, "Weekly sales email");
    await userEvent.click(weekly.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Are you sure you want to delete this suggestion?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(await screen.findByText("Suggestion deleted successfully!")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).queryByRole("heading", { name: "Weekly sales email" })).toBeNull(),
    );
    await settle(canvasElement);
  },
};

export const DeleteFails: Story = {
  parameters: { msw: mockApi(scenarios.deleteSuggestion.serverError) },
  play: async ({ canvasElement }) => {
    const weekly = await cardTitled(canvasElement, "Weekly sales email");
    await userEvent.click(weekly.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Are you sure you want to delete this suggestion?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(await screen.findByText("Failed to delete suggestion")).toBeVisible();
    // The dialog stays for another try or Cancel.
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await settle(canvasElement);
  },
};

export const DeleteForbidden: Story = {
  parameters: { msw: mockApi(scenarios.deleteSuggestion.forbidden) },
  play: async ({ canvasElement }) => {
    const weekly = await cardTitled(canvasElement, "Weekly sales email");
    await userEvent.click(weekly.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Are you sure you want to delete this suggestion?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(await screen.findByText("Access denied. Admin privileges required.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(currentPath()).toBe("/dashboard/suggestions");
    await settle(canvasElement);
  },
};

/** A record whose id is the text "undefined" (a broken client's leftover): 'Invalid suggestion ID', no request. */
export const InvalidId: Story = {
  parameters: {
    msw: mockApi(
      mockRoute("listSuggestions", () =>
        HttpResponse.json({
          suggestions: [
            createSuggestion({ _id: "undefined", title: "Broken record", upvotes: 1, downvotes: 0 }),
          ],
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const broken = await cardTitled(canvasElement, "Broken record");
    await userEvent.click(broken.getByRole("button", { name: "Upvote 1" }));
    await expect(await screen.findByText("Invalid suggestion ID")).toBeVisible();
    const after = await cardTitled(canvasElement, "Broken record");
    await expect(after.getByRole("button", { name: "Upvote 1" })).toHaveAttribute("aria-pressed", "false");
    await settle(canvasElement);
  },
};
