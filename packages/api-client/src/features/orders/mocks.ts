/** Order mocks: six folders of every status, listed, read one by one or in batches. */
import { HttpResponse } from "msw";
import { ago, mockAgo } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import type { OrderStatus } from "./contract.ts";
import { createOrderWithStatus, type MockOrderFolder } from "./fixtures.ts";

export interface OrdersMockState {
  /** Folder order as the server lists it; the client sorts. */
  orders: MockOrderFolder[];
}

function folder(createdMsAgo: number, status: OrderStatus, amount: number): MockOrderFolder {
  const order = createOrderWithStatus(status, { amount });
  return { folderId: order.orderId, createdAt: mockAgo(createdMsAgo), order };
}

export const ordersMocks = {
  seed: (): OrdersMockState => ({
    orders: [
      folder(ago.minutes(25), "completed", 14),
      folder(ago.hours(3), "partial", 8),
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
    };
  },
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      listOrders: {
        empty: route("listOrders", () => HttpResponse.json({ folders: [], folderDates: {} })),
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
