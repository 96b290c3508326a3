import { mapConcurrent } from "../concurrency.ts";
import type { Order, OrdersList } from "../contract/orders.ts";
import { ORDER_FETCH_CONCURRENCY } from "../domain/constants.ts";
import { type DashboardOrder, toDashboardOrder } from "../domain/orders.ts";
import { sortNewestFirst } from "../domain/sort.ts";
import { type CallOptions, call } from "./call.ts";

/** `GET /api/dashboard/fetch-dashboard-orders`: folder ids and their dates. */
export async function getOrdersList(options: CallOptions): Promise<OrdersList> {
  return call("listOrders", options);
}

/** `GET /api/dashboard/orders/:folderId/order.json`. */
export async function getOrder(folderId: string, options: CallOptions): Promise<Order> {
  return call("getOrder", { ...options, params: { folderId } });
}

export type OrdersStreamEvent =
  | { type: "list"; list: OrdersList }
  /** `order` is null when that folder failed to load: it is skipped, but counts as settled. */
  | { type: "order"; folderId: string; order: DashboardOrder | null };

/**
 * Loads the folder list, then every order.json (newest first) with bounded concurrency, yielding each as it
 * arrives (DESIGN §4). A failing list throws; a failing order is reported as null and skipped.
 */
export async function* streamOrders(
  options: CallOptions & { concurrency?: number },
): AsyncGenerator<OrdersStreamEvent> {
  const list = await getOrdersList(options);
  yield { type: "list", list };
  // Newest first, so the page shows the top of its list first and each arrival belongs near the end.
  const folders = sortNewestFirst(list.folders, (folderId) => list.folderDates[folderId]);
  const loadOne = async (folderId: string): Promise<OrdersStreamEvent> => {
    try {
      const order = await getOrder(folderId, options);
      return { type: "order", folderId, order: toDashboardOrder(folderId, order, list) };
    } catch {
      return { type: "order", folderId, order: null };
    }
  };
  yield* mapConcurrent(folders, options.concurrency ?? ORDER_FETCH_CONCURRENCY, loadOne);
}
