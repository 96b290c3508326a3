// Home's trends: per-day figures of a seller's orders over a range, one query on the per-day summary that the
// triggers of migrations.ts keep, and the last 7 days' sales per stock file for the runway
// (docs/decisions.md#home-trends).
import type { Kysely } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";

/** `order_days` (migrations.ts), camelCase as Kysely's CamelCasePlugin shows it. */
type InsightsTables = {
  orderDays: {
    sellerId: string;
    day: number;
    orders: number;
    success: number;
    finished: number;
    finishedRequested: number;
    finishedSuccess: number;
  };
};

export interface DayRow {
  day: number;
  orders: number;
  successTokens: number;
  finishedOrders: number;
  finishedRequested: number;
  finishedSuccessTokens: number;
}

const DAY_MS = 86_400_000;

export class TrendsRepository {
  private readonly k: Kysely<Database & InsightsTables>;

  constructor(private readonly db: Db) {
    this.k = db.kysely.withTables<InsightsTables>();
  }

  /** One row per UTC day with orders, from `fromMs` on: the triggers' summary (migrations.ts), at most 90 rows. */
  async days(sellerId: string, fromMs: number): Promise<DayRow[]> {
    const rows = await this.k
      .selectFrom("orderDays")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("day", ">=", Math.floor(fromMs / DAY_MS))
      .execute();
    return rows.map((r) => ({
      day: Number(r.day),
      orders: Number(r.orders),
      successTokens: Number(r.success),
      finishedOrders: Number(r.finished),
      finishedRequested: Number(r.finishedRequested),
      finishedSuccessTokens: Number(r.finishedSuccess),
    }));
  }

  /** Units ordered per stock file since `fromMs`. */
  async soldByStock(sellerId: string, fromMs: number): Promise<{ stock: string; sold: number }[]> {
    const r = await this.db.kysely
      .selectFrom("orders")
      .select((eb) => ["stock", eb.fn.sum<number>("amount").as("sold")])
      .where("sellerId", "=", sellerId)
      .where("createdAt", ">=", fromMs)
      .groupBy("stock")
      .execute();
    return r.map((x) => ({ stock: x.stock, sold: Number(x.sold ?? 0) }));
  }
}
