/**
 * The Orders screen's reads (docs/decisions.md#orders-at-scale): the summary and pages of rows over the current
 * search and filter, answered by the server, so the first screen costs the same at 100 orders or 100,000. Only the
 * pages near what is on screen are kept; every other page leaves the cache and only its small cursor stays. The
 * screen's hook over them is `useOrdersView` (ordersView.ts); a live event's update is `refreshOrder`
 * (orderRefresh.ts).
 */
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "../../core/apiError.ts";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import { getOrder, getOrdersList, getOrdersPage, getOrdersSummary } from "./api.ts";
import type { OrdersPage, OrdersQuery } from "./contract.ts";
import { ORDERS_PAGE_SIZE } from "./paths.ts";
import type { OrderStatusFilter } from "./rules.ts";

export { ORDERS_PAGE_SIZE };
/** Pages kept in the cache on either side of the ones on screen; further ones are dropped (the heap stays flat). */
export const ORDERS_PAGES_KEPT = 2;
/**
 * The answers stay fresh this long: the list, the summary and a search typed again are not asked twice when their
 * observer changes. Live events, polling while the stream is cut and Refresh invalidate them at once.
 */
const ORDERS_FRESH_MS = 60_000;

/** The search and the filter as the screen has them. */
export interface OrdersFilter {
  query: string;
  status: OrderStatusFilter;
  /** Only orders with an open replacement request ("Replacement requested", docs/decisions.md#replacements). */
  replacement?: boolean;
}

/** The question the server is asked: the trimmed search and the status, absent when they keep everything. */
export function ordersQueryOf(filter: OrdersFilter): OrdersQuery {
  const q = filter.query.trim();
  return {
    ...(q === "" ? {} : { q }),
    ...(filter.status === "all" ? {} : { status: filter.status }),
    ...(filter.replacement ? { replacement: "requested" as const } : {}),
  };
}

const ordersRoot = [...queryRoot, "orders"] as const;

/** Every orders key starts here: a live reset or a refresh invalidates them all at once. */
export function ordersKeyRoot() {
  return ordersRoot;
}

/** One search and filter as a string: the cursors' key, and how the view tells searches apart. */
export function filterKey(query: OrdersQuery): string {
  return `${query.status ?? ""}\u0000${query.q ?? ""}\u0000${query.replacement ?? ""}`;
}

/** The summary cards over the orders a search and filter keep. */
export function ordersSummaryQuery(query: OrdersQuery) {
  return queryOptions({
    queryKey: [...ordersRoot, "summary", query.q ?? "", query.status ?? "", query.replacement ?? ""] as const,
    queryFn: ({ signal }) => getOrdersSummary(query, { token: getToken(), signal }),
    staleTime: ORDERS_FRESH_MS,
  });
}

function pagePrefix(query: OrdersQuery) {
  return [...ordersRoot, "page", query.q ?? "", query.status ?? "", query.replacement ?? ""] as const;
}

/**
 * Each search's page cursors (`next` of page i, the `after` of page i + 1), per query client. A cursor is a few
 * dozen bytes, so all of them stay when the pages themselves are dropped: scrolling back to a dropped page asks by
 * keyset, as cheap as the first page. Only the last few searches' cursors are kept.
 */
const cursorsByClient = new WeakMap<QueryClient, Map<string, Map<number, string | null>>>();
const CURSOR_SEARCHES_KEPT = 8;

function cursorsOf(client: QueryClient, query: OrdersQuery): Map<number, string | null> {
  let all = cursorsByClient.get(client);
  if (!all) {
    all = new Map();
    cursorsByClient.set(client, all);
  }
  const key = filterKey(query);
  let cursors = all.get(key);
  if (cursors) {
    // Most recently used last, so the oldest search is the one dropped.
    all.delete(key);
  } else {
    cursors = new Map();
    if (all.size >= CURSOR_SEARCHES_KEPT) all.delete(all.keys().next().value as string);
  }
  all.set(key, cursors);
  return cursors;
}

