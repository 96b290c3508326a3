/** The Admin Logs screen's loading and error words (docs/product.md#admin-logs): its own, and its page's toasts. */
import { RefreshCw, ServerCrash } from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";

const loadFailed = "Failed to fetch logs";

export const adminLogsStatusTexts = {
  loading: "Loading logs...",
  error: {
    icon: <ServerCrash />,
    title: loadFailed,
    description: "The activity log could not be loaded. Try again in a moment.",
  },
  retryIcon: <RefreshCw aria-hidden="true" />,
} satisfies ScreenStatusTexts;

export const logsMessages = {
  loadFailed,
  refreshFailed: "Failed to refresh logs",
  refreshed: "Logs refreshed successfully",
} as const;
