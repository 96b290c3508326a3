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

/** The order dialog's timeline (docs/product.md#order-lifecycle). */
export const orderTimelineText = {
  title: "Timeline",
  labels: {
    redeemed: "Redeemed",
    claimed: "Claimed by the bot",
    reported: "Reported",
    waiting: "Waiting",
    unknown: "Time not recorded",
  },
} as const;

/** The order's trail under its own steps: who asked, started, approved or declined (docs/product.md#order-dialog). */
export const orderTrailText = {
  replacement_requested: "Replacement requested",
  replacement_started: "Replacement started",
  replacement_approved: "Replacement approved",
  replacement_declined: "Replacement declined",
  by: (who: string) => `by ${who}`,
  boosts: (n: number) => `${n} boost${n === 1 ? "" : "s"}`,
  reason: (why: string) => `Reason: ${why}`,
} as const;

/** An unfinished order's rate: none yet, rather than a red 0 % (docs/product.md#order-lifecycle). */
export function NoRateYet() {
  return (
    <>
      <span aria-hidden="true">{"\u2014"}</span>
      <span className="sr-only">Not yet reported</span>
    </>
  );
}

export const ordersMessages = {
  loadFailed,
  /** Ours (docs/product.md gives none): a shared `?order=` link to an order this seller does not have. */
  notFound: "That order was not found",
  copied: "Copied to clipboard!",
  copyFailed: "Could not copy to the clipboard",
  /** Ours: the export's request failed (offline, the server down). */
  exportFailed: "Could not export the orders",
  exported: (count: number, filename: string) =>
    `Exported ${count.toLocaleString("en-US")} ${count === 1 ? "order" : "orders"} to ${filename}`,
} as const;
