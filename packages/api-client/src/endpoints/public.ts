// The customer pages' calls. They take their routes from publicRoutes, never from `contractRoutes`: that table
// references every schema, and would put the whole contract and classic zod into the public bundle.
import type {
  LiveStock,
  PublicOrderStatus,
  RedeemPageConfig,
  RedeemRequest,
  RedeemResponse,
} from "../contract/public.ts";
import { publicRoutes as routes } from "../contract/publicRoutes.ts";
import { type CallOptions, prepareBody, request } from "../http.ts";

/** `GET /api/fetch/:guildId/order/:orderId/status`. */
export async function getPublicOrderStatus(
  guildId: string,
  orderId: string,
  options: CallOptions = {},
): Promise<PublicOrderStatus> {
  return request(routes.publicOrderStatus, { ...options, params: { guildId, orderId } });
}

/** `GET /api/fetch/:guildId/live-stock`. */
export async function getLiveStock(guildId: string, options: CallOptions = {}): Promise<LiveStock> {
  return request(routes.liveStock, { ...options, params: { guildId } });
}

/** `GET /api/fetch/redeem-order/:guildId`. */
export async function getRedeemPageConfig(
  guildId: string,
  options: CallOptions = {},
): Promise<RedeemPageConfig> {
  return request(routes.redeemPageConfig, { ...options, params: { guildId } });
}

/**
 * `POST /api/redeem/:guildId`. Resolves with the server's answer even when `status` is not "success":
 * that is a refusal to show, not a transport failure. Refuses missing fields or a bad email first.
 */
export async function redeem(
  guildId: string,
  body: RedeemRequest,
  options: CallOptions = {},
): Promise<RedeemResponse> {
  const data = prepareBody(routes.redeem.request, body);
  return request(routes.redeem, { ...options, params: { guildId }, data });
}
