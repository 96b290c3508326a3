import { scenarios } from "@boostdash/api-client/core/mocks/all";
import { mockRoute } from "@boostdash/api-client/core/mocks/route";
import { createSuggestion } from "@boostdash/api-client/suggestions/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { communityPage } from "../stories/communityPage";
import { type DashboardApp, LOAD, mockApi } from "../stories/storyKit";
import { pageStates } from "../stories/storyStates";

const page = communityPage({
  path: "/dashboard/suggestions",
  cardTestId: "suggestion-card",
  deleteDialog: "Are you sure you want to delete this suggestion?",
});

const meta = {
  title: "Wiring/Dashboard/SuggestionsPage",
  ...page.meta,
} satisfies Meta<typeof DashboardApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const { card, settle } = page;
const BULK = "Bulk order export";
const clickOnBulk = (canvasElement: HTMLElement, button: string) =>
  page.clickOnCard(canvasElement, BULK, button);

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Suggestions" }, LOAD)).toBeVisible();
    const dark = await card(canvasElement, "Dark mode for invoices");
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
    await card(canvasElement, "Dark mode for invoices");
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Implement" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Delete" })).toBeNull();
    await settle(canvasElement);
  },
};

const states = pageStates(scenarios.suggestions, {
  loading: "Loading suggestions...",
  failed: "Failed to load suggestions",
});

export const Loading: Story = states.loading;

export const Empty: Story = {
  parameters: { msw: mockApi(scenarios.suggestions.empty) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No suggestions yet", {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create First Suggestion" })).toBeVisible();
  },
};

export const LoadFails: Story = states.loadFails;
export const SignedOut: Story = states.signedOut;
export const ListUnauthorized: Story = states.dataUnauthorized;

export const VoteAdded: Story = {
  play: async ({ canvasElement }) => {
    await clickOnBulk(canvasElement, "Upvote 7");
    await expect(await screen.findByText("Vote added!")).toBeVisible();
    const after = await card(canvasElement, BULK);
    await expect(after.getByRole("button", { name: "Upvote 8" })).toHaveAttribute("aria-pressed", "true");
    await settle(canvasElement);
  },
};

/** The same vote again withdraws it, as the server does (docs/decisions.md). */
export const VoteWithdrawn: Story = {
  play: async ({ canvasElement }) => {
    await clickOnBulk(canvasElement, "Upvote 7");
    await expect(await screen.findByText("Vote added!")).toBeVisible();
    const voted = await card(canvasElement, BULK);
    await waitFor(() => expect(voted.getByRole("button", { name: "Upvote 8" })).toBeEnabled());
    await userEvent.click(voted.getByRole("button", { name: "Upvote 8" }));
    await expect(await screen.findByText("Vote removed")).toBeVisible();
    const after = await card(canvasElement, BULK);
    await expect(after.getByRole("button", { name: "Upvote 7" })).toHaveAttribute("aria-pressed", "false");
    await settle(canvasElement);
  },
};

export const VoteInFlight: Story = {
  parameters: { msw: mockApi(scenarios.voteSuggestion.slow) },
  play: async ({ canvasElement }) => {
    await clickOnBulk(canvasElement, "Downvote 0");
    const after = await card(canvasElement, BULK);
    await expect(await after.findByRole("button", { name: "Downvote 1" })).toBeDisabled();
    await expect(after.getByRole("button", { name: "Upvote 7" })).toBeDisabled();
    await expect(after.getByText("88% positive")).toBeVisible();
    await settle(canvasElement);
  },
};

export const VoteFails: Story = {
  parameters: { msw: mockApi(scenarios.voteSuggestion.serverError) },
  play: async ({ canvasElement }) => {
    await clickOnBulk(canvasElement, "Upvote 7");
    await expect(await screen.findByText("Failed to vote on suggestion")).toBeVisible();
    // Rolled back.
    const after = await card(canvasElement, BULK);
    await expect(after.getByRole("button", { name: "Upvote 7" })).toHaveAttribute("aria-pressed", "false");
    await expect(after.getByRole("button", { name: "Upvote 7" })).toBeEnabled();
    await settle(canvasElement);
  },
};