/** Forgets every cursor: a new order moved every row down one place, so the pages start at other rows. */
export function forgetOrderCursors(client: QueryClient): void {
  cursorsByClient.delete(client);
}

/**
 * Page `index` of a search: after the previous page's cursor when it is known (keyset: as fast at the end as at the
 * top), else at its offset (a jump, e.g. a scrollbar dragged far down, with no page before it loaded).
 */
export function ordersPageQuery(query: OrdersQuery, index: number) {
  return queryOptions({
    queryKey: [...pagePrefix(query), index] as const,
    queryFn: async ({ signal, client }): Promise<OrdersPage> => {
      const cursors = cursorsOf(client, query);
      const after = index === 0 ? undefined : cursors.get(index - 1);
      // A known null cursor: the page before was the last one.
      if (after === null) return { orders: [], next: null };
      const page = await getOrdersPage(
        after === undefined
          ? { ...query, offset: index * ORDERS_PAGE_SIZE, limit: ORDERS_PAGE_SIZE }
          : { ...query, after, limit: ORDERS_PAGE_SIZE },
        { token: getToken(), signal },
      );
      cursorsOf(client, query).set(index, page.next);
      return page;
    },
    staleTime: ORDERS_FRESH_MS,
    // A dropped page is gone at once (`dropFarPages`); this is only for pages of a search no longer shown.
    gcTime: 10_000,
  });
}

/** One whole order (the dialog): tokens, links, times. */
export function orderQuery(folderId: string) {
  return queryOptions({
    queryKey: [...ordersRoot, "one", folderId] as const,
    queryFn: ({ signal }) => getOrder(folderId, { token: getToken(), signal }),
    // A missing order is said at once, not after retries.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

/**
 * The folder list of the compatibility call (docs/product.md#calls). The screen no longer reads it: it lists every
 * order's id, which grows with the order book.
 */
export function ordersListQuery() {
  return queryOptions({
    queryKey: [...ordersRoot, "list"] as const,
    queryFn: ({ signal }) => getOrdersList({ token: getToken(), signal }),
  });
}

/** The pages a range of rows falls in, `[first, last]`, clamped to the rows there are. */
export function pagesOf(start: number, end: number, total: number): number[] {
  if (total <= 0) return [];
  const first = Math.max(0, Math.floor(Math.max(0, start) / ORDERS_PAGE_SIZE));
  const last = Math.min(
    Math.floor((total - 1) / ORDERS_PAGE_SIZE),
    Math.floor(Math.max(start, end) / ORDERS_PAGE_SIZE),
  );
  const pages: number[] = [];
  for (let i = first; i <= last; i += 1) pages.push(i);
  return pages;
}

/**
 * Drops a search's cached pages more than `kept` pages away from the ones on screen (never one being watched):
 * scrolling through 100,000 orders keeps a few hundred rows in memory, not all of them.
 */
export function dropFarPages(
  client: QueryClient,
  query: OrdersQuery,
  onScreen: readonly number[],
  kept = ORDERS_PAGES_KEPT,
) {
  if (onScreen.length === 0) return;
  const low = Math.min(...onScreen) - kept;
  const high = Math.max(...onScreen) + kept;
  client.removeQueries({
    queryKey: pagePrefix(query),
    predicate: (q) => {
      const index = q.queryKey[q.queryKey.length - 1];
      return typeof index === "number" && (index < low || index > high) && q.getObserversCount() === 0;
    },
  });
}

/** The open order, loaded on its own (the list's rows carry no tokens). */
export function useOrder(folderId: string | undefined) {
  return useQuery({ ...orderQuery(folderId ?? ""), enabled: folderId !== undefined });
}

/** Asks every orders answer again (a reset of the stream, polling while it is cut, Refresh, Retry). */
export function reloadOrders(queryClient: QueryClient): Promise<void> {
  forgetOrderCursors(queryClient);
  return queryClient.invalidateQueries({ queryKey: ordersRoot });
}
