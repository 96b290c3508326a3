/** The Bug Reports screen's loading and error words (docs/product.md#bug-reports): its own, and its page's toasts. */
import { ServerCrash } from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";

const loadFailed = "Failed to load bug reports";

export const bugReportsStatusTexts = {
  loading: "Loading bug reports...",
  error: {
    icon: <ServerCrash />,
    title: loadFailed,
    description: "The bug reports could not be loaded. Try again in a moment.",
  },
} satisfies ScreenStatusTexts;

export const bugMessages = {
  loadFailed,
  createFailed: "Failed to create bug report",
  created: "Bug report created successfully!",
  deleteFailed: "Failed to delete bug report",
  deleted: "Bug report deleted successfully!",
  fixFailed: "Failed to mark bug as fixed",
  fixed: "Bug marked as fixed!",
} as const;
