// The mail feature's reads and writes: an order's customer email and language, the find-my-order links (stored by
// their token's hash), and a customer's orders in one store.
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";
import type { MailTables, OrderLocaleColumns, SellerLocaleColumns } from "./tables.ts";

type Tables = Omit<Database, "orders" | "sellers"> &
  MailTables & {
    orders: Database["orders"] & OrderLocaleColumns;
    sellers: Database["sellers"] & SellerLocaleColumns;
  };

/** What the customer's status list shows of an order: nothing that delivers or identifies anyone. */
export interface CustomerOrderRow {
  orderId: string;
  createdAt: number;
  stock: string;
  amount: number;
  status: string;
}

export type LinkUse =
  | { ok: true; sellerId: string; email: string; locale: string }
  | { ok: false; reason: "used" | "expired" | "unknown" };

/** How an email is compared: as the orders' index reads it. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The most orders one list shows (newest first). */
export const LIST_LIMIT = 100;

export class MailRepository {
  readonly k: Kysely<Tables>;

  constructor(db: Db) {
    this.k = db.kysely.withTables<Tables>() as unknown as Kysely<Tables>;
  }

  /**
   * An order's customer email and the language to write to them in: the page's that made the order, else (a
   * storefront's purchase, the bot) the store's customers' default language, else none (English).
   */
  async orderContact(
    sellerId: string,
    orderId: string,
  ): Promise<{ email: string; locale: string | null } | null> {
    const r = await this.k
      .selectFrom("orders")
      .innerJoin("sellers", "sellers.id", "orders.sellerId")
      .select([
        "orders.email as email",
        "orders.customerLocale as orderLocale",
        "sellers.customerLocale as storeLocale",
      ])
      .where("orders.sellerId", "=", sellerId)
      .where("orders.orderId", "=", orderId)
      .executeTakeFirst();
    if (!r?.email?.trim()) return null;
    return { email: r.email.trim(), locale: r.orderLocale ?? r.storeLocale };
  }

  /** The store's customers' default language (null: English). */
  async customersDefaultLocale(sellerId: string): Promise<string | null> {
    const r = await this.k
      .selectFrom("sellers")
      .select("customerLocale")
      .where("id", "=", sellerId)
      .executeTakeFirst();
    return r?.customerLocale ?? null;
  }

  async setCustomersDefaultLocale(sellerId: string, locale: string | null): Promise<void> {
    await this.k.updateTable("sellers").set({ customerLocale: locale }).where("id", "=", sellerId).execute();
  }

  async setOrderLocale(sellerId: string, orderId: string, locale: string | null): Promise<void> {
    await this.k
      .updateTable("orders")
      .set({ customerLocale: locale })
      .where("sellerId", "=", sellerId)
      .where("orderId", "=", orderId)
      .execute();
  }

  async addLink(link: {
    tokenHash: string;
    sellerId: string;
    email: string;
    locale: string;
    now: number;
    ttlMs: number;
  }): Promise<void> {
    await this.k
      .insertInto("findOrderLinks")
      .values({
        tokenHash: link.tokenHash,
        sellerId: link.sellerId,
        email: link.email,
        locale: link.locale,
        createdAt: link.now,
        expiresAt: link.now + link.ttlMs,
        usedAt: null,
      })
      .execute();
  }

  link(tokenHash: string, sellerId: string) {
    return this.k
      .selectFrom("findOrderLinks")
      .selectAll()
      .where("tokenHash", "=", tokenHash)
      .where("sellerId", "=", sellerId)
      .executeTakeFirst()
      .then(
        (r) =>
          r && { ...r, expiresAt: Number(r.expiresAt), usedAt: r.usedAt === null ? null : Number(r.usedAt) },
      );
  }

  /** Spends a link: one atomic update, so two opens at once cannot both list the orders. */
  async consumeLink(tokenHash: string, sellerId: string, now: number): Promise<LinkUse> {
    const r = await this.k
      .updateTable("findOrderLinks")
      .set({ usedAt: now })
      .where("tokenHash", "=", tokenHash)
      .where("sellerId", "=", sellerId)
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now)
      .executeTakeFirst();
    const row = await this.k
      .selectFrom("findOrderLinks")
      .selectAll()
      .where("tokenHash", "=", tokenHash)
      .where("sellerId", "=", sellerId)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "unknown" };
    if (Number(r.numUpdatedRows) > 0) return { ok: true, sellerId, email: row.email, locale: row.locale };
    return { ok: false, reason: row.usedAt !== null ? "used" : "expired" };
  }

  async customerOrders(sellerId: string, email: string): Promise<CustomerOrderRow[]> {
    const rows = await this.k
      .selectFrom("orders")
      .select(["orderId", "createdAt", "stock", "amount", "status"])
      .where("sellerId", "=", sellerId)
      .where(sql`lower(trim(email))`, "=", normalEmail(email))
      .orderBy("createdAt", "desc")
      .orderBy("orderId", "desc")
      .limit(LIST_LIMIT)
      .execute();
    return rows.map((r) => ({ ...r, createdAt: Number(r.createdAt), amount: Number(r.amount) }));
  }

  /** Whether the store has any order for this email (the request's answer never says). */
  async hasOrders(sellerId: string, email: string): Promise<boolean> {
    const r = await this.k
      .selectFrom("orders")
      .select("orderId")
      .where("sellerId", "=", sellerId)
      .where(sql`lower(trim(email))`, "=", normalEmail(email))
      .limit(1)
      .executeTakeFirst();
    return r !== undefined;
  }

  /** Deletes links that ran out more than a day ago (a used or expired link's page stays clear for that day). */
  async pruneLinks(now: number): Promise<number> {
    const r = await this.k
      .deleteFrom("findOrderLinks")
      .where("expiresAt", "<", now - 24 * 3600_000)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
