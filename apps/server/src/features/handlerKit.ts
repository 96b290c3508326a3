// What the features' handlers share: their dependencies, the activity log writer, and the contract's small
// conventions for times, optional strings and ids.
import type { Severity } from "@boostdash/api-client/admin/contract";
import type { ContractRouteName } from "@boostdash/api-client/core/contract/routes";
import type { FastifyRequest } from "fastify";
import type { CaptchaProvider } from "../captcha.ts";
import type { Config } from "../config.ts";
import { clientMeta, type Handlers, HttpError } from "../http.ts";
import type { Store } from "../store.ts";
import type { DomainChecker } from "./domains/checker.ts";
import type { Seller } from "./sellers/sellerRepository.ts";

export interface HandlerDeps {
  config: Config;
  store: Store;
  captcha: CaptchaProvider;
  domains: DomainChecker;
  /** Set when a request came in on a seller's custom domain: public data of other sellers is hidden there. */
  hostSeller: (req: FastifyRequest) => Seller | undefined;
}

/** A feature's share of the contract's routes; handlers.ts puts them together into the full `Handlers`. */
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
