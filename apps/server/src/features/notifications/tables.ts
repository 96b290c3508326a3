// Row types of the notifications' own tables (migrations.ts), camelCase as Kysely's CamelCasePlugin shows them.
import type { DeliveryEvent } from "@boostdash/api-client/notifications/rules";
import type { Generated } from "kysely";

export interface NotificationSettingsTable {
  sellerId: string;
  discordUrl: Generated<string>;
  endpointUrl: Generated<string>;
  secret: string | null;
  events: Generated<string>;
  thresholds: Generated<string>;
  lowTiers: Generated<string>;
  updatedAt: number;
}

export type OutboxStatus = "pending" | "sent" | "failed";
/** A seller's webhooks, or a customer's email (features/mail): the same outbox sends both. */
export type WebhookTarget = "discord" | "endpoint";
export type OutboxTarget = WebhookTarget | "email";
/** The events only customers' emails have (the seller's switches and log are the webhooks'). */
export type MailOnlyEvent = "find_order.link";

export interface NotificationOutboxTable {
  id: string;
  sellerId: string;
  dedupeKey: string;
  event: DeliveryEvent | MailOnlyEvent;
  target: OutboxTarget;
  /** The webhook's address, or the customer's email address. */
  url: string;
  /** The webhook's JSON, or the mail's (`{ subject, text, html }`), emptied once an email is sent or given up. */
  body: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  nextAttemptAt: number | null;
  lockedUntil: Generated<number>;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

export type NotificationTables = {
  notificationSettings: NotificationSettingsTable;
  notificationOutbox: NotificationOutboxTable;
};
