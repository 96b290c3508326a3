/** Stock & Keys mocks: the counts, the key list and its writes, and the redeem page's captcha challenge. */
import { HttpResponse } from "msw";
import { MOCK_NOW } from "../../core/mocks/fixtures.ts";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStepUpRefusal } from "../../core/mocks/stepUp.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { createKeyRows, createStockInfo, fixtureKey } from "./fixtures.ts";
import type { StockMockState } from "./mockState.ts";
import { stockMessages } from "./texts.ts";

let generated = 0;

export const stockMocks = {
  seed: (): StockMockState => ({ stockInfo: createStockInfo(), keys: createKeyRows(24) }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      redeemChallenge: route("redeemChallenge", () =>
        HttpResponse.json({
          algorithm: "SHA-256",
          challenge: "0".repeat(64),
          maxnumber: 1000,
          salt: "mock-salt",
          signature: "mock-signature",
        }),
      ),
      stockInfo: route("stockInfo", () => HttpResponse.json(mockStore().stockInfo)),
      updateStock: route("updateStock", async ({ request }) => {
        const body = await readBody("updateStock", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const changes = { ...store.stockInfo.changes };
        for (const [field, value] of Object.entries(body.data) as [keyof typeof changes, number][]) {
          if (value !== undefined) changes[field] = { by: "seller", at: MOCK_NOW };
        }
        store.stockInfo = { stock: { ...store.stockInfo.stock, ...body.data }, changes };
        return HttpResponse.json(store.stockInfo);
      }),
      listKeys: route("listKeys", () => mockStepUpRefusal() ?? HttpResponse.json({ keys: mockStore().keys })),
      addKeys: route("addKeys", async ({ request }) => {
        const body = await readBody("addKeys", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const have = new Set(store.keys.map((k) => k.key));
        const present = body.data.keys.filter((k) => have.has(k.key)).map((k) => k.key);
        if (present.length > 0) {
          return errorResponse(409, {
            message: stockMessages.alreadyAdded(present.length, present.slice(0, 3)),
          });
        }
        const added = body.data.keys.map((k) => ({ ...k, createdAt: MOCK_NOW, usedAt: null }));
        store.keys = [...added, ...store.keys];
        return HttpResponse.json({ message: stockMessages.keysAdded(added.length), added: added.length });
      }),
      generateKeys: route("generateKeys", async ({ request }) => {
        const body = await readBody("generateKeys", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const keys = Array.from({ length: body.data.count }, () => fixtureKey(1_000_000 + generated++));
        store.keys = [
          ...keys.map((key) => ({
            key,
            amount: body.data.amount,
            stock: body.data.stock,
            createdAt: MOCK_NOW,
            usedAt: null,
          })),
          ...store.keys,
        ];
        return HttpResponse.json({ message: stockMessages.keysGenerated(keys.length), keys });
      }),
      deleteKeys: route("deleteKeys", async ({ request }) => {
        const body = await readBody("deleteKeys", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        const store = mockStore();
        const gone = new Set(body.data.keys);
        const before = store.keys.length;
        store.keys = store.keys.filter((k) => !(gone.has(k.key) && k.usedAt === null));
        const deleted = before - store.keys.length;
        return HttpResponse.json({ message: stockMessages.keysDeleted(deleted), deleted });
      }),
    };
  },
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      listKeys: {
        empty: route("listKeys", () => HttpResponse.json({ keys: [] })),
        many: route("listKeys", () => HttpResponse.json({ keys: createKeyRows(50_000) })),
      },
    };
  },
};
