// Which Host a request came in on, and what each is served: this server's own names everything, a seller's active
// custom domain its customer pages only (docs/product.md#dns-check), any other name a 421. Behind TRUST_PROXY, a
// forwarded host or scheme that breaks the Host's rules is refused first.
import type { IncomingMessage } from "node:http";
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import { contractRoutes } from "@boostdash/api-client/core/contract/routes";
import {
  compilePath,
  publicPageHref,
  publicPages,
  publicReadPaths,
} from "@boostdash/api-client/public/pages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import type { DomainChecker } from "./features/domains/checker.ts";
import { normaliseHost, requestHost } from "./host.ts";
import { isOpsPath } from "./ops/health.ts";
import type { Seller } from "./store.ts";

const reqSeller = new WeakMap<FastifyRequest, Seller>();

/** The answer (421) for a Host that is neither this server's nor an active custom domain's. */
export const MISDIRECTED =
  "This address is not served here. Check the store's link, or its custom domain's setup.";

/** The seller whose custom domain this request came in on, if any. */
export function hostSeller(req: FastifyRequest): Seller | undefined {
  return reqSeller.get(req);
}

/** The request's Host as host.ts normalised it (lower case, no port, no trailing dot). */
export function hostOf(req: FastifyRequest | IncomingMessage): string {
  return requestHost("raw" in req ? req.raw : req);
}

/**
 * Why a forwarded host or scheme is refused, or undefined: `host` is the one Fastify chose (a trusted proxy's
 * X-Forwarded-Host, else the Host header), `protocol` likewise from X-Forwarded-Proto.
 */
export function forwardedProblem(
  host: string,
  rawHost: string | undefined,
  protocol: string,
): string | undefined {
  if (protocol !== "http" && protocol !== "https")
    return "The request's X-Forwarded-Proto is not http or https";
  if (host !== (rawHost ?? "") && !normaliseHost(host))
    return "The request's X-Forwarded-Host is not a host name";
  return undefined;
}

export function isOwnHost(host: string, config: Config): boolean {
  return (
    host === "" ||
    host === "localhost" ||
    host === config.host.toLowerCase() ||
    host === config.publicHost ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(host) ||
    host.startsWith("[")
  );
}

/**
 * What a custom domain serves besides its `/` redirect: the public app's files (and a custom page's script), the
 * customer pages, their data and the redeem form's calls (docs/product.md#dns-check), each path as the contract
 * declares it.
 */
const CUSTOM_HOST_ALLOWED: RegExp[] = [
  /^\/p\//,
  /^\/favicon/,
  ...[
    ...publicPages.map((p) => p.path),
    ...publicReadPaths.map((r) => r.path),
    API_BASE_PATH + contractRoutes.redeem.path,
    API_BASE_PATH + contractRoutes.redeemChallenge.path,
  ].map((p) => compilePath(p).pattern),
];

/** The Host checks, as hooks that run before every route. */
export function registerHostChecks(app: FastifyInstance, config: Config, domains: DomainChecker): void {
  // Behind TRUST_PROXY, Fastify takes the host and scheme from a trusted proxy's X-Forwarded-Host/-Proto (the last
  // entry): links the server writes (sign-in links, the bot reference) use them, so they pass the Host's own rules.
  if (config.trustProxy !== false) {
    app.addHook("onRequest", (req, reply, done) => {
      const problem = forwardedProblem(req.host, req.headers.host, req.protocol);
      if (problem) return reply.code(400).type("application/json").send({ code: 400, message: problem });
      done();
    });
  }

  // Synchronous for our own hosts (no promise per request); a custom domain looks up its seller.
  app.addHook("onRequest", (req, reply, done) => {
    // Health, readiness and metrics answer for any Host, with no look-up (ops/health.ts).
    if (isOwnHost(hostOf(req), config) || isOpsPath(req.url)) return done();
    customHost(req, reply).then((replied) => {
      if (!replied) done();
    }, done);
  });
  /** Whether it answered the request itself (a redirect or a 404 for paths a custom domain does not serve). */
  const customHost = async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const host = hostOf(req);
    const seller = await domains.sellerForHost(host);
    if (!seller) {
      // Neither this server's name nor an active custom domain (say a removed domain whose CNAME still points
      // here): not served as the product, which would put the dashboard and its sign-in under a stranger's name.
      reply.code(421).type("application/json").send({ message: MISDIRECTED });
      return true;
    }
    reqSeller.set(req, seller);
    const url = req.url.split("?")[0] ?? "/";
    if (url === "/" && (req.method === "GET" || req.method === "HEAD")) {
      reply.redirect(publicPageHref("liveStock", { guildId: seller.guildId }), 302);
      return true;
    }
    if (!CUSTOM_HOST_ALLOWED.some((re) => re.test(url))) {
      reply.code(404).type("application/json").send({ message: "Not found" });
      return true;
    }
    return false;
  };
}
