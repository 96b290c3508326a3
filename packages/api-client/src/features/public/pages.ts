/**
 * The customer pages' URLs, declared once (docs/product.md#routes): the public app's router, the server's page
 * routes and fast path, the custom-domain allow-list and every link to a page read this table. Each page names the
 * public read (paths.ts) whose answer it renders. Kept free of zod and React: the public bundle ships it.
 */
import { publicPaths } from "./paths.ts";

export type PublicPageName = "orderStatus" | "liveStock" | "redeem";
export type PublicReadName = "publicOrderStatus" | "liveStock" | "redeemPageConfig";
export type PublicPageParams = { guildId: string; orderId?: string };

export interface PublicPage {
  page: PublicPageName;
  /** Fastify/msw form, with `:param` segments. */
  path: string;
  /** The public read whose answer the page renders. */
  read: PublicReadName;
}

/**
 * Static segments first, as Fastify's router matches them (`/api/redeem-order/live-stock` is a redeem page).
 * Both readings of the redeem path render the redeem page (docs/product.md#routes).
 */
export const publicPages: readonly PublicPage[] = [
  { page: "redeem", path: "/api/redeem-order/:guildId", read: "redeemPageConfig" },
  { page: "redeem", path: "/api/redeem/:guildId", read: "redeemPageConfig" },
  { page: "liveStock", path: "/api/:guildId/live-stock", read: "liveStock" },
  { page: "orderStatus", path: "/api/:guildId/order/:orderId/status", read: "publicOrderStatus" },
];

/** A `:param` path as an anchored pattern with one group per parameter, and the parameters' names. */
export function compilePath(path: string, trailingSlash = false): { pattern: RegExp; params: string[] } {
  const params: string[] = [];
  const source = path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
      params.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { pattern: new RegExp(`^${source}${trailingSlash ? "/?" : ""}$`), params };
}

/** The public reads' JSON paths under /api, in the same pattern form (the fast path answers them too). */
export const publicReadPaths: ReadonlyArray<{ read: PublicReadName; path: string }> = (
  ["redeemPageConfig", "liveStock", "publicOrderStatus"] as const
).map((read) => ({ read, path: `/api${publicPaths[read].path}` }));

/** Fills a page's path with encoded parameters: `publicPageHref("liveStock", { guildId })`. */
export function publicPageHref(page: PublicPageName, params: PublicPageParams): string {
  const entry = publicPages.find((p) => p.page === page);
  if (!entry) throw new Error(`Unknown public page ${page}`);
  return entry.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string | undefined>)[name] ?? ""),
  );
}
