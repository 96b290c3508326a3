// `GET /api/dashboard/events`: the dashboard's live events as Server-Sent Events, one stream per signed-in tab
// (docs/decisions.md#live-dashboard). Not a contract route: its answer is a stream, written on the raw response.
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import { EVENTS_PATH } from "@boostdash/api-client/events/contract";
import type { FastifyPluginAsync } from "fastify";
import { rawAuthorization } from "../../http.ts";
import type { OpsHooks } from "../../ops/hooks.ts";
import { endEventStream } from "../../ops/shutdown.ts";
import type { Store } from "../../store.ts";
import { countStream, type EventHub, frameName, type StoredEvent } from "./hub.ts";

export interface EventsPluginOptions {
  store: Store;
  hub: EventHub;
  /** An idle stream sends a heartbeat this often; the session is checked again at each one. */
  heartbeatMs: number;
  /** Metrics read the open streams; a graceful shutdown ends them with a reconnect hint (docs/decisions.md#operations). */
  ops: OpsHooks;
}

/** How long the browser waits before reconnecting after a cut (the SSE `retry` field). */
const RETRY_MS = 2000;

/**
 * At most this many streams open at once per session (in this process): one per tab, and a session with more is a
 * script holding connections, each a socket and a timer (docs/decisions.md#security-third-round).
 */
export const MAX_STREAMS_PER_SESSION = 10;
export const TOO_MANY_STREAMS = `Too many live updates open for this session (at most ${MAX_STREAMS_PER_SESSION}): close other dashboard tabs.`;

const frame = (event: StoredEvent) =>
  `id: ${event.id}\nevent: ${frameName(event.data)}\ndata: ${event.data}\n\n`;

export const eventsPlugin: FastifyPluginAsync<EventsPluginOptions> = async (
  app,
  { store, hub, heartbeatMs, ops },
) => {
  // Open streams never end on their own: closing the server ends them first, or it would wait for them. At SIGTERM
  // they end with a `retry:` line and their connection, so the browser reconnects to whichever server is up.
  const streams = new Set<(shutdown?: boolean) => void>();
  const perSession = new Map<string, number>();
  app.addHook("preClose", async () => {
    for (const close of [...streams]) close();
  });
  ops.registerGauge("boostdash_event_streams_open", "Event streams open now.", () => streams.size);
  ops.onShutdown("event streams", () => {
    for (const close of [...streams]) close(true);
  });
  app.get(API_BASE_PATH + EVENTS_PATH, async (req, reply) => {
    const token = rawAuthorization(req);
    const seller = token ? await store.auth.sellerForToken(token) : undefined;
    if (!seller) {
      return reply.code(401).send({ code: 401, message: "You need to log in to access this page." });
    }
    const sessionStreams = perSession.get(token) ?? 0;
    if (sessionStreams >= MAX_STREAMS_PER_SESSION) {
      return reply.code(429).send({ code: 429, message: TOO_MANY_STREAMS });
    }
    const header = req.headers["last-event-id"];
    const lastRaw = Array.isArray(header) ? header[0] : header;
    const lastId = lastRaw !== undefined && /^\d{1,15}$/.test(lastRaw) ? Number(lastRaw) : undefined;

    // From here the response is ours: headers now, then frames as events come.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      // nginx and its kin would otherwise hold the frames back in a buffer.
      "X-Accel-Buffering": "no",
    });
    req.raw.socket.setKeepAlive(true);
    if (ops.draining) {
      // This server is shutting down: reconnect (to the restarted server or another instance) instead.
      endEventStream(res);
      return;
    }
    countStream(1);
    perSession.set(token, (perSession.get(token) ?? 0) + 1);
    let open = true;
    let sent = lastId ?? 0;
    // Events that arrive while the backlog is read wait here, so none is lost or sent twice.
    let pending: StoredEvent[] | undefined = [];
    const send = (event: StoredEvent) => {
      if (!open || event.id <= sent) return;
      sent = event.id;
      res.write(frame(event));
    };
    const unsubscribe = hub.subscribe(seller.id, (event) => {
      if (pending) pending.push(event);
      else send(event);
    });
    const heartbeat = setInterval(() => {
      void (async () => {
        // An expired or revoked session closes the stream.
        const still = await store.auth.sellerForToken(token).catch(() => seller);
        if (!open) return;
        if (!still || still.id !== seller.id) {
          res.write("event: expired\ndata: {}\n\n");
          close();
          return;
        }
        res.write(": heartbeat\n\n");
      })();
    }, heartbeatMs);
    const close = (shutdown = false) => {
      if (!open) return;
      open = false;
      streams.delete(close);
      clearInterval(heartbeat);
      unsubscribe();
      countStream(-1);
      const left = (perSession.get(token) ?? 1) - 1;
      if (left > 0) perSession.set(token, left);
      else perSession.delete(token);
      if (shutdown) endEventStream(res);
      else res.end();
    };
    res.on("close", () => close());
    streams.add(close);

    res.write(`retry: ${RETRY_MS}\n: open\n\n`);
    if (lastId !== undefined) {
      const backlog = await hub.since(seller.id, lastId).catch(() => ({ reset: true }) as const);
      if (backlog.reset) {
        res.write("event: reset\ndata: {}\n\n");
      } else {
        for (const event of backlog.events) send(event);
      }
    } else {
      sent = 0;
    }
    const waiting = pending;
    pending = undefined;
    for (const event of waiting) send(event);
  });
};
