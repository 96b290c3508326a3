// What an order is and how its row is stored: the types the features share, the status rule, the token list and
// search text columns, and a row read back as an order.
import { deriveOrderStatus, orderSearchText } from "@boostdash/api-client/orders/rules";
import { isFinishedStatus, type OrderStatus } from "@boostdash/api-client/orders/statuses";
import type { Selectable } from "kysely";
import type { OrdersTable } from "../../db/schema.ts";

export type { OrderStatus };

export interface OrderInput {
  orderId: string;
  guildId: string;
  invite: string;
  stock: string;
  amount: number;
  successTokens: string[];
  failedTokens: string[];
  storeLink: string;
  discordLink: string;
  bbGuildId: string;
  createdAt?: number | undefined;
  /**
   * The bot's status (docs/product.md#order-lifecycle). Absent: reported, as every order.json was before the
   * lifecycle. A finished status is decided by docs/product.md#order-status-rule from the tokens, whichever the
   * bot named, so the status never disagrees with the figures beside it.
   */
  status?: OrderStatus | undefined;
}

export interface RedeemDetails {
  email: string;
  displayName: string;
  bio: string;
  avatar: string;
  banner: string;
}

export interface Order extends Omit<OrderInput, "createdAt" | "status"> {
  status: OrderStatus;
  redeem: RedeemDetails | null;
  /** The redeem, or the bot's first write: the lifecycle's first step. */
  createdAt: number;
  /** When the bot claimed it; null until then, and for orders the bot wrote already finished. */
  claimedAt: number | null;
  /** When the bot reported its result; null while unfinished. */
  reportedAt: number | null;
  updatedAt: number;
  /** The storefront's invoice id of an order a storefront's delivery made (features/intake); null otherwise. */
  storefrontInvoiceId?: string | null;
  /** The original order of a replacement under warranty (features/replacements); null for a sale. */
  replacementOf?: string | null;
}

/** What an upsert did, for the live events (docs/decisions.md#order-lifecycle). */
export interface OrderChange {
  /** The status before; undefined when the order is new. */
  previous: OrderStatus | undefined;
  status: OrderStatus;
}

/** The status an order's tokens and the bot's word give it (docs/product.md#order-status-rule for finished ones). */
export function statusOf(o: Pick<OrderInput, "status" | "successTokens" | "amount">): OrderStatus {
  if (o.status !== undefined && !isFinishedStatus(o.status)) return o.status;
  return deriveOrderStatus(o.successTokens.length, o.amount);
}

/** A token list column: JSON text, anything unreadable as no tokens. */
export function parseList(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Joins the search text's fields in the stored column: the browser's NUL cannot be kept in a PostgreSQL text, and
 * no field holds a NUL (the contract refuses it), so U+0001 stands in for it one for one.
 */
const STORED_SEPARATOR = "\u0001";

/**
 * The `search_text` column: `orderSearchText`, the browser's own rule (orderId, guildId, invite, stock and the stock's
 * card name, and a storefront order's invoice id, lower-cased by JavaScript), so a server search keeps exactly the
 * orders the browser's would (docs/decisions.md#orders-at-scale).
 */
export function storedSearchText(o: {
  orderId: string;
  guildId: string;
  invite: string;
  stock: string;
  invoiceId?: string | null | undefined;
}): string {
  return orderSearchText({
    orderId: o.orderId,
    guildId: o.guildId,
    invite: o.invite,
    stock: o.stock,
    invoiceId: o.invoiceId,
  }).replaceAll("\u0000", STORED_SEPARATOR);
}

/** A row as the code uses it: token lists parsed, the customer's redeem details grouped (null: not a redeem). */
export function toOrder(row: Selectable<OrdersTable>): Order {
  const {
    sellerId: _seller,
    successCount: _successCount,
    failedCount: _failedCount,
    searchText: _searchText,
    successTokens,
    failedTokens,
    email,
    displayName,
    bio,
    avatar,
    banner,
    ...rest
  } = row;
  return {
    ...rest,
    successTokens: parseList(successTokens),
    failedTokens: parseList(failedTokens),
    redeem:
      email === null
        ? null
        : {
            email,
            displayName: displayName ?? "",
            bio: bio ?? "",
            avatar: avatar ?? "",
            banner: banner ?? "",
          },
  };
}

/**
 * The columns a written order stores from what the bot (or an import) sent, as `upsert` and `upsertMany` write them.
 * `invoiceId`: the storefront invoice id the order already keeps (the bot never sends one), so rewriting the search
 * text does not drop it.
 */
export function storedColumns(o: OrderInput, invoiceId: string | null = null) {
  const { createdAt: _created, successTokens, failedTokens, orderId, status: _asked, ...fields } = o;
  return {
    ...fields,
    successTokens: JSON.stringify(successTokens),
    failedTokens: JSON.stringify(failedTokens),
    successCount: successTokens.length,
    failedCount: failedTokens.length,
    searchText: storedSearchText({ ...fields, orderId, invoiceId }),
    status: statusOf(o),
  };
}
