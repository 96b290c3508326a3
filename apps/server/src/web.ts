// Static hosting of the two apps, and the order in which the server's web parts are registered.
//   /            dashboard app (apps/dashboard/dist, built with vite base "/"; assets under /assets/)
//   /p/          public app assets (apps/public/dist, built with vite base "/p/")
//   the customer pages (`publicPages` of the contract, e.g. /api/:guildId/live-stock): publicPageRoutes.ts
//   /p/live-refresh.js  a custom live-stock page's one script (customPage/publicPage.ts)
// Custom-domain Hosts are checked in customHosts.ts, the security headers added in securityHeaders.ts.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { registerHostChecks } from "./customHosts.ts";
import type { DomainChecker } from "./features/domains/checker.ts";
import type { LoginPage } from "./loginPage.ts";
import { registerPublicPages } from "./publicPageRoutes.ts";
import type { PublicReader } from "./routeTypes.ts";
import { registerSecurityHeaders } from "./securityHeaders.ts";
import { createAssetSender, fileUnder, sendHtml, sendIndex } from "./sendPages.ts";
import type { PublicRenderer } from "./ssr.ts";

export interface WebRoots {
  dashboard: string;
  public: string;
  /** The public app's server renderer (apps/public/dist-server/entry-server.js); without it, pages render in the browser. */
  publicRenderer?: string;
}

export const PUBLIC_PREFIX = "/p/";

/** The dashboard's pages, served by route (never as files of their own). */
const PRERENDERED = new Set(["index.html", "dashboard.html", "404.html"]);

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

  if (loginPage) {
    app.addHook("onListen", (done) => {
      loginPage.warm();
      done();
    });
  }

  // preCompressed: a file's .br or .gz twin (written at build time) is sent when the browser accepts it.
  app.register(fastifyStatic, { root: roots.dashboard, serve: false, preCompressed: true });

  registerHostChecks(app, config, domains);
  registerSecurityHeaders(app, config);
  registerPublicPages(app, { publicRoot: roots.public, reader, renderer });

  const sendAsset = createAssetSender();
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
