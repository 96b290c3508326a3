/** The Settings screen's loading and error words (docs/product.md#settings): its own, and its page's toasts. */
import { ShieldAlert } from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";

const loadFailed = "Failed to load settings";

export const settingsStatusTexts = {
  loading: "Loading settings...",
  error: {
    icon: <ShieldAlert />,
    title: loadFailed,
    description: "Your settings could not be loaded. Check your connection and try again.",
  },
} satisfies ScreenStatusTexts;

export const settingsMessages = {
  loadFailed,
  resetFailed: "Failed to reset access code",
  resetDone: "Access code reset successfully!",
  copied: "Access code copied to clipboard!",
  nothingToCopy: "No access code to copy",
  /** Ours (docs/product.md gives none): the browser refused the clipboard. */
  copyFailed: "Could not copy to the clipboard",
  /** Bot Key and Store cards (docs/product.md#bot-key, docs/product.md#store-settings). */
  botKeyRotated: "Bot key rotated: copy the new key into your bot now",
  botKeyRotateFailed: "Failed to rotate the bot key",
  botKeyCopied: "Bot key copied to clipboard!",
  storeSaved: "Store settings saved successfully!",
  storeSaveFailed: "Failed to save store settings",
  guildMoveFailed: "Failed to answer the guild move",
  /** Ours (docs/decisions.md#customers-default-language-in-settings). */
  customersLanguageSaveFailed: "Failed to save the customers' language",
} as const;
