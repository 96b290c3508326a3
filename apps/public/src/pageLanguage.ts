/**
 * The page's language and words when the server did not render it (its renderer is not built): chosen in the browser
 * as the server would choose (`?lang=`, the cookie, the browser's languages), and only that language's catalogue
 * fetched, a chunk of its own (docs/decisions.md#public-pages-in-the-customers-language).
 */
import type { PublicMessages } from "@boostdash/api-client/public/i18n/en";
import { negotiateLocale, type PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import type { PublicText } from "@boostdash/ui/screens/public/publicText";

const CATALOGUES: Record<PublicLocale, () => Promise<PublicMessages>> = {
  en: () => import("@boostdash/api-client/public/i18n/en").then((m) => m.en),
  es: () => import("@boostdash/api-client/public/i18n/es").then((m) => m.es),
  "pt-BR": () => import("@boostdash/api-client/public/i18n/ptBR").then((m) => m.ptBR),
  fr: () => import("@boostdash/api-client/public/i18n/fr").then((m) => m.fr),
  de: () => import("@boostdash/api-client/public/i18n/de").then((m) => m.de),
  tr: () => import("@boostdash/api-client/public/i18n/tr").then((m) => m.tr),
  ru: () => import("@boostdash/api-client/public/i18n/ru").then((m) => m.ru),
};

export async function browserText(): Promise<PublicText> {
  const { locale } = negotiateLocale({
    query: new URLSearchParams(window.location.search).get("lang"),
    cookie: document.cookie,
    acceptLanguage: navigator.languages.join(","),
  });
  return { locale, messages: await CATALOGUES[locale]() };
}
