import { z } from "zod";
import {
  boundedText,
  CountSchema,
  IdSchema,
  IsoDateSchema,
  UrlTextSchema,
} from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { ORDER_STATUSES } from "./statuses.ts";

/** An order's status as the server keeps it (statuses.ts). */
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type { FinishedOrderStatus, OrderStatus, UnfinishedOrderStatus } from "./statuses.ts";

/** Raw tokens: account credentials, only on the signed-in dashboard API. */
export const TokensUsedSchema = z.object({
  failed: z.array(boundedText(LIMITS.token)).max(LIMITS.tokensPerList).default([]),
  success: z.array(boundedText(LIMITS.token)).max(LIMITS.tokensPerList).default([]),
});
export type TokensUsed = z.infer<typeof TokensUsedSchema>;

/**
 * One `order.json` as the bot writes it (`PUT /api/bot/orders/:folderId`). `status` is optional: without it the
 * order is reported (finished), as before the lifecycle; a finished status is checked against the tokens by
 * docs/product.md#order-status-rule on the server.
 */
export const OrderJsonSchema = z.object({
  orderId: IdSchema,
  guildId: IdSchema,
  invite: boundedText(LIMITS.invite),
  /** Stock file name, e.g. "oneMonthBoosts.txt". */
  stock: boundedText(LIMITS.stock),
  amount: CountSchema,
  "tokens-used": TokensUsedSchema.default({ failed: [], success: [] }),
  storeLink: UrlTextSchema.optional(),
  discordLink: UrlTextSchema.optional(),
  /** The boosted (customer's) guild. */
  BBGuildID: boundedText(LIMITS.id).optional(),
  status: OrderStatusSchema.optional(),
});
export type OrderJson = z.infer<typeof OrderJsonSchema>;

/**
 * One `order.json` as the dashboard reads it (`GET /api/dashboard/orders/:folderId/order.json`, the batch route):
 * the bot's fields, the server's `status` and each step's time (ISO; null until the step happened or when it is
 * unknown). A server from before the lifecycle sends none of them: `toDashboardOrder` derives the status then.
 * `createdAt` is not in it (the list's `folderDates`).
 */
export const OrderSchema = OrderJsonSchema.extend({
  /** When the order was made: the redeem, or the bot's first write. */
  redeemedAt: IsoDateSchema.nullable().optional(),
  /** When the bot claimed it. */
  claimedAt: IsoDateSchema.nullable().optional(),
  /** When the bot reported its result. */
  reportedAt: IsoDateSchema.nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/** `GET /api/dashboard/fetch-dashboard-orders`: folder ids and, per folder, its ISO creation date. */
export const OrdersListSchema = z.object({
  folders: z.array(IdSchema),
  folderDates: z.record(z.string(), IsoDateSchema),
});
export type OrdersList = z.infer<typeof OrdersListSchema>;

/** Most folders one batch call asks for. */
export const ORDERS_BATCH_MAX = 250;

/**
 * `POST /api/dashboard/orders/batch` (not in docs/product.md#calls: a store of thousands of orders would otherwise need a
 * request per order.json). The folders to read, newest first.
 */
export const OrdersBatchRequestSchema = z.object({ folders: z.array(IdSchema).min(1).max(ORDERS_BATCH_MAX) });
export type OrdersBatchRequest = z.infer<typeof OrdersBatchRequestSchema>;

/**
 * Each asked folder's order.json, by folder id; a folder the server does not have is left out. The client parses
 * each order on its own with `OrderSchema`, so one bad order is skipped without losing the batch.
 */
export const OrdersBatchResponseSchema = z.object({ orders: z.record(z.string(), z.unknown()) });
export type OrdersBatchResponse = z.infer<typeof OrdersBatchResponseSchema>;

/** The orders calls (`contractRoutes` spreads them). */
export const ordersRoutes = {
  listOrders: {
    method: "GET",
    path: "/dashboard/fetch-dashboard-orders",
    auth: "token",
    response: OrdersListSchema,
    spec: "GET /dashboard/fetch-dashboard-orders",
  },
  getOrder: {
    method: "GET",
    path: "/dashboard/orders/:folderId/order.json",
    auth: "token",
    params: z.object({ folderId: IdSchema }),
    response: OrderSchema,
    spec: "GET /dashboard/orders/{folderId}/order.json",
  },
  getOrdersBatch: {
    method: "POST",
    path: "/dashboard/orders/batch",
    auth: "token",
    request: OrdersBatchRequestSchema,
    response: OrdersBatchResponseSchema,
  },
} as const satisfies Record<string, ContractRoute>;
