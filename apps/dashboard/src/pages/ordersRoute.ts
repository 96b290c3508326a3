// What the route table (routes.tsx, in the entry) asks for when Orders is the page to open, beside its chunk: the
// cards and the first page of rows for the address's search and filter, both sent at once
// (docs/decisions.md#orders-at-a-million-the-first-screen). Free of schemas: the page's own requests take these
// answers (`sendEarly`) and check them as usual.
import { sendEarly } from "@boostdash/api-client/core/http";
import { getToken } from "@boostdash/api-client/core/token";
import {
  ORDERS_PAGE_SIZE,
  ordersPagePath,
  ordersPaths,
  ordersQueryOfAddress,
  ordersSummaryPath,
} from "@boostdash/api-client/orders/paths";

export function prefetchOrders(_client: unknown, search: URLSearchParams): Promise<void> {
  const query = ordersQueryOfAddress(search);
  const token = getToken();
  sendEarly({ ...ordersPaths.getOrdersSummary, path: ordersSummaryPath(query) }, { token });
  sendEarly(
    { ...ordersPaths.getOrdersPage, path: ordersPagePath({ ...query, offset: 0, limit: ORDERS_PAGE_SIZE }) },
    { token },
  );
  return Promise.resolve();
}
