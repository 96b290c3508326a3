// Writing orders: the bot's order.json one at a time (as the bot reports it) and the CLI's import many at a time,
// each step's time kept by the same rules.
import { FINISHED_ORDER_STATUSES, isFinishedStatus } from "@boostdash/api-client/orders/statuses";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type OrderChange, type OrderInput, storedColumns } from "./orderRows.ts";

/**
 * Writes the bot's order.json (or an imported one). Each step's time is kept from the first write that reached
 * it: a processing order is claimed now unless it was already; a finished one reported now unless it was already.
 * Back to pending, the later steps are cleared (the bot starts over).
 */
export async function upsertOrder(
  trx: Kysely<Database>,
  sellerId: string,
  o: OrderInput,
  now: number,
): Promise<OrderChange> {
  const { createdAt, orderId } = o;
  const before = await trx
    .selectFrom("orders")
    .select(["status", "storefrontInvoiceId"])
    .where("sellerId", "=", sellerId)
    .where("orderId", "=", orderId)
    .executeTakeFirst();
  const values = { ...storedColumns(o, before?.storefrontInvoiceId ?? null), updatedAt: now };
  const { status } = values;
  const finished = isFinishedStatus(status);
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
}

/**
 * Writes many imported orders (the CLI's import-orders), each as `upsert` would, in one statement: no read
 * before each write and one round trip per batch, so 100,000 orders import in seconds, not minutes
 * (docs/decisions.md#orders-at-scale), plus one read of the batch's storefront invoice ids. An order id given twice
 * keeps its last.
 */
export async function upsertOrders(
  k: Kysely<Database>,
  sellerId: string,
  orders: readonly (OrderInput & { createdAt: number })[],
  now: number,
): Promise<void> {
  const last = new Map(orders.map((o) => [o.orderId, o]));
  if (last.size === 0) return;
  // The storefront invoice ids the batch's orders already keep (one read for the batch), so an import over a
  // storefront's order keeps it searchable by its invoice id.
  const invoices = new Map(
    (
      await k
        .selectFrom("orders")
        .select(["orderId", "storefrontInvoiceId"])
        .where("sellerId", "=", sellerId)
        .where("orderId", "in", [...last.keys()])
        .where("storefrontInvoiceId", "is not", null)
        .execute()
    ).map((r) => [r.orderId, r.storefrontInvoiceId]),
  );
  const rows = [...last.values()].map((o) => {
    const columns = storedColumns(o, invoices.get(o.orderId) ?? null);
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
  await k
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
