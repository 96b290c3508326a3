/**
 * Every call of the API in one table: the client's endpoints, the msw mocks and the server's route
 * registration all read it, so none can drift. Paths are relative to `API_BASE_PATH`, in the
 * `:param` form Fastify and msw both understand.
 */
import type { z } from "zod";
import { adminRoutes } from "../../features/admin/contract.ts";
import { authRoutes } from "../../features/auth/contract.ts";
import { botRoutes } from "../../features/bot/contract.ts";
import { bugsRoutes } from "../../features/bugs/contract.ts";
import { customCodeRoutes } from "../../features/customCode/contract.ts";
import { dashboardRoutes } from "../../features/dashboard/contract.ts";
import { domainsRoutes } from "../../features/domains/contract.ts";
import { insightsRoutes } from "../../features/insights/contract.ts";
import { intakeRoutes } from "../../features/intake/contract.ts";
import { notificationsRoutes } from "../../features/notifications/contract.ts";
import { ordersRoutes } from "../../features/orders/contract.ts";
import { publicRoutes } from "../../features/public/contract.ts";
import { replacementsRoutes } from "../../features/replacements/contract.ts";
import { sessionsRoutes } from "../../features/sessions/contract.ts";
import { settingsRoutes } from "../../features/settings/contract.ts";
import { stockRoutes } from "../../features/stock/contract.ts";
import { suggestionsRoutes } from "../../features/suggestions/contract.ts";
import { teamRoutes } from "../../features/team/contract.ts";
import type { ContractRoute } from "./route.ts";

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
  ...notificationsRoutes,
  ...insightsRoutes,
  ...stockRoutes,
  ...intakeRoutes,
  ...replacementsRoutes,
  ...sessionsRoutes,
  ...teamRoutes,
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
