import {
  LiveStockSchema,
  PublicOrderStatusSchema,
  RedeemPageConfigSchema,
  RedeemRequestSchema,
  RedeemResponseSchema,
} from "./public.ts";
import { publicPaths } from "./publicPaths.ts";

/**
 * The public pages' four calls with their schemas, apart from `contractRoutes` (which spreads these and adds the
 * path params) so their endpoints reach only these schemas. The pages load this module beside their first
 * request, not with the page (endpoints/public.ts).
 */
export const publicRoutes = {
  publicOrderStatus: { ...publicPaths.publicOrderStatus, response: PublicOrderStatusSchema },
  liveStock: { ...publicPaths.liveStock, response: LiveStockSchema },
  redeemPageConfig: { ...publicPaths.redeemPageConfig, response: RedeemPageConfigSchema },
  redeem: { ...publicPaths.redeem, request: RedeemRequestSchema, response: RedeemResponseSchema },
} as const;
