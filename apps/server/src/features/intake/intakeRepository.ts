// Storefront intake's storage: the store's inbound id, a secret per platform, the product mappings, and the
// delivery log whose unique key makes a retried delivery answer once (docs/decisions.md#storefront-intake).
import { randomBytes } from "node:crypto";
import type { IntakeDeliveryResult, IntakeMapping, IntakePlatform } from "@boostdash/api-client/intake/model";
import { BOOSTS_PER_TOKEN } from "@boostdash/api-client/orders/rules";
import { sql } from "kysely";
import { isUniqueViolation, Repository, touched } from "../../db/repository.ts";
import { newId } from "../../ids.ts";
import type { Order } from "../orders/orderRepository.ts";
import { storedSearchText } from "../orders/orderRows.ts";

interface IntakeAccountsTable {
  sellerId: string;
  intakeId: string;
}
interface IntakeSecretsTable {
  sellerId: string;
  platform: string;
  secret: string;
  secretHint: string;
  updatedAt: number;
}
interface IntakeMappingsTable {
  sellerId: string;
  platform: string;
  productId: string;
  stock: string;
  amount: number;
  inviteField: string;
  position: number;
}
export interface IntakeDeliveriesTable {
  id: string;
  sellerId: string;
  platform: string;
  deliveryKey: string;
  receivedAt: number;
  productId: string | null;
  invoiceId: string | null;
  buyerEmail: string | null;
  result: string;
  answer: string | null;
  orderId: string | null;
  test: number;
  rawBody: string;
  statusCode: number | null;
  error: string | null;
  replays: number;
}

/** 'pending' while a delivery is being worked on; one of the screen's results once it is done. */
export type StoredResult = IntakeDeliveryResult | "pending";

export interface DeliveryRow {
  id: string;
  sellerId: string;
  platform: IntakePlatform;
  deliveryKey: string;
  receivedAt: number;
  productId: string | null;
  invoiceId: string | null;
  buyerEmail: string | null;
  result: StoredResult;
  answer: string | null;
  orderId: string | null;
  test: boolean;
  rawBody: Buffer;
  statusCode: number | null;
  error: string | null;
  replays: number;
}

export interface DeliveryOutcome {
  result: IntakeDeliveryResult;
  answer: string | null;
  statusCode: number;
  orderId?: string | null;
  error?: string | null;
}

/** The seller's stock column a stock file draws from, and how many of its units `amount` boosts take. */
const STOCK_COLUMNS = {
  "oneMonthBoosts.txt": { column: "oneMonthBoosts", perUnit: 1 },
  "threeMonthBoosts.txt": { column: "threeMonthBoosts", perUnit: 1 },
  "oneMonthNitroTokens.txt": { column: "oneMonthNitro", perUnit: BOOSTS_PER_TOKEN },
  "threeMonthNitroTokens.txt": { column: "threeMonthNitro", perUnit: BOOSTS_PER_TOKEN },
} as const;

export function stockNeed(stock: string, amount: number) {
  const s = STOCK_COLUMNS[stock as keyof typeof STOCK_COLUMNS];
  return s ? { column: s.column, units: Math.ceil(amount / s.perUnit) } : undefined;
}

/** The key prefix of a delivery logged because it could not be read (`malformed`). */
export const MALFORMED_KEY_PREFIX = "malformed";

/** True for a delivery logged because it could not be read: never offered for 'Deliver again'. */
export const isMalformed = (row: Pick<DeliveryRow, "deliveryKey">) =>
  row.deliveryKey.startsWith(`${MALFORMED_KEY_PREFIX}:`);

/** The newest deliveries the screen shows. */
export const DELIVERIES_SHOWN = 50;

export class IntakeRepository extends Repository {
  private get ik() {
    return this.k.withTables<{
      intakeAccounts: IntakeAccountsTable;
      intakeSecrets: IntakeSecretsTable;
      intakeMappings: IntakeMappingsTable;
      intakeDeliveries: IntakeDeliveriesTable;
    }>();
  }

  /** The store's inbound id, made on first use. */
  async intakeId(sellerId: string): Promise<string> {
    const found = await this.ik
      .selectFrom("intakeAccounts")
      .select("intakeId")
      .where("sellerId", "=", sellerId)
      .executeTakeFirst();
    if (found) return found.intakeId;
    await this.ik
      .insertInto("intakeAccounts")
      .values({ sellerId, intakeId: randomBytes(18).toString("base64url") })
      .onConflict((oc) => oc.column("sellerId").doNothing())
      .execute();
    return this.intakeId(sellerId);
  }

  async sellerOfIntakeId(intakeId: string): Promise<string | undefined> {
    const r = await this.ik
      .selectFrom("intakeAccounts")
      .select("sellerId")
      .where("intakeId", "=", intakeId)
      .executeTakeFirst();
    return r?.sellerId;
  }

