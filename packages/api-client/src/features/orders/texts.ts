/** The orders' words that the screens and the server share (the server's CSV export words statuses as the badges). */
import type { OrderStatus } from "./statuses.ts";

/** Each status as its badge, the status filter and the CSV's Status column word it. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  completed: "Completed",
  partial: "Partial",
  failed: "Failed",
  pending: "Pending",
  processing: "Processing",
};
