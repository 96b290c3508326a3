/** Notifications fixtures for stories and tests. */
import { HOUR, MINUTE, MOCK_NOW_MS, mockAgo } from "../../core/mocks/fixtures.ts";
import type { Delivery, NotificationSettings } from "./contract.ts";
import { DEFAULT_STOCK_THRESHOLD, NOTIFICATION_EVENTS, STOCK_TIERS } from "./rules.ts";

export const MOCK_DISCORD_WEBHOOK =
  "https://discord.com/api/webhooks/123456789012345678/abcDEF_ghiJKL-mnoPQR_stuVWX";
export const MOCK_ENDPOINT = "https://hooks.example.com/boostdash";
/** Shaped like the server's (`whsec_` + 32 base64url characters); fake. */
export const MOCK_SECRET = "whsec_c2lnbmluZy1zZWNyZXQtZm9yLXN0b3JpZXM";

export function createDelivery(over: Partial<Delivery> = {}): Delivery {
  return {
    id: "dlv-1",
    event: "order.created",
    target: "discord",
    createdAt: mockAgo(5 * MINUTE),
    status: "sent",
    attempts: 1,
    statusCode: 204,
    error: null,
    nextAttemptAt: null,
    ...over,
  };
}

export function createNotificationSettings(over: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    discordUrl: MOCK_DISCORD_WEBHOOK,
    endpointUrl: MOCK_ENDPOINT,
    events: Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, true])) as NotificationSettings["events"],
    stockThresholds: Object.fromEntries(
      STOCK_TIERS.map((t) => [t, DEFAULT_STOCK_THRESHOLD]),
    ) as NotificationSettings["stockThresholds"],
    secretHint: MOCK_SECRET.slice(-4),
    deliveries: [
      createDelivery({
        id: "dlv-3",
        event: "order.failed",
        target: "endpoint",
        createdAt: mockAgo(2 * MINUTE),
        status: "pending",
        attempts: 2,
        statusCode: 500,
        error: "answered 500",
        nextAttemptAt: new Date(MOCK_NOW_MS + 4 * MINUTE).toISOString(),
      }),
      createDelivery({ id: "dlv-4", event: "intake.failed", createdAt: mockAgo(30 * MINUTE) }),
      createDelivery({ id: "dlv-2", event: "order.delivered", createdAt: mockAgo(HOUR) }),
      createDelivery({
        id: "dlv-1",
        event: "stock.low",
        target: "endpoint",
        createdAt: mockAgo(3 * HOUR),
        statusCode: 200,
      }),
    ],
    ...over,
  };
}

/** A store that never set notifications up. */
export function createEmptyNotificationSettings(): NotificationSettings {
  return createNotificationSettings({ discordUrl: "", endpointUrl: "", secretHint: null, deliveries: [] });
}
