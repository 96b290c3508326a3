import type { Order, OrdersList } from "../contract/orders.ts";
import { type CallOptions, call } from "./call.ts";

/** `GET /api/dashboard/fetch-dashboard-orders`: folder ids and their dates. */
export function getOrdersList(options: CallOptions): Promise<OrdersList> {
  return call("listOrders", options);
}

/** `GET /api/dashboard/orders/:folderId/order.json`. */
export function getOrder(folderId: string, options: CallOptions): Promise<Order> {
  return call("getOrder", { ...options, params: { folderId } });
}
