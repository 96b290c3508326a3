// Static hosting of the two apps, security headers, the public page routes and custom-domain Hosts.
//   /            dashboard app (apps/dashboard/dist, built with vite base "/"; assets under /assets/)
//   /p/          public app assets (apps/public/dist, built with vite base "/p/")
//   the customer pages (`publicPages` of the contract, e.g. /api/:guildId/live-stock): rendered with their data
//   /p/live-refresh.js  a custom live-stock page's one script (customPage/publicPage.ts)
import { existsSync, statSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import { contractRoutes } from "@boostdash/api-client/core/contract/routes";
import type { LiveStock } from "@boostdash/api-client/public/contract";
import { CUSTOM_PAGE_SCRIPT } from "@boostdash/api-client/public/customPage";
import {
  compilePath,
  type PublicReadName,
  publicPageHref,
  publicPages,
  publicReadPaths,
} from "@boostdash/api-client/public/pages";
import { publicPaths } from "@boostdash/api-client/public/paths";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AssetCache, queuedBody } from "./assetCache.ts";
import type { Config } from "./config.ts";
import { customPageDocument, REFRESH_SCRIPT } from "./customPage/publicPage.ts";
import type { DomainChecker } from "./features/domains/checker.ts";
import { normaliseHost, requestHost } from "./host.ts";
import type { PublicReader } from "./http.ts";
import type { LoginPage } from "./loginPage.ts";
import { isOpsPath } from "./ops/health.ts";
import {
  encoded,
  type PublicRenderer,
  pageCacheKey,
  pickEncoding,
  type RenderedHtml,
  type ServedData,
} from "./ssr.ts";
import type { Seller } from "./store.ts";

export interface WebRoots {
  dashboard: string;
  public: string;
  /** The public app's server renderer (apps/public/dist-server/entry-server.js); without it, pages render in the browser. */
  publicRenderer?: string;
}

export const PUBLIC_PREFIX = "/p/";

/** The dashboard's pages, served by route (never as files of their own). */
const PRERENDERED = new Set(["index.html", "dashboard.html", "404.html"]);

const CAPTCHA_ORIGINS: Record<string, string[]> = {
  turnstile: ["https://challenges.cloudflare.com"],
  hcaptcha: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
};

/** The dashboard's pages. */
export function pageCsp(config: Config): string {
  return contentSecurityPolicy(config, false);
}

/**
 * The customer pages (order status, live stock, redeem; HTML under /api/): our own scripts only, and nothing loaded
 * from another host (no images, styles or fonts), so the markup of a seller's custom page cannot make a customer's
 * browser tell another host its address (docs/decisions.md#seller-pages-rendered-on-the-server).
 */
export function publicPageCsp(config: Config): string {
  return contentSecurityPolicy(config, true);
}

/** One list for both kinds of page, so a directive added to one is weighed for the other; the captcha's hosts where its widget needs them. */
function contentSecurityPolicy(config: Config, customerPage: boolean): string {
  const extra = (CAPTCHA_ORIGINS[config.captcha.provider] ?? []).join(" ");
  const x = extra ? ` ${extra}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${x}`,
    // Radix, react-toastify and Monaco set inline styles.
    `style-src 'self' 'unsafe-inline'${x}`,
    // On the dashboard, seller avatars and banners are remote http(s) images.
    customerPage ? "img-src 'self' data:" : "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${x}`,
    customerPage ? `frame-src${x || " 'none'"}` : `frame-src 'self'${x}`,
    customerPage ? "manifest-src 'self'" : "worker-src 'self' blob:",
    "object-src 'none'",
    customerPage ? "base-uri 'none'" : "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * The headers every answer carries beside its own, by path and type: one list for the Fastify hook and the
 * cache fast path (fastPath.ts), so both send the same.
 */
export function securityHeaders(
  url: string,
  type: string,
  hasCacheControl: boolean,
  csp: string,
  publicCsp: string,
): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    // Dashboard links may carry ?token=: never leak the URL to other sites.
    ["Referrer-Policy", "no-referrer"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  if (type.startsWith("text/html")) {
    // HTML under /api/ is a customer page (the public reads under /api/ are JSON).
    headers.push(["Content-Security-Policy", url.startsWith("/api/") ? publicCsp : csp]);
    headers.push(["X-Frame-Options", "SAMEORIGIN"]);
  }
  if (url.startsWith("/api/") && type.startsWith("application/json") && !hasCacheControl) {
    headers.push(["Cache-Control", "no-store"]);
  }
  return headers;
}

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

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** A file under `root` for a URL path, or undefined (also for anything escaping the root). */
function fileUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const rel = path.normalize(decoded).replace(/^([/\\])+/, "");
  // Dot files and folders are build metadata (`.vite/manifest.json`), never something a page loads.
  if (rel.split(/[/\\]/).some((segment) => segment.startsWith("."))) return undefined;
  const full = path.join(root, rel);
  if (!full.startsWith(root + path.sep)) return undefined;
  return isFile(full) ? rel : undefined;
}

