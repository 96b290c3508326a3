/** The Suggestions screen's loading and error words (docs/product.md#suggestions): its own, and its page's toasts. */
import { ServerCrash } from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";

const loadFailed = "Failed to load suggestions";

export const suggestionsStatusTexts = {
  loading: "Loading suggestions...",
  error: {
    icon: <ServerCrash />,
    title: loadFailed,
    description: "The suggestions could not be loaded. Try again in a moment.",
  },
} satisfies ScreenStatusTexts;

export const suggestionMessages = {
  loadFailed,
  voteFailed: "Failed to vote on suggestion",
  voteAdded: "Vote added!",
  /** Ours (docs/product.md gives none): a second click on one's own vote withdraws it (docs/decisions.md#suggestions-and-bug-reports). */
  voteRemoved: "Vote removed",
  createFailed: "Failed to create suggestion",
  created: "Suggestion created successfully!",
  deleteFailed: "Failed to delete suggestion",
  deleted: "Suggestion deleted successfully!",
  implementFailed: "Failed to mark suggestion as implemented",
  implemented: "Suggestion marked as implemented!",
} as const;
