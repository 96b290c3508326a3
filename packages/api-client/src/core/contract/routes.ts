/**
 * Every call of the API in one table: the client's endpoints, the msw mocks and the server's route
 * registration all read it, so none can drift. Paths are relative to `API_BASE_PATH`, in the
 * `:param` form Fastify and msw both understand.
 */
import type { z } from "zod";
import type { ZodMiniType } from "zod/mini";
import { adminRoutes } from "../../features/admin/contract.ts";
import { authRoutes } from "../../features/auth/contract.ts";
import { botRoutes } from "../../features/bot/contract.ts";
import { bugsRoutes } from "../../features/bugs/contract.ts";
import { customCodeRoutes } from "../../features/customCode/contract.ts";
import { dashboardRoutes } from "../../features/dashboard/contract.ts";
import { domainsRoutes } from "../../features/domains/contract.ts";
import { ordersRoutes } from "../../features/orders/contract.ts";
import { publicRoutes } from "../../features/public/contract.ts";
import { settingsRoutes } from "../../features/settings/contract.ts";
import { suggestionsRoutes } from "../../features/suggestions/contract.ts";
import type { HttpMethod } from "./paths.ts";

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

/** Every feature's routes; a new feature adds its routes object here (README, "Where each feature lives"). */
export const contractRoutes = {
  ...authRoutes,
  ...dashboardRoutes,
  ...publicRoutes,
  ...customCodeRoutes,
  ...domainsRoutes,
  ...suggestionsRoutes,
  ...ordersRoutes,
  ...adminRoutes,
  ...settingsRoutes,
  ...bugsRoutes,
  ...botRoutes,
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
