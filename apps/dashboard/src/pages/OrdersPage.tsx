import { isApiError } from "@boostdash/api-client/core/apiError";
import { getToken } from "@boostdash/api-client/core/token";
import { exportOrdersCsv } from "@boostdash/api-client/orders/api";
import { useOrdersView } from "@boostdash/api-client/orders/ordersView";
import { ordersQueryOf, useOrder } from "@boostdash/api-client/orders/queries";
import { toDashboardOrder } from "@boostdash/api-client/orders/rules";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import {
  isOrderStatusFilter,
  type OrderFilterValues,
  replacementFilter,
} from "@boostdash/ui/screens/orders/OrderFilters";
import { csvFilename, OrdersScreen } from "@boostdash/ui/screens/orders/OrdersScreen";
import { ordersMessages } from "@boostdash/ui/screens/orders/ordersText";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useAccess } from "../auth/access";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { useLiveState } from "../live/LiveEvents";
import { useNow } from "../now";
import { OrderReplacement } from "./OrderReplacement";

/** Marks a history entry the page pushed to open an order, so closing the dialog can go back to it. */
interface OrderOpenedState {
  orderOpened: true;
}

function openedHere(state: unknown): state is OrderOpenedState {
  return typeof state === "object" && state !== null && (state as OrderOpenedState).orderOpened === true;
}

