import type { Suggestion, VoteType } from "@boostdash/api-client/suggestions/contract";
import { optimisticVote, suggestionId } from "@boostdash/api-client/suggestions/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { communityPlays, dropFocus, settleList, steadyScroller } from "../../stories/communityScreens";
import { screenDocs } from "../../stories/screenDocs";
import { SuggestionsScreen } from "./SuggestionsScreen";
import { longSuggestion, ME, manySuggestions, sampleSuggestions } from "./suggestionFixtures";

const fiveHundred = manySuggestions(500);

/**
 * What the app's container does with a vote, in miniature: the optimistic update at once, then the
 * answer (`outcome`): never (in flight), a failure (rollback), or success.
 */
function VotingHarness({
  outcome,
  ...props
}: ComponentProps<typeof SuggestionsScreen> & { outcome: "never" | "fail" | "succeed" }) {
  const [list, setList] = useState<readonly Suggestion[]>(props.suggestions);
  const [voting, setVoting] = useState<string[]>([]);
  const vote = (id: string | undefined, voteType: VoteType) => {
    props.onVote(id, voteType);
    if (!id) return;
    const before = list.find((s) => suggestionId(s) === id);
    if (!before) return;
    setList((all) => all.map((s) => (suggestionId(s) === id ? optimisticVote(s, voteType, ME) : s)));
    setVoting((ids) => [...ids, id]);
    if (outcome === "never") return;
    setTimeout(() => {
      if (outcome === "fail") setList((all) => all.map((s) => (suggestionId(s) === id ? before : s)));
      setVoting((ids) => ids.filter((x) => x !== id));
    }, 300);
  };
  return <SuggestionsScreen {...props} suggestions={list} votingIds={voting} onVote={vote} />;
}

