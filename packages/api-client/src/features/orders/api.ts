import { isApiError } from "../../core/apiError.ts";
import { mapConcurrent } from "../../core/concurrency.ts";
import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request } from "../../core/http.ts";
import { sortNewestFirst } from "../../core/sort.ts";
import {
  ORDERS_BATCH_MAX,
  type Order,
  OrderSchema,
  type OrdersBatchResponse,
  type OrdersList,
} from "./contract.ts";
import { type DashboardOrder, ORDER_FETCH_CONCURRENCY, toDashboardOrder } from "./rules.ts";

/** `GET /api/dashboard/fetch-dashboard-orders`: folder ids and their dates. */
export async function getOrdersList(options: CallOptions): Promise<OrdersList> {
  return request(routes.listOrders, options);
}

/** `GET /api/dashboard/orders/:folderId/order.json`. */
export async function getOrder(folderId: string, options: CallOptions): Promise<Order> {
  return request(routes.getOrder, { ...options, params: { folderId } });
}

/** `POST /api/dashboard/orders/batch`: up to 250 order.json files in one answer. */
export async function getOrdersBatch(folders: string[], options: CallOptions): Promise<OrdersBatchResponse> {
  return request(routes.getOrdersBatch, { ...options, data: { folders } });
}

export type OrdersStreamEvent =
  | { type: "list"; list: OrdersList }
  /** `order` is null when that folder failed to load: it is skipped, but counts as settled. */
  | { type: "order"; folderId: string; order: DashboardOrder | null };

/** The first batch is small, so the top of the list shows at once; the rest come 250 at a time. */
const FIRST_BATCH = 50;
/** Batches in flight at once. */
const BATCH_CONCURRENCY = 2;

function batches(folders: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < folders.length; ) {
    const size = start === 0 ? FIRST_BATCH : ORDERS_BATCH_MAX;
    out.push(folders.slice(start, start + size));
    start += size;
  }
  return out;
}

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
}

/**
 * Loads the folder list, then every order (newest first), yielding each as it arrives (docs/product.md#loading-orders). Orders come in
 * batches of up to 250 (`getOrdersBatch`); a server without the batch route (404) is read one order.json at a time,
 * 8 in flight, as docs/product.md#calls has it, and a batch that fails is retried that way. A failing list throws;
 * a failing or malformed order is reported as null and skipped.
 */
export async function* streamOrders(
  options: CallOptions & { concurrency?: number },
): AsyncGenerator<OrdersStreamEvent> {
  const list = await getOrdersList(options);
  yield { type: "list", list };
  // Newest first, so the page shows the top of its list first and each arrival belongs near the end.
  const folders = sortNewestFirst(list.folders, (folderId) => list.folderDates[folderId]);
  if (folders.length === 0) return;
  const concurrency = options.concurrency ?? ORDER_FETCH_CONCURRENCY;

  const event = (folderId: string, order: Order | null): OrdersStreamEvent => ({
    type: "order",
    folderId,
    order: order ? toDashboardOrder(folderId, order, list) : null,
  });
  const loadOne = async (folderId: string): Promise<OrdersStreamEvent> => {
    try {
      return event(folderId, await getOrder(folderId, options));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      return event(folderId, null);
    }
  };

  let batchRouteMissing = false;
  const loadBatch = async (ids: string[]): Promise<OrdersStreamEvent[]> => {
    if (!batchRouteMissing) {
      try {
        const { orders } = await getOrdersBatch(ids, options);
        return ids.map((id) => {
          const parsed = id in orders ? OrderSchema.safeParse(orders[id]) : undefined;
          return event(id, parsed?.success ? parsed.data : null);
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        if (isApiError(error) && error.kind === "http" && (error.status === 404 || error.status === 405)) {
          batchRouteMissing = true;
        }
      }
    }
    // One file at a time for this batch, sharing the 8 requests in flight with the other batch.
    return collect(mapConcurrent(ids, Math.max(1, Math.floor(concurrency / BATCH_CONCURRENCY)), loadOne));
  };

  const [first, ...rest] = batches(folders);
  for (const e of await loadBatch(first ?? [])) yield e;
  if (batchRouteMissing) {
    // The server has no batch route: stream as docs/product.md#calls does, one order.json per request, 8 in flight.
    yield* mapConcurrent(rest.flat(), concurrency, loadOne);
    return;
  }
  for await (const events of mapConcurrent(rest, BATCH_CONCURRENCY, loadBatch)) yield* events;
}
