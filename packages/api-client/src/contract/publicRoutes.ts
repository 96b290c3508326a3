import {
  LiveStockSchema,
  PublicOrderStatusSchema,
  RedeemPageConfigSchema,
  RedeemRequestSchema,
  RedeemResponseSchema,
} from "./public.ts";

/**
 * The public pages' four calls, apart from `contractRoutes` (which spreads these and adds the path
 * params) so their endpoints reach only these schemas.
 */
export const publicRoutes = {
  publicOrderStatus: {
    method: "GET",
    path: "/fetch/:guildId/order/:orderId/status",
    auth: "none",
    response: PublicOrderStatusSchema,
    spec: "GET /api/fetch/{guildId}/order/{orderId}/status",
  },
  liveStock: {
    method: "GET",
    path: "/fetch/:guildId/live-stock",
    auth: "none",
    response: LiveStockSchema,
    spec: "GET /api/fetch/{guildId}/live-stock",
  },
  redeemPageConfig: {
    method: "GET",
    path: "/fetch/redeem-order/:guildId",
    auth: "none",
    response: RedeemPageConfigSchema,
    spec: "GET /api/fetch/redeem-order/{guildId}",
  },
  redeem: {
    method: "POST",
    path: "/redeem/:guildId",
    auth: "none",
    request: RedeemRequestSchema,
    response: RedeemResponseSchema,
    spec: "POST /api/redeem/{guildId}",
  },
} as const;
