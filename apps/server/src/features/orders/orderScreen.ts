// The Orders screen's reads over what a filter keeps: the four cards, a page newest first, the CSV's rows
// (docs/decisions.md#orders-at-scale).
import { BOOSTS_PER_TOKEN, normalizeOrderQuery, successRate } from "@boostdash/api-client/orders/rules";
import { isFinishedStatus, ORDER_STATUSES } from "@boostdash/api-client/orders/statuses";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";
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

/** Whether the question is still wanted (its request still open); checked between slices. */
export type StillWanted = () => boolean;

/** The question was dropped before its answer was made. */
export class QuestionDropped extends Error {
  constructor() {
    super("The request was closed before its answer was made");
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The four cards over the orders a filter keeps (`summarizeOrders`'s figures): per-status totals without a search;
 * with one, the kept orders grouped by status, on SQLite a slice of the book at a time when it scans.
 */
export async function ordersSummary(
  db: Db,
  sellerId: string,
  filter: OrdersFilter,
  stillWanted: StillWanted = () => true,
  slice = SCAN_SLICE,
): Promise<OrdersSummaryFigures> {
  const needle = normalizeOrderQuery(filter.q ?? "");
  if (needle === "" && filter.replacement === undefined) {
    return summaryOfTotals(db.kysely, sellerId, filter.status);
  }
  // A replacement is not a sale (docs/decisions.md#replacements): the search keeps them like any order, and their
  // figures are taken back out here, read from the few replacements alone so the search's own plan is unchanged.
  const unsold = await replacementFigures(db, sellerId, filter, needle);
  const search = await searchOrders(db, sellerId, filter);
  // Grouped by status, summed in JavaScript: SQLite adds three plain sums a row instead of five conditional ones
  // (at a million orders 550 ms instead of 760-950 ms for a one-letter search).
  const grouped = (query: typeof search.query) =>
    query
      .select((eb) => [
        "status",
        eb.fn.countAll<number>().as("orders"),
        eb.fn.sum<number>("amount").as("boosts"),
        eb.fn.sum<number>("successCount").as("success"),
      ])
      .groupBy("status")
      .execute();
  if (db.dialect !== "sqlite" || !search.scans) return cardsOf([...(await grouped(search.query)), ...unsold]);
  const figures: StatusFigures[] = [...unsold];
  // Slices by creation time, newest first: (low, high], each about `slice` orders (all of a tie in one slice).
  let high: number | undefined;
  for (;;) {
    const inRange = (
      q: SelectQueryBuilder<Database, "orders", object>,
    ): SelectQueryBuilder<Database, "orders", object> =>
      high === undefined ? q : q.where("createdAt", "<=", high);
    let bound = db.kysely.selectFrom("orders").where("sellerId", "=", sellerId);
    if (filter.status !== undefined) bound = bound.where("status", "=", filter.status);
    const edge = await inRange(bound)
      .select("createdAt")
      .orderBy("createdAt", "desc")
      .limit(1)
      .offset(slice)
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
    // Per status, plain sums on the status index's range: a GROUP BY sorted each slice in a temporary B-tree
    // (50-85 ms a slice of 50,000 orders, 21-27 ms this way).
    for (const status of filter.status === undefined ? ORDER_STATUSES : [filter.status]) {
      let part = inRange(search.query).where("status", "=", status);
      if (low !== undefined) part = part.where("createdAt", ">", low);
      const r = await part
        .select((eb) => [
          eb.fn.countAll<number>().as("orders"),
          eb.fn.sum<number>("amount").as("boosts"),
          eb.fn.sum<number>("successCount").as("success"),
        ])
        .executeTakeFirstOrThrow();
      figures.push({ status, ...r });
    }
    if (low === undefined) break;
    high = low;
    await nextTurn();
    if (!stillWanted()) throw new QuestionDropped();
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
  return rows.map((r) => ({
    status: r.status,
    orders: -Number(r.orders),
    boosts: -Number(r.boosts ?? 0),
    success: -Number(r.success ?? 0),
  }));
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
 */
export async function ordersPage(
  db: Db,
  sellerId: string,
  filter: OrdersFilter,
  start: PageStart,
  limit: number,
): Promise<{ rows: OrderListRow[]; more: boolean }> {
  const rows = await newestFirst((await filteredOrders(db, sellerId, filter)).select(LIST_COLUMNS), start)
    .limit(limit + 1)
    .execute();
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
