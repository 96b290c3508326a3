// Live events for the sellers' dashboards (docs/decisions.md#live-dashboard). Every event is written to a short
// log (order_events), numbered within its store (event_counters), so a stream can resume from its Last-Event-ID on
// any instance; then it is delivered to this
// process's open streams of that seller, and on PostgreSQL to every other instance's through NOTIFY (one LISTEN
// connection per process). SQLite has one process: delivery stays in it.
import type { IntakeEvent, OrderEvent, ReplacementEvent } from "@boostdash/api-client/events/contract";
import { type Kysely, sql } from "kysely";
import type PgType from "pg";
import type { Db } from "../../db/connect.ts";
import type { Database } from "../../db/schema.ts";
import type { Order } from "../orders/orderRepository.ts";

/** The channel every instance listens on. */
const CHANNEL = "boostdash_events";
/** How long events are kept for a resume (docs/decisions.md#live-dashboard). */
export const RESUME_WINDOW_MS = 10 * 60_000;
/** At most this many missed events are replayed on a resume; more means the client loads everything again. */
export const RESUME_MAX_EVENTS = 500;

export interface StoredEvent {
  id: number;
  data: string;
}

/** An order's live event for the dashboards. */
export function orderEvent(o: Order, created: boolean): OrderEvent {
  return { orderId: o.orderId, status: o.status, created, createdAt: new Date(o.createdAt).toISOString() };
}

const INTAKE_PREFIX = '{"type":"intake.';
const REPLACEMENT_PREFIX = '{"type":"replacement.';

/** An event as stored: an intake or replacement event's JSON starts with its `type` (frameName reads it there). */
function eventData(e: OrderEvent | IntakeEvent | ReplacementEvent): string {
  if (!("type" in e)) return JSON.stringify(e);
  const { type, ...rest } = e;
  return JSON.stringify({ type, ...rest });
}

/**
 * A stored event's frame name. The log keeps one data column for every kind; an intake or replacement event is
 * written with its `type` first (intakeChanged, replacementChanged), so its text tells it apart without a column
 * (or a parse) of its own.
 */
export function frameName(data: string): "order" | "intake" | "replacement" {
  if (data.startsWith(INTAKE_PREFIX)) return "intake";
  return data.startsWith(REPLACEMENT_PREFIX) ? "replacement" : "order";
}

type Listener = (event: StoredEvent) => void;

let openStreams = 0;

/** How many event streams are open in this process (metrics read it). */
export function openEventStreams(): number {
  return openStreams;
}

/** The stream route counts its streams here. */
export function countStream(delta: 1 | -1): void {
  openStreams += delta;
}

