/** The redeem keys' words that the server, the CLI and the Stock & Keys screen share (docs/product.md#redeem-keys). */
import { REDEEM_KEY_MIN_LENGTH } from "./keyRules.ts";

export const keyMessages = {
  tooShort: `Redeem keys must be at least ${REDEEM_KEY_MIN_LENGTH} characters long, so they cannot be guessed.`,
  /** One warning for an add that held guessable keys; `keys` are the first few, for the seller to find. */
  lowEntropy: (count: number, keys: readonly string[]) =>
    `${count.toLocaleString("en-US")} key${count === 1 ? " looks" : "s look"} easy to guess (${keys.join(", ")}${
      count > keys.length ? ", ..." : ""
    }). They were added; random keys (Generate) cannot be guessed.`,
} as const;

/**
 * What a redeem that went through answers (docs/product.md#redeem); the redeem page shows it in the reader's
 * language, which it finds by these words.
 */
export const REDEEM_SUCCESS_MESSAGE = "Order redeemed! Your boosts will be delivered shortly.";

/** What a redeem answers once the store's failure budget is spent (docs/product.md#redeem-keys). */
export const redeemBudgetMessages = {
  captchaRequired:
    "Too many failed redeem attempts for this store. Please complete the captcha below and try again.",
  captchaFailed: "Captcha verification failed. Please try again.",
  /** One answer for a used key and an unknown one, so a guess tells nothing (docs/decisions.md#redeem-keys). */
  invalidKey: "Invalid or already used redeem key. Please check the key from your email or invoice page.",
} as const;

/** The four counts as the page and the log name them (the live-stock page's sections and rows). */
export const stockFieldLabels = {
  oneMonthNitroTokens: "1 Month Nitro Tokens",
  oneMonthServerBoosts: "1 Month Server Boosts",
  threeMonthNitroTokens: "3 Month Nitro Tokens",
  threeMonthServerBoosts: "3 Month Server Boosts",
} as const;

const keys = (n: number) => `${n.toLocaleString("en-US")} redeem key${n === 1 ? "" : "s"}`;

/** The Stock & Keys answers' words, shown as toasts (docs/product.md#stock-and-keys). */
export const stockMessages = {
  stockSaved: "Stock saved",
  keysAdded: (n: number) => `Added ${keys(n)}`,
  keysGenerated: (n: number) => `Generated ${keys(n)}`,
  keysDeleted: (n: number) => `Deleted ${keys(n)}`,
  /** The add is all or nothing: one key the store already has refuses it. */
  alreadyAdded: (n: number, sample: readonly string[]) =>
    `Nothing was added: ${keys(n)} ${n === 1 ? "is" : "are"} already in the store (${sample.join(", ")}${n > sample.length ? ", ..." : ""}).`,
} as const;
