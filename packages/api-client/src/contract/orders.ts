import { z } from "zod";
import { CountSchema, IdSchema, IsoDateSchema } from "./common.ts";

export const OrderStatusSchema = z.enum(["completed", "partial", "failed"]);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Raw tokens: account credentials, only on the signed-in dashboard API. */
export const TokensUsedSchema = z.object({
  failed: z.array(z.string()).default([]),
  success: z.array(z.string()).default([]),
});
export type TokensUsed = z.infer<typeof TokensUsedSchema>;

/**
 * One `order.json` (`GET /api/dashboard/orders/:folderId/order.json`), as the bot writes it.
 * `status` and `createdAt` are not in it: derive them (`toDashboardOrder`).
 */
export const OrderSchema = z.object({
  orderId: IdSchema,
  guildId: IdSchema,
  invite: z.string(),
  /** Stock file name, e.g. "oneMonthBoosts.txt". */
  stock: z.string(),
  amount: CountSchema,
  "tokens-used": TokensUsedSchema.default({ failed: [], success: [] }),
  storeLink: z.string().optional(),
  discordLink: z.string().optional(),
  /** The boosted (customer's) guild. */
  BBGuildID: z.string().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/** `GET /api/dashboard/fetch-dashboard-orders`: folder ids and, per folder, its ISO creation date. */
export const OrdersListSchema = z.object({
  folders: z.array(IdSchema),
  folderDates: z.record(z.string(), IsoDateSchema),
});
export type OrdersList = z.infer<typeof OrdersListSchema>;
