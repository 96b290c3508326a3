// The Orders screen's reads over what a filter keeps: the four cards, a page newest first, the CSV's rows
// (docs/decisions.md#orders-at-scale).
import { BOOSTS_PER_TOKEN, normalizeOrderQuery, successRate } from "@boostdash/api-client/orders/rules";
import { isFinishedStatus, ORDER_STATUSES } from "@boostdash/api-client/orders/statuses";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";
import { cancellable, nextTurn, stillWanted } from "./droppedQuestions.ts";
import type { OrderStatus } from "./orderRows.ts";
import { filteredOrders, type OrdersFilter, searchOrders } from "./orderSearch.ts";

/** The four cards over the orders a filter keeps (`summarizeOrders`'s figures). */
export interface OrdersSummaryFigures {
  totalOrders: number;
  successRate: number;
  totalBoosts: number;
  completed: number;
}

/** Where a page starts: after the last order of the page before (keyset), or at a position. */
export type PageStart = { after: { createdAt: number; orderId: string } } | { offset: number } | undefined;

/** One order as the list's card shows it. */
export interface OrderListRow {
  orderId: string;
  status: OrderStatus;
  invite: string;
  stock: string;
  amount: number;
  successCount: number;
  failedCount: number;
  createdAt: number;
}

/** One order as a CSV row says it: the list's fields and the rest of its order.json but the tokens. */
export interface OrderExportRow extends OrderListRow {
  guildId: string;
  storeLink: string;
  discordLink: string;
  bbGuildId: string;
  claimedAt: number | null;
  reportedAt: number | null;
  storefrontInvoiceId: string | null;
  replacementOf: string | null;
}

const LIST_COLUMNS = [
  "orderId",
  "status",
  "invite",
  "stock",
  "amount",
  "successCount",
  "failedCount",
  "createdAt",
] as const;
const EXPORT_COLUMNS = [
  ...LIST_COLUMNS,
  "guildId",
  "storeLink",
  "discordLink",
  "bbGuildId",
  "claimedAt",
  "reportedAt",
  "storefrontInvoiceId",
  "replacementOf",
] as const;

/** One status's figures: its orders, their requested boosts and their successful tokens. */
interface StatusFigures {
  status: OrderStatus;
  orders: number | string | bigint;
  boosts: number | string | bigint | null;
  success: number | string | bigint | null;
}

/** The four cards from per-status figures (`summarizeOrders`'s rules). */
function cardsOf(groups: Iterable<StatusFigures>): OrdersSummaryFigures {
  let totalOrders = 0;
  let totalBoosts = 0;
  let finishedBoosts = 0;
  let successful = 0;
  let completed = 0;
  for (const t of groups) {
    totalOrders += Number(t.orders);
    totalBoosts += Number(t.boosts ?? 0);
    if (!isFinishedStatus(t.status)) continue;
    finishedBoosts += Number(t.boosts ?? 0);
    successful += Number(t.success ?? 0) * BOOSTS_PER_TOKEN;
    if (t.status === "completed") completed += Number(t.orders);
  }
  return { totalOrders, successRate: successRate(successful, finishedBoosts), totalBoosts, completed };
}

/**
 * Orders a SQLite search scans in one statement. The scan holds the process (better-sqlite3 is synchronous): at a
 * million orders a one-letter search reads the whole book, about half a second, and every other request waited
 * behind it, the next keystroke's too. In slices the server answers others between them, and stops once the
 * browser has dropped the question (docs/decisions.md#orders-at-a-million).
 */
export const SCAN_SLICE = 50_000;

/**
 * The first slice of a scan is this much smaller. A search's cards and first page are asked together: the page
 * waits for the cards' first slice, and a common search fills its page within the newest few hundred orders.
 */
const FIRST_SLICE_DIVISOR = 50;

/** A range of creation times, `(low, high]`; no `low`: to the oldest order; no `high`: from the newest. */
interface Slice {
  low: number | undefined;
  high: number | undefined;
}

/**
 * The seller's orders (of one status, when given) as ranges of creation times, newest first, each about `size`
 * orders (`first` for the first range) and all of a tie in one range, from `from` (inclusive) down. Between two
 * ranges the event loop turns, and a dropped question stops the walk.
 */
async function* slicesOf(
  db: Db,
  sellerId: string,
  status: OrderStatus | undefined,
  size: number,
  {
    first = size,
    from,
    signal,
  }: { first?: number; from?: number | undefined; signal?: AbortSignal | undefined },
): AsyncGenerator<Slice> {
  let high = from;
  let take = first;
  for (;;) {
    let bound = db.kysely.selectFrom("orders").where("sellerId", "=", sellerId);
    if (status !== undefined) bound = bound.where("status", "=", status);
    const edge = await (high === undefined ? bound : bound.where("createdAt", "<=", high))
      .select("createdAt")
      .orderBy("createdAt", "desc")
      .limit(1)
      .offset(take)
      .executeTakeFirst();
    let low = edge?.createdAt;
    if (low !== undefined && high !== undefined && low >= high) {
      // A slice of one creation time: the next slice starts below it.
      const below = await bound
        .where("createdAt", "<", high)
        .select((eb) => eb.fn.max("createdAt").as("t"))
        .executeTakeFirst();
      low = below?.t === null || below?.t === undefined ? undefined : Number(below.t);
    }
    yield { low, high };
    if (low === undefined) return;
    high = low;
    take = size;
    await nextTurn();
    stillWanted(signal);
  }
}

