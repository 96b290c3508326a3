/**
 * The seller's replacement forms' rules (docs/decisions.md#replacements-the-sellers-screens): an amount within the
 * warranty's limit goes through; above it only with the override ticked; a decline needs a reason. The server
 * checks all of these again; the forms say them before a round trip.
 */
import type { DashboardOrder } from "@boostdash/api-client/orders/rules";
import {
  MAX_REASON_LENGTH,
  MAX_REPLACEMENT_AMOUNT,
  type WarrantyPolicy,
  warrantyStanding,
} from "@boostdash/api-client/replacements/rules";
import { replacementMessages } from "@boostdash/api-client/replacements/texts";

export const replacementFormText = {
  amountInvalid: `Enter a whole number of boosts, from 1 to ${MAX_REPLACEMENT_AMOUNT.toLocaleString("en-US")}.`,
} as const;

export interface AmountCheck {
  /** The amount typed, when it is a whole number in range. */
  amount: number | null;
  /** Above what may be replaced without override (or outside the warranty, for a start). */
  needsOverride: boolean;
  /** What stops the form; null when it may be sent. */
  error: string | null;
}

/** What the seller may replace of an order without override, as far as the dashboard knows it. */
export interface ReplacementLimit {
  /** Boosts one replacement may carry within the limits; null when the dashboard cannot tell. */
  max: number | null;
  /** Why the order is outside its warranty now (a start needs override); null when it is inside. */
  outside: string | null;
}

/**
 * Whether an amount may be sent: a whole number from 1 to the most one replacement may carry; above the limit
 * (or outside the warranty) only with the override ticked.
 */
export function checkReplacementAmount(
  text: string,
  limit: ReplacementLimit,
  override: boolean,
): AmountCheck {
  const trimmed = text.trim();
  const amount = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_REPLACEMENT_AMOUNT) {
    return { amount: null, needsOverride: false, error: replacementFormText.amountInvalid };
  }
  const over = limit.max !== null && amount > limit.max;
  const needsOverride = over || limit.outside !== null;
  if (needsOverride && !override) {
    return {
      amount,
      needsOverride,
      error: limit.outside ?? replacementMessages.overLimitSeller(limit.max ?? 0),
    };
  }
  return { amount, needsOverride, error: null };
}

/** A decline's reason: required (the customer reads it), at most `MAX_REASON_LENGTH` characters. */
export function checkDeclineReason(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return replacementMessages.reasonRequired;
  if (trimmed.length > MAX_REASON_LENGTH) return replacementMessages.reasonTooLong;
  return null;
}

/**
 * What a seller's start may give without override, from the order and its stock's policy by the server's rules
 * (`warrantyStanding`). What earlier replacements carry is only known when there are none (the order names its
 * replacements, not their progress): then the limit is left to the server's answer.
 */
export function startLimit(
  order: DashboardOrder,
  policy: WarrantyPolicy | undefined,
  now: number,
): ReplacementLimit {
  if (!policy) return { max: null, outside: null };
  const standing = warrantyStanding(
    {
      status: order.status,
      amount: order.amount,
      successfulTokens: order["tokens-used"].success.length,
      reportedAt: order.reportedAt ? Date.parse(order.reportedAt) : null,
      replacementOf: order.replacementOf ?? null,
    },
    policy,
    0,
    now,
  );
  const known = (order.replacements ?? []).length === 0;
  const outside =
    standing.reason !== null && standing.reason !== "nothingLeft"
      ? replacementMessages.outsideWindow(standing.until)
      : null;
  return { max: known ? standing.maxRequest : null, outside };
}
