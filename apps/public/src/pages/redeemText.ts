/**
 * The redeem page's words beyond its catalogue section: what the server's answers say in the reader's language, and
 * what a redeem that failed in transport says (docs/product.md#redeem).
 */
import { isApiError } from "@boostdash/api-client/core/apiError";
import { serverMessageOr } from "@boostdash/api-client/core/errors";
import type { PublicMessages } from "@boostdash/api-client/public/i18n/en";
import { publicLoadErrors } from "@boostdash/api-client/public/texts";
import { REDEEM_SUCCESS_MESSAGE, redeemBudgetMessages } from "@boostdash/api-client/stock/texts";

export type RedeemWords = PublicMessages["redeem"];

/**
 * The server's redeem answers that have words in the catalogue, by their English text: the server sends these exact
 * constants (api-client's stock/texts.ts and public/texts.ts), so the text is the answer's code. Anything else (a
 * rate limit's wait, a refused field) is shown as the server wrote it.
 */
const KNOWN_ANSWERS: ReadonlyMap<string, keyof RedeemWords> = new Map([
  [REDEEM_SUCCESS_MESSAGE, "success"],
  [redeemBudgetMessages.invalidKey, "invalidKey"],
  [redeemBudgetMessages.captchaRequired, "captchaRequired"],
  [redeemBudgetMessages.captchaFailed, "captchaFailed"],
  [publicLoadErrors.redeemPage.notFound, "notFound"],
]);

/** A message from the server in the reader's language when it is one we know; as sent otherwise. */
export function redeemAnswerText(message: string, words: RedeemWords): string {
  const key = KNOWN_ANSWERS.get(message.trim());
  return key ? words[key] : message;
}

/**
 * A redeem that failed in transport: the server's message on an HTTP error (or 'Failed to redeem...'), the client's
 * own refusal of the input, 'An unexpected error...' for anything else; each in the reader's language where known.
 */
export function redeemErrorMessage(error: unknown, words: RedeemWords): string {
  if (isApiError(error) && error.kind === "input") return redeemAnswerText(error.message, words);
  if (isApiError(error) && error.kind === "http") {
    return redeemAnswerText(serverMessageOr(error, words.failed), words);
  }
  return words.unexpected;
}

/** The page's three load failures (404, other HTTP error, anything else), in the reader's language. */
export function redeemLoadErrors(messages: PublicMessages) {
  return {
    notFound: messages.redeem.notFound,
    http: messages.redeem.http,
    unexpected: messages.common.unexpected,
  };
}
