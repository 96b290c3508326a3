/** The Notifications screen's words (docs/product.md#seller-notifications): its loading and error states, its toasts. */
import { BellOff } from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";

const loadFailed = "Failed to load notification settings";

export const notificationsStatusTexts = {
  loading: "Loading notification settings...",
  error: {
    icon: <BellOff />,
    title: loadFailed,
    description: "Your notification settings could not be loaded. Check your connection and try again.",
  },
} satisfies ScreenStatusTexts;

export const notificationsPageMessages = {
  loadFailed,
  saveFailed: "Failed to save notification settings",
  rotateFailed: "Failed to rotate the signing secret",
  testFailed: "Failed to send the test",
  secretCopied: "Signing secret copied to clipboard!",
} as const;

/** A delivery's status as the log shows it. */
export const deliveryStatusLabels = {
  queued: "Queued",
  sent: "Sent",
  pending: "Retrying",
  failed: "Failed",
} as const;
