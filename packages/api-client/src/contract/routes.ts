/**
 * Every call of the API in one table: the client's endpoints, the msw mocks and the server's route
 * registration all read it, so none can drift. Paths are relative to `API_BASE_PATH`, in the
 * `:param` form Fastify and msw both understand.
 */
import { z } from "zod";
import type { ZodMiniType } from "zod/mini";
import { LogsResponseSchema } from "./admin.ts";
import { authRoutes } from "./authRoutes.ts";
import {
  AddRedeemKeysRequestSchema,
  AddRedeemKeysResponseSchema,
  BotStockUpdateSchema,
  BotStoreSettingsSchema,
  ClaimRedeemsRequestSchema,
  ClaimRedeemsResponseSchema,
  RedeemResultRequestSchema,
  StoreSettingsUpdateSchema,
} from "./bot.ts";
import { BugsListSchema, CreateBugRequestSchema } from "./bugs.ts";
import { ApiMessageSchema, IdSchema } from "./common.ts";
import { CustomCodeSchema } from "./customCode.ts";
import { DashboardDataSchema } from "./dashboard.ts";
import {
  AddDomainRequestSchema,
  AddDomainResponseSchema,
  DomainAskQuerySchema,
  DomainAskResponseSchema,
  DomainSchema,
  DomainsListSchema,
  DomainTargetSchema,
} from "./domains.ts";
import {
  OrderSchema,
  OrdersBatchRequestSchema,
  OrdersBatchResponseSchema,
  OrdersListSchema,
} from "./orders.ts";
import type { HttpMethod } from "./paths.ts";
import { publicRoutes } from "./publicRoutes.ts";
import {
  ResetAccessCodeResponseSchema,
  RotateBotKeyResponseSchema,
  UpdateStoreSettingsResponseSchema,
  UserSettingsSchema,
} from "./settings.ts";
import {
  CreateSuggestionRequestSchema,
  SuggestionsListSchema,
  VoteRequestSchema,
  VoteResponseSchema,
} from "./suggestions.ts";

export { API_BASE_PATH, buildPath, type HttpMethod } from "./paths.ts";

// Routes hold classic and zod/mini schemas (the public pages' are mini, see public.ts). ZodMiniType is the
// shape both share: classic schemas satisfy it, and it still has `.safeParse`.
type RouteSchema = ZodMiniType;

/**
 * none: public. token: a signed-in seller's session token. admin: a session of an admin seller (403 otherwise).
 * bot: the seller's bot key (docs/product.md#bot-api).
 */
export type RouteAuth = "none" | "token" | "admin" | "bot";

export interface ContractRoute {
  method: HttpMethod;
  path: string;
  auth: RouteAuth;
  /** Path parameters; every `:name` in `path` is a key here. */
  params?: RouteSchema;
  /** Query string parameters. */
  query?: RouteSchema;
  /** JSON request body. */
  request?: RouteSchema;
  /** Body of a successful (2xx) response. Errors are `ApiErrorBodySchema`. */
  response: RouteSchema;
  /** The original call-table row this implements (docs/product.md#calls), as written there; absent for calls we added. */
  spec?: string;
}

const guildParams = z.object({ guildId: IdSchema });
const idParams = z.object({ id: IdSchema });

