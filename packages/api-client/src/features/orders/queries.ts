import {
  type QueryClient,
  queryOptions,
  experimental_streamedQuery as streamedQuery,
  useQuery,
} from "@tanstack/react-query";
import { batchByFrame } from "../../core/concurrency.ts";
import { queryRoot } from "../../core/query/keys.ts";
import type { QueryHookOptions } from "../../core/query/options.ts";
import { getToken } from "../../core/token.ts";
import { getOrdersBatch, type OrdersStreamEvent, streamOrders } from "./api.ts";
import { OrderSchema } from "./contract.ts";
import { type DashboardOrder, mergeNewestFirst, toDashboardOrder } from "./rules.ts";

/** The only place this key is written. */
const allOrdersKey = [...queryRoot, "orders", "all"] as const;

export interface OrdersProgress {
  total: number;
  /** Settled orders, failed ones included, so progress reaches `total`. */
  loaded: number;
  /** Orders whose order.json could not be loaded: skipped, and counted so the page can say so. */
  failed: number;
  /** Newest first, kept sorted as batches arrive. */
  orders: DashboardOrder[];
}

const initialProgress: OrdersProgress = { total: 0, loaded: 0, failed: 0, orders: [] };

/**
 * One frame's worth of stream events into the progress: the orders of the batch are merged into the sorted
 * list once (`mergeNewestFirst`), never copied and re-sorted per order.
 */
export function reduceOrders(state: OrdersProgress, events: readonly OrdersStreamEvent[]): OrdersProgress {
  let next = state;
  const arrived: DashboardOrder[] = [];
  let settled = 0;
  let failed = 0;
  for (const event of events) {
    if (event.type === "list") {
      next = { ...initialProgress, total: event.list.folders.length };
      arrived.length = 0;
      settled = 0;
      failed = 0;
      continue;
    }
    settled += 1;
    if (event.order) arrived.push(event.order);
    else failed += 1;
  }
  if (next === state && settled === 0) return state;
  return {
    total: next.total,
    loaded: next.loaded + settled,
    failed: next.failed + failed,
    orders: mergeNewestFirst(next.orders, arrived),
  };
}

/**
 * Every order, streamed: the folder list, then each order.json (8 at a time) as it arrives.
 * A refresh ("replace") keeps the current orders on screen until the new set is complete.
 */
export function allOrdersQuery() {
  return queryOptions({
    queryKey: allOrdersKey,
    queryFn: streamedQuery<OrdersStreamEvent[], OrdersProgress, typeof allOrdersKey>({
      // One chunk per animation frame: 5,000 arrivals cost about as many renders as frames, not 5,000.
      streamFn: ({ signal }) => batchByFrame(streamOrders({ token: getToken(), signal })),
      reducer: reduceOrders,
      initialValue: initialProgress,
      refetchMode: "replace",
    }),
  });
}

export interface UseOrdersResult {
  /** Newest first; grows as order.json files arrive. */
  orders: DashboardOrder[];
  loaded: number;
  total: number;
  /** Orders skipped because their order.json failed. */
  failed: number;
  /** True until the first order is shown (or the list turns out empty): show 'Loading orders...'. */
  isLoading: boolean;
  /** Still loading the rest (or refreshing) in the background. */
  isFetching: boolean;
  /** Only the folder list failing is an error ('Failed to fetch orders'); one failing order is skipped. */
  error: Error | null;
  /** When the orders on screen finished loading (ms since the epoch); 0 before the first load completes. */
  updatedAt: number;
  refetch: () => void;
}

export function useOrders(options: QueryHookOptions = {}): UseOrdersResult {
  const query = useQuery({ ...allOrdersQuery(), ...options });
  const data = query.data ?? initialProgress;
  const complete = data.total > 0 ? data.loaded >= data.total : query.isSuccess;
  return {
    orders: data.orders,
    loaded: data.loaded,
    total: data.total,
    failed: data.failed,
    isLoading: query.isPending || (data.orders.length === 0 && data.loaded < data.total),
    isFetching: query.isFetching,
    error: query.error,
    // A refresh keeps the previous orders until the new set is complete ("replace"), and their time with them.
    updatedAt: complete && !query.isFetching ? query.dataUpdatedAt : 0,
    refetch: () => void query.refetch(),
  };
}

/**
 * One order as it is now, put into the loaded list in its place (a new one where its date puts it): a live event
 * costs one small request, not a reload of every order (docs/decisions.md#live-dashboard).
 */
export function withOrder(state: OrdersProgress, order: DashboardOrder): OrdersProgress {
  const index = state.orders.findIndex((o) => o.folderId === order.folderId);
  if (index >= 0) {
    const orders = state.orders.slice();
    orders[index] = order;
    return { ...state, orders };
  }
  return {
    ...state,
    total: state.total + 1,
    loaded: state.loaded + 1,
    orders: mergeNewestFirst(state.orders, [order]),
  };
}

/**
 * Brings one order of the Orders page's list up to date after a live event. While the list is still loading (or
 * not loaded at all) it is left alone: the load in flight reads the order as it is now.
 */
export async function refreshOrder(
  queryClient: QueryClient,
  folderId: string,
  createdAt: string,
  signal?: AbortSignal,
): Promise<void> {
  const state = queryClient.getQueryState<OrdersProgress>(allOrdersKey);
  const data = state?.data;
  if (!data || state.fetchStatus === "fetching" || data.loaded < data.total) return;
  const { orders } = await getOrdersBatch([folderId], { token: getToken(), signal });
  const parsed = OrderSchema.safeParse(orders[folderId]);
  if (!parsed.success) return;
  const order = toDashboardOrder(folderId, parsed.data, { folderDates: { [folderId]: createdAt } });
  queryClient.setQueryData<OrdersProgress>(allOrdersKey, (current) =>
    current ? withOrder(current, order) : current,
  );
}

/** Loads every order again (the stream was reset, or polling while it is cut). */
export function reloadOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: allOrdersKey });
}
