/** Customer page mocks: order status (from the orders mocks), live stock, the redeem page and form. */
import { HttpResponse } from "msw";
import { errorResponse, readBody, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { deriveOrderStatus } from "../orders/rules.ts";
import { mockPublicWarranty } from "../replacements/mockWarranty.ts";
import { redeemBudgetMessages } from "../stock/texts.ts";
import { createLiveStock, createRedeemPageConfig } from "./fixtures.ts";
import type { PublicMockState } from "./mockState.ts";

export const publicMocks = {
  seed: (): PublicMockState => ({ liveStock: createLiveStock(), redeemPage: createRedeemPageConfig() }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      publicOrderStatus: route("publicOrderStatus", ({ params }) => {
        const found = mockStore().orders.find((f) => f.order.orderId === params.orderId);
        if (!found) return errorResponse(404, { message: "Order Status not found for this Guild ID." });
        const { order } = found;
        const { liveStock } = mockStore();
        const status = order.status ?? deriveOrderStatus(order["tokens-used"].success.length, order.amount);
        const finished = status !== "pending" && status !== "processing";
        return HttpResponse.json({
          orderId: order.orderId,
          guildId: params.guildId,
          amount: order.amount,
          stock: order.stock,
          successfulTokens: order["tokens-used"].success.length,
          failedTokens: order["tokens-used"].failed.length,
          invite: order.invite,
          status,
          redeemedAt: order.redeemedAt ?? found.createdAt,
          claimedAt: order.claimedAt ?? null,
          reportedAt: order.reportedAt ?? (finished ? found.createdAt : null),
          ...mockPublicWarranty(mockStore(), found),
          // The mock backend runs as with captchas off (a demo); a story that wants the widget answers "altcha".
          captcha: "off",
          storeName: "Example Store",
          storeLink: order.storeLink,
          discordLink: order.discordLink,
          embedColor: liveStock.embedColor,
          embedFooter: liveStock.embedFooter,
        });
      }),
      liveStock: route("liveStock", () => HttpResponse.json(mockStore().liveStock)),
      redeemPageConfig: route("redeemPageConfig", () => HttpResponse.json(mockStore().redeemPage)),
      redeem: route("redeem", async ({ request }) => {
        const body = await readBody("redeem", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        return HttpResponse.json({
          status: "success",
          message: "Redeemed! Your boosts are on their way.",
        });
      }),
    };
  },
  scenarios: (baseUrl: string) => ({
    redeem: {
      rejected: routesAt(baseUrl)("redeem", () =>
        HttpResponse.json({ status: "error", message: redeemBudgetMessages.invalidKey }),
      ),
      /** The store's failure budget is spent: a 429 asking for ALTCHA, until a request carries a solution. */
      captchaRequired: routesAt(baseUrl)("redeem", async ({ request }) => {
        const body = await readBody("redeem", request);
        if (!body.ok) return errorResponse(400, { message: body.message });
        if (!body.data.captcha_key) {
          const refusal = {
            status: "error",
            captcha: "altcha",
            message: redeemBudgetMessages.captchaRequired,
          };
          return HttpResponse.json(refusal, { status: 429 }) as never;
        }
        return HttpResponse.json({ status: "success", message: "Redeemed! Your boosts are on their way." });
      }),
    },
  }),
};
