/**
 * Notifications' pure rules (docs/decisions.md#notifications): the events a seller can turn on, which addresses are
 * Discord webhooks, the retry schedule of the outbox and the signature other endpoints get. Safe for the server.
 */

/** Every event a seller can be told about, in the order Settings > Notifications lists them. */
export const NOTIFICATION_EVENTS = [
  "order.created",
  "order.delivered",
  "order.failed",
  "stock.low",
  "domain.changed",
  "intake.received",
  "intake.failed",
  "replacement.requested",
  "replacement.decided",
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
/** What a delivery in the log can be: one of the events, or the page's "Send test". */
export type DeliveryEvent = NotificationEvent | "test";

/** The four stock tiers, as the stock counts name them. */
export const STOCK_TIERS = [
  "oneMonthNitroTokens",
  "oneMonthServerBoosts",
  "threeMonthNitroTokens",
  "threeMonthServerBoosts",
] as const;
export type StockTier = (typeof STOCK_TIERS)[number];

/** A new store's thresholds: told when a tier falls below this many. */
export const DEFAULT_STOCK_THRESHOLD = 5;

/**
 * Discord's webhook addresses (discord.com or the older discordapp.com, with the ptb./canary. clients' hosts, an
 * optional API version): `https://discord.com/api/webhooks/<id>/<token>`. A port is allowed (the host is still
 * Discord's, and the sender checks the address it resolves to like any other): the tests' stand-in listens on one.
 */
const DISCORD_WEBHOOK =
  /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com(?::\d{1,5})?\/api(?:\/v\d{1,2})?\/webhooks\/\d{5,25}\/[\w-]{20,120}\/?$/;

export function isDiscordWebhookUrl(url: string): boolean {
  return DISCORD_WEBHOOK.test(url.trim());
}

/** An endpoint the server may be asked to post to: https only, or http for the development exception. */
export function isWebhookEndpointUrl(url: string): boolean {
  try {
    const u = new URL(url.trim());
    return (u.protocol === "https:" || u.protocol === "http:") && u.username === "" && u.password === "";
  } catch {
    return false;
  }
}

/** Sends in all, the first included. */
export const MAX_ATTEMPTS = 5;
/** The waits after the 1st..4th failed try: the 5th try comes an hour after the first. */
export const RETRY_DELAYS_MS = [60_000, 4 * 60_000, 15 * 60_000, 40 * 60_000] as const;

/** When the next try comes after `attempts` failed ones, or null when none is left. */
export function nextAttemptDelay(attempts: number, scale = 1): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const d = RETRY_DELAYS_MS[attempts - 1];
  return d === undefined ? null : Math.max(1, Math.round(d * scale));
}

/** Whether a response status is worth another try (the receiver's trouble, not a refusal of this request). */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** The signature headers of a delivery to an HTTPS endpoint. */
export const SIGNATURE_HEADER = "X-Boostdash-Signature";
export const TIMESTAMP_HEADER = "X-Boostdash-Timestamp";
export const EVENT_HEADER = "X-Boostdash-Event";
export const DELIVERY_HEADER = "X-Boostdash-Delivery";
/** A receiver should refuse a signature older than this (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What is signed: the timestamp (Unix seconds), a dot, and the raw body. */
export function signedPayload(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

/** "#8b5cf6" / "8B5CF6" as Discord's embed colour (an integer); Discord's blurple when unset. */
export function embedColorInt(hex: string): number {
  const h = hex.replace(/^#/, "");
  return /^[0-9a-f]{6}$/i.test(h) ? Number.parseInt(h, 16) : 0x5865f2;
}