/** The orders of `query` within a slice's creation times. */
function within<O>(
  query: SelectQueryBuilder<Database, "orders", O>,
  { low, high }: Slice,
): SelectQueryBuilder<Database, "orders", O> {
  let q = query;
  if (high !== undefined) q = q.where("createdAt", "<=", high);
  if (low !== undefined) q = q.where("createdAt", ">", low);
  return q;
}

/**
 * The four cards over the orders a filter keeps (`summarizeOrders`'s figures): per-status totals without a search;
 * with one, the kept orders grouped by status, on SQLite a slice of the book at a time when it scans. A dropped
 * question (`signal`) stops it: between slices on SQLite, by cancelling the statement on PostgreSQL.
 */
export async function ordersSummary(
  db: Db,
  sellerId: string,
  filter: OrdersFilter,
  signal?: AbortSignal,
  slice = SCAN_SLICE,
): Promise<OrdersSummaryFigures> {
  const needle = normalizeOrderQuery(filter.q ?? "");
  if (needle === "" && filter.replacement === undefined) {
    return summaryOfTotals(db.kysely, sellerId, filter.status);
  }
  // A replacement is not a sale (docs/decisions.md#replacements): the search keeps them like any order, and their
  // figures are taken back out here, read from the few replacements alone so the search's own plan is unchanged.
  const unsold = await replacementFigures(db, sellerId, filter, needle);
  const grouped = async (query: SelectQueryBuilder<Database, "orders", object>) =>
    cardsOf([
      ...(await query
        .select((eb) => [
          "status",
          eb.fn.countAll<number>().as("orders"),
          eb.fn.sum<number>("amount").as("boosts"),
          eb.fn.sum<number>("successCount").as("success"),
        ])
        .groupBy("status")
        .execute()),
      ...unsold,
    ]);
  // In one statement on PostgreSQL (asynchronous: a long one does not hold the process), cancelled when dropped.
  if (db.dialect === "postgres")
    return cancellable(db, signal, async (on) => grouped((await searchOrders(on, sellerId, filter)).query));
  const search = await searchOrders(db, sellerId, filter);
  if (!search.scans) return grouped(search.query);
  // Per status, plain sums on the status index's range: SQLite adds three plain sums a row instead of five
  // conditional ones, and a GROUP BY sorted each slice in a temporary B-tree (50-85 ms a slice of 50,000 orders,
  // 21-27 ms this way).
  const figures: StatusFigures[] = [...unsold];
  const first = Math.max(1, Math.floor(slice / FIRST_SLICE_DIVISOR));
  for await (const range of slicesOf(db, sellerId, filter.status, slice, { first, signal })) {
    for (const status of filter.status === undefined ? ORDER_STATUSES : [filter.status]) {
      const r = await within(search.query, range)
        .where("status", "=", status)
        .select((eb) => [
          eb.fn.countAll<number>().as("orders"),
          eb.fn.sum<number>("amount").as("boosts"),
          eb.fn.sum<number>("successCount").as("success"),
        ])
        .executeTakeFirstOrThrow();
      figures.push({ status, ...r });
    }
  }
  return cardsOf(figures);
}

/**
 * The replacements among the orders a filter keeps, per status, negated (for `cardsOf` to take them out). Read
 * through the partial index of replacements (0018_replacements): the seller's replacements only, then the search's
 * substring test on their search text (`instr` as SQLite's search, `strpos` as PostgreSQL's LIKE).
 */
async function replacementFigures(
  db: Db,
  sellerId: string,
  filter: OrdersFilter,
  needle: string,
): Promise<StatusFigures[]> {
  // No replacement carries a request (requests are made on originals).
  if (filter.replacement !== undefined) return [];
  if (db.dialect === "sqlite") {
    const rows = await sqliteReplacementFigures(sellerId, filter.status, needle).execute(db.kysely);
    return negated(rows.rows);
  }
  let query = db.kysely
    .selectFrom("orders")
    .where("sellerId", "=", sellerId)
    .where(sql<boolean>`replacement_of IS NOT NULL`);
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  if (needle !== "") {
    query = query.where(
      db.dialect === "postgres"
        ? sql<number>`strpos(search_text, ${needle})`
        : sql<number>`instr(search_text, ${needle})`,
      ">",
      0,
    );
  }
  const rows = await query
    .select((eb) => [
      "status",
      eb.fn.countAll<number>().as("orders"),
      eb.fn.sum<number>("amount").as("boosts"),
      eb.fn.sum<number>("successCount").as("success"),
    ])
    .groupBy("status")
    .execute();
  return negated(rows);
}