/** A download of the exported file as the server sent it (its BOM makes spreadsheet programs read UTF-8). */
function download(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `/dashboard/orders`. Search (`?q=`), status filter (`?status=`) and the open order (`?order=`) live in the URL,
 * so reload, Back and a shared link keep them: typing replaces the entry, a filter or an opened order adds one.
 */
export function OrdersPage() {
  const now = useNow();
  const liveState = useLiveState();
  // The order dialog's replacement part reads and decides requests: only for a role that handles them.
  const handlesReplacements = useAccess().can("replacements");
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const status = params.get("status");
  // The search box answers from state, at once; the URL follows it. Driving the box from the URL alone would put
  // each keystroke through the router's transition, and the box would show the old text until it committed.
  const urlQuery = params.get("q") ?? "";
  const [query, setQuery] = useState(urlQuery);
  // The queries this page wrote to the URL and the URL has not shown yet, oldest first. The router commits them
  // later, one by one: a fast typist's "th" passes through "t", and "t" arriving after "th" was typed must not put
  // the box back to "t" (it lost characters right after the page loaded).
  const pendingWrites = useRef<string[]>([]);
  useEffect(() => {
    const ours = pendingWrites.current.indexOf(urlQuery);
    if (ours >= 0) {
      pendingWrites.current.splice(0, ours + 1);
      return;
    }
    // The URL changed from outside (Back, a link): the box follows.
    pendingWrites.current = [];
    setQuery(urlQuery);
  }, [urlQuery]);
  const statusFilter = isOrderStatusFilter(status) ? status : "all";
  const replacementRequested = params.get("replacement") === replacementFilter.param;
  // One object per search and filter: the memoised filter bar renders again only when they change, not when a page
  // of rows arrives.
  const filters: OrderFilterValues = useMemo(
    () => ({ query, status: statusFilter, ...(replacementRequested ? { replacement: true } : {}) }),
    [query, statusFilter, replacementRequested],
  );
  const openOrderId = params.get("order") ?? undefined;
  const orders = useOrdersView(filters);
  const opened = useOrder(openOrderId);
  // 'Failed to fetch orders' once per failed load; a missing order is said by its own toast below.
  const { redirecting } = usePageAccess(firstAuthFailure(orders.error ?? opened.error), {
    failed: orders.error,
    message: ordersMessages.loadFailed,
  });

  const update = useCallback(
    (change: Record<string, string | undefined>, options: { replace?: boolean; state?: unknown } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === "") next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options.replace, state: options.state },
      ),
    [setParams],
  );

  const missing =
    openOrderId !== undefined &&
    isApiError(opened.error) &&
    opened.error.status === 404 &&
    !opened.isFetching;
  useEffect(() => {
    if (!missing) return;
    appToast.error(ordersMessages.notFound);
    update({ order: undefined }, { replace: true });
  }, [missing, update]);

  const onOpenOrder = (folderId: string | undefined) => {
    if (folderId !== undefined) {
      update({ order: folderId }, { state: { orderOpened: true } satisfies OrderOpenedState });
    } else if (openedHere(location.state)) {
      // The dialog was opened on this page: closing it is going back, so Back does not reopen it.
      navigate(-1);
    } else {
      update({ order: undefined }, { replace: true });
    }
  };
  // One function for the page's life, so the memoised order cards do not all render again on every change.
  const openRef = useRef(onOpenOrder);
  openRef.current = onOpenOrder;
  const stableOpen = useCallback((folderId: string | undefined) => openRef.current(folderId), []);

  const { findRow, rowAt } = orders;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowAt changes when rows arrive, and findRow reads them.
  const openOrder = useMemo(() => {
    if (!opened.data || openOrderId === undefined) return undefined;
    // order.json has no creation date: the list's row has it, else the redeem is when the order was made.
    const createdAt = findRow(openOrderId)?.createdAt ?? opened.data.redeemedAt ?? undefined;
    return toDashboardOrder(
      openOrderId,
      opened.data,
      createdAt ? { folderDates: { [openOrderId]: createdAt } } : undefined,
    );
  }, [opened.data, openOrderId, findRow, rowAt]);

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      // The count the toast says: the orders the search and filter keep, as the cards show them.
      const count = orders.total;
      const filename = csvFilename(now);
      download(await exportOrdersCsv(ordersQueryOf(filters), { token: getToken() }), filename);
      appToast.success(ordersMessages.exported(count, filename));
    } catch {
      appToast.error(ordersMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const changeFilters = (next: OrderFilterValues) => {
    const typing =
      next.status === filters.status && Boolean(next.replacement) === Boolean(filters.replacement);
    setQuery(next.query);
    if (next.query !== urlQuery) pendingWrites.current.push(next.query);
    update(
      {
        q: next.query,
        status: next.status === "all" ? undefined : next.status,
        replacement: next.replacement ? replacementFilter.param : undefined,
      },
      { replace: typing, state: location.state },
    );
  };
  // One function for the page's life (it reads this render's state through the ref), like `stableOpen`.
  const filtersRef = useRef(changeFilters);
  filtersRef.current = changeFilters;
  const onFiltersChange = useCallback((next: OrderFilterValues) => filtersRef.current(next), []);

  if (redirecting) return null;

  const refreshing = orders.isFetching && !orders.isLoading && !orders.isSearching;
  return (
    <OrdersScreen
      status={orders.isLoading ? "loading" : orders.error && orders.summary === undefined ? "error" : "ready"}
      summary={orders.summary}
      allOrders={orders.allOrders}
      total={orders.total}
      rowAt={orders.rowAt}
      onRangeChange={orders.onRangeChange}
      listKey={orders.shownKey}
      searching={orders.isSearching}
      counting={orders.isCounting}
      filters={filters}
      onFiltersChange={onFiltersChange}
      openOrderId={openOrderId}
      openOrder={openOrder}
      onOpenOrder={stableOpen}
      onRefresh={orders.refetch}
      refreshing={refreshing}
      updatedAt={orders.updatedAt > 0 ? orders.updatedAt : undefined}
      now={now}
      onExportCsv={() => void exportCsv()}
      exporting={exporting}
      onCopied={() => appToast.success(ordersMessages.copied)}
      onCopyFailed={() => appToast.error(ordersMessages.copyFailed)}
      replacement={
        openOrder && handlesReplacements ? (
          <OrderReplacement order={openOrder} now={now} onOpenOrder={stableOpen} />
        ) : undefined
      }
      // Connecting counts as live: the page says "cut" only once a stream has dropped (then it polls).
      live={liveState === "cut" ? "cut" : "live"}
    />
  );
}
