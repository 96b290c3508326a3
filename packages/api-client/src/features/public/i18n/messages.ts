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
