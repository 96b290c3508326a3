/** Order rules of spec §2 (Orders page) and §4: status, rates, progress, stock names, search. */
import type { Order, OrderStatus, OrdersList } from "../contract/orders.ts";
import { BOOSTS_PER_TOKEN } from "./constants.ts";

/** An order.json plus what the dashboard derives for it. */
export type DashboardOrder = Order & {
  folderId: string;
  status: OrderStatus;
  /** From the list's `folderDates`; undefined when the folder has no date. */
  createdAt: string | undefined;
};

/** successful tokens x 2 >= amount: completed; any success: partial; else failed. */
export function deriveOrderStatus(successfulTokens: number, amount: number): OrderStatus {
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

/** 90 and above green, 50 to 89 amber, below 50 red (spec §9). */
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
    status: deriveOrderStatus(order["tokens-used"].success.length, order.amount),
    createdAt: list?.folderDates[folderId],
  };
}

export interface OrdersSummary {
  totalOrders: number;
  /** Successful boosts over ordered boosts, rounded percent. */
  successRate: number;
  /** Boosts ordered across all orders. */
  totalBoosts: number;
  completed: number;
}

export function summarizeOrders(orders: readonly DashboardOrder[]): OrdersSummary {
  let totalBoosts = 0;
  let successful = 0;
  let completed = 0;
  for (const order of orders) {
    totalBoosts += order.amount;
    successful += order["tokens-used"].success.length * BOOSTS_PER_TOKEN;
    if (order.status === "completed") completed += 1;
  }
  return {
    totalOrders: orders.length,
    successRate: successRate(successful, totalBoosts),
    totalBoosts,
    completed,
  };
}

/** Case-insensitive match on orderId, guildId, invite and stock (spec §5). An empty query keeps all. */
export function searchOrders<T extends Pick<Order, "orderId" | "guildId" | "invite" | "stock">>(
  orders: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...orders];
  return orders.filter((o) =>
    [o.orderId, o.guildId, o.invite, o.stock].some((field) => field.toLowerCase().includes(needle)),
  );
}

export type OrderStatusFilter = OrderStatus | "all";

export function filterOrdersByStatus<T extends { status: OrderStatus }>(
  orders: readonly T[],
  status: OrderStatusFilter,
): T[] {
  return status === "all" ? [...orders] : orders.filter((o) => o.status === status);
}
