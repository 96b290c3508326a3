/**
 * The Custom Domain screen's loading and error words (docs/product.md#custom-domain): its own, and its page's toasts;
 * the add and validation texts live in the api-client.
 */
import { ShieldAlert } from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";

/** Ours (docs/product.md gives none): the list did not load. */
const loadFailed = "Failed to load domains";

export const customDomainStatusTexts = {
  loading: "Loading domains...",
  error: {
    icon: <ShieldAlert />,
    title: loadFailed,
    description: "Your domains could not be loaded. Check your connection and try again.",
  },
} satisfies ScreenStatusTexts;

export const domainPageMessages = {
  added: "Domain added successfully! Refreshing page...",
  addFailed: "Failed to add domain",
  removed: "Domain removed successfully!",
  removeFailed: "Failed to remove domain",
  copied: "Copied to clipboard!",
  active: "Domain is active and working correctly!",
  loadFailed,
  /** Ours (docs/product.md gives none): a check failed without a message of the server's. */
  checkFailed: "Failed to check domain",
  copyFailed: "Could not copy to the clipboard",
} as const;
