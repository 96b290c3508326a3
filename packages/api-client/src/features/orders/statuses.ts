// An order's statuses as plain data, without zod: the dashboard's contract (classic zod) and the public pages'
// (zod/mini) both build their enum from this list (docs/decisions.md#public-bundle).

/**
 * An order's status as the server keeps it (docs/product.md#order-lifecycle): pending (redeemed) -> processing
 * (claimed by the bot) -> completed | partial | failed (reported; docs/product.md#order-status-rule decides). In
 * the order the status filter lists them: the finished three first, as before the lifecycle.
 */
export const ORDER_STATUSES = ["completed", "partial", "failed", "pending", "processing"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses of a reported order; docs/product.md#order-status-rule decides among them. */
export const FINISHED_ORDER_STATUSES = ["completed", "partial", "failed"] as const;
export type FinishedOrderStatus = (typeof FINISHED_ORDER_STATUSES)[number];
/** The statuses of an order the bot has not reported yet. */
export type UnfinishedOrderStatus = Exclude<OrderStatus, FinishedOrderStatus>;

export function isFinishedStatus(status: OrderStatus): status is FinishedOrderStatus {
  return status !== "pending" && status !== "processing";
}
