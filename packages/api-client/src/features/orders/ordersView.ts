/**
 * The Orders screen's hook over its reads (queries.ts): the summary and the pages of rows in view over a search and
 * filter typed with a short pause, the previous answers on screen until the new ones are in.
 */
import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { OrderRow, OrdersPage } from "./contract.ts";
import {
  dropFarPages,
  filterKey,
  ORDERS_PAGE_SIZE,
  type OrdersFilter,
  ordersKeyRoot,
  ordersPageQuery,
  ordersQueryOf,
  ordersSummaryQuery,
  pagesOf,
  reloadOrders,
} from "./queries.ts";
import type { OrdersSummary } from "./rules.ts";

/**
 * How long a search waits for the next keystroke. The first keystroke after a pause is sent at once; later ones in a
 * burst wait this long, so "abc" typed fast is one question, not three (the budget from key to list is 150 ms).
 */
export const ORDERS_SEARCH_DEBOUNCE_MS = 60;

/**
 * How long a jump in the list (to rows pages away from those asked for) waits for the next one before its pages
 * are asked: a fling's frames come every 16 ms, a person who dragged the thumb there has let go.
 */
export const ORDERS_JUMP_SETTLE_MS = 120;

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
  // The pages last asked for, and a jump waiting for the list to settle.
  const asked = useRef({ key: shown.key, first: 0, last: 0 });
  const settling = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settling.current), []);
  const onRangeChange = useCallback((start: number, end: number) => {
    const key = shownKeyRef.current;
    const first = Math.floor(start / ORDERS_PAGE_SIZE);
    const last = Math.floor(end / ORDERS_PAGE_SIZE);
    const pagesNow = `${key}|${first}|${last}`;
    if (pagesNow === reported.current) return;
    reported.current = pagesNow;
    clearTimeout(settling.current);
    const ask = () => {
      asked.current = { key, first, last };
      setRange({ start, end, key });
    };
    // Scrolling on to the next page asks for it at once. A jump (the scrollbar dragged or flung through a million
    // orders, End) waits until the list stops there: asked on every frame of a fling, each far page was a query the
    // server ran to its end though nobody would see it (hundreds of deep pages: the last rows came after 30 s).
    // A new search's list starts at its top.
    const before = asked.current.key === key ? asked.current : { first: 0, last: 0 };
    const near = first <= before.last + 1 && last >= before.first - 1;
    if (near) ask();
    else settling.current = setTimeout(ask, ORDERS_JUMP_SETTLE_MS);
  }, []);

  const pagesKey = pages.join(",");
  useEffect(() => {
    dropFarPages(client, shownRef.current, pagesKey === "" ? [] : pagesKey.split(",").map(Number));
  }, [client, pagesKey]);

  const findRow = useCallback(
    (folderId: string) => {
      for (const [, data] of client.getQueriesData<OrdersPage>({ queryKey: [...ordersKeyRoot(), "page"] })) {
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