export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private pgClient: PgType.Client | undefined;
  private lastPrune = 0;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string | undefined,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  /** On PostgreSQL: LISTEN on a connection of its own (a pool's connections come and go). */
  async start(): Promise<void> {
    if (this.db.dialect !== "postgres" || !this.databaseUrl) return;
    await this.listen();
  }

  private async listen(): Promise<void> {
    const { createRequire } = await import("node:module");
    const pg = createRequire(import.meta.url)("pg") as typeof PgType;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on("notification", (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { sellerId, id, data } = JSON.parse(msg.payload) as {
          sellerId: string;
          id: number;
          data: string;
        };
        this.deliver(sellerId, { id, data });
      } catch (err) {
        this.onError(err);
      }
    });
    client.on("error", (err) => {
      this.onError(err);
      // Listen again on a new connection; streams resume from their Last-Event-ID when they reconnect.
      if (this.pgClient === client) this.pgClient = undefined;
      void client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.listen().catch(this.onError), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.pgClient = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.pgClient;
    this.pgClient = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Calls `listener` with each of the seller's events from now on; returns the unsubscribe. */
  subscribe(sellerId: string, listener: Listener): () => void {
    let set = this.listeners.get(sellerId);
    if (!set) {
      set = new Set();
      this.listeners.set(sellerId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(sellerId);
    };
  }

  private deliver(sellerId: string, event: StoredEvent): void {
    for (const listener of this.listeners.get(sellerId) ?? []) listener(event);
  }

  /**
   * Records an order's event and delivers it to every dashboard of the seller, on every instance. Never throws: the
   * order is written already, and a dashboard that misses the event catches up on its next load.
   */
  async orderChanged(sellerId: string, order: OrderEvent, now = Date.now()): Promise<void> {
    try {
      await this.record(sellerId, eventData(order), now);
    } catch (err) {
      this.onError(err);
    }
  }

  /**
   * Records a storefront delivery's answer (received or failed) for the seller's dashboards, numbered with the order
   * events so a resume replays both in order. Never throws, like orderChanged.
   */
  async intakeChanged(sellerId: string, event: IntakeEvent, now = Date.now()): Promise<void> {
    try {
      await this.record(sellerId, eventData(event), now);
    } catch (err) {
      this.onError(err);
    }
  }

  /**
   * Records a replacement request made or decided (docs/decisions.md#replacements), numbered with the order events.
   * Never throws, like orderChanged.
   */
  async replacementChanged(sellerId: string, event: ReplacementEvent, now = Date.now()): Promise<void> {
    try {
      await this.record(sellerId, eventData(event), now);
    } catch (err) {
      this.onError(err);
    }
  }

  private async record(sellerId: string, data: string, now: number): Promise<void> {
    const event = await this.db.kysely.transaction().execute((trx) => this.write(trx, sellerId, data, now));
    await this.published(sellerId, [event], now);
  }

  /**
   * Records events inside the caller's write transaction `trx`, so they commit (or roll back) with what they tell
   * of: one commit for the work and its events instead of one more each. The caller passes the result to
   * `published` once committed.
   */
  async recordIn(
    trx: Kysely<Database>,
    sellerId: string,
    events: readonly (OrderEvent | IntakeEvent)[],
    now = Date.now(),
  ): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    // The numbers of all of them in one statement, the rows in another: the counter's row stays locked to the
    // commit, and every statement before it is one more wait for the store's other writers.
    const n = events.length;
    const counter = await trx
      .insertInto("eventCounters")
      .values({ sellerId, seq: n })
      .onConflict((oc) =>
        oc.column("sellerId").doUpdateSet((eb) => ({ seq: eb("eventCounters.seq", "+", n) })),
      )
      .returning("seq")
      .executeTakeFirstOrThrow();
    const first = Number(counter.seq) - n + 1;
    const stored = events.map((e, i) => ({ id: first + i, data: eventData(e) }));
    await trx
      .insertInto("orderEvents")
      .values(stored.map((e) => ({ sellerId, seq: e.id, data: e.data, at: now })))
      .execute();
    return stored;
  }

  /**
   * Committed events told to the seller's streams: this process's directly on SQLite; on PostgreSQL every
   * instance's through NOTIFY, sent after the commit and not inside the transaction, since PostgreSQL commits the
   * transactions that notify one at a time (a lock on the notification queue held through the commit's flush),
   * which made concurrent deliveries wait on each other. Old events are pruned now and then.
   */
  async published(sellerId: string, events: readonly StoredEvent[], now = Date.now()): Promise<void> {
    if (events.length === 0) return;
    if (this.db.dialect === "postgres") {
      for (const event of events) {
        await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ sellerId, ...event })})`.execute(
          this.db.kysely,
        );
      }
    } else {
      for (const event of events) this.deliver(sellerId, event);
    }
    if (now - this.lastPrune > 60_000) {
      this.lastPrune = now;
      void this.prune(now).catch(this.onError);
    }
  }

  /**
   * The store's next event number and the event, in the caller's transaction: on PostgreSQL the counter's row lock
   * makes a store's events commit in number order, so a stream that has sent number n never misses a smaller one
   * later.
   */
  private async write(
    trx: Kysely<Database>,
    sellerId: string,
    data: string,
    now: number,
  ): Promise<StoredEvent> {
    const counter = await trx
      .insertInto("eventCounters")
      .values({ sellerId, seq: 1 })
      .onConflict((oc) =>
        oc.column("sellerId").doUpdateSet((eb) => ({ seq: eb("eventCounters.seq", "+", 1) })),
      )
      .returning("seq")
      .executeTakeFirstOrThrow();
    const seq = Number(counter.seq);
    await trx.insertInto("orderEvents").values({ sellerId, seq, data, at: now }).execute();
    return { id: seq, data };
  }

  /** Drops events older than the resume window (each store's counter still tells a resume what it missed). */
  async prune(now = Date.now()): Promise<void> {
    await this.db.kysely
      .deleteFrom("orderEvents")
      .where("at", "<", now - RESUME_WINDOW_MS)
      .execute();
  }

  /**
   * The seller's events after `lastId`, oldest first; `reset` when some of them are no longer kept (or `lastId` is
   * not one this database gave), so the client must load everything again.
   */
  async since(
    sellerId: string,
    lastId: number,
  ): Promise<{ reset: true } | { reset: false; events: StoredEvent[] }> {
    const counter = await this.db.kysely
      .selectFrom("eventCounters")
      .select("seq")
      .where("sellerId", "=", sellerId)
      .executeTakeFirst();
    const newest = counter ? Number(counter.seq) : 0;
    if (lastId > newest) return { reset: true };
    if (lastId === newest) return { reset: false, events: [] };
    const rows = await this.db.kysely
      .selectFrom("orderEvents")
      .select(["seq", "data"])
      .where("sellerId", "=", sellerId)
      .where("seq", ">", lastId)
      .orderBy("seq")
      .limit(RESUME_MAX_EVENTS + 1)
      .execute();
    // Some missed events are no longer kept (the first one kept is not the next), or too many were missed.
    if (rows.length > RESUME_MAX_EVENTS || Number(rows[0]?.seq) !== lastId + 1) return { reset: true };
    return { reset: false, events: rows.map((r) => ({ id: Number(r.seq), data: r.data })) };
  }
}
