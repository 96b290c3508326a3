/**
 * The dashboard's live events (docs/decisions.md#live-dashboard): one Server-Sent Events stream per signed-in tab,
 * `GET /api/dashboard/events`, authenticated like every dashboard call (the raw session token as `Authorization`;
 * the client reads it with fetch, so it can send the header, which EventSource cannot).
 *
 * The stream's frames:
 * - `id: <n>` `event: order` `data: <OrderEvent JSON>`: an order arrived or moved; `n` grows, resume with
 *   `Last-Event-ID: <n>` within the resume window.
 * - `id: <n>` `event: intake` `data: <IntakeEvent JSON>`: a storefront's delivery was answered (an order or a key
 *   made: `intake.received`; nothing delivered: `intake.failed`). Numbered with the order events.
 * - `id: <n>` `event: replacement` `data: <ReplacementEvent JSON>`: a replacement request was made
 *   (`replacement.requested`) or decided (`replacement.decided`), once each (docs/decisions.md#replacements).
 * - `event: reset`: the events since the given id are no longer kept (or the id is unknown): load everything again.
 * - `event: expired`: the session ended (expired, signed out, access code reset); the server closes the stream.
 * - `: heartbeat` comment lines while idle, so proxies keep the connection.
 */
import { z } from "zod";
import { IsoDateSchema } from "../../core/contract/common.ts";
import { INTAKE_PLATFORMS } from "../intake/rules.ts";
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

/** A storefront's delivery answered (docs/decisions.md#storefront-intake-events-and-alerts). */
export const IntakeEventSchema = z.object({
  type: z.enum(["intake.received", "intake.failed"]),
  /** The delivery's id in the inbound log. */
  deliveryId: z.string(),
  platform: z.enum(INTAKE_PLATFORMS),
  productId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  result: z.enum(["delivered", "key_sent", "unmapped", "out_of_stock", "failed"]),
  /** The order made; null for a key, a failure or a test. */
  orderId: z.string().nullable(),
  /** A test delivery from the Storefronts screen: no stock used, nothing made. */
  test: z.boolean(),
  /** Why nothing was delivered; null when it was. */
  reason: z.string().nullable(),
});
export type IntakeEvent = z.infer<typeof IntakeEventSchema>;

/** A replacement request made or decided (docs/decisions.md#replacements). */
export const ReplacementEventSchema = z.object({
  type: z.enum(["replacement.requested", "replacement.decided"]),
  requestId: z.string(),
  /** The original order. */
  orderId: z.string(),
  /** Boosts asked for; on a decision, the boosts approved (0 when declined). */
  amount: z.number().int().nonnegative(),
  decision: z.enum(["approved", "declined"]).nullable(),
  /** Who made or decided it. */
  by: z.enum(["customer", "seller", "bot"]),
  /** The replacement order an approval made. */
  replacementOrderId: z.string().nullable(),
});
export type ReplacementEvent = z.infer<typeof ReplacementEventSchema>;

/** What a stream delivers, as the client reads it. */
export type LiveEvent =
  | { type: "order"; id: string; order: OrderEvent }
  | { type: "intake"; id: string; intake: IntakeEvent }
  | { type: "replacement"; id: string; replacement: ReplacementEvent }
  | { type: "reset" }
  | { type: "expired" }
  /** The stream is open (the server answered 200). */
  | { type: "open" };
