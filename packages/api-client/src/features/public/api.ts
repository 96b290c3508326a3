// The customer pages' calls. They send with `publicPaths` (methods and paths, no schemas) and load their schemas
// (contract.ts's `publicRoutes`) beside the request, so a page's first load builds no zod schema: the server-rendered
// page starts from the data inlined in its HTML, and its first own request comes later (docs/decisions.md,
// "Public bundle"). They never take routes from `contractRoutes`: that table references every schema, and would
// put the whole contract and classic zod into the public bundle.

import { type CallOptions, parseBody, prepareBody, request } from "../../core/http.ts";
import type {
  ReplacementRequestAnswer,
  ReplacementRequestBody,
  ReplacementRequestBodySchema,
} from "../replacements/publicContract.ts";
import type {
  LiveStock,
  PublicOrderStatus,
  RedeemPageConfig,
  RedeemRequest,
  RedeemResponse,
} from "./contract.ts";
import { publicPaths as paths } from "./paths.ts";

const schemas = async () => (await import("./contract.ts")).publicRoutes;

/** `GET /api/fetch/:guildId/order/:orderId/status`. */
export async function getPublicOrderStatus(
  guildId: string,
  orderId: string,
  options: CallOptions = {},
): Promise<PublicOrderStatus> {
  const [raw, routes] = await Promise.all([
    request(paths.publicOrderStatus, { ...options, params: { guildId, orderId } }),
    schemas(),
  ]);
  return parseBody(routes.publicOrderStatus.response, raw);
}

/** `GET /api/fetch/:guildId/live-stock`. */
export async function getLiveStock(guildId: string, options: CallOptions = {}): Promise<LiveStock> {
  const [raw, routes] = await Promise.all([
    request(paths.liveStock, { ...options, params: { guildId } }),
    schemas(),
  ]);
  return parseBody(routes.liveStock.response, raw);
}

/** `GET /api/fetch/redeem-order/:guildId`. */
export async function getRedeemPageConfig(
  guildId: string,
  options: CallOptions = {},
): Promise<RedeemPageConfig> {
  const [raw, routes] = await Promise.all([
    request(paths.redeemPageConfig, { ...options, params: { guildId } }),
    schemas(),
  ]);
  return parseBody(routes.redeemPageConfig.response, raw);
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
  const routes = await schemas();
  const data = prepareBody(routes.redeem.request, body);
  const raw = await request(paths.redeem, { ...options, params: { guildId }, data });
  return parseBody(routes.redeem.response, raw);
}

/**
 * The replacement request's body schema (contract.ts re-exports it), loaded as the reads' schemas are. Its dynamic
 * import stays in this module, in the page's entry: the same import made from the form's chunk as well split React
 * off the entry into a third initial script.
 */
export async function replacementRequestSchema(): Promise<typeof ReplacementRequestBodySchema> {
  return (await import("./contract.ts")).ReplacementRequestBodySchema;
}

/** `POST /api/replacement/:guildId/:orderId`: the customer's request, its body checked as the server checks it. */
export async function requestReplacement(
  guildId: string,
  orderId: string,
  body: ReplacementRequestBody,
  options: CallOptions = {},
): Promise<ReplacementRequestAnswer> {
  const { publicReplacementRoutes: routes } = await import("./contract.ts");
  const data = prepareBody(routes.requestReplacement.request, body);
  return request(routes.requestReplacement, { ...options, params: { guildId, orderId }, data });
}
