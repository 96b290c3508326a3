/** The Orders page brought up to date by a live event (docs/decisions.md#live-dashboard). */
import type { QueryClient } from "@tanstack/react-query";
import type { OrdersPage } from "./contract.ts";
import { orderQuery, ordersKeyRoot, reloadOrders } from "./queries.ts";
import { toDashboardOrder } from "./rules.ts";

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
  void queryClient.invalidateQueries({ queryKey: [...ordersKeyRoot(), "summary"] });
  void queryClient.invalidateQueries({ queryKey: orderQuery(folderId).queryKey });
  const loaded = queryClient
    .getQueriesData<OrdersPage>({ queryKey: [...ordersKeyRoot(), "page"] })
    .some(([, data]) => data?.orders.some((o) => o.folderId === folderId));
  if (!loaded) return;
  const order = toDashboardOrder(
    folderId,
    await queryClient.fetchQuery({ ...orderQuery(folderId), staleTime: 0 }),
  );
  const success = order["tokens-used"].success.length;
  const failed = order["tokens-used"].failed.length;
  queryClient.setQueriesData<OrdersPage>({ queryKey: [...ordersKeyRoot(), "page"] }, (page) => {
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
