// The customer pages' calls. They go through send.ts with the schemas of publicRoutes, never through
// call.ts: its route table references every schema, and would put the whole contract and classic zod
// into the public bundle.
import type {
  LiveStock,
  PublicOrderStatus,
  RedeemPageConfig,
  RedeemRequest,
  RedeemResponse,
} from "../contract/public.ts";
import { publicRoutes } from "../contract/publicRoutes.ts";
import { type CallOptions, prepareBody, sendParsed } from "./send.ts";

/** `GET /api/fetch/:guildId/order/:orderId/status`. */
export async function getPublicOrderStatus(
  guildId: string,
  orderId: string,
  options: CallOptions = {},
): Promise<PublicOrderStatus> {
  const { method, path, response } = publicRoutes.publicOrderStatus;
  return sendParsed(method, path, response, { ...options, params: { guildId, orderId } });
}

/** `GET /api/fetch/:guildId/live-stock`. */
export async function getLiveStock(guildId: string, options: CallOptions = {}): Promise<LiveStock> {
  const { method, path, response } = publicRoutes.liveStock;
  return sendParsed(method, path, response, { ...options, params: { guildId } });
}

/** `GET /api/fetch/redeem-order/:guildId`. */
export async function getRedeemPageConfig(
  guildId: string,
  options: CallOptions = {},
): Promise<RedeemPageConfig> {
  const { method, path, response } = publicRoutes.redeemPageConfig;
  return sendParsed(method, path, response, { ...options, params: { guildId } });
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
  const { method, path, request, response } = publicRoutes.redeem;
  const data = prepareBody(request, body);
  return sendParsed(method, path, response, { ...options, params: { guildId }, data });
}