  async secrets(sellerId: string): Promise<Map<IntakePlatform, { secret: string; hint: string }>> {
    const rows = await this.ik
      .selectFrom("intakeSecrets")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .execute();
    return new Map(rows.map((r) => [r.platform as IntakePlatform, { secret: r.secret, hint: r.secretHint }]));
  }

  async setSecret(
    sellerId: string,
    platform: IntakePlatform,
    secret: string,
    now = Date.now(),
  ): Promise<void> {
    const secretHint = secret.slice(-4);
    await this.ik
      .insertInto("intakeSecrets")
      .values({ sellerId, platform, secret, secretHint, updatedAt: now })
      .onConflict((oc) =>
        oc.columns(["sellerId", "platform"]).doUpdateSet({ secret, secretHint, updatedAt: now }),
      )
      .execute();
  }

  async mappings(sellerId: string): Promise<IntakeMapping[]> {
    const rows = await this.ik
      .selectFrom("intakeMappings")
      .select(["platform", "productId", "stock", "amount", "inviteField"])
      .where("sellerId", "=", sellerId)
      .orderBy("position")
      .execute();
    return rows.map((r) => ({ ...r, platform: r.platform as IntakePlatform, amount: Number(r.amount) }));
  }

  async mapping(
    sellerId: string,
    platform: IntakePlatform,
    productId: string,
  ): Promise<IntakeMapping | undefined> {
    const r = await this.ik
      .selectFrom("intakeMappings")
      .select(["platform", "productId", "stock", "amount", "inviteField"])
      .where("sellerId", "=", sellerId)
      .where("platform", "=", platform)
      .where("productId", "=", productId)
      .executeTakeFirst();
    return r && { ...r, platform: r.platform as IntakePlatform, amount: Number(r.amount) };
  }

  /** Replaces the whole list at once. */
  async saveMappings(sellerId: string, list: readonly IntakeMapping[]): Promise<void> {
    await this.tx(async (trx) => {
      const k = trx.withTables<{ intakeMappings: IntakeMappingsTable }>();
      await k.deleteFrom("intakeMappings").where("sellerId", "=", sellerId).execute();
      for (const [position, m] of list.entries()) {
        await k
          .insertInto("intakeMappings")
          .values({ sellerId, ...m, position })
          .execute();
      }
    });
  }

  /**
   * Records a delivery before any work. `created` false: the key was seen before, and `row` is what it left (its
   * answer once finished; still 'pending' while the first one works).
   */
  async begin(input: {
    sellerId: string;
    platform: IntakePlatform;
    deliveryKey: string;
    productId: string | null;
    invoiceId: string | null;
    buyerEmail: string | null;
    test: boolean;
    rawBody: Buffer;
    now?: number;
  }): Promise<{ created: boolean; row: DeliveryRow }> {
    const now = input.now ?? Date.now();
    const row: IntakeDeliveriesTable = {
      id: newId(now),
      sellerId: input.sellerId,
      platform: input.platform,
      deliveryKey: input.deliveryKey,
      receivedAt: now,
      productId: input.productId,
      invoiceId: input.invoiceId,
      buyerEmail: input.buyerEmail,
      result: "pending",
      answer: null,
      orderId: null,
      test: input.test ? 1 : 0,
      rawBody: input.rawBody.toString("base64"),
      statusCode: null,
      error: null,
      replays: 0,
    };
    try {
      await this.ik.insertInto("intakeDeliveries").values(row).execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const found = await this.byKey(input.sellerId, input.platform, input.deliveryKey);
      if (!found) throw err;
      return { created: false, row: found };
    }
    // The row as written (not read back: one query less for every delivery).
    return { created: true, row: toRow(row) };
  }

  /** A signature that did not verify: logged with its own key, never matched against real deliveries. */
  async refused(
    sellerId: string,
    platform: IntakePlatform,
    rawBody: Buffer,
    error: string,
    now = Date.now(),
  ) {
    await this.logOnly(sellerId, platform, "refused", rawBody, "signature_refused", 401, error, now);
  }

  /**
   * A delivery that could not be read (not JSON, fields missing, too large): logged as failed under a key of its
   * own, so its delivery id is never taken and a corrected resend of it is worked as new. Returns the row's id.
   */
  async malformed(
    sellerId: string,
    platform: IntakePlatform,
    rawBody: Buffer,
    statusCode: number,
    error: string,
    now = Date.now(),
  ): Promise<string> {
    return this.logOnly(sellerId, platform, MALFORMED_KEY_PREFIX, rawBody, "failed", statusCode, error, now);
  }

