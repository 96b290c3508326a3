// The cache fast path: a public read or a server-rendered public page whose answer is already in memory is
// written straight to the socket, before Fastify's routing, hooks and reply machinery. Anything else (a miss,
// HEAD, a custom domain, a large JSON body that wants compressing, request logging on) goes to Fastify as usual,
// which fills the caches for the next request. The headers are the ones Fastify's path sends (`securityHeaders`),
// and a test compares the two (apps/server/test/ssr.test.ts). Why: docs/decisions.md, "Public page cache".
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "./config.ts";
import { type PublicReadName, publicReadKey } from "./http.ts";
import type { CachedAnswer, TtlCache } from "./publicCache.ts";
import { encoded, type PublicRenderer, pageCacheKey, pickEncoding } from "./ssr.ts";
import { hostOf, isOwnHost, securityHeaders } from "./web.ts";

type Route = { pattern: RegExp; read: PublicReadName; params: string[]; page: boolean };

// Static segments first, as Fastify's router matches them (`/api/redeem-order/live-stock` is a redeem page).
const ROUTES: Route[] = [
  {
    pattern: /^\/api\/fetch\/redeem-order\/([^/]+)$/,
    read: "redeemPageConfig",
    params: ["guildId"],
    page: false,
  },
  { pattern: /^\/api\/fetch\/([^/]+)\/live-stock$/, read: "liveStock", params: ["guildId"], page: false },
  {
    pattern: /^\/api\/fetch\/([^/]+)\/order\/([^/]+)\/status$/,
    read: "publicOrderStatus",
    params: ["guildId", "orderId"],
    page: false,
  },
  { pattern: /^\/api\/redeem-order\/([^/]+)$/, read: "redeemPageConfig", params: ["guildId"], page: true },
  { pattern: /^\/api\/redeem\/([^/]+)$/, read: "redeemPageConfig", params: ["guildId"], page: true },
  { pattern: /^\/api\/([^/]+)\/live-stock$/, read: "liveStock", params: ["guildId"], page: true },
  {
    pattern: /^\/api\/([^/]+)\/order\/([^/]+)\/status$/,
    read: "publicOrderStatus",
    params: ["guildId", "orderId"],
    page: true,
  },
];

/** Bodies from here up are compressed by Fastify's path (@fastify/compress threshold). */
const COMPRESS_FROM = 1024;

export interface FastPathDeps {
  config: Config;
  cache: TtlCache<CachedAnswer>;
  renderer: PublicRenderer | undefined;
  csp: string;
  frameCsp: string;
}

/** Returns a function that answers `req` and says true, or says false and leaves it to Fastify. */
export function createFastPath(deps: FastPathDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { config, cache, renderer, csp, frameCsp } = deps;
  return (req, res) => {
    if (req.method !== "GET") return false;
    const url = req.url ?? "/";
    if (!url.startsWith("/api/")) return false;
    const q = url.indexOf("?");
    const urlPath = q < 0 ? url : url.slice(0, q);
    const route = ROUTES.find((r) => r.pattern.test(urlPath));
    if (!route) return false;
    if (!isOwnHost(hostOf(req), config)) return false;
    const params: Record<string, string> = {};
    try {
      const m = route.pattern.exec(urlPath) ?? [];
      route.params.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1] ?? "");
      });
    } catch {
      return false;
    }
    const answer = cache.get(publicReadKey(route.read, "", params));
    if (!answer) return false;
    if (!route.page) {
      if (answer.json.length >= COMPRESS_FROM) return false;
      const type = "application/json; charset=utf-8";
      const headers: Array<[string, string]> = [["content-type", type]];
      headers.push(...securityHeaders(urlPath, type, false, csp, frameCsp));
      headers.push(["content-length", String(Buffer.byteLength(answer.json))]);
      res.writeHead(answer.status, headers.flat());
      res.end(answer.json);
      return true;
    }
    const page = renderer?.cached(pageCacheKey("", urlPath), answer.json);
    if (!page) return false;
    const type = "text/html; charset=utf-8";
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = encoded(page, encoding);
    const headers: Array<[string, string]> = [
      ["content-type", type],
      ["cache-control", "no-cache"],
      ["vary", "Accept-Encoding"],
    ];
    if (encoding) headers.push(["content-encoding", encoding]);
    headers.push(...securityHeaders(urlPath, type, true, csp, frameCsp));
    headers.push([
      "content-length",
      String(typeof body === "string" ? Buffer.byteLength(body) : body.length),
    ]);
    res.writeHead(page.status, headers.flat());
    res.end(body);
    return true;
  };
}