export const contractRoutes = {
  // Auth (authRoutes.ts: the login page reaches only these)
  ...authRoutes,

  // Dashboard home
  dashboardData: {
    method: "GET",
    path: "/dashboard/fetch-dashboard-data",
    auth: "token",
    response: DashboardDataSchema,
    spec: "GET /dashboard/fetch-dashboard-data",
  },

  // Public pages
  publicOrderStatus: {
    ...publicRoutes.publicOrderStatus,
    params: z.object({ guildId: IdSchema, orderId: IdSchema }),
  },
  liveStock: { ...publicRoutes.liveStock, params: guildParams },
  redeemPageConfig: { ...publicRoutes.redeemPageConfig, params: guildParams },
  redeem: { ...publicRoutes.redeem, params: guildParams },

  // Live-stock editor
  fetchCustomCode: {
    method: "GET",
    path: "/fetch-custom-code",
    auth: "token",
    response: CustomCodeSchema,
    spec: "GET /fetch-custom-code",
  },
  saveCustomCode: {
    method: "POST",
    path: "/save-custom-code",
    auth: "token",
    request: CustomCodeSchema,
    response: ApiMessageSchema,
    spec: "POST /save-custom-code",
  },

  // Custom domain
  listDomains: {
    method: "GET",
    path: "/dashboard/domains/list",
    auth: "token",
    response: DomainsListSchema,
    spec: "GET /dashboard/domains/list",
  },
  addDomain: {
    method: "POST",
    path: "/dashboard/domains/add",
    auth: "token",
    request: AddDomainRequestSchema,
    response: AddDomainResponseSchema,
    spec: "POST /dashboard/domains/add",
  },
  deleteDomain: {
    method: "DELETE",
    path: "/dashboard/domains/delete/:id",
    auth: "token",
    params: idParams,
    response: ApiMessageSchema,
    spec: "DELETE /dashboard/domains/delete/{id}",
  },
  /** The CNAME target (Value/Target) the Custom Domain page shows. */
  domainTarget: {
    method: "GET",
    path: "/dashboard/domains/target",
    auth: "token",
    response: DomainTargetSchema,
  },
  /** 'Check now': looks the domain's CNAME up at once and answers the domain as it stands (rate-limited). */
  checkDomain: {
    method: "POST",
    path: "/dashboard/domains/check/:id",
    auth: "token",
    params: idParams,
    response: DomainSchema,
  },
  /** On-demand TLS: may a certificate be issued for this host? 200 yes, 404 no (docs/custom-domains.md). */
  domainAsk: {
    method: "GET",
    path: "/domains/ask",
    auth: "none",
    query: DomainAskQuerySchema,
    response: DomainAskResponseSchema,
  },

  // Suggestions
  listSuggestions: {
    method: "GET",
    path: "/suggestions/fetch-all",
    auth: "token",
    response: SuggestionsListSchema,
    spec: "GET /suggestions/fetch-all",
  },
  voteSuggestion: {
    method: "POST",
    path: "/suggestions/vote/:id",
    auth: "token",
    params: idParams,
    request: VoteRequestSchema,
    response: VoteResponseSchema,
    spec: "POST /suggestions/vote/{id}",
  },
  createSuggestion: {
    method: "POST",
    path: "/suggestions/create",
    auth: "token",
    request: CreateSuggestionRequestSchema,
    response: ApiMessageSchema,
    spec: "POST /suggestions/create",
  },
  deleteSuggestion: {
    method: "DELETE",
    path: "/suggestions/delete/:id",
    auth: "admin",
    params: idParams,
    response: ApiMessageSchema,
    spec: "DELETE /suggestions/delete/{id}",
  },
  implementSuggestion: {
    method: "PUT",
    path: "/suggestions/implement/:id",
    auth: "admin",
    params: idParams,
    response: ApiMessageSchema,
    spec: "PUT /suggestions/implement/{id}",
  },

  // Orders
  listOrders: {
    method: "GET",
    path: "/dashboard/fetch-dashboard-orders",
    auth: "token",
    response: OrdersListSchema,
    spec: "GET /dashboard/fetch-dashboard-orders",
  },
  getOrder: {
    method: "GET",
    path: "/dashboard/orders/:folderId/order.json",
    auth: "token",
    params: z.object({ folderId: IdSchema }),
    response: OrderSchema,
    spec: "GET /dashboard/orders/{folderId}/order.json",
  },
  getOrdersBatch: {
    method: "POST",
    path: "/dashboard/orders/batch",
    auth: "token",
    request: OrdersBatchRequestSchema,
    response: OrdersBatchResponseSchema,
  },

  // Admin logs
  adminLogs: {
    method: "GET",
    path: "/admin/logs",
    auth: "admin",
    response: LogsResponseSchema,
    spec: "GET /admin/logs",
  },

  // Settings
  userSettings: {
    method: "GET",
    path: "/user/settings",
    auth: "token",
    response: UserSettingsSchema,
    spec: "GET /user/settings",
  },
  resetAccessCode: {
    method: "POST",
    path: "/user/reset-access-code",
    auth: "token",
    response: ResetAccessCodeResponseSchema,
    spec: "POST /user/reset-access-code",
  },
  /** A new bot key; the old one stops working. The answer holds the key, the only time it is ever shown. */
  rotateBotKey: {
    method: "POST",
    path: "/user/rotate-bot-key",
    auth: "token",
    response: RotateBotKeyResponseSchema,
  },
  /** The Store card: validated with the bot API's store-settings schema. */
  updateStoreSettings: {
    method: "PUT",
    path: "/user/store-settings",
    auth: "token",
    request: StoreSettingsUpdateSchema,
    response: UpdateStoreSettingsResponseSchema,
  },

  // Bug reports
  listBugs: {
    method: "GET",
    path: "/bugs/fetch-all",
    auth: "token",
    response: BugsListSchema,
    spec: "GET /bugs/fetch-all",
  },
  createBug: {
    method: "POST",
    path: "/bugs/create",
    auth: "token",
    request: CreateBugRequestSchema,
    response: ApiMessageSchema,
    spec: "POST /bugs/create",
  },
  deleteBug: {
    method: "DELETE",
    path: "/bugs/delete/:id",
    auth: "admin",
    params: idParams,
    response: ApiMessageSchema,
    spec: "DELETE /bugs/delete/{id}",
  },
  fixBug: {
    method: "PUT",
    path: "/bugs/fix/:id",
    auth: "admin",
    params: idParams,
    response: ApiMessageSchema,
    spec: "PUT /bugs/fix/{id}",
  },

  // Bot-facing API (docs/product.md#bot-api)
  botPushStock: {
    method: "PUT",
    path: "/bot/stock",
    auth: "bot",
    request: BotStockUpdateSchema,
    response: ApiMessageSchema,
  },
  botStoreSettings: {
    method: "PUT",
    path: "/bot/store-settings",
    auth: "bot",
    request: BotStoreSettingsSchema,
    response: ApiMessageSchema,
  },
  botUpsertOrder: {
    method: "PUT",
    path: "/bot/orders/:folderId",
    auth: "bot",
    params: z.object({ folderId: IdSchema }),
    request: OrderSchema,
    response: ApiMessageSchema,
  },
  botAddRedeemKeys: {
    method: "POST",
    path: "/bot/redeem-keys",
    auth: "bot",
    request: AddRedeemKeysRequestSchema,
    response: AddRedeemKeysResponseSchema,
  },
  botClaimRedeems: {
    method: "POST",
    path: "/bot/redeems/claim",
    auth: "bot",
    request: ClaimRedeemsRequestSchema,
    response: ClaimRedeemsResponseSchema,
  },
  botRedeemResult: {
    method: "POST",
    path: "/bot/redeems/:redeemKey/result",
    auth: "bot",
    params: z.object({ redeemKey: IdSchema }),
    request: RedeemResultRequestSchema,
    response: ApiMessageSchema,
  },
} as const satisfies Record<string, ContractRoute>;

export type ContractRouteName = keyof typeof contractRoutes;
export type RouteOf<N extends ContractRouteName> = (typeof contractRoutes)[N];
/** The parsed (output) type of a route's success body. */
export type ResponseOf<N extends ContractRouteName> = z.output<RouteOf<N>["response"]>;
/** What a caller sends as a route's body (defaults may be left out). */
export type RequestOf<N extends ContractRouteName> =
  RouteOf<N> extends { request: z.core.$ZodType } ? z.input<RouteOf<N>["request"]> : never;
/** Path parameters of a route. */
export type ParamsOf<N extends ContractRouteName> =
  RouteOf<N> extends { params: z.core.$ZodType } ? z.output<RouteOf<N>["params"]> : Record<string, never>;