  private async logOnly(
    sellerId: string,
    platform: IntakePlatform,
    keyPrefix: string,
    rawBody: Buffer,
    result: StoredResult,
    statusCode: number,
    error: string,
    now: number,
  ): Promise<string> {
    const id = newId(now);
    await this.ik
      .insertInto("intakeDeliveries")
      .values({
        id,
        sellerId,
        platform,
        deliveryKey: `${keyPrefix}:${newId(now)}`,
        receivedAt: now,
        productId: null,
        invoiceId: null,
        buyerEmail: null,
        result,
        answer: null,
        orderId: null,
        test: 0,
        rawBody: rawBody.toString("base64"),
        statusCode,
        error,
        replays: 0,
      })
      .execute();
    return id;
  }

  async finish(sellerId: string, id: string, o: DeliveryOutcome): Promise<void> {
    await this.ik
      .updateTable("intakeDeliveries")
      .set({
        result: o.result,
        answer: o.answer,
        statusCode: o.statusCode,
        orderId: o.orderId ?? null,
        error: o.error ?? null,
      })
      .where("sellerId", "=", sellerId)
      .where("id", "=", id)
      .execute();
  }

  /** A retry answered from the stored result: counted, so the screen can say it was replayed. */
  async countReplay(sellerId: string, id: string): Promise<void> {
    await this.ik
      .updateTable("intakeDeliveries")
      .set({ replays: sql`replays + 1` })
      .where("sellerId", "=", sellerId)
      .where("id", "=", id)
      .execute();
  }

  /** Takes a failed delivery back to 'pending' for a redelivery; false when it is not failed (or another took it). */
  async reopen(sellerId: string, id: string): Promise<boolean> {
    const r = await this.ik
      .updateTable("intakeDeliveries")
      .set({ result: "pending", error: null })
      .where("sellerId", "=", sellerId)
      .where("id", "=", id)
      .where("result", "in", ["out_of_stock", "failed", "unmapped"])
      // Running a body that could not be read again cannot deliver it: the storefront resends it corrected.
      .where("deliveryKey", "not like", `${MALFORMED_KEY_PREFIX}:%`)
      .executeTakeFirst();
    return touched(r);
  }

  async get(sellerId: string, id: string): Promise<DeliveryRow | undefined> {
    const r = await this.ik
      .selectFrom("intakeDeliveries")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("id", "=", id)
      .executeTakeFirst();
    return r && toRow(r);
  }

  private async byKey(
    sellerId: string,
    platform: string,
    deliveryKey: string,
  ): Promise<DeliveryRow | undefined> {
    const r = await this.ik
      .selectFrom("intakeDeliveries")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("platform", "=", platform)
      .where("deliveryKey", "=", deliveryKey)
      .executeTakeFirst();
    return r && toRow(r);
  }

  async newest(sellerId: string, limit = DELIVERIES_SHOWN): Promise<DeliveryRow[]> {
    const rows = await this.ik
      .selectFrom("intakeDeliveries")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .orderBy("receivedAt", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    return rows.map(toRow);
  }

  /** Takes `units` of one stock count if that many are there; false: out of stock, nothing taken. */
  async takeStock(sellerId: string, stock: string, amount: number): Promise<boolean> {
    const need = stockNeed(stock, amount);
    if (!need) return false;
    const col = sql.ref(need.column);
    const r = await this.k
      .updateTable("sellers")
      .set({ [need.column]: sql`${col} - ${need.units}` })
      .where("id", "=", sellerId)
      .where(need.column, ">=", need.units)
      .executeTakeFirst();
    return touched(r);
  }

  /**
   * Keeps the storefront's invoice id and buyer email on the order its delivery made, and puts the invoice id in the
   * order's search text in the same write, so the order is found by it from the moment it exists. `order` is the
   * order as the redeem made it, in the same transaction.
   */
  async markOrder(
    sellerId: string,
    order: Pick<Order, "orderId" | "guildId" | "invite" | "stock">,
    invoiceId: string | null,
    email: string | null,
  ) {
    await this.k
      .updateTable("orders")
      .set({
        storefrontInvoiceId: invoiceId,
        storefrontEmail: email,
        searchText: storedSearchText({ ...order, invoiceId }),
      })
      .where("sellerId", "=", sellerId)
      .where("orderId", "=", order.orderId)
      .execute();
  }
}

function toRow(r: IntakeDeliveriesTable): DeliveryRow {
  return {
    ...r,
    platform: r.platform as IntakePlatform,
    result: r.result as StoredResult,
    test: Number(r.test) === 1,
    rawBody: Buffer.from(r.rawBody, "base64"),
    receivedAt: Number(r.receivedAt),
    statusCode: r.statusCode === null ? null : Number(r.statusCode),
    replays: Number(r.replays),
  };
}
