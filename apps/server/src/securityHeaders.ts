// The headers every answer carries beside its own: the content security policies of the dashboard's pages and of the
// customer pages, and the rest by path and type. One list for the Fastify hook (registered by web.ts) and the cache
// fast path (fastPath.ts), so both send the same.
import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";

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
    // ALTCHA's proof of work runs in a worker made from a blob of its own code (the redeem page's and the replacement
    // request's captcha); only our scripts run on a customer page (script-src), so only they can make one.
    "worker-src 'self' blob:",
    ...(customerPage ? ["manifest-src 'self'"] : []),
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

/** Adds the headers to every answer Fastify sends. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const csp = pageCsp(config);
  const publicCsp = publicPageCsp(config);
  // Synchronous hook (no promise per request): the headers every answer carries.
  app.addHook("onSend", (req, reply, payload, done) => {
    const type = String(reply.getHeader("content-type") ?? "");
    const url = req.url.split("?")[0] ?? "";
    const cacheControl = reply.hasHeader("cache-control");
    for (const [name, value] of securityHeaders(url, type, cacheControl, csp, publicCsp))
      reply.header(name, value);
    done(null, payload);
  });
}
