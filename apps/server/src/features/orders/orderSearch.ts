// The Orders screen's search and status filter over the whole order book (docs/decisions.md#orders-at-scale).
import { normalizeOrderQuery } from "@boostdash/api-client/orders/rules";
import { type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";
import type { OrderStatus } from "./orderRows.ts";

/** Below this many trigram matches a SQLite search reads the matches; at or above, it scans the index. */
const FEW_MATCHES = 20_000;

/** What the Orders screen asks over the whole order book: a search and one status (both optional). */
export interface OrdersFilter {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  /** "requested": only orders with an open replacement request (docs/decisions.md#replacements). */
  replacement?: "requested" | undefined;
}

/** Keeps only the orders with an open replacement request, when the filter asks (a short list, by its index). */
function withReplacementFilter<Q extends SelectQueryBuilder<Database, "orders", object>>(
  query: Q,
  sellerId: string,
  filter: OrdersFilter,
): Q {
  if (filter.replacement !== "requested") return query;
  return query.where("orders.orderId", "in", (eb) =>
    eb
      .selectFrom("replacementRequests")
      .select("replacementRequests.orderId")
      .where("replacementRequests.sellerId", "=", sellerId)
      .where("replacementRequests.status", "=", "open"),
  ) as Q;
}

/**
 * The seller's orders a filter keeps. The search is a substring test of `search_text`, as the browser's
 * `includes`, with no case folding of the database's own. On SQLite a query of three characters or more that
 * the trigram index finds in fewer than `FEW_MATCHES` orders reads only those (a rare id, a guild); a common one
 * scans the index, which is as fast. PostgreSQL's planner makes that choice itself with pg_trgm's index
 * (docs/decisions.md#orders-at-scale).
 */
export async function filteredOrders(db: Db, sellerId: string, filter: OrdersFilter) {
  return (await searchOrders(db, sellerId, filter)).query;
}

/** `filteredOrders`, and whether it scans the seller's orders (no trigram shortcut: a short or common query). */
export async function searchOrders(db: Db, sellerId: string, filter: OrdersFilter) {
  let query = withReplacementFilter(
    db.kysely.selectFrom("orders").where("sellerId", "=", sellerId),
    sellerId,
    filter,
  );
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  const needle = normalizeOrderQuery(filter.q ?? "");
  if (needle === "") return { query, scans: false };
  if (db.dialect === "postgres") {
    // LIKE, which a trigram index (where pg_trgm is installed) answers; case-sensitive, so it is the substring
    // test of two lower-cased texts, with LIKE's own characters escaped.
    const pattern = `%${needle.replace(/[\\%_]/g, "\\$&")}%`;
    return { query: query.where(sql<boolean>`search_text LIKE ${pattern}`), scans: false };
  }
  query = query.where(sql<number>`instr(search_text, ${needle})`, ">", 0);
  if ([...needle].length < 3) return { query, scans: true };
  // A phrase of the trigram tokenizer matches the text as a substring; only `"` is special inside it.
  const phrase = `"${needle.replaceAll('"', '""')}"`;
  const probe = await sql<{ n: number }>`SELECT count(*) AS n FROM
    (SELECT rowid FROM orders_search WHERE orders_search MATCH ${phrase} LIMIT ${FEW_MATCHES})`.execute(
    db.kysely,
  );
  if (Number(probe.rows[0]?.n ?? FEW_MATCHES) >= FEW_MATCHES) return { query, scans: true };
  // Read by rowid from the matches: the unary `+` keeps SQLite's planner from walking the seller's index
  // instead (without statistics it would, and test each of its orders against the match list).
  let few = withReplacementFilter(db.kysely.selectFrom("orders"), sellerId, filter)
    .where(
      sql<boolean>`orders.rowid IN (SELECT rowid FROM orders_search WHERE orders_search MATCH ${phrase})`,
    )
    .where(sql<boolean>`+orders.seller_id = ${sellerId}`)
    .where(sql<number>`instr(search_text, ${needle})`, ">", 0);
  if (filter.status !== undefined) few = few.where(sql<boolean>`+orders.status = ${filter.status}`);
  return { query: few, scans: false };
}
