// Redeem keys and the redeems made with them: a customer turns a key into a pending order, the bot claims it and
// reports the result.
import { BOOSTS_PER_TOKEN } from "@boostdash/api-client/orders/rules";
import type { Updateable } from "kysely";
import { Repository, touched } from "../../db/repository.ts";
import type { OrdersTable } from "../../db/schema.ts";
import {
  type Order,
  OrderRepository,
  type RedeemDetails,
  storedSearchText,
} from "../orders/orderRepository.ts";
import type { Seller } from "../sellers/sellerRepository.ts";

export interface RedeemKeyInput {
  key: string;
  amount: number;
  stock: string;
}

export type RedeemResult = { ok: true; order: Order } | { ok: false; reason: "unknown" | "used" };

export class RedeemRepository extends Repository {
  private get orders(): OrderRepository {
    return new OrderRepository(this.db);
  }

  async addKeys(sellerId: string, keys: RedeemKeyInput[], now = Date.now()): Promise<{ added: number }> {
    if (keys.length === 0) return { added: 0 };
    let added = 0;
    await this.tx(async (trx) => {
      for (const k of keys) {
        const r = await trx
          .insertInto("redeemKeys")
          .values({ sellerId, key: k.key, amount: k.amount, stock: k.stock, createdAt: now })
          .onConflict((oc) => oc.columns(["sellerId", "key"]).doNothing())
          .executeTakeFirst();
        added += Number(r.numInsertedOrUpdatedRows ?? 0);
      }
    });
    return { added };
  }

  /** The seller's redeem keys not used yet, oldest first. */
  listUnusedKeys(sellerId: string): Promise<RedeemKeyInput[]> {
    return this.k
      .selectFrom("redeemKeys")
      .select(["key", "amount", "stock"])
      .where("sellerId", "=", sellerId)
      .where("usedAt", "is", null)
      .orderBy("createdAt")
      .orderBy("key")
      .execute();
  }

  async countKeys(sellerId: string): Promise<{ total: number; unused: number }> {
    const r = await this.k
      .selectFrom("redeemKeys")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number>(eb.case().when("usedAt", "is", null).then(1).else(0).end()).as("unused"),
      ])
      .where("sellerId", "=", sellerId)
      .executeTakeFirstOrThrow();
    return { total: Number(r.total), unused: Number(r.unused ?? 0) };
  }

  /**
   * Uses a redeem key: marks it used and creates a pending order whose id is the key, atomically, so a key
   * redeemed twice at once gives one order.
   */
  redeem(
    seller: Seller,
    key: string,
    input: { invite: string } & RedeemDetails,
    now = Date.now(),
  ): Promise<RedeemResult> {
    return this.tx(async (trx): Promise<RedeemResult> => {
      const row = await trx
        .selectFrom("redeemKeys")
        .selectAll()
        .where("sellerId", "=", seller.id)
        .where("key", "=", key)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "unknown" };
      const upd = await trx
        .updateTable("redeemKeys")
        .set({ usedAt: now })
        .where("sellerId", "=", seller.id)
        .where("key", "=", key)
        .where("usedAt", "is", null)
        .executeTakeFirst();
      if (!touched(upd)) return { ok: false, reason: "used" };
      const orders = new OrderRepository(this.within(trx));
      if (await orders.get(seller.id, key)) return { ok: false, reason: "used" };
      await trx
        .insertInto("orders")
        .values({
          sellerId: seller.id,
          orderId: key,
          guildId: seller.guildId,
          invite: input.invite,
          stock: row.stock,
          amount: row.amount,
          storeLink: seller.storeLink,
          discordLink: seller.discordLink,
          bbGuildId: "",
          status: "pending",
          email: input.email,
          displayName: input.displayName,
          bio: input.bio,
          avatar: input.avatar,
          banner: input.banner,
          createdAt: now,
          updatedAt: now,
          successCount: 0,
          failedCount: 0,
          searchText: storedSearchText({
            orderId: key,
            guildId: seller.guildId,
            invite: input.invite,
            stock: row.stock,
          }),
        })
        .execute();
      const order = await orders.get(seller.id, key);
      if (!order) throw new Error("order vanished after insert");
      return { ok: true, order };
    });
  }

  /** Hands up to `limit` pending redeems to the bot; each one goes to exactly one caller. */
  async claimPending(sellerId: string, limit: number, now = Date.now()): Promise<Order[]> {
    const candidates = await this.k
      .selectFrom("orders")
      .select("orderId")
      .where("sellerId", "=", sellerId)
      .where("status", "=", "pending")
      .orderBy("createdAt")
      .limit(limit)
      .execute();
    const claimed: Order[] = [];
    for (const c of candidates) {
      const r = await this.k
        .updateTable("orders")
        .set({ status: "processing", claimedAt: now, updatedAt: now })
        .where("sellerId", "=", sellerId)
        .where("orderId", "=", c.orderId)
        .where("status", "=", "pending")
        .executeTakeFirst();
      const o = Number(r.numUpdatedRows) === 1 ? await this.orders.get(sellerId, c.orderId) : undefined;
      if (o) claimed.push(o);
    }
    return claimed;
  }

  /**
   * The bot's result for a redeem: the order is finished (docs/product.md#order-status-rule decides how), with the
   * tokens it used. Reported once: a second report changes the tokens and status, not the time of the first.
   */
  async complete(
    sellerId: string,
    orderId: string,
    result: { successTokens: string[]; failedTokens: string[]; bbGuildId?: string | undefined },
    now = Date.now(),
  ): Promise<Order | undefined> {
    const r = await this.k
      .updateTable("orders")
      .set((eb) => {
        const set: Updateable<OrdersTable> = {
          successTokens: JSON.stringify(result.successTokens),
          failedTokens: JSON.stringify(result.failedTokens),
          successCount: result.successTokens.length,
          failedCount: result.failedTokens.length,
          // The amount is the row's own; the rule reads it in SQL so a concurrent upsert cannot split them.
          status: eb
            .case()
            .when(eb(eb.ref("amount"), "<=", result.successTokens.length * BOOSTS_PER_TOKEN))
            .then("completed")
            .when(eb.val(result.successTokens.length), ">", 0)
            .then("partial")
            .else("failed")
            .end() as never,
          reportedAt: eb.fn.coalesce("reportedAt", eb.val(now)) as never,
          updatedAt: now,
        };
        if (result.bbGuildId !== undefined) set.bbGuildId = result.bbGuildId;
        return set;
      })
      .where("sellerId", "=", sellerId)
      .where("orderId", "=", orderId)
      .executeTakeFirst();
    return touched(r) ? this.orders.get(sellerId, orderId) : undefined;
  }
}
