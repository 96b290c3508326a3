import { z } from "zod";
import { IsoDateSchema, UrlTextSchema } from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { isDiscordWebhookUrl, isWebhookEndpointUrl, NOTIFICATION_EVENTS, STOCK_TIERS } from "./rules.ts";
import { notificationMessages } from "./texts.ts";

export const NotificationEventSchema = z.enum(NOTIFICATION_EVENTS);
export const DeliveryEventSchema = z.enum([...NOTIFICATION_EVENTS, "test"]);

export const EventSwitchesSchema = z.object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, z.boolean()])) as Record<
    (typeof NOTIFICATION_EVENTS)[number],
    z.ZodBoolean
  >,
);
export type EventSwitches = z.infer<typeof EventSwitchesSchema>;

const ThresholdSchema = z.number().int().nonnegative().max(1_000_000);
export const StockThresholdsSchema = z.object(
  Object.fromEntries(STOCK_TIERS.map((t) => [t, ThresholdSchema])) as Record<
    (typeof STOCK_TIERS)[number],
    typeof ThresholdSchema
  >,
);
export type StockThresholds = z.infer<typeof StockThresholdsSchema>;

/** One row of the delivery log: a send to one target, with its tries. */
export const DeliverySchema = z.object({
  id: z.string(),
  event: DeliveryEventSchema,
  target: z.enum(["discord", "endpoint"]),
  /** When the event happened. */
  createdAt: IsoDateSchema,
  status: z.enum(["pending", "sent", "failed"]),
  attempts: z.number().int().nonnegative(),
  /** The last try's HTTP status; null: none answered (not tried yet, refused, timed out). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  /** When the next try comes; null once sent or given up. */
  nextAttemptAt: IsoDateSchema.nullable(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const NotificationSettingsSchema = z.object({
  discordUrl: z.string(),
  endpointUrl: z.string(),
  events: EventSwitchesSchema,
  stockThresholds: StockThresholdsSchema,
  /** The signing secret's last four characters; null: no secret yet (it is made with the first endpoint). */
  secretHint: z.string().nullable(),
  /** The newest deliveries, newest first. */
  deliveries: z.array(DeliverySchema),
  /** Whether the server sends customers' emails (SMTP_URL set); absent from a server from before them. */
  customerEmails: z.boolean().optional(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const NotificationSettingsUpdateSchema = z.object({
  discordUrl: UrlTextSchema.trim()
    .refine((v) => v === "" || isDiscordWebhookUrl(v), { message: notificationMessages.discordUrl })
    .optional(),
  endpointUrl: UrlTextSchema.trim()
    .refine((v) => v === "" || isWebhookEndpointUrl(v), { message: notificationMessages.endpointUrl })
    .optional(),
  events: EventSwitchesSchema.partial().optional(),
  stockThresholds: StockThresholdsSchema.partial().optional(),
});
export type NotificationSettingsUpdate = z.input<typeof NotificationSettingsUpdateSchema>;

export const UpdateNotificationSettingsResponseSchema = z.object({
  settings: NotificationSettingsSchema,
  /** Present when this save made the first signing secret: shown once. */
  secret: z.string().optional(),
  message: z.string(),
});
export type UpdateNotificationSettingsResponse = z.infer<typeof UpdateNotificationSettingsResponseSchema>;

export const RotateSecretResponseSchema = z.object({
  secret: z.string().min(1),
  secretHint: z.string(),
  message: z.string(),
});
export type RotateSecretResponse = z.infer<typeof RotateSecretResponseSchema>;

export const notificationsRoutes = {
  notificationSettings: {
    method: "GET",
    path: "/user/notifications",
    auth: "token",
    permission: "settings",
    response: NotificationSettingsSchema,
  },
  updateNotificationSettings: {
    method: "PUT",
    path: "/user/notifications",
    auth: "token",
    permission: "settings",
    request: NotificationSettingsUpdateSchema,
    response: UpdateNotificationSettingsResponseSchema,
  },
  /** A new signing secret; the old one stops signing at once. The answer holds it, the only time it is shown. */
  rotateNotificationSecret: {
    method: "POST",
    path: "/user/notifications/rotate-secret",
    auth: "token",
    permission: "settings",
    response: RotateSecretResponseSchema,
  },
  /** 'Send test': one test delivery to each target set, through the outbox like any event. */
  sendTestNotification: {
    method: "POST",
    path: "/user/notifications/test",
    auth: "token",
    permission: "settings",
    response: z.object({ message: z.string(), deliveries: z.array(DeliverySchema) }),
  },
} as const satisfies Record<string, ContractRoute>;
