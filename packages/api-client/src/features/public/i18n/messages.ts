/**
 * Every language's catalogue, for the server (which resolves the words of a page before it is sent) and the stories.
 * The browser never imports this module: a page brings the one catalogue it shows in its data
 * (docs/decisions.md#public-pages-in-the-customers-language).
 */
import { de } from "./de.ts";
import { en, type PublicMessages } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import type { PublicLocale } from "./locales.ts";
import { ptBR } from "./ptBR.ts";
import { ru } from "./ru.ts";
import { tr } from "./tr.ts";

export const PUBLIC_MESSAGES: Record<PublicLocale, PublicMessages> = {
  en,
  es,
  "pt-BR": ptBR,
  fr,
  de,
  tr,
  ru,
};

/** The sections every page shows (its shell, stock names, the not-found and error views). */
const SHARED_SECTIONS = ["common", "stock", "notFound"] as const satisfies readonly (keyof PublicMessages)[];

/** Each page's own sections (find my order's list names the order status page's fields and statuses). */
export const PAGE_SECTIONS = {
  redeemPageConfig: ["redeem", "toasts"],
  liveStock: ["liveStock"],
  publicOrderStatus: ["orderStatus", "replacement"],
  findOrder: ["findOrder", "orderStatus"],
} as const satisfies Record<string, readonly (keyof PublicMessages)[]>;

/**
 * The catalogue a page's data carries to the browser: the shared sections and the page's own, not the others'
 * (each section costs every page's first response its bytes). Typed as the whole catalogue since the page reads
 * only its own sections; a page reading another's fails its server render in the tests (ssr.test.ts renders every
 * page in every language).
 */
export function pageMessages(locale: PublicLocale, read: keyof typeof PAGE_SECTIONS): PublicMessages {
  const all = PUBLIC_MESSAGES[locale];
  const picked: Partial<Record<keyof PublicMessages, unknown>> = {};
  for (const section of [...SHARED_SECTIONS, ...PAGE_SECTIONS[read]]) picked[section] = all[section];
  return picked as PublicMessages;
}
