// The activity log: every writer goes through `add`, which bounds each field.
import type { TrailActor } from "@boostdash/api-client/admin/trail";
import type { Insertable, Selectable } from "kysely";
import { countRows, Repository } from "../../db/repository.ts";
import type { LogsTable } from "../../db/schema.ts";

/** An entry to write: the time defaults to now, the client fields to none. */
export type LogInput = Omit<
  Insertable<LogsTable>,
  "id" | "timestamp" | "actorKind" | "actorId" | "actorName" | "actorRole"
> & {
  sellerId: string | null;
  timestamp?: number | undefined;
  /** Who did it (docs/decisions.md#sessions-and-the-trail); absent: unknown. */
  actor?: TrailActor | undefined;
};

export type LogEntry = Selectable<LogsTable>;

/**
 * The most each text field of a log entry keeps (docs/decisions.md#hardening, "Log flooding"). Every writer goes
 * through `add`, so a 15 KB User-Agent or a long title in a detail line is cut here once for all.
 */
export const LOG_FIELD_LIMITS = {
  username: 100,
  userId: 128,
  action: 64,
  details: 512,
  ipAddress: 64,
  userAgent: 256,
} as const;

/** `text` cut to at most `max` characters, ending in '…' when cut, never splitting a surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** `access_code_reset` -> `Access Code Reset`, for activity items. */
export function humanAction(action: string): string {
  return action
    .split("_")
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(" ");
}

export class LogRepository extends Repository {
  async add(e: LogInput): Promise<void> {
    const L = LOG_FIELD_LIMITS;
    const optional = (v: string | null | undefined, max: number) => (v == null ? null : clip(v, max));
    await this.k
      .insertInto("logs")
      .values({
        timestamp: e.timestamp ?? Date.now(),
        sellerId: e.sellerId,
        username: clip(e.username, L.username),
        userId: clip(e.userId, L.userId),
        action: clip(e.action, L.action),
        details: clip(e.details, L.details),
        severity: e.severity,
        ipAddress: optional(e.ipAddress, L.ipAddress),
        userAgent: optional(e.userAgent, L.userAgent),
        actorKind: e.actor?.kind ?? null,
        actorId: optional(e.actor?.id, L.userId),
        actorName: optional(e.actor?.name, L.username),
        actorRole: e.actor?.role ?? null,
      })
      .execute();
  }

  count(): Promise<number> {
    return countRows(this.k, "logs");
  }

  /** The newest `limit` entries, newest first. */
  list(limit = 1000): Promise<LogEntry[]> {
    return this.k
      .selectFrom("logs")
      .selectAll()
      .orderBy("timestamp", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
  }

  /**
   * Keeps the log within its bounds: entries older than `maxAgeMs` go, then all but the newest `maxEntries`.
   * Returns how many were deleted. Safe to run from several instances at once (each delete is idempotent).
   */
  async prune(bounds: { maxAgeMs: number; maxEntries: number }, now = Date.now()): Promise<number> {
    const old = await this.k
      .deleteFrom("logs")
      .where("timestamp", "<", now - bounds.maxAgeMs)
      .executeTakeFirst();
    let deleted = Number(old.numDeletedRows);
    // The oldest entry still kept; everything older than it (in the list's own order) goes.
    const edge = await this.k
      .selectFrom("logs")
      .select(["timestamp", "id"])
      .orderBy("timestamp", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .offset(bounds.maxEntries - 1)
      .executeTakeFirst();
    if (edge) {
      const extra = await this.k
        .deleteFrom("logs")
        .where((eb) =>
          eb.or([
            eb("timestamp", "<", edge.timestamp),
            eb.and([eb("timestamp", "=", edge.timestamp), eb("id", "<", edge.id)]),
          ]),
        )
        .executeTakeFirst();
      deleted += Number(extra.numDeletedRows);
    }
    return deleted;
  }
}
