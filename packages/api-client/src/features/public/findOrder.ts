/**
 * "Find my order"'s page (docs/decisions.md#delivery-emails-and-find-my-order): its addresses and the data the server
 * renders it with. Unlike the other customer pages, each of its states is the answer to one request (a POST's
 * outcome, a link's page), so the server hands the state itself to the public app's renderer instead of a public
 * read. Kept free of zod and React: the public bundle ships it.
 */
import { compilePath } from "./pages.ts";

/** The form (GET) and where it posts. */
export const FIND_ORDER_PATH = "/api/:guildId/find-order";
/** A mailed link's page (GET: a button) and where the button posts (it spends the link). */
export const FIND_ORDER_LINK_PATH = "/api/:guildId/find-order/:token";

export const findOrderHref = (guildId: string) => `/api/${encodeURIComponent(guildId)}/find-order`;
export const findOrderLinkHref = (guildId: string, token: string) =>
  `${findOrderHref(guildId)}/${encodeURIComponent(token)}`;

export const findOrderPatterns = {
  form: compilePath(FIND_ORDER_PATH, true),
  link: compilePath(FIND_ORDER_LINK_PATH, true),
};

/** One order as the list shows it: the status view's fields only (no key, invite or email). */
export interface FindOrderRow {
  orderId: string;
  /** Milliseconds since the epoch; shown in UTC. */
  createdAt: number;
  stock: string;
  amount: number;
  status: string;
}

export type FindOrderView =
  | { kind: "form"; email?: string; error?: "invalidEmail" | "mailOff" }
  | { kind: "tooMany"; wait: number }
  | { kind: "sent" }
  | { kind: "open"; token: string }
  | { kind: "expired" }
  | { kind: "used" }
  | { kind: "list"; orders: FindOrderRow[] };

export type FindOrderKind = FindOrderView["kind"];

/** What the page is rendered from: the store's public name and colour, and the state to show. */
export interface FindOrderPageData {
  guildId: string;
  storeName: string;
  /** The store's embed colour ('#5865F2'); anything else falls back to the theme's. */
  color: string;
  view: FindOrderView;
}
