/** Bot API mocks: pushes change the stock, orders and redeem keys the other mocks show. */
import { HttpResponse } from "msw";
import { MOCK_NOW } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import type { BotMockState } from "./mockState.ts";

export const botMocks = {
  seed: (): BotMockState => ({ redeemKeys: {} }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      botPushStock: route("botPushStock", async ({ request }) => {
        const body = await readBody("botPushStock", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        store.liveStock = { ...store.liveStock, ...body.data };
        return HttpResponse.json({ message: "Stock updated" });
      }),
      botStoreSettings: route("botStoreSettings", async ({ request }) => {
        const body = await readBody("botStoreSettings", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        store.liveStock = { ...store.liveStock, ...body.data };
        return HttpResponse.json({ message: "Store settings updated" });
      }),
      botUpsertOrder: route("botUpsertOrder", async ({ params, request }) => {
        const body = await readBody("botUpsertOrder", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const existing = store.orders.find((f) => f.folderId === params.folderId);
        if (existing) existing.order = body.data;
        else
          store.orders = [
            ...store.orders,
            { folderId: params.folderId, createdAt: MOCK_NOW, order: body.data },
          ];
        return HttpResponse.json({ message: existing ? "Order updated" : "Order created" });
      }),
      botAddRedeemKeys: route("botAddRedeemKeys", async ({ request }) => {
        const body = await readBody("botAddRedeemKeys", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const fresh = body.data.keys.filter((k) => !(k.key in store.redeemKeys));
        for (const k of fresh) store.redeemKeys[k.key] = { amount: k.amount, stock: k.stock };
        return HttpResponse.json({ message: `${fresh.length} keys added`, added: fresh.length });
      }),
      botClaimRedeems: route("botClaimRedeems", () => HttpResponse.json({ redeems: [] })),
      botRedeemResult: route("botRedeemResult", async ({ request }) => {
        const body = await readBody("botRedeemResult", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        return HttpResponse.json({ message: "Result recorded" });
      }),
    };
  },
};
