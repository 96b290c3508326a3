// What the features' handlers and plugins share: their dependencies, the activity log writer, and the contract's
// small conventions for times, optional strings and ids.
import type { Severity } from "@boostdash/api-client/admin/contract";
import type { ContractRouteName } from "@boostdash/api-client/core/contract/routes";
import type { FastifyRequest } from "fastify";
import type { CaptchaProvider } from "../captcha.ts";
import type { Config } from "../config.ts";
import type { CustomPages } from "../customPage/customPages.ts";
import { HttpError } from "../httpError.ts";
import { OncePerWindow } from "../oncePerWindow.ts";
import type { OpsHooks } from "../ops/hooks.ts";
import type { LimitLogger } from "../rateLimits.ts";
import { clientMeta } from "../requestMeta.ts";
import type { ContractRouteDeps, Handlers } from "../routeTypes.ts";
import type { SignInBudget } from "../signInBudget.ts";
import type { PublicRenderer } from "../ssr.ts";
import type { Store } from "../store.ts";
import type { DomainChecker } from "./domains/checker.ts";
import type { EventHub } from "./events/hub.ts";
import { actorOf } from "./logs/trail.ts";
import type { Seller } from "./sellers/sellerRepository.ts";
import { publicStoreName } from "./sellers/sellerRepository.ts";

export interface HandlerDeps {
  config: Config;
  store: Store;
  captcha: CaptchaProvider;
  domains: DomainChecker;
  /** The dashboards' live events: handlers that make or move an order tell it here. */
  events: EventHub;
  /** Set when a request came in on a seller's custom domain: public data of other sellers is hidden there. */
  hostSeller: (req: FastifyRequest) => Seller | undefined;
  /** Seller live-stock pages rendered in the sandbox (customPage/customPages.ts). */
  customPages: CustomPages;
}

/** What every feature's plugin is registered with (features/index.ts, built once in app.ts). */
export interface FeatureDeps extends HandlerDeps {
  /** Writes an activity log entry for a request. */
  log: RequestLogger;
  /** Logs an address a per-address limit throttles, once per window (login, redeem). */
  logLimited: LimitLogger;
  /** The one budget of every way in, per address and per person, and the lockout of codes (signInBudget.ts). */
  signIn: SignInBudget;
  /** What registering contract routes needs (http.ts). */
  routes: ContractRouteDeps;
  /** Gauges for /metrics and work to do at shutdown, such as closing event streams (ops/hooks.ts). */
  ops: OpsHooks;
  /**
   * The public app's server renderer app.ts made from `AppOptions.roots` (undefined: none configured), shared so a
   * feature that renders a public screen (find my order) loads the built bundle once, from the roots the app was given.
   */
  renderer: PublicRenderer | undefined;
  /** The public app's built files (`AppOptions.roots.public`): its "not built" page when the renderer is missing. */
  publicRoot: string;
}

/** A feature's share of the contract's routes: the handlers its plugin registers (`contractPlugin`). */
export type FeatureHandlers<N extends ContractRouteName> = Pick<Handlers, N>;

export const iso = (ms: number) => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
export const seconds = (ms: number) => Math.floor(ms / 1000);
/** Optional strings of the contract: absent rather than "" (absent hides a button or a text). */
export const opt = (s: string | null | undefined) => (s ? s : undefined);

/** Ids that a broken client sends when it has none (docs/product.md#suggestions: 'Invalid suggestion ID'). */
export const isMissingId = (id: string) => id === "undefined" || id === "null";

/** Writes an activity log entry for a request: by the seller, or (a failed login) by the address. */
export type RequestLogger = (
  seller: Seller | undefined,
  req: FastifyRequest,
  action: string,
  details: string,
  severity: Severity,
) => Promise<void>;

export function requestLogger(store: Store): RequestLogger {
  return async (seller, req, action, details, severity) => {
    const meta = clientMeta(req);
    await store.logs.add({
      sellerId: seller?.id ?? null,
      // Without a seller (a failed login): who it was as far as known, the address.
      username: seller?.name ?? "Anonymous",
      userId: seller?.id ?? meta.ip,
      action,
      details,
      severity,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
      // The person the request was settled as (features/logs/trail.ts); the trail of who did what.
      actor: actorOf(req),
    });
  };
}

/** The seller of a public page, or a 404 with the page's own message (and error body). */
export async function publicSeller(
  deps: HandlerDeps,
  req: FastifyRequest,
  guildId: string,
  notFound: string,
  body: Record<string, unknown> = {},
): Promise<Seller> {
  const seller = await deps.store.sellers.findByGuildId(guildId);
  const onHost = deps.hostSeller(req);
  if (!seller || (onHost && onHost.id !== seller.id)) throw new HttpError(404, notFound, body);
  return seller;
}

export type { LimitLogger } from "../rateLimits.ts";

/**
 * A throttled address is logged once per window and limiter, not once per 429 (a flood wrote a row each). Keyed like
 * the limiter itself (an IPv6 client counts per /64), so rotating addresses inside one throttled range cannot write
 * a row each.
 */
export function limitLogger(store: Store, windowMs = 60_000): LimitLogger {
  const limitedOnce = new OncePerWindow(windowMs);
  return (req, what, key) => {
    if (!limitedOnce.first(`${what}:${key}`)) return;
    void store.logs
      .add({
        sellerId: null,
        username: "Anonymous",
        userId: req.ip,
        action: what === "login" ? "login_failed" : "redeem_failed",
        details: `Too many ${what} attempts from this address: rate limited (logged once a minute while it lasts)`,
        severity: "error",
        ipAddress: req.ip,
        userAgent: req.headers["user-agent"],
      })
      .catch(() => undefined);
  };
}

/** A seller's live stock and public settings: the live-stock read's data, and a custom page's props. */
export function liveStockProps(seller: Seller) {
  return {
    ...seller.stock,
    // The store's own name (Settings > Store), or the account's (docs/decisions.md#store-identity).
    storeName: opt(publicStoreName(seller)),
    storeLink: opt(seller.storeLink),
    discordLink: opt(seller.discordLink),
    embedColor: opt(seller.embedColor),
    embedFooter: opt(seller.embedFooter),
  };
}
