/**
 * Replacements under warranty (docs/decisions.md#replacements): the policy a stock type carries, and what an order
 * may still have replaced under it. Pure, without zod: the server enforces these, and the status page words them.
 */
import { BOOSTS_PER_TOKEN } from "../orders/rules.ts";
import type { OrderStatus } from "../orders/statuses.ts";

/** Who decides a request: the seller each time, or the bot may verify and re-deliver within the limits. */
export const APPROVAL_MODES = ["seller", "bot"] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** A request's own state; the customer's page words it with its replacement order's progress (`requestStage`). */
export const REQUEST_STATUSES = ["open", "approved", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Where a request came from: the customer's status page, or the seller starting one from an order. */
export const REQUEST_SOURCES = ["customer", "seller"] as const;
export type RequestSource = (typeof REQUEST_SOURCES)[number];

/** What the customer's timeline shows of their latest request. */
export const REQUEST_STAGES = ["requested", "approved", "delivering", "delivered", "declined"] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

/** The longest warranty window a policy may set, in days. */
export const MAX_WINDOW_DAYS = 365;
/** The longest note a customer may add to a request. */
export const MAX_NOTE_LENGTH = 500;
/** The longest reason a seller may give for declining. */
export const MAX_REASON_LENGTH = 500;
/** The most boosts one replacement may carry, override or not (an INTEGER column, and a sane order). */
export const MAX_REPLACEMENT_AMOUNT = 100_000;

export interface WarrantyPolicy {
  /** The stock file the policy applies to (stock/keyRules.ts STOCK_FILES, or any stock the bot names). */
  stock: string;
  /** Days after delivery a request is accepted; 0: no warranty. */
  windowDays: number;
  /** The most of the order's amount all its replacements together may carry, in percent. */
  maxSharePercent: number;
  approval: ApprovalMode;
}

/**
 * The policy a stock type has until the seller sets one: 15 days for a one-month stock, 30 days for a three-month
 * one (what boost sellers publish most), every delivered boost replaceable, the seller approving each request.
 */
export function defaultPolicy(stock: string): WarrantyPolicy {
  return {
    stock,
    windowDays: /^threeMonth/i.test(stock) ? 30 : 15,
    maxSharePercent: 100,
    approval: "seller",
  };
}

const DAY_MS = 86_400_000;

/** Why an order cannot have a replacement requested now; null when it can. */
export type IneligibleReason =
  | "replacement"
  | "noWarranty"
  | "unfinished"
  | "failed"
  | "windowClosed"
  | "nothingLeft";

export interface WarrantyOrder {
  status: OrderStatus;
  amount: number;
  successfulTokens: number;
  /** When the bot reported it (epoch ms); null while unfinished. */
  reportedAt: number | null;
  /** Set when the order is itself a replacement. */
  replacementOf: string | null;
}

export interface WarrantyStanding {
  /** Boosts the order delivered (its successful tokens, at most its amount). */
  delivered: number;
  /** The most all its replacements together may carry (the policy's share of the amount). */
  cap: number;
  /** Boosts replaced already or on their way (replacements not failed: their amount, or what they delivered). */
  replaced: number;
  /** The most one more request may ask for within the limits. */
  maxRequest: number;
  /** The window's end (epoch ms); null when the order is not delivered yet or has no warranty. */
  until: number | null;
  /** Why the customer cannot request now; null when they can. */
  reason: IneligibleReason | null;
}

/**
 * What an order may still have replaced under its policy: at most what it delivered and the policy's share of its
 * amount, less what its replacements carry already; only a completed or partial original, inside the window.
 */
export function warrantyStanding(
  order: WarrantyOrder,
  policy: WarrantyPolicy,
  replaced: number,
  now: number,
): WarrantyStanding {
  const delivered = Math.min(order.amount, order.successfulTokens * BOOSTS_PER_TOKEN);
  const cap = Math.floor((order.amount * policy.maxSharePercent) / 100);
  const maxRequest = Math.max(0, Math.min(delivered, cap) - replaced);
  const until =
    order.reportedAt === null || policy.windowDays === 0
      ? null
      : order.reportedAt + policy.windowDays * DAY_MS;
  const reason: IneligibleReason | null =
    order.replacementOf !== null
      ? "replacement"
      : policy.windowDays === 0
        ? "noWarranty"
        : order.status === "pending" || order.status === "processing"
          ? "unfinished"
          : order.status === "failed"
            ? "failed"
            : until !== null && now > until
              ? "windowClosed"
              : maxRequest === 0
                ? "nothingLeft"
                : null;
  return { delivered, cap, replaced, maxRequest, until, reason };
}

/** What a replacement order counts toward its original's limit: its amount while on its way, then what it delivered. */
export function replacementCarries(r: {
  status: OrderStatus;
  amount: number;
  successfulTokens: number;
}): number {
  if (r.status === "pending" || r.status === "processing") return r.amount;
  return Math.min(r.amount, r.successfulTokens * BOOSTS_PER_TOKEN);
}

/** The customer's words for a request: its own state, and once approved, its replacement order's progress. */
export function requestStage(status: RequestStatus, replacementStatus: OrderStatus | null): RequestStage {
  if (status === "open") return "requested";
  if (status === "declined") return "declined";
  if (replacementStatus === null || replacementStatus === "pending") return "approved";
  if (replacementStatus === "processing") return "delivering";
  return "delivered";
}
