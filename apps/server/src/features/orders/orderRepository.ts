// Orders (one per order.json folder the bot writes, or per redeem), and the dashboard's figures over them.
import {
  BOOSTS_PER_TOKEN,
  deriveOrderStatus,
  formatStockName,
  normalizeOrderQuery,
  orderSearchText,
  successRate,
} from "@boostdash/api-client/orders/rules";
import {
  FINISHED_ORDER_STATUSES,
  isFinishedStatus,
  type OrderStatus,
} from "@boostdash/api-client/orders/statuses";
import { type ExpressionBuilder, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import { Repository } from "../../db/repository.ts";
import type { Database, OrdersTable } from "../../db/schema.ts";
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

/**
 * Joins the search text's fields in the stored column: the browser's NUL cannot be kept in a PostgreSQL text, and
 * no field holds a NUL (the contract refuses it), so U+0001 stands in for it one for one.
 */
const STORED_SEPARATOR = "\u0001";

/**
 * The `search_text` column: `orderSearchText`, the browser's own rule (orderId, guildId, invite, stock and the stock's
 * card name, lower-cased by JavaScript), so a server search keeps exactly the orders the browser's would
 * (docs/decisions.md#orders-at-scale).
 */
export function storedSearchText(o: {
  orderId: string;
  guildId: string;
  invite: string;
  stock: string;
}): string {
  return orderSearchText({
    orderId: o.orderId,
    guildId: o.guildId,
    invite: o.invite,
    stock: o.stock,
  }).replaceAll("\u0000", STORED_SEPARATOR);
}

/** Below this many trigram matches a SQLite search reads the matches; at or above, it scans the index. */
const FEW_MATCHES = 2000;

/** What the Orders screen asks over the whole order book: a search and one status (both optional). */
export interface OrdersFilter {
  q?: string | undefined;
  status?: OrderStatus | undefined;
}

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

/** A row as the code uses it: token lists parsed, the customer's redeem details grouped (null: not a redeem). */
export function toOrder(row: Selectable<OrdersTable>): Order {
  const {
    sellerId: _seller,
    successCount: _successCount,
    failedCount: _failedCount,
    searchText: _searchText,
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

/** The columns a written order stores from what the bot (or an import) sent, as `upsert` and `upsertMany` write them. */
function storedColumns(o: OrderInput) {
  const { createdAt: _created, successTokens, failedTokens, orderId, status: _asked, ...fields } = o;
  return {
    ...fields,
    successTokens: JSON.stringify(successTokens),
    failedTokens: JSON.stringify(failedTokens),
    successCount: successTokens.length,
    failedCount: failedTokens.length,
    searchText: storedSearchText({ ...fields, orderId }),
    status: statusOf(o),
  };
}

export class OrderRepository extends Repository {
  /**
   * Writes the bot's order.json (or an imported one). Each step's time is kept from the first write that reached
   * it: a processing order is claimed now unless it was already; a finished one reported now unless it was already.
   * Back to pending, the later steps are cleared (the bot starts over).
   */
  async upsert(sellerId: string, o: OrderInput, now = Date.now()): Promise<OrderChange> {
    const { createdAt, orderId } = o;
    const values = { ...storedColumns(o), updatedAt: now };
    const { status } = values;
    const finished = isFinishedStatus(status);
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

  /**
   * Writes many imported orders (the CLI's import-orders), each as `upsert` would, in one statement: no read
   * before each write and one round trip per batch, so 100,000 orders import in seconds, not minutes
   * (docs/decisions.md#orders-at-scale). An order id given twice keeps its last.
   */
  async upsertMany(
    sellerId: string,
    orders: readonly (OrderInput & { createdAt: number })[],
    now = Date.now(),
  ): Promise<void> {
    const last = new Map(orders.map((o) => [o.orderId, o]));
    if (last.size === 0) return;
    const rows = [...last.values()].map((o) => {
      const columns = storedColumns(o);
      const { status } = columns;
      return {
        ...columns,
        sellerId,
        orderId: o.orderId,
        createdAt: o.createdAt,
        claimedAt: status === "processing" ? now : null,
        reportedAt: isFinishedStatus(status) ? o.createdAt : null,
        updatedAt: now,
      };
    });
    const replaced = [
      "guildId",
      "invite",
      "stock",
      "amount",
      "successTokens",
      "failedTokens",
      "successCount",
      "failedCount",
      "searchText",
      "storeLink",
      "discordLink",
      "bbGuildId",
      "status",
      "createdAt",
      "updatedAt",
    ] as const;
    await this.k
      .insertInto("orders")
      .values(rows)
      .onConflict((oc) =>
        oc.columns(["sellerId", "orderId"]).doUpdateSet((eb) => ({
          ...Object.fromEntries(replaced.map((c) => [c, eb.ref(`excluded.${c}`)])),
          // As `upsert`: each step keeps the time of the first write that reached it; back to pending clears them.
          claimedAt: eb
            .case()
            .when("excluded.status", "=", "pending")
            .then(null)
            .when("excluded.status", "=", "processing")
            .then(eb.fn.coalesce("orders.claimedAt", eb.val(now)))
            .else(eb.ref("orders.claimedAt"))
            .end(),
          reportedAt: eb
            .case()
            .when("excluded.status", "in", [...FINISHED_ORDER_STATUSES])
            .then(eb.fn.coalesce("orders.reportedAt", eb.val(now)))
            .else(null)
            .end(),
        })),
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
      .select((eb) => eb.fn.sum<number>("successCount").as("tokens"))
      .where("sellerId", "=", sellerId)
      .where("createdAt", ">=", now - 24 * HOUR)
      .executeTakeFirstOrThrow();
    return {
      totalOrders: Number(counts.total),
      newOrders: Number(counts.lastHour ?? 0),
      boostsL24: Number(recent.tokens ?? 0) * BOOSTS_PER_TOKEN,
    };
  }

  /**
   * The seller's orders a filter keeps. The search is a substring test of `search_text`, as the browser's
   * `includes`, with no case folding of the database's own. On SQLite a query of three characters or more that
   * the trigram index finds in fewer than `FEW_MATCHES` orders reads only those (a rare id, a guild); a common one
   * scans the index, which is as fast. PostgreSQL's planner makes that choice itself with pg_trgm's index
   * (docs/decisions.md#orders-at-scale).
   */
  private async filtered(sellerId: string, filter: OrdersFilter) {
    let query = this.k.selectFrom("orders").where("sellerId", "=", sellerId);
    if (filter.status !== undefined) query = query.where("status", "=", filter.status);
    const needle = normalizeOrderQuery(filter.q ?? "");
    if (needle === "") return query;
    if (this.db.dialect === "postgres") {
      // LIKE, which a trigram index (where pg_trgm is installed) answers; case-sensitive, so it is the substring
      // test of two lower-cased texts, with LIKE's own characters escaped.
      const pattern = `%${needle.replace(/[\\%_]/g, "\\$&")}%`;
      return query.where(sql<boolean>`search_text LIKE ${pattern}`);
    }
    query = query.where(sql<number>`instr(search_text, ${needle})`, ">", 0);
    if ([...needle].length < 3) return query;
    // A phrase of the trigram tokenizer matches the text as a substring; only `"` is special inside it.
    const phrase = `"${needle.replaceAll('"', '""')}"`;
    const probe = await sql<{ n: number }>`SELECT count(*) AS n FROM
      (SELECT rowid FROM orders_search WHERE orders_search MATCH ${phrase} LIMIT ${FEW_MATCHES})`.execute(
      this.k,
    );
    if (Number(probe.rows[0]?.n ?? FEW_MATCHES) >= FEW_MATCHES) return query;
    // Read by rowid from the matches: the unary `+` keeps SQLite's planner from walking the seller's index
    // instead (without statistics it would, and test each of its orders against the match list).
    let few = this.k
      .selectFrom("orders")
      .where(
        sql<boolean>`orders.rowid IN (SELECT rowid FROM orders_search WHERE orders_search MATCH ${phrase})`,
      )
      .where(sql<boolean>`+orders.seller_id = ${sellerId}`)
      .where(sql<number>`instr(search_text, ${needle})`, ">", 0);
    if (filter.status !== undefined) few = few.where(sql<boolean>`+orders.status = ${filter.status}`);
    return few;
  }

  /** The four cards over the orders a filter keeps, in one aggregate query (`summarizeOrders`'s figures). */
  async summary(sellerId: string, filter: OrdersFilter): Promise<OrdersSummaryFigures> {
    if (normalizeOrderQuery(filter.q ?? "") === "") return this.summaryOfTotals(sellerId, filter.status);
    const finished = (eb: ExpressionBuilder<Database, "orders">) =>
      eb("status", "in", [...FINISHED_ORDER_STATUSES]);
    const r = await (await this.filtered(sellerId, filter))
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
      successRate: successRate(
        Number(r.finishedTokens ?? 0) * BOOSTS_PER_TOKEN,
        Number(r.finishedBoosts ?? 0),
      ),
      totalBoosts: Number(r.boosts ?? 0),
      completed: Number(r.completed ?? 0),
    };
  }

  /** The cards without a search: from the per-status totals the triggers keep (at most five rows). */
  private async summaryOfTotals(
    sellerId: string,
    status: OrderStatus | undefined,
  ): Promise<OrdersSummaryFigures> {
    let query = this.k
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
  private newestFirst<O>(
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
  async page(
    sellerId: string,
    filter: OrdersFilter,
    start: PageStart,
    limit: number,
  ): Promise<{ rows: OrderListRow[]; more: boolean }> {
    const rows = await this.newestFirst((await this.filtered(sellerId, filter)).select(LIST_COLUMNS), start)
      .limit(limit + 1)
      .execute();
    return { rows: rows.slice(0, limit), more: rows.length > limit };
  }

  /**
   * Every order a filter keeps, newest first, a batch at a time (keyset, one short query each): an export of
   * 100,000 orders never holds them all, nor a connection between batches.
   */
  async *exportRows(sellerId: string, filter: OrdersFilter, batch = 1000): AsyncGenerator<OrderExportRow[]> {
    let start: PageStart;
    for (;;) {
      const rows = await this.newestFirst(
        (await this.filtered(sellerId, filter)).select(EXPORT_COLUMNS),
        start,
      )
        .limit(batch)
        .execute();
      if (rows.length > 0) yield rows;
      const last = rows[rows.length - 1];
      if (!last || rows.length < batch) return;
      start = { after: { createdAt: last.createdAt, orderId: last.orderId } };
    }
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
