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
import { ActorSchema } from "../admin/trail.ts";
import { ordersPaths } from "./paths.ts";
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

/** What happened to an order by someone's hand, beside its own three steps (docs/decisions.md#sessions-and-the-trail). */
export const ORDER_TRAIL_ACTIONS = [
  "replacement_requested",
  "replacement_started",
  "replacement_approved",
  "replacement_declined",
] as const;

export const OrderTrailEventSchema = z.object({
  at: IsoDateSchema,
  action: z.enum(ORDER_TRAIL_ACTIONS),
  by: ActorSchema,
  /** Boosts asked for, started or approved. */
  amount: CountSchema.nullable(),
  /** A decline's reason. */
  reason: z.string().nullable(),
});
export type OrderTrailEvent = z.infer<typeof OrderTrailEventSchema>;

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
  /**
   * The storefront's invoice id of an order a storefront's delivery made (docs/product.md#storefronts); null for a
   * redeemed key or a bot's order. Absent from a server from before storefront intake.
   */
  invoiceId: z.string().nullable().optional(),
  /**
   * The original order of a replacement under warranty (docs/decisions.md#replacements); null for a sale. Absent
   * from a server from before replacements.
   */
  replacementOf: z.string().nullable().optional(),
  /** The replacement orders made for this one, oldest first. */
  replacements: z.array(IdSchema).optional(),
  /** Who requested, started, approved or declined its replacements, oldest first; only the single order's answer has it. */
  trail: z.array(OrderTrailEventSchema).optional(),
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

/**
 * The Orders screen's questions, answered by the server over the whole order book (docs/decisions.md#orders-at-scale):
 * the screen never loads every order. `q` matches orderId, guildId, invite and stock, and the stock's name as the
 * card words it (`formatStockName`), case-insensitively, as `searchOrders` does in the browser; `status` keeps one
 * status. Both absent: all orders.
 */
export const OrdersQuerySchema = z.object({
  q: boundedText(LIMITS.search).optional(),
  status: OrderStatusSchema.optional(),
  /** "requested": only orders with an open replacement request (docs/decisions.md#replacements). */
  replacement: z.enum(["requested"]).optional(),
});
export type OrdersQuery = z.infer<typeof OrdersQuerySchema>;

/** `GET /api/dashboard/orders/summary`: the four cards over the orders `q` and `status` keep (`OrdersSummary`). */
export const OrdersSummarySchema = z.object({
  totalOrders: CountSchema,
  /** Successful boosts over ordered boosts of the finished orders only, rounded percent; 0 when none is finished. */
  successRate: z.number().int().min(0).max(100),
  totalBoosts: z.number().int().nonnegative(),
  completed: CountSchema,
});

/** Most orders one page holds. */
export const ORDERS_PAGE_MAX = 500;

/**
 * `GET /api/dashboard/orders/page`: a page of the orders `q` and `status` keep, newest first (createdAt descending,
 * then orderId ascending: the order `fetch-dashboard-orders` lists them in). `after` is the previous page's `next`
 * (keyset: the cost of a page does not grow with how far down it is); `offset` starts a page at a position instead,
 * for a jump (a scrollbar dragged far down) where no page before it is loaded. Not both.
 */
export const OrdersPageQuerySchema = OrdersQuerySchema.extend({
  after: boundedText(LIMITS.id + 32).optional(),
  offset: z.coerce.number().int().nonnegative().max(LIMITS.count).optional(),
  limit: z.coerce.number().int().min(1).max(ORDERS_PAGE_MAX).default(100),
});
export type OrdersPageQuery = z.input<typeof OrdersPageQuerySchema>;

/** One order as the list's card shows it: no tokens (the dialog loads the whole order.json). */
export const OrderRowSchema = z.object({
  folderId: IdSchema,
  orderId: IdSchema,
  status: OrderStatusSchema,
  invite: boundedText(LIMITS.invite),
  stock: boundedText(LIMITS.stock),
  amount: CountSchema,
  /** How many tokens of `tokens-used.success` / `.failed` (the boosts are `orderBoosts` over these). */
  successfulTokens: CountSchema,
  failedTokens: CountSchema,
  createdAt: IsoDateSchema,
  /** The original order when this one is a replacement (docs/decisions.md#replacements). */
  replacementOf: z.string().nullable().optional(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;

export const OrdersPageSchema = z.object({
  orders: z.array(OrderRowSchema),
  /** The cursor of the next page (`after`); null: this page is the last. */
  next: z.string().nullable(),
});
export type OrdersPage = z.infer<typeof OrdersPageSchema>;

/** The orders calls (`contractRoutes` spreads them). */
export const ordersRoutes = {
  listOrders: {
    method: "GET",
    path: "/dashboard/fetch-dashboard-orders",
    auth: "token",
    permission: "orders.read",
    response: OrdersListSchema,
    spec: "GET /dashboard/fetch-dashboard-orders",
  },
  getOrder: {
    method: "GET",
    path: "/dashboard/orders/:folderId/order.json",
    auth: "token",
    permission: "orders.read",
    params: z.object({ folderId: IdSchema }),
    response: OrderSchema,
    spec: "GET /dashboard/orders/{folderId}/order.json",
  },
  getOrdersBatch: {
    method: "POST",
    path: "/dashboard/orders/batch",
    auth: "token",
    permission: "orders.read",
    request: OrdersBatchRequestSchema,
    response: OrdersBatchResponseSchema,
  },
  getOrdersSummary: {
    ...ordersPaths.getOrdersSummary,
    query: OrdersQuerySchema,
    response: OrdersSummarySchema,
  },
  getOrdersPage: {
    ...ordersPaths.getOrdersPage,
    query: OrdersPageQuerySchema,
    response: OrdersPageSchema,
  },
  /**
   * Every order `q` and `status` keep as CSV (`ordersCsv`'s columns and injection guard), newest first, streamed by
   * the server as `text/csv` (a UTF-8 BOM first, `Content-Disposition: attachment`); the response schema is the text.
   */
  exportOrdersCsv: {
    method: "GET",
    path: "/dashboard/orders/export.csv",
    auth: "token",
    permission: "orders.read",
    query: OrdersQuerySchema,
    response: z.string(),
  },
} as const satisfies Record<string, ContractRoute>;
