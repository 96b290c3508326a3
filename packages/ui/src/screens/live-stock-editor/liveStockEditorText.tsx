/** The live stock editor's loading and error words (docs/product.md#live-stock-editor): its own, and its page's toasts. */
import { ShieldAlert } from "lucide-react";
import type { ScreenStatusTexts } from "../../feedback/ScreenStatus";

export const liveStockEditorStatusTexts = {
  loading: "Loading your live stock page...",
  error: {
    icon: <ShieldAlert />,
    title: "Failed to load your custom code",
    description: "Your live stock page could not be loaded. Check your connection and try again.",
  },
} satisfies ScreenStatusTexts;

export const customCodeMessages = {
  saved: "Custom code saved successfully!",
  saveFailed: "Failed to save custom code",
  saveError: "An error occurred while saving",
  reset: "Code reset to default",
} as const;
