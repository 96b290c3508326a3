// Graceful shutdown (SIGTERM): stop accepting connections, let every request in flight finish (up to
// SHUTDOWN_TIMEOUT_SECONDS), end event streams through the shutdown hooks (ops/hooks.ts), then close the app and
// the database. Why each step is as it is: docs/decisions.md#operations.
//
// Connections kept alive are not closed while idle (that races a client sending its next request on them, which
// would then be lost in the close): every answer from the start of the drain says `Connection: close`, so a busy
// connection closes after its current answer, and an idle one closes at the keep-alive timeout, which clients know
// from the `Keep-Alive: timeout=` header and stop reusing before. What is still open at the deadline is cut.
import type http from "node:http";
import type { ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import type { Ops } from "./hooks.ts";

/** The response a socket is busy with (Node's own field; connection.ts reads it too). */
const busyWith = (socket: Socket) =>
  (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;

export interface ShutdownReport {
  /** Requests being answered when the shutdown began. */
  inFlightAtStart: number;
  /** Connections open when it began (busy or idle). */
  connectionsAtStart: number;
  /** Requests that arrived on open connections during the drain (each answered, with `Connection: close`). */
  answeredWhileDraining: number;
  /** Requests still unanswered at the deadline, cut off (0 unless something outlived SHUTDOWN_TIMEOUT_SECONDS). */
  cut: number;
  /** From the signal to the last connection closed, in ms. */
  drainMs: number;
}

/** Watches a server's connections from its creation, so a shutdown can drain them (installed by app.ts). */
export class Drainer {
  readonly #sockets = new Set<Socket>();
  #draining = false;
  #answeredWhileDraining = 0;

  constructor(
    private readonly server: http.Server,
    private readonly ops: Ops,
  ) {
    server.on("connection", (socket: Socket) => {
      this.#sockets.add(socket);
      socket.once("close", () => this.#sockets.delete(socket));
    });
    // First of the request listeners, before the fast path or Fastify write anything.
    server.prependListener("request", (_req, res: ServerResponse) => {
      if (!this.#draining) return;
      this.#answeredWhileDraining++;
      res.shouldKeepAlive = false;
    });
  }

  get inFlight(): number {
    let n = 0;
    for (const s of this.#sockets) if (busyWith(s)) n++;
    return n;
  }

  /**
   * Drains the server: no new connections, the shutdown hooks run, each request in flight is answered (then its
   * connection closes), idle connections close at their keep-alive timeout; at `timeoutMs` whatever is left is cut.
   */
  async drain(timeoutMs: number, log: (message: string) => void = () => undefined): Promise<ShutdownReport> {
    const started = Date.now();
    this.#draining = true;
    this.ops.draining = true;
    const inFlightAtStart = this.inFlight;
    const connectionsAtStart = this.#sockets.size;
    // Stop accepting, without http.Server's close, which also closes the idle kept-alive connections at once.
    if (this.server.listening) net.Server.prototype.close.call(this.server);
    for (const s of this.#sockets) {
      const res = busyWith(s);
      if (res && !res.headersSent) res.shouldKeepAlive = false;
    }
    await this.ops.runShutdownHooks((name, err) =>
      log(`shutdown hook ${name} failed: ${err instanceof Error ? err.message : String(err)}`),
    );
    const deadline = started + timeoutMs;
    while (this.#sockets.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const cut = this.inFlight;
    if (cut > 0)
      log(`${cut} request(s) still unanswered after ${timeoutMs / 1000} s: closing their connections`);
    // Idle connections left at the deadline: clients that never honoured the keep-alive timeout.
    for (const s of this.#sockets) s.destroy();
    return {
      inFlightAtStart,
      connectionsAtStart,
      answeredWhileDraining: this.#answeredWhileDraining,
      cut,
      drainMs: Date.now() - started,
    };
  }
}

/**
 * Ends an event stream so that the browser reconnects on its own: a `retry:` field (EventSource waits that long,
 * then connects again, to the restarted server or another instance), then the end of the answer and of its
 * connection. For a shutdown hook of a feature that holds event streams open; a stream asked for while draining
 * (`ops.draining`) should be ended the same way at once.
 */
export function endEventStream(res: ServerResponse, retryMs = 1000): void {
  if (res.writableEnded || res.destroyed) return;
  const socket = res.socket;
  res.end(`retry: ${Math.max(0, Math.round(retryMs))}\n\n`);
  // The connection closes too: the reconnect opens a new one (to the restarted server or another instance),
  // never reusing this one into a draining server.
  socket?.end();
}
