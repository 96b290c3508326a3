/** The redeem page's words (docs/product.md#redeem): its head, and what a redeem that failed in transport says. */
import { isApiError } from "@boostdash/api-client/core/apiError";
import { serverMessageOr } from "@boostdash/api-client/core/errors";
import { redeemSubmitErrors } from "@boostdash/api-client/public/texts";
import { atStore } from "../pageText";

export const redeemText = {
  title: "Redeem Your Order",
  description: (storeName: string | undefined) =>
    `Redeem your order key for server boosts${atStore(storeName)}.`,
  /** Only if the server confirms a redeem without saying anything. */
  redeemed: "Your order has been redeemed.",
};

/**
 * A redeem that failed in transport: the server's message on an HTTP error (or 'Failed to redeem...'),
 * the docs/product.md#redeem message when the client refused the input, 'An unexpected error...' for anything else.
 */
export function redeemErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === "input") return error.message;
  if (isApiError(error) && error.kind === "http") return serverMessageOr(error, redeemSubmitErrors.failed);
  return redeemSubmitErrors.unexpected;
}