const fillForm = (canvasElement: HTMLElement) =>
  page.fillAndSubmit(canvasElement, {
    open: "New Suggestion",
    name: "Share Your Idea",
    typed: [
      [/^Title/, "  Order notes "],
      [/^Description/, " Let buyers leave a note. "],
    ],
    submit: "Submit Suggestion",
  });

export const Create: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    await expect(await screen.findByText("Suggestion created successfully!")).toBeVisible();
    const created = await card(canvasElement, "Order notes");
    await expect(created.getByText("Let buyers leave a note.")).toBeVisible();
    await expect(within(canvasElement).queryByRole("form", { name: "Share Your Idea" })).toBeNull();
    await waitFor(() =>
      expect(within(canvasElement).getByTestId("suggestions-count")).toHaveTextContent("5 suggestions"),
    );
    await settle(canvasElement);
  },
};

const create = page.createFormStories({
  route: "createSuggestion",
  scenarios: scenarios.createSuggestion,
  fill: fillForm,
  form: "Share Your Idea",
  typedTitle: "  Order notes ",
  busy: "Creating...",
  failed: "Failed to create suggestion",
  rateLimited: "Too many suggestions: at most 10 an hour. Please wait 12 minutes and try again.",
});

export const Creating: Story = create.creating;
export const CreateFails: Story = create.createFails;
/** The hourly allowance is used up: the toast gives the server's 429 message (how long to wait). */
export const CreateRateLimited: Story = create.createRateLimited;

export const Implement: Story = {
  play: async ({ canvasElement }) => {
    await clickOnBulk(canvasElement, "Implement");
    await expect(await screen.findByText("Suggestion marked as implemented!")).toBeVisible();
    const after = await card(canvasElement, BULK);
    await waitFor(() => expect(after.getByText("Implemented")).toBeVisible());
    await expect(after.queryByRole("button", { name: "Implement" })).toBeNull();
    await settle(canvasElement);
  },
};

export const ImplementFails: Story = {
  parameters: { msw: mockApi(scenarios.implementSuggestion.serverError) },
  play: async ({ canvasElement }) => {
    await clickOnBulk(canvasElement, "Implement");
    await expect(await screen.findByText("Failed to mark suggestion as implemented")).toBeVisible();
    await settle(canvasElement);
  },
};

/** The server refuses an admin action (403): told so, and the page stays. */
export const ImplementForbidden: Story = page.writeForbidden({
  handler: scenarios.implementSuggestion.forbidden,
  act: (canvasElement) => clickOnBulk(canvasElement, "Implement"),
  after: settle,
});

const confirmDelete = (canvasElement: HTMLElement) => page.confirmDelete(canvasElement, "Weekly sales email");

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
    await expect(await screen.findByText("Suggestion deleted successfully!")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).queryByRole("heading", { name: "Weekly sales email" })).toBeNull(),
    );
    await settle(canvasElement);
  },
};

const deleting = page.deleteStories({
  write: scenarios.deleteSuggestion,
  confirm: confirmDelete,
  failed: "Failed to delete suggestion",
});
export const DeleteFails: Story = deleting.deleteFails;
export const DeleteForbidden: Story = deleting.deleteForbidden;

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
    const broken = await card(canvasElement, "Broken record");
    await userEvent.click(broken.getByRole("button", { name: "Upvote 1" }));
    await expect(await screen.findByText("Invalid suggestion ID")).toBeVisible();
    const after = await card(canvasElement, "Broken record");
    await expect(after.getByRole("button", { name: "Upvote 1" })).toHaveAttribute("aria-pressed", "false");
    await settle(canvasElement);
  },
};
