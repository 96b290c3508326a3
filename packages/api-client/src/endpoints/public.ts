import type {
  LiveStock,
  PublicOrderStatus,
  RedeemPageConfig,
  RedeemRequest,
  RedeemResponse,
} from "../contract/public.ts";
import { RedeemRequestSchema } from "../contract/public.ts";
import { type CallOptions, call, prepareBody } from "./call.ts";

/** `GET /api/fetch/:guildId/order/:orderId/status`. */
export async function getPublicOrderStatus(
  guildId: string,
  orderId: string,
  options: CallOptions = {},
): Promise<PublicOrderStatus> {
  return call("publicOrderStatus", { ...options, params: { guildId, orderId } });
}

/** `GET /api/fetch/:guildId/live-stock`. */
export async function getLiveStock(guildId: string, options: CallOptions = {}): Promise<LiveStock> {
  return call("liveStock", { ...options, params: { guildId } });
}

/** `GET /api/fetch/redeem-order/:guildId`. */
export async function getRedeemPageConfig(
  guildId: string,
  options: CallOptions = {},
): Promise<RedeemPageConfig> {
  return call("redeemPageConfig", { ...options, params: { guildId } });
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
  const data = prepareBody(RedeemRequestSchema, body);
  return call("redeem", { ...options, params: { guildId }, data });
}
