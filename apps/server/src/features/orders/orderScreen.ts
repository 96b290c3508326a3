// The Orders screen's reads over what a filter keeps: the four cards, a page newest first, the CSV's rows
// (docs/decisions.md#orders-at-scale).
import { BOOSTS_PER_TOKEN, normalizeOrderQuery, successRate } from "@boostdash/api-client/orders/rules";
import { FINISHED_ORDER_STATUSES, isFinishedStatus } from "@boostdash/api-client/orders/statuses";
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";
import type { OrderStatus } from "./orderRows.ts";
import { filteredOrders, type OrdersFilter } from "./orderSearch.ts";

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
] as const;

/** The four cards over the orders a filter keeps, in one aggregate query (`summarizeOrders`'s figures). */
export async function ordersSummary(
  db: Db,
  sellerId: string,
  filter: OrdersFilter,
): Promise<OrdersSummaryFigures> {
  if (normalizeOrderQuery(filter.q ?? "") === "") return summaryOfTotals(db.kysely, sellerId, filter.status);
  const finished = (eb: ExpressionBuilder<Database, "orders">) =>
    eb("status", "in", [...FINISHED_ORDER_STATUSES]);
  const r = await (await filteredOrders(db, sellerId, filter))
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>("amount").as("boosts"),
      eb.fn
        .sum<number>(eb.case().when(finished(eb)).then(eb.ref("amount")).else(0).end())
        .as("finishedBoosts"),
      eb.fn
        .sum<number>(eb.case().when(finished(eb)).then(eb.ref("successCount")).else(0).end())
        .as("finishedTokens"),
      eb.fn.sum<number>(eb.case().when("status", "=", "completed").then(1).else(0).end()).as("completed"),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalOrders: Number(r.total),
    successRate: successRate(Number(r.finishedTokens ?? 0) * BOOSTS_PER_TOKEN, Number(r.finishedBoosts ?? 0)),
    totalBoosts: Number(r.boosts ?? 0),
    completed: Number(r.completed ?? 0),
  };
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
  let totalOrders = 0;
  let totalBoosts = 0;
  let finishedBoosts = 0;
  let successful = 0;
  let completed = 0;
  for (const t of await query.execute()) {
    totalOrders += Number(t.orders);
    totalBoosts += Number(t.boosts);
    if (!isFinishedStatus(t.status)) continue;
    finishedBoosts += Number(t.boosts);
    successful += Number(t.success) * BOOSTS_PER_TOKEN;
    if (t.status === "completed") completed += Number(t.orders);
  }
  return { totalOrders, successRate: successRate(successful, finishedBoosts), totalBoosts, completed };
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
