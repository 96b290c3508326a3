/**
 * The customer pages' calls' methods and paths, without their schemas: the pages send with these while the
 * schemas (and zod) load beside the request (api.ts). contract.ts's `publicRoutes` adds the schemas.
 */
export const publicPaths = {
  publicOrderStatus: {
    method: "GET",
    path: "/fetch/:guildId/order/:orderId/status",
    auth: "none",
    spec: "GET /api/fetch/{guildId}/order/{orderId}/status",
  },
  liveStock: {
    method: "GET",
    path: "/fetch/:guildId/live-stock",
    auth: "none",
    spec: "GET /api/fetch/{guildId}/live-stock",
  },
  redeemPageConfig: {
    method: "GET",
    path: "/fetch/redeem-order/:guildId",
    auth: "none",
    spec: "GET /api/fetch/redeem-order/{guildId}",
  },
  redeem: { method: "POST", path: "/redeem/:guildId", auth: "none", spec: "POST /api/redeem/{guildId}" },
} as const;
