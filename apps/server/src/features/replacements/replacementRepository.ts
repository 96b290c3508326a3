// Replacements' storage (docs/decisions.md#replacements): policies per stock type, requests, and the replacement
// orders themselves, which are rows of `orders` linked to their original (`replacement_of`). Every decision runs in a
// write transaction that first locks the original order (PostgreSQL: FOR UPDATE; SQLite writes one at a time), so
// two approvals, or an approval and a seller's start, never both pass the same limit.
import type { TrailActor } from "@boostdash/api-client/admin/trail";
import {
  defaultPolicy,
  type RequestSource,
  type RequestStatus,
  replacementCarries,
  type WarrantyPolicy,
  type WarrantyStanding,
  warrantyStanding,
} from "@boostdash/api-client/replacements/rules";
import { STOCK_FILES, type StockFile } from "@boostdash/api-client/stock/keyRules";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { DialectName } from "../../db/connect.ts";
import { isUniqueViolation, Repository, touched } from "../../db/repository.ts";
import type { Database, ReplacementRequestsTable } from "../../db/schema.ts";
import { newId } from "../../ids.ts";
import { type Order, storedSearchText, toOrder } from "../orders/orderRepository.ts";

export type RequestRow = Selectable<ReplacementRequestsTable>;

/** A replacement order's figures as its original's limit counts them. */
export interface ReplacementOrderFigures {
  orderId: string;
  status: Order["status"];
  amount: number;
  successCount: number;
  reportedAt: number | null;
}

/** An original order with its policy and what it may still have replaced. */
export interface OrderStanding {
  order: Order;
  policy: WarrantyPolicy;
  replacements: ReplacementOrderFigures[];
  standing: WarrantyStanding;
}

/** Why a decision was refused; the handlers word each one (replacements/texts.ts). */
export type DecisionRefusal =
  | { refused: "notFound" }
  | { refused: "orderNotFound" }
  | { refused: "decided" }
  | { refused: "botNotAllowed" }
  | { refused: "isReplacement" }
  | { refused: "openRequest" }
  | { refused: "outsideWindow"; until: number | null }
  | { refused: "overLimit"; max: number };

export type Decision =
  | DecisionRefusal
  | { refused: null; request: RequestRow; replacement: Order | null; override: boolean };

/** Who decides: a person of the store's team (by name), or the bot through its key. */
export interface Decider {
  kind: "seller" | "bot";
  name: string;
  /** The trail's record of them (docs/decisions.md#sessions-and-the-trail). */
  actor: TrailActor;
}

/** A decision's columns of who made it: the name the lists show, and the trail's kind, id and role. */
function decidedByColumns(by: Decider) {
  return {
    decidedBy: by.name,
    decidedByKind: by.actor.kind,
    decidedById: by.actor.id,
    decidedByRole: by.actor.role,
  };
}

const figuresColumns = ["orderId", "status", "amount", "successCount", "reportedAt"] as const;

export class ReplacementRepository extends Repository {
  /** The policies of the four stock files: the seller's, or the default where none is saved. */
  async policies(sellerId: string): Promise<(WarrantyPolicy & { stock: StockFile })[]> {
    const saved = await this.k
      .selectFrom("warrantyPolicies")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .execute();
    return STOCK_FILES.map((stock) => {
      const row = saved.find((r) => r.stock === stock);
      return { ...(row ? toPolicy(row) : defaultPolicy(stock)), stock };
    });
  }

  async savePolicies(sellerId: string, policies: readonly WarrantyPolicy[], now = Date.now()): Promise<void> {
    await this.tx(async (trx) => {
      for (const p of policies) {
        const values = {
          windowDays: p.windowDays,
          maxSharePercent: p.maxSharePercent,
          approval: p.approval,
          updatedAt: now,
        };
        await trx
          .insertInto("warrantyPolicies")
          .values({ sellerId, stock: p.stock, ...values })
          .onConflict((oc) => oc.columns(["sellerId", "stock"]).doUpdateSet(values))
          .execute();
      }
    });
  }

  /** An order with its policy, its replacements and what it may still have replaced; undefined when unknown. */
  standing(sellerId: string, orderId: string, now = Date.now()): Promise<OrderStanding | undefined> {
    return standingIn(this.k, sellerId, orderId, now, null);
  }

