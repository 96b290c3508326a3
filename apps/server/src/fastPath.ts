// The cache fast path: a public read or a server-rendered public page whose answer is already in memory is
// written straight to the socket, before Fastify's routing, hooks and reply machinery. Anything else (a miss,
// HEAD, a custom domain, a large JSON body that wants compressing) goes to Fastify as usual, which fills the caches
// for the next request. With request logging on it logs its requests itself, with the fields Fastify logs, so
// turning logging on does not change which path a request takes. The headers are the ones Fastify's path sends
// (`securityHeaders`), and a test compares the two (apps/server/test/ssr.test.ts).
// Why: docs/decisions.md#public-page-cache-and-the-fast-path.
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { compilePath, publicPages, publicReadPaths } from "@boostdash/api-client/public/pages";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import { hostOf, isOwnHost } from "./customHosts.ts";
import { type PublicReadName, publicReadKey, publicReadLocale } from "./http.ts";
import type { CachedAnswer, TtlCache } from "./publicCache.ts";
import { readerLocale } from "./readerLocale.ts";
import type { LoggedRequest } from "./requestLog.ts";
import { securityHeaders } from "./securityHeaders.ts";
import { encoded, type PublicRenderer, pageCacheKey, pickEncoding, type RenderedHtml } from "./ssr.ts";

type Route = { pattern: RegExp; read: PublicReadName; params: string[]; page: boolean; template: string };

// The public reads' JSON paths, then the pages, each as its one declaration in the contract (publicPages.ts) has
// them: static segments first, as Fastify's router matches them (`/api/redeem-order/live-stock` is a redeem page).
const ROUTES: Route[] = [
  ...publicReadPaths.map(({ read, path }) => ({ ...compilePath(path), read, page: false, template: path })),
  ...publicPages.map(({ read, path }) => ({ ...compilePath(path), read, page: true, template: path })),
];

/** Bodies from here up are compressed by Fastify's path (@fastify/compress threshold). */
const COMPRESS_FROM = 1024;
/** Paths and hosts remembered; past this many, the memo starts again (a scan of odd paths cannot grow it). */
const MEMO_MAX = 1000;

export interface FastPathDeps {
  config: Config;
  cache: TtlCache<CachedAnswer>;
  renderer: PublicRenderer | undefined;
  csp: string;
  publicCsp: string;
  /** Fastify's logger when request logging is on: each answered request is logged as Fastify logs its own. */
  log?: FastifyBaseLogger | undefined;
  /** Told of each answer (its route template, status and seconds taken) when metrics are on (ops/metrics.ts). */
  onServed?: ((route: string, status: number, seconds: number) => void) | undefined;
}

/** A public path resolved once: which read it is and its cache key. */
interface Resolved {
  read: PublicReadName;
  /** The read's cache key for each language it was asked in ("" for a read the same in every language). */
  keys: Map<string, string>;
  /** The read's params as Fastify decodes them, for a key in a language not asked before. */
  params: Record<string, string>;
  page: boolean;
  /** The route's template, as the contract declares it (the metrics' label). */
  template: string;
}

/** The bytes of one answer, with its flat header list, made once per cached answer (and encoding). */
interface Prepared {
  headers: string[];
  body: Buffer;
}

function resolve(urlPath: string): Resolved | undefined {
  for (const route of ROUTES) {
    const m = route.pattern.exec(urlPath);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (let i = 0; i < route.params.length; i++) {
      const raw = m[i + 1] ?? "";
      // decodeURIComponent throws on a malformed escape: Fastify's path answers that one.
      params[route.params[i] as string] = raw.includes("%") ? decodeURIComponent(raw) : raw;
    }
    return {
      read: route.read,
      keys: new Map(),
      params,
      page: route.page,
      template: route.template,
    };
  }
  return undefined;
}

function prepare(
  type: string,
  urlPath: string,
  body: Buffer,
  extra: Array<[string, string]>,
  deps: FastPathDeps,
): Prepared {
  const headers: Array<[string, string]> = [["content-type", type], ...extra];
  headers.push(
    ...securityHeaders(
      urlPath,
      type,
      extra.some(([k]) => k === "cache-control"),
      deps.csp,
      deps.publicCsp,
    ),
  );
  headers.push(["content-length", String(body.length)]);
  return { headers: headers.flat(), body };
}

