// Orders (one per order.json folder the bot writes, or per redeem), and the dashboard's figures over them. Each job
// has its file: the row and its types (orderRows.ts), writes (orderWrites.ts), the search (orderSearch.ts), the
// Orders screen's reads (orderScreen.ts), Home's figures (homeFigures.ts); this class is what the features call.
import { Repository } from "../../db/repository.ts";
import { type ActivityItem, type DashboardStats, dashboardStats, recentActivity } from "./homeFigures.ts";
import { type Order, type OrderChange, type OrderInput, toOrder } from "./orderRows.ts";
import {
  exportOrderRows,
  type OrderExportRow,
  type OrderListRow,
  type OrdersSummaryFigures,
  ordersPage,
  ordersSummary,
  type PageStart,
} from "./orderScreen.ts";
import type { OrdersFilter } from "./orderSearch.ts";
import { upsertOrder, upsertOrders } from "./orderWrites.ts";

export type { ActivityItem, DashboardStats } from "./homeFigures.ts";
export {
  type Order,
  type OrderChange,
  type OrderInput,
  type OrderStatus,
  parseList,
  type RedeemDetails,
  statusOf,
  storedSearchText,
  toOrder,
} from "./orderRows.ts";
export type { OrderExportRow, OrderListRow, OrdersSummaryFigures, PageStart } from "./orderScreen.ts";
export type { OrdersFilter } from "./orderSearch.ts";

export class OrderRepository extends Repository {
  /**
   * Writes the bot's order.json (or an imported one). Each step's time is kept from the first write that reached
   * it: a processing order is claimed now unless it was already; a finished one reported now unless it was already.
   * Back to pending, the later steps are cleared (the bot starts over).
   */
  upsert(sellerId: string, o: OrderInput, now = Date.now()): Promise<OrderChange> {
    return this.tx((trx) => upsertOrder(trx, sellerId, o, now));
  }

  /**
   * Writes many imported orders (the CLI's import-orders), each as `upsert` would, in one statement: no read
   * before each write and one round trip per batch, so 100,000 orders import in seconds, not minutes
   * (docs/decisions.md#orders-at-scale). An order id given twice keeps its last.
   */
  upsertMany(
    sellerId: string,
    orders: readonly (OrderInput & { createdAt: number })[],
    now = Date.now(),
  ): Promise<void> {
    return upsertOrders(this.k, sellerId, orders, now);
  }

  async get(sellerId: string, orderId: string): Promise<Order | undefined> {
    const r = await this.k
      .selectFrom("orders")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("orderId", "=", orderId)
      .executeTakeFirst();
    return r && toOrder(r);
  }

  /** The seller's orders among `orderIds` (at most a batch), in one query; ids it does not have are left out. */
  async getMany(sellerId: string, orderIds: readonly string[]): Promise<Order[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.k
      .selectFrom("orders")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("orderId", "in", [...orderIds])
      .execute();
    return rows.map(toOrder);
  }

  /** Order ids with their creation time, newest first. */
  listFolders(sellerId: string): Promise<{ orderId: string; createdAt: number }[]> {
    return this.k
      .selectFrom("orders")
      .select(["orderId", "createdAt"])
      .where("sellerId", "=", sellerId)
      .orderBy("createdAt", "desc")
      .orderBy("orderId")
      .execute();
  }

  dashboardStats(sellerId: string, now = Date.now()): Promise<DashboardStats> {
    return dashboardStats(this.k, sellerId, now);
  }

  /**
   * The four cards over the orders a filter keeps (`summarizeOrders`'s figures); stops with `QuestionDropped` once
   * `signal` aborts (the browser dropped the question).
   */
  summary(
    sellerId: string,
    filter: OrdersFilter,
    signal?: AbortSignal,
    slice?: number,
  ): Promise<OrdersSummaryFigures> {
    return ordersSummary(this.db, sellerId, filter, signal, slice);
  }

  /**
   * A page of the orders a filter keeps, newest first: `limit` of them, and whether more follow. A keyset start
   * reads only the page's rows from the index; an offset walks the index up to it (docs/decisions.md#orders-at-scale).
   * Stops with `QuestionDropped` once `signal` aborts.
   */
  page(
    sellerId: string,
    filter: OrdersFilter,
    start: PageStart,
    limit: number,
    signal?: AbortSignal,
    slice?: number,
  ): Promise<{ rows: OrderListRow[]; more: boolean }> {
    return ordersPage(this.db, sellerId, filter, start, limit, signal, slice);
  }

  /**
   * Every order a filter keeps, newest first, a batch at a time (keyset, one short query each): an export of
   * 100,000 orders never holds them all, nor a connection between batches.
   */
  exportRows(sellerId: string, filter: OrdersFilter, batch = 1000): AsyncGenerator<OrderExportRow[]> {
    return exportOrderRows(this.db, sellerId, filter, batch);
  }

  /**
   * The seller's latest order steps and log events, merged, newest first: each order once as it arrived ('Order
   * redeemed' for a redeem, 'New order' for one the bot wrote unfinished) and once as it was reported ('Boosts
   * delivered').
   */
  recentActivity(sellerId: string, limit = 10): Promise<ActivityItem[]> {
    return recentActivity(this.k, sellerId, limit);
  }
}