  async getRequest(sellerId: string, id: string): Promise<RequestRow | undefined> {
    return this.k
      .selectFrom("replacementRequests")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /** The order's newest request, whatever its state (the status page's timeline). */
  latestRequest(sellerId: string, orderId: string): Promise<RequestRow | undefined> {
    return this.k
      .selectFrom("replacementRequests")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("orderId", "=", orderId)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
  }

  /** The seller's requests in one state, newest first. */
  list(sellerId: string, status: RequestStatus, limit: number): Promise<RequestRow[]> {
    return this.k
      .selectFrom("replacementRequests")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("status", "=", status)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
  }

  /** How many of the seller's requests wait for a decision (Home's line; the index on seller and status answers). */
  async countOpen(sellerId: string): Promise<number> {
    const row = await this.k
      .selectFrom("replacementRequests")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
      .where("sellerId", "=", sellerId)
      .where("status", "=", "open")
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The replacement orders of these originals, oldest first, by original. */
  async replacementIds(sellerId: string, orderIds: readonly string[]): Promise<Map<string, string[]>> {
    const links = new Map<string, string[]>();
    if (orderIds.length === 0) return links;
    const rows = await this.k
      .selectFrom("orders")
      .select(["orderId", "replacementOf", "createdAt"])
      .where("sellerId", "=", sellerId)
      .where("replacementOf", "in", [...orderIds])
      .orderBy("createdAt")
      .orderBy("orderId")
      .execute();
    for (const r of rows) {
      if (r.replacementOf === null) continue;
      links.set(r.replacementOf, [...(links.get(r.replacementOf) ?? []), r.orderId]);
    }
    return links;
  }

  /** An order's requests, oldest first: the order dialog's trail of who asked, started and decided. */
  async requestsOf(sellerId: string, orderId: string): Promise<RequestRow[]> {
    return this.k
      .selectFrom("replacementRequests")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("orderId", "=", orderId)
      .orderBy("createdAt")
      .orderBy("id")
      .execute();
  }

  /** Which of these orders are replacements, with their originals (a page of the Orders list). */
  async originalsOf(sellerId: string, orderIds: readonly string[]): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.k
      .selectFrom("orders")
      .select(["orderId", "replacementOf"])
      .where("sellerId", "=", sellerId)
      .where("orderId", "in", [...orderIds])
      .where("replacementOf", "is not", null)
      .execute();
    return new Map(rows.flatMap((r) => (r.replacementOf === null ? [] : [[r.orderId, r.replacementOf]])));
  }

  /** The replacement orders' statuses by id (a list of requests shows each one's progress). */
  async ordersById(
    sellerId: string,
    orderIds: readonly string[],
  ): Promise<Map<string, ReplacementOrderFigures>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.k
      .selectFrom("orders")
      .select(figuresColumns)
      .where("sellerId", "=", sellerId)
      .where("orderId", "in", [...orderIds])
      .execute();
    return new Map(rows.map((r) => [r.orderId, r]));
  }

