// The Orders page and the dashboard home's figures.
import type { ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { can } from "@boostdash/api-client/core/contract/permissions";
import { csvLine } from "@boostdash/api-client/core/csv";
import { LIMITS } from "@boostdash/api-client/core/limits";
import { ORDERS_CSV_HEADER, orderCsvRow } from "@boostdash/api-client/orders/rules";
import { orderStatusLabels } from "@boostdash/api-client/orders/texts";
import { HttpError } from "../../http.ts";
import { type FeatureHandlers, type HandlerDeps, iso, isoOrNull, opt } from "../handlerKit.ts";
import { ReplacementRepository } from "../replacements/replacementRepository.ts";
import { orderTrail } from "../replacements/trail.ts";
import type { Seller } from "../sellers/sellerRepository.ts";
import { QuestionDropped } from "./droppedQuestions.ts";
import type {
  Order,
  OrderExportRow,
  OrderListRow,
  OrderRepository,
  OrdersFilter,
  PageStart,
} from "./orderRepository.ts";

/**
 * A page's `next`: the last order's creation time and id. Opaque to the client, which only hands it back as
 * `after` (docs/decisions.md#orders-at-scale).
 */
export function pageCursor(row: Pick<OrderListRow, "createdAt" | "orderId">): string {
  return `${row.createdAt}.${row.orderId}`;
}

const BAD_CURSOR = "after is not a page cursor of this list (start again from the first page)";

/** The keyset start of an `after`; a text this server did not give is a 400 (never a 500 or a wrong page). */
export function parseCursor(after: string): { createdAt: number; orderId: string } {
  const match = /^(\d{1,16})\.(.+)$/s.exec(after);
  const createdAt = Number(match?.[1]);
  const orderId = match?.[2] ?? "";
  if (!match || !Number.isSafeInteger(createdAt) || orderId.length > LIMITS.id)
    throw new HttpError(400, BAD_CURSOR);
  return { createdAt, orderId };
}

/**
 * Answers with `read`, which stops once the browser drops the question (its request closed: a search typed over),
 * so a long scan does not run on for nobody (droppedQuestions.ts). The 408 goes to no one; it is only logged.
 */
async function whileWanted<T>(
  response: ServerResponse,
  read: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const dropped = new AbortController();
  // Also emitted once the answer is sent; the read is over by then.
  response.once("close", () => dropped.abort());
  try {
    return await read(dropped.signal);
  } catch (error) {
    if (error instanceof QuestionDropped) throw new HttpError(408, error.message);
    throw error;
  }
}

/** A CSV row's fields of an order, worded as the order.json the dialog reads (`orderJson`). */
function csvFields(o: OrderExportRow, seller: Seller, replacements: readonly string[]) {
  return {
    orderId: o.orderId,
    folderId: o.orderId,
    status: o.status,
    createdAt: iso(o.createdAt),
    guildId: o.guildId || seller.guildId,
    invite: o.invite,
    stock: o.stock,
    amount: o.amount,
    successfulTokens: o.successCount,
    failedTokens: o.failedCount,
    storeLink: opt(o.storeLink),
    discordLink: opt(o.discordLink),
    BBGuildID: opt(o.bbGuildId),
    claimedAt: isoOrNull(o.claimedAt),
    reportedAt: isoOrNull(o.reportedAt),
    invoiceId: o.storefrontInvoiceId,
    replacementOf: o.replacementOf,
    replacements,
  };
}

const statusLabel = (status: OrderExportRow["status"]) => orderStatusLabels[status];

/**
 * The export as CSV text, a batch of rows per chunk: a UTF-8 BOM (spreadsheets read the file as UTF-8), the
 * header, then each order's `orderCsvRow`, lines joined by CRLF as `ordersCsv` joins them.
 */
export async function* ordersCsvChunks(
  orders: OrderRepository,
  replacements: ReplacementRepository,
  seller: Seller,
  filter: OrdersFilter,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(ORDERS_CSV_HEADER)}`;
  for await (const batch of orders.exportRows(seller.id, filter)) {
    // The link both ways (docs/decisions.md#replacements): each original's replacements, one query per batch.
    const links = await replacements.replacementIds(
      seller.id,
      batch.map((o) => o.orderId),
    );
    yield batch
      .map(
        (o) => `\r\n${csvLine(orderCsvRow(csvFields(o, seller, links.get(o.orderId) ?? []), statusLabel))}`,
      )
      .join("");
  }
}

/**
 * An order as its order.json reads, with the server's status and step times (docs/product.md#order-lifecycle), and
 * its replacements' link both ways (docs/decisions.md#replacements).
 */
function orderJson(o: Order, seller: Seller, replacements: readonly string[]) {
  return {
    orderId: o.orderId,
    guildId: o.guildId || seller.guildId,
    invite: o.invite,
    stock: o.stock,
    amount: o.amount,
    "tokens-used": { failed: o.failedTokens, success: o.successTokens },
    storeLink: opt(o.storeLink),
    discordLink: opt(o.discordLink),
    BBGuildID: opt(o.bbGuildId),
    status: o.status,
    redeemedAt: iso(o.createdAt),
    claimedAt: isoOrNull(o.claimedAt),
    reportedAt: isoOrNull(o.reportedAt),
    invoiceId: o.storefrontInvoiceId ?? null,
    replacementOf: o.replacementOf ?? null,
    replacements: [...replacements],
  };
}

export function orderHandlers({
  store,
}: HandlerDeps): FeatureHandlers<
  | "listOrders"
  | "getOrder"
  | "getOrdersBatch"
  | "getOrdersSummary"
  | "getOrdersPage"
  | "exportOrdersCsv"
  | "dashboardData"
> {
  const replacements = new ReplacementRepository(store.db);
  return {
    async listOrders({ seller }) {
      const folders = await store.orders.listFolders(seller.id);
      return {
        folders: folders.map((f) => f.orderId),
        folderDates: Object.fromEntries(folders.map((f) => [f.orderId, iso(f.createdAt)])),
      };
    },

    async getOrder({ seller, params }) {
      const o = await store.orders.get(seller.id, params.folderId);
      if (!o) throw new HttpError(404, "Order not found");
      const [links, requests] = await Promise.all([
        replacements.replacementIds(seller.id, [o.orderId]),
        replacements.requestsOf(seller.id, o.orderId),
      ]);
      return { ...orderJson(o, seller, links.get(o.orderId) ?? []), trail: orderTrail(requests) };
    },

    async getOrdersBatch({ seller, body }) {
      const found = await store.orders.getMany(seller.id, body.folders);
      const links = await replacements.replacementIds(
        seller.id,
        found.map((o) => o.orderId),
      );
      return {
        orders: Object.fromEntries(
          found.map((o) => [o.orderId, orderJson(o, seller, links.get(o.orderId) ?? [])]),
        ),
      };
    },

    async getOrdersSummary({ seller, query, reply }) {
      return whileWanted(reply.raw, (signal) => store.orders.summary(seller.id, query, signal));
    },

    async getOrdersPage({ seller, query, reply }) {
      const { after, offset, limit, ...filter } = query;
      if (after !== undefined && offset !== undefined) {
        throw new HttpError(400, "Give after or offset, not both (after continues a page, offset jumps)");
      }
      const start: PageStart =
        after !== undefined ? { after: parseCursor(after) } : offset !== undefined ? { offset } : undefined;
      const { rows, more } = await whileWanted(reply.raw, (signal) =>
        store.orders.page(seller.id, filter, start, limit, signal),
      );
      const last = rows[rows.length - 1];
      // Which of the page's orders are replacements: by primary key, so the page's own index read is unchanged.
      const originals = await replacements.originalsOf(
        seller.id,
        rows.map((o) => o.orderId),
      );
      return {
        orders: rows.map((o) => ({
          folderId: o.orderId,
          orderId: o.orderId,
          status: o.status,
          invite: o.invite,
          stock: o.stock,
          amount: o.amount,
          successfulTokens: o.successCount,
          failedTokens: o.failedCount,
          createdAt: iso(o.createdAt),
          replacementOf: originals.get(o.orderId) ?? null,
        })),
        next: more && last ? pageCursor(last) : null,
      };
    },

    async exportOrdersCsv({ seller, query, reply }) {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="orders-${day}.csv"`)
        .header("Cache-Control", "no-store")
        .send(Readable.from(ordersCsvChunks(store.orders, replacements, seller, query)));
    },

    async dashboardData({ seller, actor }) {
      const stats = await store.orders.dashboardStats(seller.id);
      const activity = await store.orders.recentActivity(seller.id, 10);
      // Home's line of open requests comes with its figures (one call fewer on Home's first screen), for a person
      // whose role handles replacements; absent for anyone else (docs/decisions.md#home-at-90-days-on-a-busy-host).
      const openReplacements =
        actor && can(actor.role, "replacements") ? await replacements.countOpen(seller.id) : undefined;
      const { stock } = seller;
      return {
        ...stats,
        ...(openReplacements === undefined ? {} : { openReplacements }),
        recentActivity: activity.map((a) => ({ ...a, time: iso(a.time) })),
        setup: {
          botLastSeenAt: isoOrNull(seller.botLastSeenAt),
          stockTotal:
            stock.oneMonthNitroTokens +
            stock.oneMonthServerBoosts +
            stock.threeMonthNitroTokens +
            stock.threeMonthServerBoosts,
          guildId: seller.guildId,
        },
      };
    },
  };
}
