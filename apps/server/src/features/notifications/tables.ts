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
export type OutboxTarget = "discord" | "endpoint";

export interface NotificationOutboxTable {
  id: string;
  sellerId: string;
  dedupeKey: string;
  event: DeliveryEvent;
  target: OutboxTarget;
  url: string;
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