  /**
   * Records a customer's request. The limits were checked by the caller on a fresh standing; the one-open-request
   * rule is the database's unique index, so two at once record one. Answers null when one is open already.
   */
  async createRequest(
    sellerId: string,
    input: { orderId: string; amount: number; note: string | null },
    now = Date.now(),
  ): Promise<RequestRow | null> {
    const row: RequestRow = {
      id: newId(now),
      sellerId,
      orderId: input.orderId,
      amount: input.amount,
      note: input.note,
      status: "open",
      source: "customer",
      createdAt: now,
      decidedAt: null,
      decidedBy: null,
      decidedByKind: null,
      decidedById: null,
      decidedByRole: null,
      reason: null,
      approvedAmount: null,
      override: 0,
      replacementOrderId: null,
    };
    try {
      await this.k.insertInto("replacementRequests").values(row).execute();
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
    return row;
  }

  /**
   * Approves an open request: within the limits, or above them with `override` (never for the bot, and the bot only
   * where the policy lets it). The request moves from open exactly once, so of two approvals at once one makes the
   * replacement and the other is told it was decided.
   */
  approve(
    sellerId: string,
    requestId: string,
    by: Decider,
    input: { amount?: number | undefined; override: boolean },
    now = Date.now(),
  ): Promise<Decision> {
    return this.tx(async (trx): Promise<Decision> => {
      const first = await findRequest(trx, sellerId, requestId);
      if (!first) return { refused: "notFound" };
      const found = await standingIn(trx, sellerId, first.orderId, now, this.db.dialect);
      // Read again under the order's lock: a decision that committed meanwhile is seen now.
      const request = await findRequest(trx, sellerId, requestId);
      if (!request) return { refused: "notFound" };
      if (request.status !== "open") return { refused: "decided" };
      if (!found) return { refused: "orderNotFound" };
      if (by.kind === "bot" && found.policy.approval !== "bot") return { refused: "botNotAllowed" };
      const amount = input.amount ?? request.amount;
      // The window was checked when the customer asked; a decision later in it stays within the share and delivery.
      const max = found.standing.maxRequest;
      const over = amount > max;
      if (over && !(input.override && by.kind === "seller")) return { refused: "overLimit", max };
      // The request moves first: a decline that does not take the order's lock may have won meanwhile, and then
      // nothing is made.
      const decided = await trx
        .updateTable("replacementRequests")
        .set({
          status: "approved",
          decidedAt: now,
          ...decidedByColumns(by),
          approvedAmount: amount,
          override: over ? 1 : 0,
        })
        .where("sellerId", "=", sellerId)
        .where("id", "=", requestId)
        .where("status", "=", "open")
        .executeTakeFirst();
      if (!touched(decided)) return { refused: "decided" };
      const replacement = await insertReplacement(trx, sellerId, found, amount, now);
      await trx
        .updateTable("replacementRequests")
        .set({ replacementOrderId: replacement.orderId })
        .where("sellerId", "=", sellerId)
        .where("id", "=", requestId)
        .execute();
      const row = await findRequest(trx, sellerId, requestId);
      if (!row) throw new Error("request vanished after its approval");
      return { refused: null, request: row, replacement, override: over };
    });
  }

  /** Declines an open request with the seller's reason; a request decided already is left as it is. */
  async decline(
    sellerId: string,
    requestId: string,
    by: Decider,
    reason: string,
    now = Date.now(),
  ): Promise<Decision> {
    const r = await this.k
      .updateTable("replacementRequests")
      .set({ status: "declined", decidedAt: now, ...decidedByColumns(by), reason })
      .where("sellerId", "=", sellerId)
      .where("id", "=", requestId)
      .where("status", "=", "open")
      .executeTakeFirst();
    const row = await this.getRequest(sellerId, requestId);
    if (!row) return { refused: "notFound" };
    if (!touched(r)) return { refused: "decided" };
    return { refused: null, request: row, replacement: null, override: false };
  }

  /**
   * A replacement the seller starts from an order with no open request: recorded as an approved request of its own,
   * with its replacement order. Outside the window or above the limits only with `override`.
   */
  start(
    sellerId: string,
    orderId: string,
    by: Decider,
    input: { amount: number; override: boolean; note: string | null },
    now = Date.now(),
  ): Promise<Decision> {
    return this.tx(async (trx): Promise<Decision> => {
      const found = await standingIn(trx, sellerId, orderId, now, this.db.dialect);
      if (!found) return { refused: "orderNotFound" };
      if (found.order.replacementOf) return { refused: "isReplacement" };
      const open = await trx
        .selectFrom("replacementRequests")
        .select("id")
        .where("sellerId", "=", sellerId)
        .where("orderId", "=", orderId)
        .where("status", "=", "open")
        .executeTakeFirst();
      if (open) return { refused: "openRequest" };
      const { reason, until, maxRequest } = found.standing;
      const outside = reason !== null && reason !== "nothingLeft";
      const over = input.amount > maxRequest;
      if (!input.override && outside) return { refused: "outsideWindow", until };
      if (!input.override && over) return { refused: "overLimit", max: maxRequest };
      const replacement = await insertReplacement(trx, sellerId, found, input.amount, now);
      const row: RequestRow = {
        id: newId(now),
        sellerId,
        orderId,
        amount: input.amount,
        note: input.note,
        status: "approved",
        source: "seller" satisfies RequestSource,
        createdAt: now,
        decidedAt: now,
        ...decidedByColumns(by),
        reason: null,
        approvedAmount: input.amount,
        override: outside || over ? 1 : 0,
        replacementOrderId: replacement.orderId,
      };
      await trx.insertInto("replacementRequests").values(row).execute();
      return { refused: null, request: row, replacement, override: outside || over };
    });
  }
}

function toPolicy(row: Selectable<Database["warrantyPolicies"]>): WarrantyPolicy {
  return {
    stock: row.stock,
    windowDays: Number(row.windowDays),
    maxSharePercent: Number(row.maxSharePercent),
    approval: row.approval,
  };
}

function findRequest(k: Kysely<Database>, sellerId: string, id: string): Promise<RequestRow | undefined> {
  return k
    .selectFrom("replacementRequests")
    .selectAll()
    .where("sellerId", "=", sellerId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** `standing`, locking the order's row first when given the dialect (inside a write transaction). */
async function standingIn(
  k: Kysely<Database>,
  sellerId: string,
  orderId: string,
  now: number,
  lockOn: DialectName | null,
): Promise<OrderStanding | undefined> {
  let query = k
    .selectFrom("orders")
    .selectAll()
    .where("sellerId", "=", sellerId)
    .where("orderId", "=", orderId);
  // SQLite has no row locks and needs none: its write transactions run one at a time.
  if (lockOn === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const order = toOrder(row);
  const saved = await k
    .selectFrom("warrantyPolicies")
    .selectAll()
    .where("sellerId", "=", sellerId)
    .where("stock", "=", order.stock)
    .executeTakeFirst();
  const policy = saved ? toPolicy(saved) : defaultPolicy(order.stock);
  const replacements = await k
    .selectFrom("orders")
    .select(figuresColumns)
    .where("sellerId", "=", sellerId)
    .where("replacementOf", "=", orderId)
    .execute();
  const replaced = replacements.reduce(
    (sum, r) => sum + replacementCarries({ ...r, successfulTokens: r.successCount }),
    0,
  );
  const standing = warrantyStanding(
    {
      status: order.status,
      amount: order.amount,
      successfulTokens: order.successTokens.length,
      reportedAt: order.reportedAt,
      replacementOf: order.replacementOf ?? null,
    },
    policy,
    replaced,
    now,
  );
  return { order, policy, replacements, standing };
}

/**
 * The replacement order: a new pending order with its own id (the original's and `-r<n>`), the original's guild,
 * invite, stock and customer, so the bot claims and delivers it like any order.
 */
async function insertReplacement(
  trx: Transaction<Database> | Kysely<Database>,
  sellerId: string,
  found: OrderStanding,
  amount: number,
  now: number,
): Promise<Order> {
  const o = found.order;
  const suffix = `-r${found.replacements.length + 1}`;
  let orderId = `${o.orderId.slice(0, 128 - suffix.length)}${suffix}`;
  const taken = await trx
    .selectFrom("orders")
    .select("orderId")
    .where("sellerId", "=", sellerId)
    .where("orderId", "=", orderId)
    .executeTakeFirst();
  // A bot's own order may hold that id already: a random tail keeps the replacement's id its own.
  if (taken) orderId = `${o.orderId.slice(0, 100)}-r${newId(now).slice(-12)}`;
  await trx
    .insertInto("orders")
    .values({
      sellerId,
      orderId,
      guildId: o.guildId,
      invite: o.invite,
      stock: o.stock,
      amount,
      storeLink: o.storeLink,
      discordLink: o.discordLink,
      bbGuildId: o.bbGuildId,
      status: "pending",
      email: o.redeem?.email ?? null,
      displayName: o.redeem?.displayName ?? null,
      bio: o.redeem?.bio ?? null,
      avatar: o.redeem?.avatar ?? null,
      banner: o.redeem?.banner ?? null,
      createdAt: now,
      updatedAt: now,
      successCount: 0,
      failedCount: 0,
      searchText: storedSearchText({ orderId, guildId: o.guildId, invite: o.invite, stock: o.stock }),
      replacementOf: o.orderId,
    })
    .execute();
  const row = await trx
    .selectFrom("orders")
    .selectAll()
    .where("sellerId", "=", sellerId)
    .where("orderId", "=", orderId)
    .executeTakeFirstOrThrow();
  return toOrder(row);
}
