/** The customer's words for an order's life (docs/product.md#order-status), plain rather than the seller's. */
import type { OrderStatus } from "@boostdash/api-client/orders/statuses";
import type { BadgeTone } from "../../primitives/Badge";
import type { OrderTimelineLabels } from "../orders/OrderTimeline";

export const customerStatuses: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Waiting for delivery", tone: "neutral" },
  processing: { label: "Delivering", tone: "info" },
  completed: { label: "Delivered", tone: "success" },
  partial: { label: "Partly delivered", tone: "warning" },
  failed: { label: "Not delivered", tone: "danger" },
};

export const customerTimelineLabels: OrderTimelineLabels = {
  redeemed: "Order received",
  claimed: "Delivery started",
  reported: "Delivery finished",
  waiting: "Waiting",
  unknown: "Time not recorded",
};

/** '8 of 14 boosts delivered'. */
export const boostsDelivered = (delivered: string, amount: string) =>
  `${delivered} of ${amount} boosts delivered`;
