// The bare Fastify instance the app is built on: its HTTP server (a bad Host refused and the public reads already in
// memory answered before Fastify sees the request, fastPath.ts), its JSON body parser, and how an error is answered.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { connectionOptions, guardConnections, refuseRequest } from "./connection.ts";
import { hostProblem } from "./host.ts";
import { HttpError, INVALID_JSON } from "./httpError.ts";
import { serializeRequest } from "./requestLog.ts";

/** What answers in front of Fastify: set once the caches exist (buildApp), counting what it answered. */
export interface FrontDoor {
  fastPath?: (req: IncomingMessage, res: ServerResponse) => boolean;
  hits: number;
}

/**
 * Fastify 5.12 refuses a bare hop count (it cannot tell a proxy from a client that connects directly and writes its
 * own header), so a count becomes the function proxy-addr would have made: the nearest `n` hops are trusted. Safe
 * only when clients cannot reach the server but through the proxies (README, TRUST_PROXY).
 */
function fastifyTrustProxy(
  setting: Config["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting;
}

export function createFastify(
  config: Config,
  logging: { logger?: boolean; logStream?: { write(line: string): void } },
  front: FrontDoor,
): FastifyInstance {
  const fastify = Fastify({
    logger: logging.logger
      ? {
          level: "info",
          serializers: { req: serializeRequest },
          ...(logging.logStream ? { stream: logging.logStream } : {}),
        }
      : false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...connectionOptions(config.http),
    // The server Fastify would make (http options and timeouts as Fastify's own setup applies them), with the
    // fast path in front.
    serverFactory: (handler, factoryOptions) => {
      const o = factoryOptions as {
        http?: http.ServerOptions;
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
        maxRequestsPerSocket?: number;
      };
      const server = http.createServer(o.http ?? {}, (req, res) => {
        const badHost = hostProblem(req);
        if (badHost) return refuseRequest(res, badHost);
        if (front.fastPath?.(req, res)) {
          front.hits++;
          return;
        }
        handler(req, res);
      });
      if (typeof o.keepAliveTimeout === "number") server.keepAliveTimeout = o.keepAliveTimeout;
      if (typeof o.requestTimeout === "number") server.requestTimeout = o.requestTimeout;
      if (typeof o.connectionTimeout === "number") server.setTimeout(o.connectionTimeout);
      if (typeof o.maxRequestsPerSocket === "number" && o.maxRequestsPerSocket > 0) {
        server.maxRequestsPerSocket = o.maxRequestsPerSocket;
      }
      guardConnections(server, config.http.limits);
      return server;
    },
  });

  // An empty JSON body (a DELETE or PUT sent with the JSON type but nothing in it) is "no body", not an error.
  // Anything else goes through Fastify's own parser, which refuses `__proto__` and `constructor.prototype` keys
  // (prototype poisoning) as JSON.parse alone would not.
  const safeJson = fastify.getDefaultJsonParser("error", "error");
  fastify.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    safeJson(req, text, (error, parsed) => {
      // Reported after the auth check, so a caller without a token learns that first.
      done(null, error ? INVALID_JSON : parsed);
    });
  });

  fastify.setErrorHandler((error, req, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ ...error.body, message: error.message });
    }
    const e = error as { statusCode?: number; message?: string; code?: string };
    const status = typeof e.statusCode === "number" ? e.statusCode : 500;
    if (status >= 500) {
      req.log.error(error);
      return reply.code(500).send({ message: "Something went wrong on the server. Please try again." });
    }
    let message = e.message ?? "Bad request";
    if (e.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      message = "Send the request body as JSON (Content-Type: application/json)";
    if (e.code === "FST_ERR_CTP_BODY_TOO_LARGE") message = "The request body is too large (at most 1 MB)";
    return reply.code(status).send({ code: status, message });
  });
  return fastify;
}
