/** Which docs/product.md#public-pages text a failed load or redeem shows. */
import { describeLoadError, isApiError } from "@boostdash/api-client/core/apiError";
import { serverMessageOr } from "@boostdash/api-client/core/errors";
import { publicLoadErrors, redeemSubmitErrors } from "@boostdash/api-client/public/texts";

type Page = keyof typeof publicLoadErrors;

/** 404, other HTTP error, or anything else (network, malformed answer). */
export function loadErrorMessage(page: Page, error: unknown): string {
  return describeLoadError(error, publicLoadErrors[page]);
}

/**
 * A redeem that failed in transport: the server's message on an HTTP error (or 'Failed to redeem...'),
 * the docs/product.md#redeem message when the client refused the input, 'An unexpected error...' for anything else.
 */
export function redeemErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === "input") return error.message;
  if (isApiError(error) && error.kind === "http") return serverMessageOr(error, redeemSubmitErrors.failed);
  return redeemSubmitErrors.unexpected;
}

/** A public page's document title: the page, then the store when it is known ('Live Stock · Nova Boosts'). */
export function pageTitle(page: string, storeName: string | undefined): string {
  const store = storeName?.trim();
  return store ? `${page} \u00b7 ${store}` : page;
}

/** A public page's meta description (search results and link previews), naming the store when it is known. */
export function pageDescription(
  page: "liveStock" | "orderStatus" | "redeem",
  storeName: string | undefined,
): string {
  const store = storeName?.trim();
  const at = store ? ` at ${store}` : "";
  switch (page) {
    case "liveStock":
      return `Nitro tokens and server boosts in stock${at}, updated every 10 seconds.`;
    case "orderStatus":
      return `The delivery status of your server boost order${at}.`;
    case "redeem":
      return `Redeem your order key for server boosts${at}.`;
  }
}
