/** The Stock & Keys screen's words (docs/product.md#stock-and-keys): its loading and error views, and its toasts. */
import { ServerCrash } from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";

const loadFailed = "Failed to load stock and keys";

export const stockStatusTexts = {
  loading: "Loading stock and keys...",
  error: {
    icon: <ServerCrash />,
    title: loadFailed,
    description: "Your stock and redeem keys could not be loaded. Check your connection and try again.",
  },
} satisfies ScreenStatusTexts;

export const stockScreenMessages = {
  loadFailed,
  saveFailed: "Failed to save stock",
  addFailed: "Failed to add keys",
  generateFailed: "Failed to generate keys",
  deleteFailed: "Failed to delete key",
  copied: "Copied to clipboard!",
  copyFailed: "Could not copy to the clipboard",
  exported: (count: number, filename: string) =>
    `Exported ${count.toLocaleString("en-US")} ${count === 1 ? "key" : "keys"} to ${filename}`,
} as const;
