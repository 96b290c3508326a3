import type { OrderStatus } from "@boostdash/api-client/orders/contract";
import { orderStatusLabels, type Tone } from "@boostdash/api-client/orders/rules";
import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { Badge } from "../../primitives/Badge";

const statusTones: Record<OrderStatus, Tone> = { completed: "success", partial: "warning", failed: "danger" };
const statusIcons = { completed: CircleCheck, partial: CircleAlert, failed: CircleX } as const;

/** Completed green, Partial amber, Failed red (docs/product.md#order-status-rule, derived on the client). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const Icon = statusIcons[status];
  return (
    <Badge tone={statusTones[status]} icon={<Icon />} data-testid="order-status">
      {orderStatusLabels[status]}
    </Badge>
  );
}

/** The success rate's colour: 90 and above green, 50 to 89 amber, below 50 red (docs/product.md#orders). */
export const rateTextClass: Record<Tone, string> = {
  success: "text-success",
  warning: "text-warning",
  danger: "text-danger",
};
