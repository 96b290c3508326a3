import { type OrderStatus, OrderStatusSchema } from "@boostdash/api-client/orders/contract";
import type { OrderStatusFilter, Tone } from "@boostdash/api-client/orders/rules";
import { CircleAlert, CircleCheck, CircleX, Clock, Loader2, type LucideIcon } from "lucide-react";
import { Badge, type BadgeTone } from "../../primitives/Badge";
import type { SelectOption } from "../../primitives/Select";

interface OrderStatusLook {
  /** The badge's words, the filter option's and the CSV's Status column. */
  label: string;
  tone: BadgeTone;
  icon: LucideIcon;
  /** The icon turns: the bot is working on it. */
  spinning?: boolean;
}

/**
 * Everything the screens say about a status, one record each (the values themselves are the contract's
 * `OrderStatusSchema`): Completed green, Partial amber, Failed red (docs/product.md#order-status-rule); an
 * unfinished order is never coloured as a failure: Pending neutral, Processing blue with a turning icon, as a
 * domain's pending check (docs/product.md#order-lifecycle).
 */
export const orderStatuses: Record<OrderStatus, OrderStatusLook> = {
  completed: { label: "Completed", tone: "success", icon: CircleCheck },
  partial: { label: "Partial", tone: "warning", icon: CircleAlert },
  failed: { label: "Failed", tone: "danger", icon: CircleX },
  pending: { label: "Pending", tone: "neutral", icon: Clock },
  processing: { label: "Processing", tone: "info", icon: Loader2, spinning: true },
};

/** The status filter's options: all, then each status in the contract's order, worded as its badge. */
export const orderStatusOptions: readonly (SelectOption & { value: OrderStatusFilter })[] = [
  { value: "all", label: "All Status" },
  ...OrderStatusSchema.options.map((status) => ({ value: status, label: orderStatuses[status].label })),
];

/** The server's status (docs/product.md#order-lifecycle). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone, icon: Icon, spinning } = orderStatuses[status];
  return (
    <Badge tone={tone} icon={<Icon />} spinning={spinning} data-testid="order-status" data-status={status}>
      {label}
    </Badge>
  );
}

/** The success rate's colour: 90 and above green, 50 to 89 amber, below 50 red (docs/product.md#orders). */
export const rateTextClass: Record<Tone, string> = {
  success: "text-success",
  warning: "text-warning",
  danger: "text-danger",
};
