/** Order rules of docs/product.md#orders: status, rates, progress, stock names, search. */
import { type CsvCell, toCsv } from "../../core/csv.ts";
import type { Order, OrderRow, OrderStatus, OrdersList } from "./contract.ts";
import { type FinishedOrderStatus, isFinishedStatus } from "./statuses.ts";

/** Each token delivers two boosts (docs/product.md#order-status-rule). */
export const BOOSTS_PER_TOKEN = 2;

/** An order.json plus what the dashboard derives for it. */
export type DashboardOrder = Order & {
  folderId: string;
  status: OrderStatus;
  /** From the list's `folderDates`; undefined when the folder has no date. */
  createdAt: string | undefined;
};

/** successful tokens x 2 >= amount: completed; any success: partial; else failed. */
export function deriveOrderStatus(successfulTokens: number, amount: number): FinishedOrderStatus {
  if (successfulTokens * BOOSTS_PER_TOKEN >= amount) return "completed";
  if (successfulTokens > 0) return "partial";
  return "failed";
}

/**
 * Rounded percent of `successful` over `total`; 0 when there is nothing to measure. Capped at 100,
 * since an odd amount is delivered with a spare boost (3 ordered, 2 tokens = 4 boosts).
 */
export function successRate(successful: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((successful / total) * 100));
}

export type Tone = "success" | "warning" | "danger";

/** 90 and above green, 50 to 89 amber, below 50 red (docs/product.md#orders). */
export function rateTone(rate: number): Tone {
  if (rate >= 90) return "success";
  if (rate >= 50) return "warning";
  return "danger";
}

/** Width of the progress bar in percent, 0 to 100. */
export function progressPercent(successful: number, requested: number): number {
  if (requested <= 0) return successful > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (successful / requested) * 100));
}

/** The stock file name without its '.txt' ending (public order status 'Type'). */
export function stripTxt(stock: string): string {
  return stock.replace(/\.txt$/i, "");
}

