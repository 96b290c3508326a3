import { useOrders } from "@boostdash/api-client/orders/queries";
import { appToast } from "@boostdash/ui/feedback/Toasts";
import { isOrderStatusFilter, type OrderFilterValues } from "@boostdash/ui/screens/orders/OrderFilters";
import { type OrdersCsvFile, OrdersScreen } from "@boostdash/ui/screens/orders/OrdersScreen";
import { ordersMessages } from "@boostdash/ui/screens/orders/ordersText";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { firstAuthFailure, usePageAccess } from "../auth/usePageAccess";
import { useLiveState } from "../live/LiveEvents";
import { useNow } from "../now";

/** Marks a history entry the page pushed to open an order, so closing the dialog can go back to it. */
interface OrderOpenedState {
  orderOpened: true;
}

function openedHere(state: unknown): state is OrderOpenedState {
  return typeof state === "object" && state !== null && (state as OrderOpenedState).orderOpened === true;
}

/** A download of the exported file; the BOM makes spreadsheet programs read it as UTF-8. */
function download({ filename, csv }: OrdersCsvFile) {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
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
  const orders = useOrders();
  const liveState = useLiveState();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // 'Failed to fetch orders' once per failed load.
  const { redirecting } = usePageAccess(firstAuthFailure(orders.error), {
    failed: orders.error,
    message: ordersMessages.loadFailed,
  });

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
  const filters: OrderFilterValues = { query, status: isOrderStatusFilter(status) ? status : "all" };
  const openOrderId = params.get("order") ?? undefined;

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

  const complete = !orders.isLoading && !orders.isFetching && !orders.error;
  const missing =
    complete && openOrderId !== undefined && !orders.orders.some((o) => o.folderId === openOrderId);
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

  if (redirecting) return null;

  const onFiltersChange = (next: OrderFilterValues) => {
    const typing = next.status === filters.status;
    setQuery(next.query);
    if (next.query !== urlQuery) pendingWrites.current.push(next.query);
    update(
      { q: next.query, status: next.status === "all" ? undefined : next.status },
      { replace: typing, state: location.state },
    );
  };

  const refreshing = orders.isFetching && !orders.isLoading;
  return (
    <OrdersScreen
      status={orders.isLoading ? "loading" : orders.error && orders.orders.length === 0 ? "error" : "ready"}
      orders={orders.orders}
      loaded={orders.loaded}
      total={orders.total}
      failed={orders.failed}
      filters={filters}
      onFiltersChange={onFiltersChange}
      openOrderId={openOrderId}
      onOpenOrder={stableOpen}
      onRefresh={orders.refetch}
      refreshing={refreshing && orders.loaded >= orders.total}
      updatedAt={orders.updatedAt > 0 ? orders.updatedAt : undefined}
      now={now}
      onExportCsv={(file) => {
        download(file);
        appToast.success(ordersMessages.exported(file.count, file.filename));
      }}
      onCopied={() => appToast.success(ordersMessages.copied)}
      onCopyFailed={() => appToast.error(ordersMessages.copyFailed)}
      // Connecting counts as live: the page says "cut" only once a stream has dropped (then it polls).
      live={liveState === "cut" ? "cut" : "live"}
    />
  );
}