/** Returns a function that answers `req` and says true, or says false and leaves it to Fastify. */
export function createFastPath(deps: FastPathDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { config, cache, renderer, onServed } = deps;
  const paths = new Map<string, Resolved>();
  const ownHosts = new Map<string, boolean>();
  const jsonBytes = new WeakMap<CachedAnswer, Prepared>();
  const pageBytes = new WeakMap<RenderedHtml, Map<string, Prepared>>();

  const isOwn = (req: IncomingMessage): boolean => {
    const host = hostOf(req);
    let own = ownHosts.get(host);
    if (own === undefined) {
      own = isOwnHost(host, config);
      if (ownHosts.size >= MEMO_MAX) ownHosts.clear();
      ownHosts.set(host, own);
    }
    return own;
  };

  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET") return false;
    const start = onServed ? performance.now() : 0;
    const url = req.url ?? "/";
    if (!url.startsWith("/api/")) return false;
    const q = url.indexOf("?");
    const urlPath = q < 0 ? url : url.slice(0, q);
    let found = paths.get(urlPath);
    if (!found) {
      try {
        found = resolve(urlPath);
      } catch {
        return false;
      }
      if (!found) return false;
      if (paths.size >= MEMO_MAX) paths.clear();
      paths.set(urlPath, found);
    }
    if (!isOwn(req)) return false;
    // The reader's language, as publicPageRoutes.ts and the reads choose it (readerLocale.ts); read only for a page
    // or the live stock, whose answers depend on it (the other reads are the same in every language).
    const reader =
      found.page || found.read === "liveStock"
        ? {
            query:
              q < 0 ? undefined : { lang: new URLSearchParams(url.slice(q + 1)).get("lang") ?? undefined },
            headers: { cookie: req.headers.cookie, "accept-language": req.headers["accept-language"] },
          }
        : undefined;
    const readLocale = reader ? publicReadLocale(found.read, reader) : "";
    let key = found.keys.get(readLocale);
    if (key === undefined) {
      key = publicReadKey(found.read, "", found.params, readLocale);
      found.keys.set(readLocale, key);
    }
    const answer = cache.get(key);
    if (!answer) return false;
    let out: Prepared | undefined;
    if (!found.page) {
      if (answer.json.length >= COMPRESS_FROM) return false;
      out = jsonBytes.get(answer);
      if (!out) {
        out = prepare("application/json; charset=utf-8", urlPath, Buffer.from(answer.json), [], deps);
        jsonBytes.set(answer, out);
      }
      res.writeHead(answer.status, out.headers);
      res.end(out.body);
      onServed?.(found.template, answer.status, (performance.now() - start) / 1000);
      return true;
    }
    // The page in the reader's language; a language chosen in the address sets a cookie, which Fastify's route does.
    const { locale, source } = readerLocale(reader ?? { headers: {} });
    if (source === "query") return false;
    const page = renderer?.cached(pageCacheKey("", `${urlPath}\u0000${locale}`), answer.json);
    if (!page) return false;
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    let byEncoding = pageBytes.get(page);
    if (!byEncoding) {
      byEncoding = new Map();
      pageBytes.set(page, byEncoding);
    }
    out = byEncoding.get(encoding ?? "");
    if (!out) {
      const body = encoded(page, encoding);
      const extra: Array<[string, string]> = [
        ["cache-control", "no-cache"],
        ["vary", "Accept-Encoding, Accept-Language, Cookie"],
        ["content-language", locale],
      ];
      if (encoding) extra.push(["content-encoding", encoding]);
      out = prepare(
        "text/html; charset=utf-8",
        urlPath,
        typeof body === "string" ? Buffer.from(body) : body,
        extra,
        deps,
      );
      byEncoding.set(encoding ?? "", out);
    }
    res.writeHead(page.status, out.headers);
    res.end(out.body);
    onServed?.(found.template, page.status, (performance.now() - start) / 1000);
    return true;
  };
  const { log } = deps;
  return log ? logged(serve, log) : serve;
}

/**
 * Logs each request `serve` answers as Fastify's request logging does: "incoming request" with the request, then
 * "request completed" with the status and the time to the response's end, under a request id of its own
 * (`fast-1`, `fast-2`, ...). The address is the socket's (Fastify's, with TRUST_PROXY, is the forwarded client's).
 */
function logged(
  serve: (req: IncomingMessage, res: ServerResponse) => boolean,
  log: FastifyBaseLogger,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  let count = 0;
  return (req, res) => {
    const start = performance.now();
    if (!serve(req, res)) return false;
    count++;
    const reqLog = log.child({ reqId: `fast-${count.toString(36)}` });
    // Shaped as Fastify's request, which its `req` serializer reads.
    reqLog.info(
      {
        req: {
          method: req.method ?? "GET",
          url: req.url ?? "/",
          raw: req,
          ip: req.socket.remoteAddress,
          socket: req.socket,
        } satisfies LoggedRequest,
      },
      "incoming request",
    );
    res.once("finish", () =>
      reqLog.info({ res, responseTime: performance.now() - start }, "request completed"),
    );
    return true;
  };
}
