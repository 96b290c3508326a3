// How long a connection may take, and what a broken one is told (docs/decisions.md#hardening).
import { type ServerOptions, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { Config } from "./config.ts";
import { securityHeaders } from "./web.ts";

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
