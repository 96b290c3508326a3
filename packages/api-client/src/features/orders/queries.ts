/**
 * The Orders screen's reads (docs/decisions.md#orders-at-scale): the summary and pages of rows over the current
 * search and filter, answered by the server, so the first screen costs the same at 100 orders or 100,000. Only the
 * pages near what is on screen are kept; every other page leaves the cache and only its small cursor stays.
 */
import { type QueryClient, queryOptions, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isApiError } from "../../core/apiError.ts";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import { getOrder, getOrdersList, getOrdersPage, getOrdersSummary } from "./api.ts";
import type { OrderRow, OrdersPage, OrdersQuery } from "./contract.ts";
import { type OrderStatusFilter, type OrdersSummary, toDashboardOrder } from "./rules.ts";

/** Rows one page holds: a screenful is about 10 cards, so a page is ten screens and a fetch costs one round trip. */
export const ORDERS_PAGE_SIZE = 100;
/** Pages kept in the cache on either side of the ones on screen; further ones are dropped (the heap stays flat). */
export const ORDERS_PAGES_KEPT = 2;
/**
 * How long a search waits for the next keystroke. The first keystroke after a pause is sent at once; later ones in a
 * burst wait this long, so "abc" typed fast is one question, not three (the budget from key to list is 150 ms).
 */
export const ORDERS_SEARCH_DEBOUNCE_MS = 60;
/**
 * The answers stay fresh this long: the list, the summary and a search typed again are not asked twice when their
 * observer changes. Live events, polling while the stream is cut and Refresh invalidate them at once.
 */
const ORDERS_FRESH_MS = 60_000;

/** The search and the filter as the screen has them. */
export interface OrdersFilter {
  query: string;
  status: OrderStatusFilter;
}

/** The question the server is asked: the trimmed search and the status, absent when they keep everything. */
export function ordersQueryOf(filter: OrdersFilter): OrdersQuery {
  const q = filter.query.trim();
  return {
    ...(q === "" ? {} : { q }),
    ...(filter.status === "all" ? {} : { status: filter.status }),
  };
}

const ordersRoot = [...queryRoot, "orders"] as const;

/** Every orders key starts here: a live reset or a refresh invalidates them all at once. */
export function ordersKeyRoot() {
  return ordersRoot;
}

function filterKey(query: OrdersQuery): string {
  return `${query.status ?? ""}\u0000${query.q ?? ""}`;
}

/** The summary cards over the orders a search and filter keep. */
export function ordersSummaryQuery(query: OrdersQuery) {
  return queryOptions({
    queryKey: [...ordersRoot, "summary", query.q ?? "", query.status ?? ""] as const,
    queryFn: ({ signal }) => getOrdersSummary(query, { token: getToken(), signal }),
    staleTime: ORDERS_FRESH_MS,
  });
}

