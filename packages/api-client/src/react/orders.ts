import { queryOptions, experimental_streamedQuery as streamedQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getToken } from "../auth/token.ts";
import type { DashboardOrder } from "../domain/orders.ts";
import { sortNewestFirst } from "../domain/sort.ts";
import { getOrder, getOrdersList, type OrdersStreamEvent, streamOrders } from "../endpoints/orders.ts";
import type { QueryHookOptions } from "./options.ts";
import { queryKeys } from "./queryKeys.ts";

export function ordersListQuery() {
  return queryOptions({
    queryKey: queryKeys.orders.folders(),
    queryFn: ({ signal }) => getOrdersList({ token: getToken(), signal }),
  });
}

export function useOrdersList(options: QueryHookOptions = {}) {
  return useQuery({ ...ordersListQuery(), ...options });
}

export function orderQuery(folderId: string) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(folderId),
    queryFn: ({ signal }) => getOrder(folderId, { token: getToken(), signal }),
    enabled: folderId !== "",
  });
}

export function useOrder(folderId: string, options: QueryHookOptions = {}) {
  return useQuery({ ...orderQuery(folderId), ...options });
}

export interface OrdersProgress {
  total: number;
  /** Settled orders, failed ones included, so progress reaches `total`. */
  loaded: number;
  /** In arrival order; `useOrders` sorts them. */
  orders: DashboardOrder[];
}

const initialProgress: OrdersProgress = { total: 0, loaded: 0, orders: [] };

export function reduceOrders(state: OrdersProgress, event: OrdersStreamEvent): OrdersProgress {
  if (event.type === "list") return { total: event.list.folders.length, loaded: 0, orders: [] };
  return {
    ...state,
    loaded: state.loaded + 1,
    orders: event.order ? [...state.orders, event.order] : state.orders,
  };
}

/**
 * Every order, streamed: the folder list, then each order.json (8 at a time) as it arrives.
 * A refresh ("replace") keeps the current orders on screen until the new set is complete.
 */
export function allOrdersQuery() {
  return queryOptions({
    queryKey: queryKeys.orders.all(),
    queryFn: streamedQuery<OrdersStreamEvent, OrdersProgress, ReturnType<typeof queryKeys.orders.all>>({
      streamFn: async function* ({ signal, client }) {
        for await (const event of streamOrders({ token: getToken(), signal })) {
          // Seed each order's own key, so opening its dialog needs no second request.
          if (event.type === "order" && event.order) {
            client.setQueryData(queryKeys.orders.detail(event.folderId), event.order);
          }
          yield event;
        }
      },
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
  /** True until the first order is shown (or the list turns out empty): show 'Loading orders...'. */
  isLoading: boolean;
  /** Still loading the rest (or refreshing) in the background. */
  isFetching: boolean;
  /** Only the folder list failing is an error ('Failed to fetch orders'); one failing order is skipped. */
  error: Error | null;
  refetch: () => void;
}

export function useOrders(options: QueryHookOptions = {}): UseOrdersResult {
  const query = useQuery({ ...allOrdersQuery(), ...options });
  const data = query.data ?? initialProgress;
  const orders = useMemo(() => sortNewestFirst(data.orders, (o) => o.createdAt), [data.orders]);
  return {
    orders,
    loaded: data.loaded,
    total: data.total,
    isLoading: query.isPending || (orders.length === 0 && data.loaded < data.total),
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
