// How long a connection may take, and what a broken one is told (docs/decisions.md#hardening).
import { type Server, type ServerOptions, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { connectionAccepted } from "./assetCache.ts";
import type { Config } from "./config.ts";
import { securityHeaders } from "./securityHeaders.ts";

/** A connection with no traffic either way for this long is closed (at least twice the request timeout). */
export function socketIdleMs(http: Config["http"]): number {
  return Math.max(60_000, 2 * http.requestTimeoutMs);
}

/**
 * Node checks the request and header deadlines on a timer (every 30 s by default, so a stalled request could
 * outlive its timeout by that much). A quarter of the shorter deadline, between 25 ms and 1 s, keeps the overshoot
 * small for a cost of one pass over the open connections per tick.
 */
export function checkIntervalMs(http: Config["http"]): number {
  return Math.min(1000, Math.max(25, Math.floor(Math.min(http.headersTimeoutMs, http.requestTimeoutMs) / 4)));
}

/** Fastify's options for the timeouts and the client-error answer. */
export function connectionOptions(http: Config["http"]): {
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
  clientErrorHandler: (err: ClientError, socket: Socket) => void;
} {
  return {
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    connectionTimeout: socketIdleMs(http),
    // Handed to http.createServer: the header deadline and the checking timer exist only as its options.
    http: {
      requestTimeout: http.requestTimeoutMs,
      headersTimeout: http.headersTimeoutMs,
      keepAliveTimeout: http.keepAliveTimeoutMs,
      connectionsCheckingInterval: checkIntervalMs(http),
    },
    clientErrorHandler,
  };
}

interface ClientError extends Error {
  code?: string;
}

/**
 * A request Node could not parse, or one that missed its deadline. The connection is in an unknown state (part of
 * a body may still be coming), so the answer says `Connection: close` and the socket is closed after it; Fastify's
 * own handler sent neither the header nor our `{ message }` shape.
 */
function clientErrorHandler(err: ClientError, socket: Socket): void {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    err.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "The request took too long to arrive. Please try again."]
      : err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "The request headers are too large"]
        : [400, "Malformed HTTP request"];
  // As Node does: never write over a response that has already started on this socket.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ code: status, message });
    const headers = errorHeaders(body)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n${headers}\r\n${body}`);
    // end() closes once the answer is flushed; a peer that never reads it does not keep the socket.
    setTimeout(() => socket.destroy(), 1000).unref();
  } else {
    socket.destroy();
  }
}

/** The headers of a JSON error written outside Fastify, the security headers every answer carries among them. */
function errorHeaders(body: string): Array<[string, string]> {
  return [
    ["Content-Type", "application/json; charset=utf-8"],
    ["Content-Length", String(Buffer.byteLength(body))],
    ["Cache-Control", "no-store"],
    ...securityHeaders("", "application/json", true, "", ""),
  ];
}

/**
 * A request refused before routing (a duplicate or malformed Host, host.ts): a 400 with the same headers as every
 * other answer, and the connection closed after it, since what else the client sent on it is in doubt.
 */
export function refuseRequest(res: ServerResponse, message: string): void {
  const body = JSON.stringify({ code: 400, message });
  res.shouldKeepAlive = false;
  res.writeHead(400, [...errorHeaders(body), ["Connection", "close"]].flat());
  res.end(body);
}

export interface ConnectionLimits {
  /** Bytes a second a client must take a pending response at, averaged over `windowMs`; 0 turns the check off. */
  minSendRate: number;
  windowMs: number;
  /** Open connections one address may hold; the excess is answered 429 at once and closed. 0: no cap. */
  perAddress: number;
}

/**
 * How often the send-rate check looks at the open connections: every second, or four times a window when the window
 * is shorter (tests use windows of a fraction of a second, so that they wait milliseconds, not seconds).
 */
export function sendCheckMs(windowMs: number): number {
  return Math.max(10, Math.min(1000, Math.round(windowMs / 4)));
}

interface Watched {
  /** Where the current window began, and bytesWritten then; undefined while nothing waits to be sent. */
  since?: number;
  bytesAtStart: number;
}

/**
 * Slow readers and crowds from one address (docs/decisions.md#slow-readers). A client that asks for a large answer
 * and never reads it would keep its socket, its buffers and the file stream behind them for as long as it likes:
 * Node's idle timeout counts any byte as activity, and a stalled write is not idleness. Once a response has bytes
 * waiting in the socket's buffer, the client must take at least `minSendRate` bytes a second, measured over
 * `windowMs`, or the connection is cut. Each address may hold `perAddress` connections; the next is answered at once
 * with a 429 and closed, so one client cannot take every socket the process can hold.
 */
export function guardConnections(server: Server, limits: ConnectionLimits): void {
  const perAddress = new Map<string, number>();
  const watched = new Map<Socket, Watched>();
  const minBytes = (limits.minSendRate * limits.windowMs) / 1000;
  // Node's own handling of a new connection (http.Server adds it when it is made: a parser, timeouts, the request
  // and response objects) runs only for connections within the cap. A refused one costs an accept and a write:
  // under a burst of 2,000 connections from one address, the ones over the cap used to be parsed, get a request
  // object that was never answered and a reset error when closed, and the normal clients' connections waited
  // behind them in the accept queue (docs/decisions.md#slow-readers).
  const httpListeners = server.listeners("connection") as Array<(socket: Socket) => void>;
  server.removeAllListeners("connection");

  server.on("connection", (socket: Socket) => {
    connectionAccepted();
    const address = socket.remoteAddress ?? "";
    const open = (perAddress.get(address) ?? 0) + 1;
    perAddress.set(address, open);
    socket.once("close", () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      watched.delete(socket);
    });
    if (limits.perAddress > 0 && open > limits.perAddress) {
      refuseConnection(socket);
      return;
    }
    for (const listener of httpListeners) listener.call(server, socket);
    if (minBytes > 0) watched.set(socket, { bytesAtStart: 0 });
  });

  if (minBytes <= 0) return;
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [socket, w] of watched) {
      // Nothing waiting in our buffers (the stream's or libuv's queue): the client keeps up, or nothing is sent.
      const queued =
        (socket as Socket & { _handle?: { writeQueueSize?: number } })._handle?.writeQueueSize ?? 0;
      if (socket.writableLength === 0 && queued === 0) {
        w.since = undefined;
        continue;
      }
      if (w.since === undefined) {
        w.since = now;
        w.bytesAtStart = socket.bytesWritten;
        continue;
      }
      if (now - w.since < limits.windowMs) continue;
      if (socket.bytesWritten - w.bytesAtStart < minBytes) {
        watched.delete(socket);
        socket.destroy();
      } else {
        w.since = now;
        w.bytesAtStart = socket.bytesWritten;
      }
    }
  }, sendCheckMs(limits.windowMs));
  timer.unref();
  server.once("close", () => clearInterval(timer));
}

/** The answer to a connection over its address's cap, written once: the same bytes for every refusal. */
const TOO_MANY = (() => {
  const body = JSON.stringify({
    code: 429,
    message: "Too many connections from your address. Please try again shortly.",
  });
  const headers = [...errorHeaders(body), ["Retry-After", "5"]]
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return Buffer.from(
    `HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n${headers}\r\n${body}`,
    "latin1",
  );
})();

/**
 * The answer to a connection over its address's cap: the 429 written straight to the socket, then closed. No HTTP
 * parser reads the request; what the client sends is read and dropped (closing with unread bytes would reset the
 * connection, and the client could lose the answer).
 */
function refuseConnection(socket: Socket): void {
  socket.on("error", () => undefined);
  socket.resume();
  socket.end(TOO_MANY);
  // A peer that never reads the answer does not keep the socket.
  setTimeout(() => socket.destroy(), 1000).unref();
}
