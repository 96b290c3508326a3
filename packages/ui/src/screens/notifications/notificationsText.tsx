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

/** Whether the server sends customers' own emails (delivery emails, "find my order"), under the delivery log. */
export const customerEmailTexts = {
  on: "Customer emails are on: buyers with an email get one when their order is received and when it is finished, and can ask for a link to their orders.",
  off: "Customer emails are off: set SMTP_URL on the server to send buyers delivery emails and links to their orders.",
} as const;
