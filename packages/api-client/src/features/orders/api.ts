import { ApiError, fallbackMessage } from "../../core/apiError.ts";
import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { messageFromBody } from "../../core/errors.ts";
import { apiRequest, type CallOptions, request } from "../../core/http.ts";
import type {
  Order,
  OrdersBatchResponse,
  OrdersList,
  OrdersPage,
  OrdersPageQuery,
  OrdersQuery,
} from "./contract.ts";
import { ordersFilterString, ordersPagePath, ordersSummaryPath } from "./paths.ts";

/** `GET /api/dashboard/fetch-dashboard-orders`: folder ids and their dates (kept for the bot and older clients). */
export async function getOrdersList(options: CallOptions): Promise<OrdersList> {
  return request(routes.listOrders, options);
}

/** `GET /api/dashboard/orders/:folderId/order.json`: one whole order, tokens included (the dialog). */
export async function getOrder(folderId: string, options: CallOptions): Promise<Order> {
  return request(routes.getOrder, { ...options, params: { folderId } });
}

/** `POST /api/dashboard/orders/batch`: up to 250 order.json files in one answer (kept for compatibility). */
export async function getOrdersBatch(folders: string[], options: CallOptions): Promise<OrdersBatchResponse> {
  return request(routes.getOrdersBatch, { ...options, data: { folders } });
}

/** `GET /api/dashboard/orders/summary`: the four cards over the orders the search and filter keep. */
export async function getOrdersSummary(query: OrdersQuery, options: CallOptions) {
  return request({ ...routes.getOrdersSummary, path: ordersSummaryPath(query) }, options);
}

/** `GET /api/dashboard/orders/page`: one page of rows, newest first, after a cursor or at an offset. */
export async function getOrdersPage(
  query: OrdersQuery & Pick<OrdersPageQuery, "after"> & { offset?: number; limit?: number },
  options: CallOptions,
): Promise<OrdersPage> {
  return request({ ...routes.getOrdersPage, path: ordersPagePath(query) }, options);
}

/**
 * `GET /api/dashboard/orders/export.csv`: every order the search and filter keep, as the server streams it. The
 * body is read into a Blob as it arrives (never one string of the whole file in the page's heap); the server's BOM
 * is in it, so spreadsheet programs read UTF-8.
 */
export async function exportOrdersCsv(query: OrdersQuery, options: CallOptions): Promise<Blob> {
  const route = routes.exportOrdersCsv;
  let response: Response;
  try {
    response = await apiRequest(`${route.path}${ordersFilterString(query)}`, {
      token: options.token,
      signal: options.signal,
      headers: { Accept: "text/csv" },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, error instanceof Error ? error.message : "Network error", "network");
  }
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    throw new ApiError(
      response.status,
      messageFromBody(body) ?? fallbackMessage(response.status),
      "http",
      body,
    );
  }
  const blob = await response.blob();
  return blob.type.startsWith("text/csv") ? blob : new Blob([blob], { type: "text/csv;charset=utf-8" });
}
