/**
 * The Orders page's first two calls, their methods and paths without their schemas, and the URLs they ask: the
 * dashboard's entry sends them while the page's code and the schemas load (`sendEarly`,
 * docs/decisions.md#orders-at-a-million-the-first-screen), and api.ts asks the same URLs, so the page's own requests
 * take those answers. contract.ts's `ordersRoutes` adds the schemas. Free of zod: the entry ships this file.
 */
import { ORDER_STATUSES, type OrderStatus } from "./statuses.ts";

/**
 * The question a search asks (contract.ts's `OrdersQuery` has this shape, checked by its schema): written here
 * without it, so this file stays below the contract.
 */
interface OrdersQuery {
  q?: string;
  status?: OrderStatus;
  replacement?: "requested";
}

export const ordersPaths = {
  getOrdersSummary: {
    method: "GET",
    path: "/dashboard/orders/summary",
    auth: "token",
    permission: "orders.read",
  },
  getOrdersPage: {
    method: "GET",
    path: "/dashboard/orders/page",
    auth: "token",
    permission: "orders.read",
  },
} as const;

/** Rows one page holds: a screenful is about 10 cards, so a page is ten screens and a fetch costs one round trip. */
export const ORDERS_PAGE_SIZE = 100;

/** `?q=&status=…` of the set values only, in a fixed order (the same question is the same URL). */
function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** A search and filter as a query string (`?q=...&status=...`, or nothing when they keep every order). */
export function ordersFilterString(query: OrdersQuery): string {
  return queryString({ q: query.q, status: query.status, replacement: query.replacement });
}

/** The summary cards' URL for a search and filter. */
export function ordersSummaryPath(query: OrdersQuery): string {
  return `${ordersPaths.getOrdersSummary.path}${ordersFilterString(query)}`;
}

/** A page of rows' URL: after a cursor (keyset) or at an offset. */
export function ordersPagePath(
  query: OrdersQuery & { after?: string; offset?: number; limit?: number },
): string {
  const { q, status, replacement, after, offset, limit } = query;
  return `${ordersPaths.getOrdersPage.path}${queryString({ q, status, replacement, after, offset, limit })}`;
}

/**
 * The question the page's address asks, read as OrdersPage reads it (`?q=`, `?status=`, `?replacement=requested`):
 * the trimmed search and the status, absent when they keep everything.
 */
export function ordersQueryOfAddress(search: URLSearchParams): OrdersQuery {
  const q = (search.get("q") ?? "").trim();
  const status = ORDER_STATUSES.find((s) => s === search.get("status"));
  return {
    ...(q === "" ? {} : { q }),
    ...(status ? { status } : {}),
    ...(search.get("replacement") === "requested" ? { replacement: "requested" as const } : {}),
  };
}