/** Figures to take back out (`cardsOf` adds them). */
function negated(rows: readonly StatusFigures[]): StatusFigures[] {
  return rows.map((r) => ({
    status: r.status,
    orders: -Number(r.orders),
    boosts: -Number(r.boosts ?? 0),
    success: -Number(r.success ?? 0),
  }));
}

/**
 * `replacementFigures` on SQLite, through the partial index of replacements by name. Left to itself, SQLite's
 * planner (no statistics) walked the seller's status index for the GROUP BY's order and tested every order: 2-7 s
 * at a million orders, holding the process (better-sqlite3 is synchronous) on every search's cards, so the search's
 * first page waited behind it. Exported for its plan's test.
 */
export function sqliteReplacementFigures(sellerId: string, status: OrderStatus | undefined, needle: string) {
  return sql<StatusFigures>`SELECT status, count(*) AS orders, sum(amount) AS boosts, sum(success_count) AS success
    FROM orders INDEXED BY orders_replacements
    WHERE seller_id = ${sellerId} AND replacement_of IS NOT NULL
    ${status === undefined ? sql`` : sql`AND status = ${status}`}
    ${needle === "" ? sql`` : sql`AND instr(search_text, ${needle}) > 0`}
    GROUP BY status`;
}

/** The cards without a search: from the per-status totals the triggers keep (at most five rows). */
async function summaryOfTotals(
  k: Kysely<Database>,
  sellerId: string,
  status: OrderStatus | undefined,
): Promise<OrdersSummaryFigures> {
  let query = k
    .selectFrom("orderTotals")
    .select(["status", "orders", "boosts", "success"])
    .where("sellerId", "=", sellerId);
  if (status !== undefined) query = query.where("status", "=", status);
  return cardsOf(await query.execute());
}

/** Newest first, ties by order id; from `start` on. */
function newestFirst<O>(
  query: SelectQueryBuilder<Database, "orders", O>,
  start: PageStart,
): SelectQueryBuilder<Database, "orders", O> {
  let q = query.orderBy("createdAt", "desc").orderBy("orderId");
  if (start && "after" in start) {
    const { createdAt, orderId } = start.after;
    // The row value (created_at, order_id) after the cursor's, in the page's order; the first condition bounds
    // the index range, the second settles ties.
    q = q
      .where("createdAt", "<=", createdAt)
      .where((eb) => eb.or([eb("createdAt", "<", createdAt), eb("orderId", ">", orderId)]));
  }
  if (start && "offset" in start && start.offset > 0) q = q.offset(start.offset);
  return q;
}

/**
 * A page of the orders a filter keeps, newest first: `limit` of them, and whether more follow. A keyset start
 * reads only the page's rows from the index; an offset walks the index up to it (docs/decisions.md#orders-at-scale).
 * A search with no trigram shortcut walks the index until its page is full: on SQLite a slice at a time from the
 * keyset start (a rare two-letter search, or one that keeps nothing, walks the whole book), on PostgreSQL in one
 * statement; a dropped question (`signal`) stops either.
 */
export async function ordersPage(
  db: Db,
  sellerId: string,
  filter: OrdersFilter,
  start: PageStart,
  limit: number,
  signal?: AbortSignal,
  slice = SCAN_SLICE,
): Promise<{ rows: OrderListRow[]; more: boolean }> {
  const rows = await cancellable(db, signal, async (on) => {
    const search = await searchOrders(on, sellerId, filter);
    const page = newestFirst(search.query.select(LIST_COLUMNS), start);
    if (on.dialect !== "sqlite" || !search.scans || (start !== undefined && "offset" in start))
      return page.limit(limit + 1).execute();
    const found: OrderListRow[] = [];
    const from = start?.after.createdAt;
    const first = Math.max(1, Math.floor(slice / FIRST_SLICE_DIVISOR));
    for await (const range of slicesOf(on, sellerId, filter.status, slice, { first, from, signal })) {
      found.push(
        ...(await within(page, range)
          .limit(limit + 1 - found.length)
          .execute()),
      );
      if (found.length > limit) break;
    }
    return found;
  });
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/**
 * Every order a filter keeps, newest first, a batch at a time (keyset, one short query each): an export of
 * 100,000 orders never holds them all, nor a connection between batches.
 */
export async function* exportOrderRows(
  db: Db,
  sellerId: string,
  filter: OrdersFilter,
  batch: number,
): AsyncGenerator<OrderExportRow[]> {
  let start: PageStart;
  for (;;) {
    const rows = await newestFirst((await filteredOrders(db, sellerId, filter)).select(EXPORT_COLUMNS), start)
      .limit(batch)
      .execute();
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < batch) return;
    start = { after: { createdAt: last.createdAt, orderId: last.orderId } };
  }
}