function pagePrefix(query: OrdersQuery) {
  return [...ordersRoot, "page", query.q ?? "", query.status ?? ""] as const;
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

/** The value after `delay` ms of quiet; the first change after a quiet spell passes at once. */
function useDebounced<T>(value: T, key: string, delay: number): T {
  const [state, setState] = useState({ value, key });
  const lastChange = useRef(0);
  useEffect(() => {
    if (key === state.key) return;
    const now = Date.now();
    const quiet = now - lastChange.current >= delay;
    lastChange.current = now;
    if (quiet) {
      setState({ value, key });
      return;
    }
    const timer = setTimeout(() => setState({ value, key }), delay);
    return () => clearTimeout(timer);
  }, [value, key, state.key, delay]);
  return state.value;
}

export interface OrdersView {
  /** The cards over the search and filter on screen; undefined until the first answer. */
  summary: OrdersSummary | undefined;
  /** All the seller's orders, whatever the search (the header's count). */
  allOrders: number | undefined;
  /** Rows of the search on screen (`aria-setsize`). */
  total: number;
  /** The row at a position, or undefined while its page loads. */
  rowAt: (index: number) => OrderRow | undefined;
  /** The list says which rows are on screen; their pages are fetched, far ones dropped. */
  onRangeChange: (start: number, end: number) => void;
  /** The search and filter of the answers on screen (the list scrolls to the top when it changes). */
  shownKey: string;
  /** The first rows are in and the cards are still counting (the exact total comes with them). */
  isCounting: boolean;
  /** Nothing to show yet: 'Loading orders...'. */
  isLoading: boolean;
  /** A newer search is on its way; the previous answers stay on screen meanwhile. */
  isSearching: boolean;
  /** Refreshing the answers on screen. */
  isFetching: boolean;
  error: Error | null;
  /** When the summary on screen was answered (ms since the epoch); 0 before. */
  updatedAt: number;
  refetch: () => void;
  /** A loaded row by its folder id (the dialog's creation date), if its page is in memory. */
  findRow: (folderId: string) => OrderRow | undefined;
}

/**
 * The Orders screen's data over a search and filter: the summary and the pages of rows in view. A new search is
 * asked after a short pause in typing; until its first page is in, the previous answers stay on screen
 * (no flash to a spinner), and answers to searches typed over are dropped (their queries lose their observers and
 * are cancelled).
 */
export function useOrdersView(filter: OrdersFilter): OrdersView {
  const client = useQueryClient();
  const wanted = ordersQueryOf(filter);
  const wantedKey = filterKey(wanted);
  const active = useDebounced(wanted, wantedKey, ORDERS_SEARCH_DEBOUNCE_MS);
  const activeKey = filterKey(active);

  // The cards and the first page are asked at once: the cards count every row the search keeps (up to a second
  // at a million orders for a one-letter search), the page is 1-60 ms, so the rows do not wait for the counts.
  const activeSummary = useQuery(ordersSummaryQuery(active));
  const activeFirst = useQuery(ordersPageQuery(active, 0));
  const activeReady =
    activeFirst.data !== undefined ||
    (activeSummary.data !== undefined && activeSummary.data.totalOrders === 0);

  // The search whose answers are on screen: the newest one once it is ready, else the last one that was.
  const [shown, setShown] = useState({ query: active, key: activeKey });
  if (activeReady && shown.key !== activeKey) setShown({ query: active, key: activeKey });
  const shownQuery = shown.key === activeKey || !activeReady ? shown.query : active;

  const summary = useQuery(ordersSummaryQuery(shownQuery));
  const all = useQuery(ordersSummaryQuery({}));
  // Until the cards are in, the list holds the first page's rows: the exact count comes with the cards.
  const shownFirst = useQuery({ ...ordersPageQuery(shownQuery, 0), enabled: summary.data === undefined });
  const counting = summary.data === undefined && shownFirst.data !== undefined;
  const total = summary.data?.totalOrders ?? shownFirst.data?.orders.length ?? 0;

  // The rows on screen, of the search they were reported for: a new search starts at the top.
  const [range, setRange] = useState({ start: 0, end: 0, key: shown.key });
  const inView = range.key === shown.key ? range : { start: 0, end: 0 };
  const pages = useMemo(() => pagesOf(inView.start, inView.end, total), [inView.start, inView.end, total]);
  const pageResults = useQueries({
    queries: pages.map((index) => ordersPageQuery(shownQuery, index)),
  });
  const loaded = new Map<number, OrdersPage>();
  let pageError: Error | null = null;
  pages.forEach((index, i) => {
    const result = pageResults[i];
    if (result?.data) loaded.set(index, result.data);
    if (result?.error && !pageError) pageError = result.error;
  });
  // A new function whenever a page on screen changes (arrives, is refetched, has a row patched): the list is
  // memoised on it, so its rows render again exactly then.
  const pagesVersion = `${shown.key}|${pages.map((index, i) => `${index}:${pageResults[i]?.dataUpdatedAt ?? 0}`).join(",")}`;
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const shownRef = useRef(shownQuery);
  shownRef.current = shownQuery;
  // Cheap on purpose (a map lookup): the list asks it for every row's key, 100,000 times for a long order book.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pagesVersion is what tells that the rows changed.
  const rowAt = useCallback(
    (index: number): OrderRow | undefined => {
      const page = Math.floor(index / ORDERS_PAGE_SIZE);
      return loadedRef.current.get(page)?.orders[index - page * ORDERS_PAGE_SIZE];
    },
    [pagesVersion],
  );

  const shownKeyRef = useRef(shown.key);
  shownKeyRef.current = shown.key;
  // The pages last reported: a scroll reports its rows every frame, and only a new page is worth a render.
  const reported = useRef("");
  const onRangeChange = useCallback((start: number, end: number) => {
    const key = shownKeyRef.current;
    const pagesNow = `${key}|${Math.floor(start / ORDERS_PAGE_SIZE)}|${Math.floor(end / ORDERS_PAGE_SIZE)}`;
    if (pagesNow === reported.current) return;
    reported.current = pagesNow;
    setRange({ start, end, key });
  }, []);

  const pagesKey = pages.join(",");
  useEffect(() => {
    dropFarPages(client, shownRef.current, pagesKey === "" ? [] : pagesKey.split(",").map(Number));
  }, [client, pagesKey]);

  const findRow = useCallback(
    (folderId: string) => {
      for (const [, data] of client.getQueriesData<OrdersPage>({ queryKey: [...ordersRoot, "page"] })) {
        const row = data?.orders.find((o) => o.folderId === folderId);
        if (row) return row;
      }
      return undefined;
    },
    [client],
  );

  // The first screen is the cards and the first rows together: no skeleton rows under the first cards.
  const isLoading = counting
    ? false
    : summary.data === undefined
      ? summary.error === null
      : total > 0 && pages.includes(0) && !loaded.has(0) && pageError === null;

  return {
    summary: summary.data,
    allOrders: all.data?.totalOrders,
    total,
    rowAt,
    onRangeChange,
    shownKey: shown.key,
    isLoading,
    isCounting: counting,
    isSearching: wantedKey !== shown.key,
    isFetching: summary.isFetching,
    error: summary.error ?? activeSummary.error ?? pageError,
    updatedAt: summary.dataUpdatedAt,
    refetch: () => void reloadOrders(client),
    findRow,
  };
}

/** The open order, loaded on its own (the list's rows carry no tokens). */
export function useOrder(folderId: string | undefined) {
  return useQuery({ ...orderQuery(folderId ?? ""), enabled: folderId !== undefined });
}

/**
 * Brings the Orders page up to date after a live event (docs/decisions.md#live-dashboard). A new order moves every
 * row down one place: the summaries and the pages in view are asked again (the rows on screen stay until the answers
 * are in). A changed one is read once (order.json) and put into its row wherever it is loaded; the summaries are
 * asked again and an open dialog's order too.
 */
export async function refreshOrder(
  queryClient: QueryClient,
  event: { orderId: string; created?: boolean },
): Promise<void> {
  if (event.created) {
    await reloadOrders(queryClient);
    return;
  }
  const folderId = event.orderId;
  void queryClient.invalidateQueries({ queryKey: [...ordersRoot, "summary"] });
  void queryClient.invalidateQueries({ queryKey: orderQuery(folderId).queryKey });
  const loaded = queryClient
    .getQueriesData<OrdersPage>({ queryKey: [...ordersRoot, "page"] })
    .some(([, data]) => data?.orders.some((o) => o.folderId === folderId));
  if (!loaded) return;
  const order = toDashboardOrder(
    folderId,
    await queryClient.fetchQuery({ ...orderQuery(folderId), staleTime: 0 }),
  );
  const success = order["tokens-used"].success.length;
  const failed = order["tokens-used"].failed.length;
  queryClient.setQueriesData<OrdersPage>({ queryKey: [...ordersRoot, "page"] }, (page) => {
    if (!page?.orders.some((o) => o.folderId === folderId)) return page;
    return {
      ...page,
      orders: page.orders.map((row) =>
        row.folderId === folderId
          ? {
              ...row,
              status: order.status,
              amount: order.amount,
              invite: order.invite,
              stock: order.stock,
              successfulTokens: success,
              failedTokens: failed,
            }
          : row,
      ),
    };
  });
}

/** Asks every orders answer again (a reset of the stream, polling while it is cut, Refresh, Retry). */
export function reloadOrders(queryClient: QueryClient): Promise<void> {
  forgetOrderCursors(queryClient);
  return queryClient.invalidateQueries({ queryKey: ordersRoot });
}
