// Home's trends: per-day figures of a seller's orders over a range, in one grouped query on the (seller_id,
// created_at) index, and the last 7 days' sales per stock file for the runway (docs/decisions.md#home-trends).
import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";

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
  constructor(private readonly db: Db) {}

  /** Token count of a JSON list column, as each database spells it. */
  private tokens(column: "success_tokens") {
    return this.db.dialect === "postgres"
      ? sql<number>`json_array_length(${sql.ref(column)}::json)`
      : sql<number>`json_array_length(${sql.ref(column)})`;
  }

  /** One row per UTC day with orders, from `fromMs` on. */
  async days(sellerId: string, fromMs: number): Promise<DayRow[]> {
    const tokens = this.tokens("success_tokens");
    // An order on its way (redeemed, claimed, processing) is counted as an order, never in the success rate.
    const finished = sql`state NOT IN ('pending', 'claimed', 'processing')`;
    const day =
      this.db.dialect === "postgres"
        ? sql<number>`floor(created_at / ${sql.lit(DAY_MS)})::bigint`
        : // A literal: a bound number is a float in SQLite, and the division would not round down to the day.
          sql<number>`created_at / ${sql.lit(DAY_MS)}`;
    const r = await sql<Record<keyof DayRow, number | string | null>>`
      SELECT ${day} AS day,
        count(*) AS orders,
        sum(${tokens}) AS success_tokens,
        sum(CASE WHEN ${finished} THEN 1 ELSE 0 END) AS finished_orders,
        sum(CASE WHEN ${finished} THEN amount ELSE 0 END) AS finished_requested,
        sum(CASE WHEN ${finished} THEN ${tokens} ELSE 0 END) AS finished_success_tokens
      FROM orders
      WHERE seller_id = ${sellerId} AND created_at >= ${fromMs}
      GROUP BY 1`.execute(this.db.kysely);
    return r.rows.map((row) => ({
      day: Number(row.day),
      orders: Number(row.orders ?? 0),
      successTokens: Number(row.successTokens ?? 0),
      finishedOrders: Number(row.finishedOrders ?? 0),
      finishedRequested: Number(row.finishedRequested ?? 0),
      finishedSuccessTokens: Number(row.finishedSuccessTokens ?? 0),
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
