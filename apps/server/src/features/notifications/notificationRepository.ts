// Notifications' storage: a seller's settings, and the outbox (written when an event happens, claimed and updated
// by the sender, read back as the delivery log).
import { randomBytes } from "node:crypto";
import type { EventSwitches, StockThresholds } from "@boostdash/api-client/notifications/contract";
import {
  DEFAULT_STOCK_THRESHOLD,
  type DeliveryEvent,
  NOTIFICATION_EVENTS,
  STOCK_TIERS,
  type StockTier,
} from "@boostdash/api-client/notifications/rules";
import type { Kysely, Selectable } from "kysely";
import type { Db } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";
import { newId } from "../../ids.ts";
import type {
  MailOnlyEvent,
  NotificationOutboxTable,
  NotificationTables,
  OutboxTarget,
  WebhookTarget,
} from "./tables.ts";

export type OutboxRow = Selectable<NotificationOutboxTable>;
/** A webhook's delivery, as the seller's delivery log shows it (customers' emails are not in it). */
export type WebhookRow = Omit<OutboxRow, "event" | "target"> & {
  event: DeliveryEvent;
  target: WebhookTarget;
};
const WEBHOOK_TARGETS: WebhookTarget[] = ["discord", "endpoint"];

export interface NotificationSettingsRow {
  discordUrl: string;
  endpointUrl: string;
  secret: string | null;
  events: EventSwitches;
  thresholds: StockThresholds;
  lowTiers: StockTier[];
}

/** A store that never saved the page: every event on, the default thresholds, no targets. */
export const DEFAULT_EVENTS: EventSwitches = Object.fromEntries(
  NOTIFICATION_EVENTS.map((e) => [e, true]),
) as EventSwitches;
export const DEFAULT_THRESHOLDS: StockThresholds = Object.fromEntries(
  STOCK_TIERS.map((t) => [t, DEFAULT_STOCK_THRESHOLD]),
) as StockThresholds;

function parseJson<T extends object>(text: string, fallback: T): T {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === "object" && v !== null ? ({ ...fallback, ...v } as T) : fallback;
  } catch {
    return fallback;
  }
}

export const newSecret = () => `whsec_${randomBytes(24).toString("base64url")}`;

export interface NewDelivery {
  dedupeKey: string;
  event: DeliveryEvent | MailOnlyEvent;
  target: OutboxTarget;
  url: string;
  body: string;
}

export class NotificationRepository {
  readonly k: Kysely<Database & NotificationTables>;

  constructor(db: Db) {
    this.k = db.kysely.withTables<NotificationTables>();
  }

  async settings(sellerId: string): Promise<NotificationSettingsRow> {
    const r = await this.k
      .selectFrom("notificationSettings")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .executeTakeFirst();
    return {
      discordUrl: r?.discordUrl ?? "",
      endpointUrl: r?.endpointUrl ?? "",
      secret: r?.secret ?? null,
      events: parseJson(r?.events ?? "{}", DEFAULT_EVENTS),
      thresholds: parseJson(r?.thresholds ?? "{}", DEFAULT_THRESHOLDS),
      lowTiers: r ? (JSON.parse(r.lowTiers) as StockTier[]) : [],
    };
  }

  async save(sellerId: string, s: Partial<NotificationSettingsRow>, now = Date.now()): Promise<void> {
    const set = {
      ...(s.discordUrl !== undefined ? { discordUrl: s.discordUrl } : {}),
      ...(s.endpointUrl !== undefined ? { endpointUrl: s.endpointUrl } : {}),
      ...(s.secret !== undefined ? { secret: s.secret } : {}),
      ...(s.events ? { events: JSON.stringify(s.events) } : {}),
      ...(s.thresholds ? { thresholds: JSON.stringify(s.thresholds) } : {}),
      ...(s.lowTiers ? { lowTiers: JSON.stringify(s.lowTiers) } : {}),
      updatedAt: now,
    };
    await this.k
      .insertInto("notificationSettings")
      .values({ sellerId, ...set })
      .onConflict((oc) => oc.column("sellerId").doUpdateSet(set))
      .execute();
  }

