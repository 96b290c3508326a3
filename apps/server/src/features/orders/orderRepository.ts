// Orders (one per order.json folder the bot writes, or per redeem), and the dashboard's figures over them.
import { BOOSTS_PER_TOKEN, deriveOrderStatus, formatStockName } from "@boostdash/api-client/orders/rules";
import { isFinishedStatus, type OrderStatus } from "@boostdash/api-client/orders/statuses";
import type { Selectable } from "kysely";
import { Repository } from "../../db/repository.ts";
import type { OrdersTable } from "../../db/schema.ts";
import { humanAction } from "../logs/logRepository.ts";

export type { OrderStatus };

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
  /**
   * The bot's status (docs/product.md#order-lifecycle). Absent: reported, as every order.json was before the
   * lifecycle. A finished status is decided by docs/product.md#order-status-rule from the tokens, whichever the
   * bot named, so the status never disagrees with the figures beside it.
   */
  status?: OrderStatus | undefined;
}

export interface RedeemDetails {
  email: string;
  displayName: string;
  bio: string;
  avatar: string;
  banner: string;
}

export interface Order extends Omit<OrderInput, "createdAt" | "status"> {
  status: OrderStatus;
  redeem: RedeemDetails | null;
  /** The redeem, or the bot's first write: the lifecycle's first step. */
  createdAt: number;
  /** When the bot claimed it; null until then, and for orders the bot wrote already finished. */
  claimedAt: number | null;
  /** When the bot reported its result; null while unfinished. */
  reportedAt: number | null;
  updatedAt: number;
}

/** What an upsert did, for the live events (docs/decisions.md#order-lifecycle). */
export interface OrderChange {
  /** The status before; undefined when the order is new. */
  previous: OrderStatus | undefined;
  status: OrderStatus;
}

/** The status an order's tokens and the bot's word give it (docs/product.md#order-status-rule for finished ones). */
export function statusOf(o: Pick<OrderInput, "status" | "successTokens" | "amount">): OrderStatus {
  if (o.status !== undefined && !isFinishedStatus(o.status)) return o.status;
  return deriveOrderStatus(o.successTokens.length, o.amount);
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
  /**
   * Writes the bot's order.json (or an imported one). Each step's time is kept from the first write that reached
   * it: a processing order is claimed now unless it was already; a finished one reported now unless it was already.
   * Back to pending, the later steps are cleared (the bot starts over).
   */
  async upsert(sellerId: string, o: OrderInput, now = Date.now()): Promise<OrderChange> {
    const { createdAt, successTokens, failedTokens, orderId, status: _asked, ...fields } = o;
    const status = statusOf(o);
    const finished = isFinishedStatus(status);
    const values = {
      ...fields,
      successTokens: JSON.stringify(successTokens),
      failedTokens: JSON.stringify(failedTokens),
      status,
      updatedAt: now,
    };
    return this.tx(async (trx) => {
      const before = await trx
        .selectFrom("orders")
        .select("status")
        .where("sellerId", "=", sellerId)
        .where("orderId", "=", orderId)
        .executeTakeFirst();
      const made = createdAt ?? now;
      await trx
        .insertInto("orders")
        .values({
          ...values,
          sellerId,
          orderId,
          createdAt: made,
          claimedAt: status === "processing" ? now : null,
          // An imported finished order was reported when it was made.
          reportedAt: finished ? made : null,
        })
        .onConflict((oc) =>
          oc.columns(["sellerId", "orderId"]).doUpdateSet((eb) => ({
            ...values,
            ...(createdAt === undefined ? {} : { createdAt }),
            claimedAt:
              status === "pending"
                ? null
                : status === "processing"
                  ? eb.fn.coalesce("orders.claimedAt", eb.val(now))
                  : eb.ref("orders.claimedAt"),
            reportedAt: finished ? eb.fn.coalesce("orders.reportedAt", eb.val(now)) : null,
          })),
        )
        .execute();
      return { previous: before?.status, status };
    });
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

  /**
   * The seller's latest order steps and log events, merged, newest first: each order once as it arrived ('Order
   * redeemed' for a redeem, 'New order' for one the bot wrote unfinished) and once as it was reported ('Boosts
   * delivered').
   */
  async recentActivity(sellerId: string, limit = 10): Promise<ActivityItem[]> {
    const columns = [
      "orderId",
      "amount",
      "stock",
      "status",
      "email",
      "successTokens",
      "createdAt",
      "reportedAt",
    ] as const;
    const arrived = await this.k
      .selectFrom("orders")
      .select(columns)
      .where("sellerId", "=", sellerId)
      // A bot order written already finished arrives and is delivered at once: its delivery says both.
      .where((eb) => eb.or([eb("email", "is not", null), eb("reportedAt", "is", null)]))
      .orderBy("createdAt", "desc")
      .limit(limit)
      .execute();
    const delivered = await this.k
      .selectFrom("orders")
      .select(columns)
      .where("sellerId", "=", sellerId)
      .where("reportedAt", "is not", null)
      .orderBy("reportedAt", "desc")
      .limit(limit)
      .execute();
    const logs = await this.k
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
        action: o.email === null ? "New order" : "Order redeemed",
        details: `#${o.orderId}: ${boosts(o.amount)} boosts, ${formatStockName(o.stock)}`,
        time: o.createdAt,
      })),
      ...delivered.map((o) => ({
        action: "Boosts delivered",
        details: `#${o.orderId}: ${boosts(deliveredBoosts(o.successTokens))} of ${boosts(o.amount)} boosts delivered, ${formatStockName(o.stock)}`,
        time: o.reportedAt ?? o.createdAt,
      })),
      ...logs.map((l) => ({ action: humanAction(l.action), details: l.details, time: l.timestamp })),
    ];
    return items.sort((a, b) => b.time - a.time).slice(0, limit);
  }
}
