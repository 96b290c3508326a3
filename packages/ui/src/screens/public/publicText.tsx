/**
 * The words of the customer pages, in the page's language (docs/decisions.md#public-pages-in-the-customers-language):
 * the server resolves the language and puts that one catalogue in the page's data; the app provides it here, and
 * every public screen reads its words from it. No catalogue is imported by the screens, so the browser only ever
 * receives the language it shows.
 */
import type { PublicMessages } from "@boostdash/api-client/public/i18n/en";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { createContext, type ReactNode, useContext } from "react";
import { ENGLISH_TOAST_LABELS, type ToastLabels, ToastLabelsContext } from "../../feedback/ToastLabels";

export interface PublicText {
  locale: PublicLocale;
  messages: PublicMessages;
}

const PublicTextContext = createContext<PublicText | null>(null);

export function PublicTextProvider({ text, children }: { text: PublicText; children: ReactNode }) {
  // Only a page that shows toasts carries their words (messages.ts); the others never mount the container.
  const toasts: ToastLabels | undefined = text.messages.toasts;
  return (
    <PublicTextContext.Provider value={text}>
      {/* The toasts are shared with the dashboard: they take their names from here on a customer page. */}
      <ToastLabelsContext.Provider value={toasts ?? ENGLISH_TOAST_LABELS}>
        {children}
      </ToastLabelsContext.Provider>
    </PublicTextContext.Provider>
  );
}

/** The page's words and language; a public screen outside a PublicTextProvider is a wiring mistake. */
export function usePublicText(): PublicText {
  const text = useContext(PublicTextContext);
  if (!text) throw new Error("A public screen needs a PublicTextProvider (the page's language and words).");
  return text;
}

/** The language for Intl: English stays en-US (the figures' and dates' look the screenshots hold). */
export function intlLocale(locale: PublicLocale): string {
  return locale === "en" ? "en-US" : locale;
}
