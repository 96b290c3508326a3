/**
 * Order mocks: six folders of every status, listed, read one by one or in batches, and the Orders screen's server
 * questions (summary, pages, CSV) answered over the same store with the rules the server uses, so both agree.
 */
import { HttpResponse } from "msw";
import { ago, mockAgo } from "../../core/mocks/fixtures.ts";
import { errorResponse, mockRouteUntyped, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { ORDERS_PAGE_MAX, type Order, type OrderStatus, OrderStatusSchema } from "./contract.ts";
import { createOrderWithStatus, type MockOrderFolder } from "./fixtures.ts";
import type { OrdersMockState } from "./mockState.ts";
import {
  type DashboardOrder,
  matchOrders,
  ordersCsv,
  summarizeOrders,
  toDashboardOrder,
  toOrderRow,
} from "./rules.ts";
import { orderStatusLabels } from "./texts.ts";

function folder(
  createdMsAgo: number,
  status: OrderStatus,
  amount: number,
  over: Partial<Order> = {},
): MockOrderFolder {
  const order = createOrderWithStatus(status, { amount, ...over });
  return { folderId: order.orderId, createdAt: mockAgo(createdMsAgo), order };
}

/** The store's orders newest first (createdAt descending, then orderId), as the server lists them. */
function sortedOrders(): DashboardOrder[] {
  return mockStore()
    .orders.map((f) => toDashboardOrder(f.folderId, f.order, { folderDates: { [f.folderId]: f.createdAt } }))
    .sort((a, b) => {
      const byDate = Date.parse(b.createdAt ?? "") - Date.parse(a.createdAt ?? "");
      return byDate !== 0 ? byDate : a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0;
    });
}

/**
 * The orders `?q=`, `?status=` and `?replacement=requested` (an open replacement request, as the server's filter)
 * of a request keep, newest first.
 */
function matching(request: Request): DashboardOrder[] {
  const params = new URL(request.url).searchParams;
  const status = OrderStatusSchema.safeParse(params.get("status"));
  const kept = matchOrders(sortedOrders(), {
    q: params.get("q") ?? "",
    status: status.success ? status.data : "all",
  });
  if (params.get("replacement") !== "requested") return kept;
  const open = new Set(
    mockStore()
      .replacements.requests.filter((r) => r.status === "open")
      .map((r) => r.orderId),
  );
  return kept.filter((o) => open.has(o.orderId));
}

/** The Status column's words, as the server writes them. */
const statusLabel = (status: OrderStatus) => orderStatusLabels[status];

/** The mock's page cursor: the last row's folder id (the server's is its own; the client treats it as opaque). */
function pageOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const orders = matching(request);
  const limit = Math.min(ORDERS_PAGE_MAX, Math.max(1, Number(params.get("limit") ?? 100) || 100));
  const after = params.get("after");
  let start = Math.max(0, Number(params.get("offset") ?? 0) || 0);
  if (after !== null) start = orders.findIndex((o) => o.folderId === after) + 1;
  const page = orders.slice(start, start + limit);
  const last = page[page.length - 1];
  return {
    orders: page.map(toOrderRow),
    next: start + limit < orders.length && last ? last.folderId : null,
  };
}

export const ordersMocks = {
  seed: (): OrdersMockState => ({
    orders: [
      folder(ago.minutes(25), "completed", 14),
      // Made by a storefront's delivery: found by its invoice id, which its dialog shows.
      folder(ago.hours(3), "partial", 8, { invoiceId: "INV-7f3a9c21" }),
      folder(ago.hours(9), "completed", 28),
      folder(ago.days(1), "failed", 4),
      folder(ago.days(2), "completed", 2),
      folder(ago.days(4), "partial", 6),
    ],
  }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      listOrders: route("listOrders", () => {
        const { orders } = mockStore();
        return HttpResponse.json({
          folders: orders.map((f) => f.folderId),
          folderDates: Object.fromEntries(orders.map((f) => [f.folderId, f.createdAt])),
        });
      }),
      getOrder: route("getOrder", ({ params }) => {
        const found = mockStore().orders.find((f) => f.folderId === params.folderId);
        if (!found) return errorResponse(404, { message: "Order not found" });
        return HttpResponse.json(found.order);
      }),
      getOrdersBatch: route("getOrdersBatch", async ({ request }) => {
        const body = await readBody("getOrdersBatch", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const byId = new Map(mockStore().orders.map((f) => [f.folderId, f.order]));
        const orders: Record<string, unknown> = {};
        for (const folderId of body.data.folders) {
          const order = byId.get(folderId);
          if (order) orders[folderId] = order;
        }
        return HttpResponse.json({ orders });
      }),
      getOrdersSummary: route("getOrdersSummary", ({ request }) =>
        HttpResponse.json(summarizeOrders(matching(request))),
      ),
      getOrdersPage: route("getOrdersPage", ({ request }) => HttpResponse.json(pageOf(request))),
      exportOrdersCsv: mockRouteUntyped(
        "exportOrdersCsv",
        ({ request }) =>
          new HttpResponse(`\uFEFF${ordersCsv(matching(request), statusLabel)}`, {
            headers: {
              "Content-Type": "text/csv; charset=utf-8",
              "Content-Disposition": 'attachment; filename="orders.csv"',
            },
          }),
        baseUrl,
      ),
    };
  },
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      listOrders: {
        empty: route("listOrders", () => HttpResponse.json({ folders: [], folderDates: {} })),
      },
      getOrdersSummary: {
        empty: route("getOrdersSummary", () =>
          HttpResponse.json({ totalOrders: 0, successRate: 0, totalBoosts: 0, completed: 0 }),
        ),
      },
      getOrdersPage: {
        empty: route("getOrdersPage", () => HttpResponse.json({ orders: [], next: null })),
      },
      getOrder: {
        /** The first folder fails, the others load: the page skips it. */
        firstFails: route("getOrder", ({ params }) => {
          const found = mockStore().orders.find((f) => f.folderId === params.folderId);
          if (!found || found === mockStore().orders[0])
            return errorResponse(500, { message: "Internal server error" });
          return HttpResponse.json(found.order);
        }),
      },
    };
  },
};
