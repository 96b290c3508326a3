// The public app's routes, matched without a router library: react-router alone was ~12 KB gzip of the
// 110 KB budget for pages that never navigate between each other (docs/decisions.md). The URLs are the contract's
// `publicPages`, the one table the server's page routes and fast path read too (docs/product.md#routes).
import { findOrderPatterns } from "@boostdash/api-client/public/findOrder";
import { compilePath, type PublicPageName, publicPages } from "@boostdash/api-client/public/pages";
import { createContext, useContext } from "react";

export type PublicRoute =
  | { page: "orderStatus"; params: { guildId: string; orderId: string } }
  | { page: "liveStock"; params: { guildId: string } }
  | { page: "redeem"; params: { guildId: string } }
  | { page: "findOrder"; params: { guildId: string } }
  | { page: "notFound"; params: Record<string, never> };

// A trailing slash is accepted: a link pasted with one still opens the page.
const routes = publicPages.map(({ page, path }) => ({ page, ...compilePath(path, true) }));

const notFound: PublicRoute = { page: "notFound", params: {} };

function toRoute(page: PublicPageName, params: Record<string, string>): PublicRoute {
  const { guildId = "", orderId = "" } = params;
  return page === "orderStatus" ? { page, params: { guildId, orderId } } : { page, params: { guildId } };
}

/** Which page a path shows, with its decoded parameters; anything else (or a malformed escape) is not found. */
export function matchPublicRoute(pathname: string): PublicRoute {
  // Find my order's form and a mailed link's page (its token stays in the page's data, not in the route).
  for (const { pattern } of [findOrderPatterns.form, findOrderPatterns.link]) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return { page: "findOrder", params: { guildId: decodeURIComponent(match[1] ?? "") } };
    } catch {
      return notFound;
    }
  }
  for (const { page, pattern, params } of routes) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return toRoute(
        page,
        Object.fromEntries(params.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? "")])),
      );
    } catch {
      return notFound;
    }
  }
  return notFound;
}

type Params = Partial<Record<"guildId" | "orderId", string>>;

export const RouteParamsContext = createContext<Params>({});

/** The current route's parameters (the pages' counterpart of react-router's useParams). */
export function useRouteParams(): Params {
  return useContext(RouteParamsContext);
}
