/** What every public page's words share: its load failure (docs/product.md#public-pages), its title, its store. */
import { describeLoadError } from "@boostdash/api-client/core/apiError";
import { fill } from "@boostdash/api-client/public/i18n/format";

/** A page's three load failures in the page's language. */
export interface LoadErrorTexts {
  notFound: string;
  http: string;
  unexpected: string;
}

/** 404, other HTTP error, or anything else (network, malformed answer). */
export function loadErrorMessage(texts: LoadErrorTexts, error: unknown): string {
  return describeLoadError(error, texts);
}

/** A page's head words from its catalogue section: the title, and the description naming the store when known. */
export function headText(texts: { title: string; description: string; descriptionAtStore: string }) {
  return {
    title: texts.title,
    description: (storeName: string | undefined) => {
      const store = storeName?.trim();
      return store ? fill(texts.descriptionAtStore, { store }) : texts.description;
    },
  };
}

/** A public page's document title: the page, then the store when it is known ('Live Stock · Nova Boosts'). */
export function pageTitle(page: string, storeName: string | undefined): string {
  const store = storeName?.trim();
  return store ? `${page} \u00b7 ${store}` : page;
}

/** ' at Nova Boosts' when the store is known, else nothing: for a page's meta description. */
export function atStore(storeName: string | undefined): string {
  const store = storeName?.trim();
  return store ? ` at ${store}` : "";
}