const meta = {
  title: "Screens/Suggestions",
  component: SuggestionsScreen,
  tags: ["autodocs"],
  parameters: {
    docs: screenDocs(
      "Suggestions (`/dashboard/suggestions`): sellers propose features and vote them up or down; admins mark them implemented or delete them.\n\nStates: populated as a seller and as an admin, the new-suggestion form (open, validation error, submitting), votes (in flight, failed, withdrawn), implement and delete with their dialogs, empty, loading, load failed, long texts, 500 suggestions, on a phone.",
    ),
  },
  decorators: [steadyScroller],
  args: {
    status: "ready",
    suggestions: sampleSuggestions,
    currentUserId: ME,
    isAdmin: false,
    timeZone: "UTC",
    onVote: fn(),
    onCreate: fn(),
    onImplement: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SuggestionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const plays = communityPlays({
  ids: { card: "suggestion-card", count: "suggestions-count", scroller: "suggestions-scroller" },
  form: "Share Your Idea",
  submit: "Submit Suggestion",
  deleteDialog: "Are you sure you want to delete this suggestion?",
  total: "Total Suggestions",
});
const { cards, card, waitForCards, statValue } = plays;

const upvote = (c: ReturnType<typeof card>) => c.getByRole("button", { name: /^Upvote/ });
const downvote = (c: ReturnType<typeof card>) => c.getByRole("button", { name: /^Downvote/ });

export const PopulatedAsSeller: Story = {
  name: "Populated as seller",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Suggestions" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "New Suggestion" })).toBeEnabled();
    await expect(statValue(canvasElement, "Total Suggestions")).toBe("4");
    await expect(statValue(canvasElement, "Pending Review")).toBe("2");
    await expect(statValue(canvasElement, "Implemented")).toBe("1");
    await expect(canvas.getByRole("heading", { level: 2, name: "Community Suggestions" })).toBeVisible();
    await expect(canvas.getByTestId("suggestions-count")).toHaveTextContent("4 suggestions");
    await waitForCards(canvasElement, 4);

    const dark = card(canvasElement, "Dark mode for invoices");
    await expect(dark.getByText("Pending Review")).toBeVisible();
    await expect(dark.getByText("alice")).toBeVisible();
    await expect(dark.getByText("Jan 14, 2026")).toBeVisible();
    await expect(dark.getByText(/Invoices open in a bright white page at night\./)).toBeVisible();
    await expect(upvote(dark)).toHaveAccessibleName("Upvote 12");
    await expect(downvote(dark)).toHaveAccessibleName("Downvote 2");
    // The user's own vote is pressed.
    await expect(upvote(dark)).toHaveAttribute("aria-pressed", "true");
    await expect(downvote(dark)).toHaveAttribute("aria-pressed", "false");
    await expect(dark.getByText("86% positive")).toBeVisible();

    await expect(card(canvasElement, "Bulk order export").getByText("Approved")).toBeVisible();
    await expect(card(canvasElement, "Bulk order export").getByText("100% positive")).toBeVisible();
    await expect(card(canvasElement, "Discord role sync").getByText("Implemented")).toBeVisible();
    // No votes, no figure.
    await expect(card(canvasElement, "Weekly sales email").queryByText(/% positive/)).toBeNull();
    // A seller sees no admin control.
    await expect(canvas.queryByRole("button", { name: "Implement" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Delete" })).toBeNull();
    await settleList(canvasElement);
  },
};

/** A viewer reads the board: no New Suggestion, and the votes as counts with no button to press. */
export const PopulatedAsViewer: Story = {
  name: "Populated as viewer",
  args: { canPost: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Suggestions" })).toBeVisible();
    await expect(canvas.getByTestId("suggestions-count")).toHaveTextContent("4 suggestions");
    await waitForCards(canvasElement, 4);
    await expect(canvas.queryByRole("button", { name: "New Suggestion" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Upvote/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Downvote/ })).toBeNull();
    const dark = card(canvasElement, "Dark mode for invoices");
    await expect(dark.getByText("Upvotes")).toBeInTheDocument();
    await expect(dark.getByTestId("upvotes")).toHaveTextContent("12");
    await expect(dark.getByTestId("downvotes")).toHaveTextContent("2");
    await expect(dark.getByText("86% positive")).toBeVisible();
    await settleList(canvasElement);
  },
};

export const EmptyAsViewer: Story = {
  name: "Empty as viewer",
  args: { suggestions: [], canPost: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No suggestions yet")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Create First Suggestion" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "New Suggestion" })).toBeNull();
  },
};

export const PopulatedAsAdmin: Story = {
  name: "Populated as admin",
  args: { isAdmin: true },
  // Implement on every suggestion not yet implemented; Delete on all.
  play: ({ canvasElement }) =>
    plays.expectAdminActions(canvasElement, 4, "Implement", {
      "Dark mode for invoices": true,
      "Bulk order export": true,
      "Discord role sync": false,
    }),
};

export const Implement: Story = {
  name: "Implemented",
  parameters: { screenshot: { sameAs: "screens-suggestions--populated-as-admin" } },
  args: { isAdmin: true },
  play: ({ canvasElement, args }) =>
    plays.clickOnCard(canvasElement, 4, "Bulk order export", "Implement", args.onImplement, "sug-2"),
};

export const Implementing: Story = {
  args: { isAdmin: true, implementingIds: ["sug-2"] },
  play: async ({ canvasElement }) => {
    await waitForCards(canvasElement, 4);
    await expect(
      card(canvasElement, "Bulk order export").getByRole("button", { name: "Implementing..." }),
    ).toBeDisabled();
    await settleList(canvasElement);
  },
};

// The record without `_id` is deleted by its `id`.
const deletes = plays.deleteStories({
  count: 4,
  title: "Weekly sales email",
  description: /"Weekly sales email" and its votes will be removed/,
  id: "sug-4",
});
export const DeleteConfirm: Story = { ...deletes.confirm, name: "Delete dialog open" };
export const DeleteConfirmed: Story = {
  ...deletes.confirmed,
  name: "Deleted",
  parameters: { screenshot: { sameAs: "screens-suggestions--delete-cancelled" } },
};

export const DeleteCancelled: Story = {
  name: "Delete cancelled",
  args: { isAdmin: true },
  play: async (context) => {
    await DeleteConfirm.play?.(context);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(context.args.onDelete).not.toHaveBeenCalled();
    dropFocus();
    await settleList(context.canvasElement);
  },
};

export const Deleting: Story = deletes.deleting;

export const FormOpen: Story = {
  name: "Form open",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "New Suggestion" }));
    const form = await plays.findForm(canvasElement);
    await expect(form.getByLabelText(/^Title/)).toHaveFocus();
    await expect(form.getByText("Title")).toBeVisible();
    await expect(form.getByText("Description")).toBeVisible();
    await expect(form.getAllByText("*")).toHaveLength(2);
    await expect(form.getByRole("button", { name: "Submit Suggestion" })).toBeEnabled();
    await expect(form.getByRole("button", { name: "Cancel" })).toBeEnabled();
    dropFocus();
    await settleList(canvasElement);
  },
};