function notBuiltPage(app: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>boostdash</title></head><body style="font-family:system-ui;background:#0b0b12;color:#e8e8f0;padding:3rem"><h1>The ${app} app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload. The API is up under <code>/api</code>.</p></body></html>`;
}

/** The message of an error body ('Live stock data not found for this Guild ID.'). */
function messageOf(value: unknown): string {
  const m = (value as { message?: unknown } | null)?.message;
  return typeof m === "string" ? m : "";
}

export function registerWeb(
  app: FastifyInstance,
  opts: {
    config: Config;
    roots: WebRoots;
    domains: DomainChecker;
    reader?: PublicReader;
    renderer?: PublicRenderer;
    /** The login page with the captcha configuration written in (loginPage.ts); index.html as built without it. */
    loginPage?: LoginPage;
  },
): void {
  const { config, roots, domains, reader, renderer, loginPage } = opts;
  const csp = pageCsp(config);
  const publicCsp = publicPageCsp(config);

  if (loginPage) {
    app.addHook("onListen", (done) => {
      loginPage.warm();
      done();
    });
  }

  // preCompressed: a file's .br or .gz twin (written at build time) is sent when the browser accepts it.
  app.register(fastifyStatic, { root: roots.dashboard, serve: false, preCompressed: true });

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

  // Synchronous hook (no promise per request): the headers every answer carries.
  app.addHook("onSend", (req, reply, payload, done) => {
    const type = String(reply.getHeader("content-type") ?? "");
    const url = req.url.split("?")[0] ?? "";
    const cacheControl = reply.hasHeader("cache-control");
    for (const [name, value] of securityHeaders(url, type, cacheControl, csp, publicCsp))
      reply.header(name, value);
    done(null, payload);
  });

  const sendIndex = (
    reply: FastifyReply,
    root: string,
    appName: string,
    status = 200,
    page = "index.html",
  ) => {
    reply.code(status);
    if (page !== "index.html" && isFile(path.join(root, page))) {
      return reply.header("Cache-Control", "no-cache").sendFile(page, root, { cacheControl: false });
    }
    if (!existsSync(path.join(root, "index.html"))) {
      return reply
        .type("text/html; charset=utf-8")
        .header("Cache-Control", "no-cache")
        .send(notBuiltPage(appName));
    }
    return reply.header("Cache-Control", "no-cache").sendFile("index.html", root, { cacheControl: false });
  };

  const sendHtml = (req: FastifyRequest, reply: FastifyReply, page: RenderedHtml) => {
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    reply
      .code(page.status)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .header("Vary", "Accept-Encoding");
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply.send(encoded(page, encoding));
  };

  const assets = new AssetCache();
  const sendAsset = (req: FastifyRequest, reply: FastifyReply, root: string, rel: string) => {
    // Vite puts content-hashed files under assets/: they never change, so cache them for good.
    const hashed = rel.startsWith(`assets${path.sep}`) || rel.startsWith("assets/");
    if (!hashed) return reply.sendFile(rel, root, { maxAge: "1h" });
    // From memory (assetCache.ts): the file as built, or its compressed twin for a browser that takes it. A range
    // request, or a file with no twin for the encoding asked (compressed on the fly), is streamed as before.
    if (req.headers.range === undefined) {
      const full = path.join(root, rel);
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      const asset = encoding
        ? assets.get(`${full}.${encoding === "br" ? "br" : "gz"}`, full)
        : assets.get(full);
      if (asset) {
        reply
          .code(200)
          .header("Cache-Control", "public, max-age=31536000, immutable")
          .header("ETag", asset.etag)
          .header("Last-Modified", asset.lastModified)
          // As @fastify/static writes it for the streamed files.
          .header("Vary", "accept-encoding");
        const known = req.headers["if-none-match"]?.split(",").map((tag) => tag.trim());
        if (known?.includes(asset.etag) || known?.includes("*")) return reply.code(304).send();
        reply.type(asset.type);
        if (encoding) reply.header("Content-Encoding", encoding);
        if (req.method === "HEAD") return reply.send(asset.body);
        // A large body waits for its turn (assetCache.ts), so a crowd asking for it cannot hold the server for long.
        return reply.header("Content-Length", asset.body.length).send(queuedBody(asset.body));
      }
    }
    return reply.sendFile(rel, root, { immutable: true, maxAge: "365d" });
  };

  // The public pages (docs/product.md#public-pages): rendered here with their data and hydrated by the public app (ssr.ts), or
  // rendered by the public app alone when its server renderer is not built.
  /**
   * A seller's custom live-stock page, when it rendered: the server's markup in a page of its own with one small
   * script (customPage/publicPage.ts), instead of the public app. Undefined for the default page.
   */
  const customLiveStock = async (
    req: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
  ): Promise<RenderedHtml | undefined> => {
    if (!reader) return undefined;
    const answer = await reader("liveStock", req.params, req, reply);
    const value = answer.value as LiveStock;
    if (answer.status !== 200 || !value.customPage) return undefined;
    const guildId = (req.params as { guildId: string }).guildId;
    const dataPath = `${API_BASE_PATH}${publicPaths.liveStock.path.replace(":guildId", encodeURIComponent(guildId))}`;
    const page: RenderedHtml = {
      status: 200,
      html: customPageDocument(value.customPage, value.storeName, dataPath),
    };
    renderer?.remember(pageCacheKey(hostSeller(req)?.id ?? "", urlPath), answer.json, page);
    return page;
  };

  const publicPage = (read: PublicReadName) => async (req: FastifyRequest, reply: FastifyReply) => {
    if (read === "liveStock") {
      try {
        const custom = await customLiveStock(req, reply, req.url.split("?")[0] ?? "/");
        if (custom) return sendHtml(req, reply, custom);
      } catch (error) {
        req.log.error(error);
      }
    }
    if (!reader || !renderer || !(await renderer.available()))
      return sendIndex(reply, roots.public, "public");
    const urlPath = req.url.split("?")[0] ?? "/";
    let served: ServedData;
    let status: number;
    let cache: { key: string; json: string } | undefined;
    try {
      const answer = await reader(read, req.params, req, reply);
      status = answer.status;
      served =
        status === 200 ? { data: answer.value } : { error: { status, message: messageOf(answer.value) } };
      cache = { key: pageCacheKey(hostSeller(req)?.id ?? "", urlPath), json: answer.json };
    } catch (error) {
      req.log.error(error);
      status = 500;
      served = { error: { status, message: "Something went wrong on the server. Please try again." } };
    }
    const rendered = await renderer.render(urlPath, served, status, cache);
    if (!rendered) return sendIndex(reply, roots.public, "public");
    return sendHtml(req, reply, rendered);
  };
  for (const { path: url, read } of publicPages) app.get(url, publicPage(read));

  // A custom live-stock page's one script: its 10 s refresh (customPage/publicPage.ts).
  app.get(CUSTOM_PAGE_SCRIPT, async (_req, reply) => {
    reply.type("text/javascript; charset=utf-8").header("Cache-Control", "public, max-age=3600");
    return REFRESH_SCRIPT;
  });

  app.get("/p/*", async (req, reply) => {
    const rel = fileUnder(roots.public, (req.params as { "*": string })["*"]);
    if (!rel || rel === "index.html") return reply.code(404).type("text/plain").send("Not found");
    return sendAsset(req, reply, roots.public, rel);
  });

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split("?")[0] ?? "/";
    if (url === "/api" || url.startsWith("/api/") || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply.code(404).send({ message: `Not found: ${req.method} ${url}` });
    }
    const rel = url === "/" ? undefined : fileUnder(roots.dashboard, url);
    if (rel && !PRERENDERED.has(rel)) return sendAsset(req, reply, roots.dashboard, rel);
    // The dashboard app renders its own 404 page; the status says so too. Each kind of path gets the page
    // prerendered for it at build time (the login, the loading shell, the not-found page), so it paints before
    // the app's JavaScript has loaded; index.html for all of them when the build has no prerendered pages.
    if (url === "/") {
      const page = loginPage?.page();
      return page ? sendHtml(req, reply, page) : sendIndex(reply, roots.dashboard, "dashboard");
    }
    const inDashboard = url === "/dashboard" || url.startsWith("/dashboard/");
    const page = inDashboard ? "dashboard.html" : "404.html";
    return sendIndex(reply, roots.dashboard, "dashboard", inDashboard ? 200 : 404, page);
  });
}