/** 'oneMonthBoosts.txt' -> 'One Month Boosts': '.txt' dropped, camel-case split into words. */
export function formatStockName(stock: string): string {
  const words = stripTxt(stock)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface OrderBoosts {
  requested: number;
  successful: number;
  failed: number;
  rate: number;
}

export function orderBoosts(order: Pick<Order, "amount" | "tokens-used">): OrderBoosts {
  const successful = order["tokens-used"].success.length * BOOSTS_PER_TOKEN;
  const failed = order["tokens-used"].failed.length * BOOSTS_PER_TOKEN;
  return { requested: order.amount, successful, failed, rate: successRate(successful, order.amount) };
}

export function toDashboardOrder(
  folderId: string,
  order: Order,
  list?: Pick<OrdersList, "folderDates">,
): DashboardOrder {
  return {
    ...order,
    folderId,
    // A server from before the lifecycle sends no status: its orders were all reported.
    status: order.status ?? deriveOrderStatus(order["tokens-used"].success.length, order.amount),
    createdAt: list?.folderDates[folderId],
  };
}

export interface OrdersSummary {
  totalOrders: number;
  /**
   * Successful boosts over ordered boosts of the finished orders only, rounded percent; 0 when none is finished.
   * An order the bot has not reported is not a failure (docs/product.md#order-lifecycle).
   */
  successRate: number;
  /** Boosts ordered across all orders. */
  totalBoosts: number;
  completed: number;
}

/**
 * The cards over the sales among `orders`: a replacement under warranty is not a sale, so it counts in none of them
 * (docs/decisions.md#replacements), as the server's summary.
 */
export function summarizeOrders(orders: readonly DashboardOrder[]): OrdersSummary {
  let totalOrders = 0;
  let totalBoosts = 0;
  let successful = 0;
  let completed = 0;
  let finishedBoosts = 0;
  for (const order of orders) {
    if (order.replacementOf) continue;
    totalOrders += 1;
    totalBoosts += order.amount;
    if (!isFinishedStatus(order.status)) continue;
    finishedBoosts += order.amount;
    successful += order["tokens-used"].success.length * BOOSTS_PER_TOKEN;
    if (order.status === "completed") completed += 1;
  }
  return {
    totalOrders,
    successRate: successRate(successful, finishedBoosts),
    totalBoosts,
    completed,
  };
}

/** The invoice id is there only for an order a storefront's delivery made (docs/product.md#storefronts). */
type Searchable = Pick<Order, "orderId" | "guildId" | "invite" | "stock"> & {
  invoiceId?: string | null | undefined;
};

// One lower-cased text per order, made the first time it is searched and kept as long as the order object
// lives: typing never lower-cases 5,000 orders again (docs/product.md#orders).
const searchTexts = new WeakMap<Searchable, string>();

/**
 * The text an order search runs over: orderId, guildId, invite and stock, and the stock's name as the card shows it
 * ('Three Month Boosts'), and a storefront order's invoice id, lower-cased, joined by a character no query contains
 * (a NUL), so a match never spans two fields. The invoice id comes last and only when there is one, so every other
 * order's text is what it was before it was added (no backfill for them).
 */
export function orderSearchText(order: Searchable): string {
  let text = searchTexts.get(order);
  if (text === undefined) {
    const fields = [order.orderId, order.guildId, order.invite, order.stock, formatStockName(order.stock)];
    if (order.invoiceId) fields.push(order.invoiceId);
    text = fields.join("\u0000").toLowerCase();
    searchTexts.set(order, text);
  }
  return text;
}

/** The query as the search compares it: trimmed and lower-cased. */
export function normalizeOrderQuery(query: string): string {
  return query.trim().toLowerCase();
}

/**
 * Case-insensitive match on orderId, guildId, invite and stock (docs/product.md#orders), the stock also as the card
 * words it. An empty query keeps all.
 */
export function searchOrders<T extends Searchable>(orders: readonly T[], query: string): T[] {
  const needle = normalizeOrderQuery(query);
  if (needle === "") return [...orders];
  return orders.filter((o) => orderSearchText(o).includes(needle));
}

export type OrderStatusFilter = OrderStatus | "all";

export function filterOrdersByStatus<T extends { status: OrderStatus }>(
  orders: readonly T[],
  status: OrderStatusFilter,
): T[] {
  return status === "all" ? [...orders] : orders.filter((o) => o.status === status);
}

/**
 * The orders a search (`q`) and a status filter keep, in the order given: what the Orders screen asks for. The mocks
 * answer with it, and the server's test and the stories hold the server to it.
 */
export function matchOrders<T extends Searchable & { status: OrderStatus }>(
  orders: readonly T[],
  { q = "", status = "all" }: { q?: string; status?: OrderStatusFilter },
): T[] {
  return filterOrdersByStatus(searchOrders(orders, q), status);
}

export const ORDERS_CSV_HEADER = [
  "Order ID",
  "Folder ID",
  "Status",
  "Created At",
  "Guild ID",
  "Invite",
  "Stock",
  "Stock Type",
  "Boosts Requested",
  "Successful Boosts",
  "Failed Boosts",
  "Success Rate (%)",
  "Successful Tokens",
  "Failed Tokens",
  "Store Link",
  "Discord Link",
  "BB Guild ID",
  "Claimed At",
  "Reported At",
  // Last, so the columns a seller's spreadsheet already reads keep their places.
  "Invoice ID",
  // Replacements under warranty (docs/decisions.md#replacements): the link both ways, after every older column.
  "Replacement Of",
  "Replacements",
] as const;

/** What one CSV row says of an order: the list's fields, token counts (never the tokens) and ISO times. */
export interface OrderCsvFields {
  orderId: string;
  folderId: string;
  status: OrderStatus;
  /** ISO; undefined or null when unknown. */
  createdAt: string | null | undefined;
  guildId: string;
  invite: string;
  stock: string;
  amount: number;
  successfulTokens: number;
  failedTokens: number;
  storeLink?: string | undefined;
  discordLink?: string | undefined;
  BBGuildID?: string | undefined;
  claimedAt?: string | null | undefined;
  reportedAt?: string | null | undefined;
  /** The storefront's invoice id of an order a storefront's delivery made (docs/product.md#storefronts). */
  invoiceId?: string | null | undefined;
  /** The original order of a replacement. */
  replacementOf?: string | null | undefined;
  /** The replacement orders made for this one. */
  replacements?: readonly string[] | undefined;
}

/**
 * One order's CSV cells, in `ORDERS_CSV_HEADER`'s columns: the browser's export and the server's streamed one
 * (docs/decisions.md#orders-at-scale) both write their rows with it, so they never disagree. An unfinished order has
 * no rate yet (docs/product.md#order-lifecycle). `statusLabel` words the Status column as the screen does
 * (`orderStatusLabels`).
 */
export function orderCsvRow(order: OrderCsvFields, statusLabel: (status: OrderStatus) => string): CsvCell[] {
  const successful = order.successfulTokens * BOOSTS_PER_TOKEN;
  return [
    order.orderId,
    order.folderId,
    statusLabel(order.status),
    order.createdAt ?? "",
    order.guildId,
    order.invite,
    order.stock,
    formatStockName(order.stock),
    order.amount,
    successful,
    order.failedTokens * BOOSTS_PER_TOKEN,
    isFinishedStatus(order.status) ? successRate(successful, order.amount) : "",
    order.successfulTokens,
    order.failedTokens,
    order.storeLink ?? "",
    order.discordLink ?? "",
    order.BBGuildID ?? "",
    order.claimedAt ?? "",
    order.reportedAt ?? "",
    order.invoiceId ?? "",
    order.replacementOf ?? "",
    (order.replacements ?? []).join(" "),
  ];
}

/** An order as `orderCsvRow` reads it. */
export function orderCsvFields(order: DashboardOrder): OrderCsvFields {
  return {
    ...order,
    invoiceId: order.invoiceId ?? null,
    successfulTokens: order["tokens-used"].success.length,
    failedTokens: order["tokens-used"].failed.length,
  };
}

/**
 * The orders as CSV, one row per order with every field, the status and rate, and the lifecycle's step times
 * (`orderCsvRow`). Tokens are counted, not listed: they are account credentials, and a spreadsheet is shared far
 * more easily than the dashboard (docs/decisions.md, "Orders"). `statusLabel` words the Status column as the screen
 * does.
 */
export function ordersCsv(
  orders: readonly DashboardOrder[],
  statusLabel: (status: OrderStatus) => string,
): string {
  return toCsv([
    ORDERS_CSV_HEADER,
    ...orders.map((order) => orderCsvRow(orderCsvFields(order), statusLabel)),
  ]);
}

/** How many characters of a token stay visible when it is masked. */
export const TOKEN_VISIBLE_PREFIX = 6;

/**
 * A token as shown until revealed: its first characters and an ellipsis ('MTIzND…'). A token no longer than
 * the prefix shows half of itself, so a mask never gives a short token away whole.
 */
export function maskToken(token: string): string {
  const shown = token.length > TOKEN_VISIBLE_PREFIX ? TOKEN_VISIBLE_PREFIX : Math.floor(token.length / 2);
  return `${token.slice(0, shown)}\u2026`;
}

/** One order as the list's card shows it (`OrderRow`): the server's page row, made here from a whole order. */
export function toOrderRow(order: DashboardOrder): OrderRow {
  return {
    folderId: order.folderId,
    orderId: order.orderId,
    status: order.status,
    invite: order.invite,
    stock: order.stock,
    amount: order.amount,
    successfulTokens: order["tokens-used"].success.length,
    failedTokens: order["tokens-used"].failed.length,
    createdAt: order.createdAt ?? new Date(0).toISOString(),
    replacementOf: order.replacementOf ?? null,
  };
}

/** A row's boosts, as `orderBoosts` counts them from the whole order's tokens. */
export function rowBoosts(row: Pick<OrderRow, "amount" | "successfulTokens" | "failedTokens">): OrderBoosts {
  const successful = row.successfulTokens * BOOSTS_PER_TOKEN;
  const failed = row.failedTokens * BOOSTS_PER_TOKEN;
  return { requested: row.amount, successful, failed, rate: successRate(successful, row.amount) };
}
