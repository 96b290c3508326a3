// The public app's four routes, matched without a router library: react-router alone was ~12 KB gzip of the
// 110 KB budget for pages that never navigate between each other (docs/decisions.md).
import { createContext, useContext } from "react";

export type PublicRoute =
  | { page: "orderStatus"; params: { guildId: string; orderId: string } }
  | { page: "liveStock"; params: { guildId: string } }
  | { page: "redeem"; params: { guildId: string } }
  | { page: "notFound"; params: Record<string, never> };

const SEGMENT = "([^/]+)";
const routes: Array<{ pattern: RegExp; toRoute: (segments: string[]) => PublicRoute }> = [
  {
    pattern: new RegExp(`^/api/${SEGMENT}/order/${SEGMENT}/status/?$`),
    toRoute: ([guildId = "", orderId = ""]) => ({ page: "orderStatus", params: { guildId, orderId } }),
  },
  {
    pattern: new RegExp(`^/api/${SEGMENT}/live-stock/?$`),
    toRoute: ([guildId = ""]) => ({ page: "liveStock", params: { guildId } }),
  },
  // Both readings of the redeem path (docs/product.md#routes) render the redeem page.
  {
    pattern: new RegExp(`^/api/redeem-order/${SEGMENT}/?$`),
    toRoute: ([guildId = ""]) => ({ page: "redeem", params: { guildId } }),
  },
  {
    pattern: new RegExp(`^/api/redeem/${SEGMENT}/?$`),
    toRoute: ([guildId = ""]) => ({ page: "redeem", params: { guildId } }),
  },
];

const notFound: PublicRoute = { page: "notFound", params: {} };

/** Which page a path shows, with its decoded parameters; anything else (or a malformed escape) is not found. */
export function matchPublicRoute(pathname: string): PublicRoute {
  for (const { pattern, toRoute } of routes) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      return toRoute(match.slice(1).map((s) => decodeURIComponent(s)));
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