export const FormValidation: Story = {
  ...plays.requiredStory(
    // Spaces only count as empty.
    { title: "   ", description: "Something useful" },
    "Please fill in both title and description",
  ),
  name: "Validation error",
};

export const FormSubmitsTrimmed: Story = {
  name: "Submitted (trimmed)",
  parameters: { screenshot: { sameAs: "screens-suggestions--populated-as-seller" } },
  args: { initialFormOpen: true },
  play: async ({ canvasElement, args }) => {
    await plays.typeDraft(canvasElement, {
      title: "  Order notes  ",
      description: "  Let buyers leave a note.  ",
    });
    await plays.expectCreated(canvasElement, args.onCreate, {
      title: "Order notes",
      description: "Let buyers leave a note.",
    });
  },
};

export const FormCancel: Story = {
  name: "Form cancelled",
  parameters: { screenshot: { sameAs: "screens-suggestions--populated-as-seller" } },
  args: { initialFormOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await plays.findForm(canvasElement);
    await userEvent.click(form.getByRole("button", { name: "Cancel" }));
    await expect(canvas.queryByRole("form", { name: "Share Your Idea" })).toBeNull();
    dropFocus();
    await settleList(canvasElement);
  },
};

export const Creating: Story = {
  name: "Submitting",
  args: {
    initialFormOpen: true,
    creating: true,
    initialDraft: { title: "Order notes", description: "Let buyers leave a note." },
  },
  play: async ({ canvasElement }) => {
    const form = await plays.expectCreating(canvasElement, "Creating...", "Order notes");
    await expect(form.getByLabelText(/^Title/)).toBeDisabled();
    await settleList(canvasElement);
  },
};

export const Vote: Story = {
  name: "Voted",
  parameters: { screenshot: { sameAs: "screens-suggestions--populated-as-seller" } },
  play: async ({ canvasElement, args }) => {
    await waitForCards(canvasElement, 4);
    await userEvent.click(downvote(card(canvasElement, "Bulk order export")));
    await expect(args.onVote).toHaveBeenCalledWith("sug-2", "down");
    dropFocus();
    await settleList(canvasElement);
  },
};

/** Counts move at once and both buttons wait for the answer; other suggestions stay usable. */
export const VoteInFlight: Story = {
  name: "Vote in flight",
  render: (args) => <VotingHarness {...args} outcome="never" />,
  play: async ({ canvasElement, args }) => {
    await waitForCards(canvasElement, 4);
    await userEvent.click(upvote(card(canvasElement, "Bulk order export")));
    await expect(args.onVote).toHaveBeenCalledWith("sug-2", "up");
    const bulk = card(canvasElement, "Bulk order export");
    await expect(upvote(bulk)).toHaveAccessibleName("Upvote 8");
    await expect(upvote(bulk)).toHaveAttribute("aria-pressed", "true");
    await expect(upvote(bulk)).toBeDisabled();
    await expect(downvote(bulk)).toBeDisabled();
    await expect(upvote(card(canvasElement, "Discord role sync"))).toBeEnabled();
    dropFocus();
    await settleList(canvasElement);
  },
};

/** The answer is a failure: the counts and the pressed button go back to what they were. */
export const VoteFails: Story = {
  name: "Vote failed",
  parameters: { screenshot: { sameAs: "screens-suggestions--populated-as-seller" } },
  render: (args) => <VotingHarness {...args} outcome="fail" />,
  play: async ({ canvasElement }) => {
    await waitForCards(canvasElement, 4);
    await userEvent.click(downvote(card(canvasElement, "Dark mode for invoices")));
    // Optimistic: the up vote moved to down.
    await expect(upvote(card(canvasElement, "Dark mode for invoices"))).toHaveAccessibleName("Upvote 11");
    await expect(downvote(card(canvasElement, "Dark mode for invoices"))).toHaveAccessibleName("Downvote 3");
    // Rolled back.
    await waitFor(() => expect(downvote(card(canvasElement, "Dark mode for invoices"))).toBeEnabled());
    const dark = card(canvasElement, "Dark mode for invoices");
    await expect(upvote(dark)).toHaveAccessibleName("Upvote 12");
    await expect(downvote(dark)).toHaveAccessibleName("Downvote 2");
    await expect(upvote(dark)).toHaveAttribute("aria-pressed", "true");
    await expect(dark.getByText("86% positive")).toBeVisible();
    dropFocus();
    await settleList(canvasElement);
  },
};

