/**
 * The dashboard's live events (docs/decisions.md#live-dashboard): one Server-Sent Events stream per signed-in tab,
 * `GET /api/dashboard/events`, authenticated like every dashboard call (the raw session token as `Authorization`;
 * the client reads it with fetch, so it can send the header, which EventSource cannot).
 *
 * The stream's frames:
 * - `id: <n>` `event: order` `data: <OrderEvent JSON>`: an order arrived or moved; `n` grows, resume with
 *   `Last-Event-ID: <n>` within the resume window.
 * - `event: reset`: the events since the given id are no longer kept (or the id is unknown): load everything again.
 * - `event: expired`: the session ended (expired, signed out, access code reset); the server closes the stream.
 * - `: heartbeat` comment lines while idle, so proxies keep the connection.
 */
import { z } from "zod";
import { IsoDateSchema } from "../../core/contract/common.ts";
import { OrderStatusSchema } from "../orders/contract.ts";

export const EVENTS_PATH = "/dashboard/events";

export const OrderEventSchema = z.object({
  orderId: z.string(),
  status: OrderStatusSchema,
  /** True when the order is new (a redeem, or the bot's first write of it). */
  created: z.boolean(),
  /** The order's creation (its `folderDates` entry). */
  createdAt: IsoDateSchema,
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** What a stream delivers, as the client reads it. */
export type LiveEvent =
  | { type: "order"; id: string; order: OrderEvent }
  | { type: "reset" }
  | { type: "expired" }
  /** The stream is open (the server answered 200). */
  | { type: "open" };
