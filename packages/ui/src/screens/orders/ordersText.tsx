/** The Orders screen's loading and error words (docs/product.md#orders): its own, and its page's toasts. */
import { RefreshCw, ServerCrash } from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";

const loadFailed = "Failed to fetch orders";

export const ordersStatusTexts = {
  loading: "Loading orders...",
  error: {
    icon: <ServerCrash />,
    title: loadFailed,
    description: "Your orders could not be loaded. Check your connection and try again.",
  },
  retryLabel: "Retry",
  retryIcon: <RefreshCw aria-hidden="true" />,
} satisfies ScreenStatusTexts;

export const ordersMessages = {
  loadFailed,
  /** Ours (docs/product.md gives none): a shared `?order=` link to an order this seller does not have. */
  notFound: "That order was not found",
  copied: "Copied to clipboard!",
  copyFailed: "Could not copy to the clipboard",
  exported: (count: number, filename: string) =>
    `Exported ${count.toLocaleString("en-US")} ${count === 1 ? "order" : "orders"} to ${filename}`,
} as const;