/** A second click on your own vote withdraws it (docs/decisions.md, "Repeated vote"). */
export const VoteWithdrawn: Story = {
  name: "Vote withdrawn",
  render: (args) => <VotingHarness {...args} outcome="succeed" />,
  play: async ({ canvasElement }) => {
    await waitForCards(canvasElement, 4);
    await userEvent.click(upvote(card(canvasElement, "Dark mode for invoices")));
    const dark = card(canvasElement, "Dark mode for invoices");
    await expect(upvote(dark)).toHaveAccessibleName("Upvote 11");
    await expect(upvote(dark)).toHaveAttribute("aria-pressed", "false");
    await expect(downvote(dark)).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(upvote(card(canvasElement, "Dark mode for invoices"))).toBeEnabled());
    dropFocus();
    await settleList(canvasElement);
  },
};

export const Empty: Story = {
  args: { suggestions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("suggestions-count")).toHaveTextContent("0 suggestions");
    await plays.expectEmpty(canvasElement, "No suggestions yet", "Create First Suggestion");
  },
};

export const Loading: Story = {
  args: { status: "loading", suggestions: [] },
  play: ({ canvasElement }) => plays.expectLoading(canvasElement, "Loading suggestions..."),
};

export const LoadFails: Story = {
  name: "Load failed",
  args: { status: "error", suggestions: [] },
  play: ({ canvasElement, args }) =>
    plays.expectLoadFails(canvasElement, "Failed to load suggestions", args.onRetry),
};

export const LongText: Story = {
  name: "Long texts",
  args: { suggestions: [longSuggestion, ...sampleSuggestions.slice(0, 1)] },
  play: ({ canvasElement }) => plays.expectPostsFit(canvasElement, 2),
};

/** 500 suggestions: only the cards in view are in the DOM, also scrolled to the end. */
export const FiveHundred: Story = {
  name: "500 suggestions",
  args: { suggestions: fiveHundred, isAdmin: true },
  play: ({ canvasElement }) => plays.expectFiveHundred(canvasElement, "500 suggestions"),
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  args: { isAdmin: true, suggestions: [sampleSuggestions[0] as Suggestion, longSuggestion] },
  play: async ({ canvasElement }) => {
    await plays.expectMobile(canvasElement, "Suggestions", "New Suggestion", 2);
    await expect(upvote(card(canvasElement, "Dark mode for invoices"))).toBeVisible();
    await settleList(canvasElement);
  },
};

/** Every control works from the keyboard: vote with Enter or Space, the dialog opens with Enter and Escape closes it. */
export const Keyboard: Story = {
  name: "Keyboard only",
  parameters: { screenshot: { sameAs: "screens-suggestions--populated-as-admin" } },
  args: { isAdmin: true },
  play: async ({ canvasElement, args }) => {
    await waitForCards(canvasElement, 4);
    const bulk = card(canvasElement, "Bulk order export");
    downvote(bulk).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onVote).toHaveBeenLastCalledWith("sug-2", "down");
    await userEvent.tab({ shift: true });
    await expect(upvote(bulk)).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onVote).toHaveBeenLastCalledWith("sug-2", "up");

    await plays.deleteDialogByKeyboard(bulk.getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    dropFocus();
    await settleList(canvasElement);
  },
};

/** A vote in a list of 500 re-renders only its own card: the count moves within a frame or two. */
export const FiveHundredVote: Story = {
  name: "500 suggestions, voted",
  args: { suggestions: fiveHundred },
  render: (args) => <VotingHarness {...args} outcome="succeed" />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    const first = card(canvasElement, "Idea #1: Faster checkout");
    await expect(upvote(first)).toHaveAccessibleName("Upvote 0");
    const started = performance.now();
    await userEvent.click(upvote(first));
    await waitFor(() =>
      expect(upvote(card(canvasElement, "Idea #1: Faster checkout"))).toHaveAccessibleName("Upvote 1"),
    );
    // Generous for a shared CI machine, but a list that re-rendered all 500 cards per vote would show here.
    await expect(performance.now() - started).toBeLessThan(1000);
    await waitFor(() => expect(upvote(card(canvasElement, "Idea #1: Faster checkout"))).toBeEnabled());
    dropFocus();
    await settleList(canvasElement);
  },
};
