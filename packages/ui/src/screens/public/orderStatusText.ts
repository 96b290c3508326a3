/** The customer's words for an order's life (docs/product.md#order-status), plain rather than the seller's. */

import type { OrderStatus } from "@boostdash/api-client/orders/statuses";
import type { PublicMessages } from "@boostdash/api-client/public/i18n/en";
import type { BadgeTone } from "../../primitives/Badge";
import type { OrderTimelineLabels } from "../orders/OrderTimeline";

export const customerStatusTones: Record<OrderStatus, BadgeTone> = {
  pending: "neutral",
  processing: "info",
  completed: "success",
  partial: "warning",
  failed: "danger",
};

/** The timeline's step names in the page's language. */
export function customerTimelineLabels(m: PublicMessages["orderStatus"]): OrderTimelineLabels {
  return {
    redeemed: m.redeemed,
    claimed: m.claimed,
    reported: m.reported,
    waiting: m.waiting,
    unknown: m.timeUnknown,
  };
}
