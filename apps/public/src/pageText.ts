/** What every public page's words share: its load failure (docs/product.md#public-pages), its title, its store. */
import { describeLoadError } from "@boostdash/api-client/core/apiError";
import { publicLoadErrors } from "@boostdash/api-client/public/texts";

type Page = keyof typeof publicLoadErrors;

/** 404, other HTTP error, or anything else (network, malformed answer). */
export function loadErrorMessage(page: Page, error: unknown): string {
  return describeLoadError(error, publicLoadErrors[page]);
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
