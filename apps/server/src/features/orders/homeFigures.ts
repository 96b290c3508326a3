// Home's figures and activity feed over a seller's orders (docs/decisions.md#home-time-to-data).
import { BOOSTS_PER_TOKEN, formatStockName } from "@boostdash/api-client/orders/rules";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { humanAction } from "../logs/logRepository.ts";
import { parseList } from "./orderRows.ts";

export interface DashboardStats {
  totalOrders: number;
  newOrders: number;
  boostsL24: number;
}

export interface ActivityItem {
  action: string;
  details: string;
  time: number;
}

const HOUR = 3600_000;

/** Boosts delivered by a JSON token list column. */
const deliveredBoosts = (successTokens: string) => parseList(successTokens).length * BOOSTS_PER_TOKEN;

export async function dashboardStats(
  k: Kysely<Database>,
  sellerId: string,
  now: number,
): Promise<DashboardStats> {
  // The total from the per-status totals the triggers keep (orders/migrations.ts; sales only since 0018_replacements): counting the seller's index
  // took 150-470 ms at a million orders; the last day's orders are a short range of it.
  const counts = await k
    .selectFrom("orderTotals")
    .select((eb) => eb.fn.sum<number>("orders").as("total"))
    .where("sellerId", "=", sellerId)
    .executeTakeFirstOrThrow();
  const recent = await k
    .selectFrom("orders")
    .select((eb) => [
      eb.fn.sum<number>("successCount").as("tokens"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when("createdAt", ">=", now - HOUR)
            .then(1)
            .else(0)
            .end(),
        )
        .as("lastHour"),
    ])
    .where("sellerId", "=", sellerId)
    .where("createdAt", ">=", now - 24 * HOUR)
    // A replacement is not a sale, nor are its boosts (docs/decisions.md#replacements).
    .where("replacementOf", "is", null)
    .executeTakeFirstOrThrow();
  return {
    totalOrders: Number(counts.total ?? 0),
    newOrders: Number(recent.lastHour ?? 0),
    boostsL24: Number(recent.tokens ?? 0) * BOOSTS_PER_TOKEN,
  };
}

/**
 * The seller's latest order steps and log events, merged, newest first: each order once as it arrived ('Order
 * redeemed' for a redeem, 'New order' for one the bot wrote unfinished) and once as it was reported ('Boosts
 * delivered').
 */
export async function recentActivity(
  k: Kysely<Database>,
  sellerId: string,
  limit: number,
): Promise<ActivityItem[]> {
  const columns = [
    "orderId",
    "amount",
    "stock",
    "status",
    "email",
    "successTokens",
    "createdAt",
    "reportedAt",
    "replacementOf",
  ] as const;
  const arrived = await k
    .selectFrom("orders")
    .select(columns)
    .where("sellerId", "=", sellerId)
    // A bot order written already finished arrives and is delivered at once: its delivery says both.
    .where((eb) => eb.or([eb("email", "is not", null), eb("reportedAt", "is", null)]))
    .orderBy("createdAt", "desc")
    .limit(limit)
    .execute();
  const delivered = await k
    .selectFrom("orders")
    .select(columns)
    .where("sellerId", "=", sellerId)
    .where("reportedAt", "is not", null)
    .orderBy("reportedAt", "desc")
    .limit(limit)
    .execute();
  const logs = await k
    .selectFrom("logs")
    .select(["action", "details", "timestamp"])
    .where("sellerId", "=", sellerId)
    // A redemption and its delivery are already in the list as their order's steps: their log entries would
    // say them twice.
    .where("action", "not in", ["redeem", "redeem_delivered"])
    .orderBy("timestamp", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const boosts = (n: number) => n.toLocaleString("en-US");
  const items: ActivityItem[] = [
    ...arrived.map((o) => ({
      // A replacement arrives as a decision of the seller's, not a sale (docs/decisions.md#replacements).
      action:
        o.replacementOf !== null ? "Replacement started" : o.email === null ? "New order" : "Order redeemed",
      details: `#${o.orderId}: ${boosts(o.amount)} boosts, ${formatStockName(o.stock)}${o.replacementOf !== null ? `, replacing #${o.replacementOf}` : ""}`,
      time: o.createdAt,
    })),
    ...delivered.map((o) => ({
      action: o.replacementOf !== null ? "Replacement delivered" : "Boosts delivered",
      details: `#${o.orderId}: ${boosts(deliveredBoosts(o.successTokens))} of ${boosts(o.amount)} boosts delivered, ${formatStockName(o.stock)}${o.replacementOf !== null ? `, replacing #${o.replacementOf}` : ""}`,
      time: o.reportedAt ?? o.createdAt,
    })),
    ...logs.map((l) => ({ action: humanAction(l.action), details: l.details, time: l.timestamp })),
  ];
  return items.sort((a, b) => b.time - a.time).slice(0, limit);
}
