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
  previewFailed: "The preview could not be loaded. It is tried again when you type.",
} as const;

/** Which page customers get from the saved code, and the editor's words about the server's render. */
export const customerPageTexts = {
  default: "Customers see the default page.",
  custom: "Customers see your custom page.",
  error: "Customers see the default page: your saved page does not render.",
} as const;

export const previewTexts = {
  loading: "Loading preview...",
  rendered: "Preview up to date",
  errorOnLine: (line: number) => `Error on line ${line}`,
  error: "Error in your code",
  noticesTitle: "Not run on the public page",
  /** 'Line 12: onClick is not run on the public page'. */
  notice: (line: number, message: string) => `Line ${line}: ${message}`,
  problem: (line: number | undefined, message: string) => (line ? `Line ${line}: ${message}` : message),
} as const;

/** Saving code that does not compile or render is refused, by the editor and by the server. */
export { SAVE_REFUSED } from "@boostdash/api-client/customCode/texts";