  /** Writes deliveries; an event already written (same key) is left as it is. Answers the rows written. */
  async enqueue(sellerId: string, items: NewDelivery[], now = Date.now()): Promise<string[]> {
    const ids: string[] = [];
    for (const item of items) {
      const id = newId(now);
      const r = await this.k
        .insertInto("notificationOutbox")
        .values({ id, sellerId, ...item, nextAttemptAt: now, createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.columns(["sellerId", "dedupeKey"]).doNothing())
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 0) > 0) ids.push(id);
    }
    return ids;
  }

  /** The newest webhook deliveries of a seller (a customer's email is the customer's, not the seller's log). */
  recent(sellerId: string, limit = 20): Promise<WebhookRow[]> {
    return this.k
      .selectFrom("notificationOutbox")
      .selectAll()
      .where("sellerId", "=", sellerId)
      .where("target", "in", WEBHOOK_TARGETS)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .$narrowType<{ event: DeliveryEvent; target: WebhookTarget }>()
      .execute();
  }

  byIds(ids: string[]): Promise<WebhookRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.k
      .selectFrom("notificationOutbox")
      .selectAll()
      .where("id", "in", ids)
      .where("target", "in", WEBHOOK_TARGETS)
      .$narrowType<{ event: DeliveryEvent; target: WebhookTarget }>()
      .execute();
  }

  /** Rows whose try is due and that no live claim holds. */
  due(now: number, limit = 20): Promise<OutboxRow[]> {
    return this.k
      .selectFrom("notificationOutbox")
      .selectAll()
      .where("status", "=", "pending")
      .where("nextAttemptAt", "<=", now)
      .where("lockedUntil", "<=", now)
      .orderBy("nextAttemptAt")
      .limit(limit)
      .execute();
  }

  /** When the next pending try is due (null: none pending). */
  async nextDue(): Promise<number | null> {
    const r = await this.k
      .selectFrom("notificationOutbox")
      .select((eb) => eb.fn.min("nextAttemptAt").as("at"))
      .where("status", "=", "pending")
      .executeTakeFirst();
    return r?.at === null || r?.at === undefined ? null : Number(r.at);
  }

  /** Claims a row until `until`; false when another sender holds it or it is no longer pending. */
  async claim(id: string, now: number, until: number): Promise<boolean> {
    const r = await this.k
      .updateTable("notificationOutbox")
      .set({ lockedUntil: until })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("lockedUntil", "<=", now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /**
   * Deletes finished deliveries (sent, or given up on) last touched before `now - maxAgeMs`, in batches so a large
   * backlog never holds the database's write lock for long; pending ones stay whatever their age. The delivery log
   * shows the newest 20, and a store sending 600 orders a minute writes about 1.7 million rows a day.
   */
  async prune(maxAgeMs: number, now = Date.now(), batch = 5000): Promise<number> {
    let deleted = 0;
    for (;;) {
      const ids = this.k
        .selectFrom("notificationOutbox")
        .select("id")
        .where("status", "in", ["sent", "failed"])
        .where("updatedAt", "<", now - maxAgeMs)
        .limit(batch);
      const r = await this.k.deleteFrom("notificationOutbox").where("id", "in", ids).executeTakeFirst();
      const n = Number(r.numDeletedRows);
      deleted += n;
      if (n < batch) return deleted;
    }
  }

  async record(
    id: string,
    result: {
      status: "pending" | "sent" | "failed";
      attempts: number;
      lastStatus: number | null;
      lastError: string | null;
      nextAttemptAt: number | null;
      /** Replaces the body (an email's, once it is sent or given up: it may hold a find-my-order link). */
      body?: string;
    },
    now = Date.now(),
  ): Promise<void> {
    await this.k
      .updateTable("notificationOutbox")
      .set({ ...result, lockedUntil: 0, updatedAt: now })
      .where("id", "=", id)
      .execute();
  }
}
