// Every feature's plugin, in one list: app.ts registers them in this order, db/migrations.ts runs their migrations,
// and the type check below makes a contract route that no plugin answers a compile error. A new feature is its own
// folder (handlers, repository, `plugin.ts`) and one line here.
import type { ContractRouteName } from "@boostdash/api-client/core/contract/routes";
import type { FeaturePlugin } from "../http.ts";
import type { SellerLimit } from "../rateLimits.ts";
import { authPlugin } from "./auth/plugin.ts";
import { botPlugin } from "./bot/plugin.ts";
import { bugsPlugin } from "./bugs/plugin.ts";
import { customCodePlugin } from "./customCode/plugin.ts";
import { domainsPlugin } from "./domains/plugin.ts";
import { findOrderPlugin } from "./findOrder/plugin.ts";
import { insightsPlugin } from "./insights/plugin.ts";
import { intakePlugin } from "./intake/plugin.ts";
import { logsPlugin } from "./logs/plugin.ts";
import { notificationsPlugin } from "./notifications/plugin.ts";
import { ordersPlugin } from "./orders/plugin.ts";
import { publicPlugin } from "./public/plugin.ts";
import { redeemPlugin } from "./redeem/plugin.ts";
import { replacementsPlugin } from "./replacements/plugin.ts";
import { settingsPlugin } from "./sellers/plugin.ts";
import { sessionsPlugin } from "./sessions/plugin.ts";
import { stockPlugin } from "./stock/plugin.ts";
import { suggestionsPlugin } from "./suggestions/plugin.ts";
import { teamPlugin } from "./team/plugin.ts";

export const featurePlugins = [
  authPlugin,
  ordersPlugin,
  publicPlugin,
  redeemPlugin,
  customCodePlugin,
  domainsPlugin,
  suggestionsPlugin,
  settingsPlugin,
  bugsPlugin,
  logsPlugin,
  botPlugin,
  notificationsPlugin,
  insightsPlugin,
  stockPlugin,
  intakePlugin,
  replacementsPlugin,
  findOrderPlugin,
  sessionsPlugin,
  teamPlugin,
] as const;

type AnyFeature = (typeof featurePlugins)[number];
type RoutesOf<P> = P extends FeaturePlugin<infer N, infer _L> ? N : never;
type LimitedOf<P> = P extends FeaturePlugin<infer _N, infer L> ? L : never;

/** `true` when the plugins answer every contract route; otherwise names the routes without a handler. */
type EveryRouteAnswered<Registered> = [Exclude<ContractRouteName, Registered>] extends [never]
  ? true
  : { "contract routes no feature plugin registers": Exclude<ContractRouteName, Registered> };

/** The compile-time check: a contract route without a handler makes this line a type error that names it. */
export const everyContractRouteAnswered: EveryRouteAnswered<RoutesOf<AnyFeature>> = true;

/** Every feature's per-seller limits, by route (tests and the README's table read them). */
export const SELLER_LIMITS = Object.assign({}, ...featurePlugins.map((p) => p.sellerLimits)) as Readonly<
  Record<LimitedOf<AnyFeature>, SellerLimit>
>;
