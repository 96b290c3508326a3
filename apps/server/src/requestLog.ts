// What the request log writes of a request: Fastify's fields, with the Host as host.ts normalised it and the
// sign-in values of a dashboard link (`?token=`, `?signin=`) blanked out of the URL (docs/decisions.md#sign-in-links).
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { requestHost } from "./host.ts";

/** Query parameters that carry a credential: never written to a log. */
const SECRET_PARAMS = /([?&](?:token|signin)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.includes("=") ? url.replace(SECRET_PARAMS, "$1[redacted]") : url;
}

/** A Fastify request, or the fast path's stand-in for one (fastPath.ts). */
export interface LoggedRequest {
  method: string;
  url: string;
  raw: IncomingMessage;
  ip: string | undefined;
  socket?: Socket | undefined;
}

/** Fastify's `req` serializer with the two changes above. */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: requestHost(req.raw),
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
