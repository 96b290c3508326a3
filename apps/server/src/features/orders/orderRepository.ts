// Orders (one per order.json folder the bot writes, or per redeem), and the dashboard's figures over them.
import { BOOSTS_PER_TOKEN, formatStockName } from "@boostdash/api-client/orders/rules";
import type { Selectable } from "kysely";
import { Repository } from "../../db/repository.ts";
import type { OrderState, OrdersTable } from "../../db/schema.ts";
import { humanAction } from "../logs/logRepository.ts";

export type { OrderState };

export interface OrderInput {
  orderId: string;
  guildId: string;
  invite: string;
  stock: string;
  amount: number;
  successTokens: string[];
  failedTokens: string[];
  storeLink: string;
  discordLink: string;
  bbGuildId: string;
  createdAt?: number | undefined;
}

export interface RedeemDetails {
  email: string;
  displayName: string;
  bio: string;
  avatar: string;
  banner: string;
}

export interface Order extends Omit<OrderInput, "createdAt"> {
  state: OrderState;
  redeem: RedeemDetails | null;
  createdAt: number;
  updatedAt: number;
}

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

/** A token list column: JSON text, anything unreadable as no tokens. */
export function parseList(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** Boosts delivered by a JSON token list column. */
const deliveredBoosts = (successTokens: string) => parseList(successTokens).length * BOOSTS_PER_TOKEN;

/** A row as the code uses it: token lists parsed, the customer's redeem details grouped (null: not a redeem). */
export function toOrder(row: Selectable<OrdersTable>): Order {
  const {
    sellerId: _seller,
    successTokens,
    failedTokens,
    email,
    displayName,
    bio,
    avatar,
    banner,
    ...rest
  } = row;
  return {
    ...rest,
    successTokens: parseList(successTokens),
    failedTokens: parseList(failedTokens),
    redeem:
      email === null
        ? null
        : {
            email,
            displayName: displayName ?? "",
            bio: bio ?? "",
            avatar: avatar ?? "",
            banner: banner ?? "",
          },
  };
}

export class OrderRepository extends Repository {
  async upsert(sellerId: string, o: OrderInput, now = Date.now()): Promise<void> {
    const { createdAt, successTokens, failedTokens, orderId, ...fields } = o;
    const values = {
      ...fields,
      successTokens: JSON.stringify(successTokens),
      failedTokens: JSON.stringify(failedTokens),
      updatedAt: now,
    };
    await this.k
      .insertInto("orders")
      .values({ ...values, sellerId, orderId, state: "done", createdAt: createdAt ?? now })
      .onConflict((oc) =>
        oc
          .columns(["sellerId", "orderId"])
          .doUpdateSet(createdAt === undefined ? values : { ...values, createdAt }),
      )
      .execute();
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

  async dashboardStats(sellerId: string, now = Date.now()): Promise<DashboardStats> {
    const counts = await this.k
      .selectFrom("orders")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
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
      .executeTakeFirstOrThrow();
    const recent = await this.k
      .selectFrom("orders")
      .select("successTokens")
      .where("sellerId", "=", sellerId)
      .where("createdAt", ">=", now - 24 * HOUR)
      .execute();
    return {
      totalOrders: Number(counts.total),
      newOrders: Number(counts.lastHour ?? 0),
      boostsL24: recent.reduce((n, r) => n + deliveredBoosts(r.successTokens), 0),
    };
  }

  /** The seller's latest orders and log events, merged, newest first. */
  async recentActivity(sellerId: string, limit = 10): Promise<ActivityItem[]> {
    const orders = await this.k
      .selectFrom("orders")
      .select(["orderId", "amount", "stock", "state", "successTokens", "createdAt"])
      .where("sellerId", "=", sellerId)
      .orderBy("createdAt", "desc")
      .limit(limit)
      .execute();
    const logs = await this.k
      .selectFrom("logs")
      .select(["action", "details", "timestamp"])
      .where("sellerId", "=", sellerId)
      // A redemption is already in the list as its order ('Order redeemed'): its log entry would say it twice.
      .where("action", "!=", "redeem")
      .orderBy("timestamp", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    const items: ActivityItem[] = [
      ...orders.map((o) => ({
        action: o.state === "done" ? "New order" : "Order redeemed",
        details: `#${o.orderId}: ${o.amount.toLocaleString("en-US")} boosts, ${formatStockName(o.stock)}${
          o.state === "done" ? `, ${deliveredBoosts(o.successTokens).toLocaleString("en-US")} delivered` : ""
        }`,
        time: o.createdAt,
      })),
      ...logs.map((l) => ({ action: humanAction(l.action), details: l.details, time: l.timestamp })),
    ];
    return items.sort((a, b) => b.time - a.time).slice(0, limit);
  }
}
