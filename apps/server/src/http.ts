// Route plumbing: every contract route is registered from the contract's table, with its params and body
// validated by the contract's schemas and its auth rule enforced before the handler runs.
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import {
  type ContractRouteName,
  contractRoutes,
  type RouteOf,
} from "@boostdash/api-client/core/contract/routes";
import { NUL_MESSAGE } from "@boostdash/api-client/core/limits";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ZodMiniType } from "zod/mini";
import type { CachedAnswer, TtlCache, WriteGeneration } from "./publicCache.ts";
import type { Seller, Store } from "./store.ts";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields of the error body, beside `message`. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The parsed body of a request whose JSON did not parse. */
export const INVALID_JSON: { readonly invalidJson: true } = Object.freeze({ invalidJson: true });

const DEFAULT_ZOD_MESSAGE = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

/** The first problem of a failed parse, said so a person can act on it. */
export function zodMessage(error: z.core.$ZodError, what: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${what}`;
  if (issue.path.length === 0 && issue.code === "invalid_type") return `The ${what} must be a JSON object`;
  const where = issue.path.length > 0 ? issue.path.join(".") : what;
  if (issue.code === "too_big" && issue.origin === "string") {
    return `${where} is too long (at most ${issue.maximum.toLocaleString("en-US")} characters)`;
  }
  if (issue.code === "too_big" && issue.origin === "array") {
    return `${where} has too many items (at most ${issue.maximum.toLocaleString("en-US")})`;
  }
  if (issue.message === NUL_MESSAGE) return `${where} ${NUL_MESSAGE}`;
  if (!DEFAULT_ZOD_MESSAGE.test(issue.message)) return issue.message;
  return `${where}: ${issue.message}`;
}

// ZodMiniType: the shape classic and zod/mini schemas share (the public routes' are mini, docs/decisions.md#public-bundle).
export function parseOr400<S extends ZodMiniType>(schema: S, value: unknown, what: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new HttpError(400, zodMessage(r.error, what));
  return r.data;
}

type BodyOf<N extends ContractRouteName> =
  RouteOf<N> extends { request: z.core.$ZodType } ? z.output<RouteOf<N>["request"]> : undefined;
type ParamsOut<N extends ContractRouteName> =
  RouteOf<N> extends { params: z.core.$ZodType } ? z.output<RouteOf<N>["params"]> : Record<string, never>;
type QueryOut<N extends ContractRouteName> =
  RouteOf<N> extends { query: z.core.$ZodType } ? z.output<RouteOf<N>["query"]> : Record<string, never>;
type AuthOf<N extends ContractRouteName> = RouteOf<N>["auth"] extends "none" ? undefined : Seller;

export interface HandlerContext<N extends ContractRouteName> {
  params: ParamsOut<N>;
  query: QueryOut<N>;
  body: BodyOf<N>;
  /** The signed-in seller (token/admin routes) or the bot key's seller (bot routes). */
  seller: AuthOf<N>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the success body (shaped by the route's response schema) or throws an HttpError. */
export type Handler<N extends ContractRouteName> = (
  ctx: HandlerContext<N>,
) => Promise<z.input<RouteOf<N>["response"]>>;

export type Handlers = { [N in ContractRouteName]: Handler<N> };

export function rawAuthorization(req: FastifyRequest): string {
  const h = req.headers.authorization ?? "";
  // The apps send the raw token; tolerate a "Bearer " prefix from hand-written clients.
  return h.replace(/^Bearer\s+/i, "").trim();
}

export function clientMeta(req: FastifyRequest): { ip: string; userAgent: string | undefined } {
  return { ip: req.ip, userAgent: req.headers["user-agent"] };
}

export interface RegisterOptions {
  store: Store;
  /** Parse every success body with the contract's response schema; a mismatch is a 500 (tests turn it on). */
  validateResponses: boolean;
  /** Extra fields for a route's 400 body when its request body fails the schema. */
  invalidBodyExtra?: Partial<Record<ContractRouteName, (message: string) => Record<string, unknown>>>;
  /** Per-route Fastify options (rate limits). */
  routeConfig?: Partial<Record<ContractRouteName, Record<string, unknown>>>;
  /** Public reads answered from a short cache; every write through the API drops it (publicCache.ts). */
  publicReads?: PublicReads;
  /** Per-seller limits, checked once the request has passed its schemas, before the handler (rateLimits.ts). */
  sellerLimits?: Partial<
    Record<ContractRouteName, (req: FastifyRequest, reply: FastifyReply, seller: Seller) => Promise<void>>
  >;
}

/** The public GET routes (no auth) whose answers depend only on their params and the request's Host. */
export type PublicReadName = "liveStock" | "publicOrderStatus" | "redeemPageConfig";
const PUBLIC_READS = new Set<ContractRouteName>(["liveStock", "publicOrderStatus", "redeemPageConfig"]);

export interface PublicReads {
  cache: TtlCache<CachedAnswer>;
  generation: WriteGeneration;
  /** Who the request is for beyond its params: the custom domain's seller, if any. */
  hostKey: (req: FastifyRequest) => string;
}

/** The JSON an HttpError is answered with (the error handler in app.ts sends the same). */
function errorAnswer(error: HttpError): CachedAnswer {
  const value = { ...error.body, message: error.message };
  return { status: error.statusCode, json: JSON.stringify(value), value };
}

/**
 * Reads a public route's answer: from the cache, or by running its handler (params checked by the contract).
 * A 4xx is an answer too (an unknown store is cached like a known one); anything else is thrown, never kept.
 * The JSON routes and the server-rendered pages both read through here, so they show the same data.
 */
export type PublicReader = (
  name: PublicReadName,
  rawParams: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<CachedAnswer>;

/** The cache key of a public read: the route, who it is for (custom domain), its params as Fastify decodes them. */
export function publicReadKey(name: PublicReadName, hostKey: string, params: unknown): string {
  return `${name}\u0000${hostKey}\u0000${JSON.stringify(params)}`;
}

export function createPublicReader(handlers: Handlers, reads: PublicReads, validate: boolean): PublicReader {
  return async (name, rawParams, req, reply) => {
    const key = publicReadKey(name, reads.hostKey(req), rawParams);
    const hit = reads.cache.get(key);
    if (hit) return hit;
    let answer: CachedAnswer;
    try {
      const route = contractRoutes[name];
      const params = parseOr400(route.params, rawParams, "path");
      const handler = handlers[name] as Handler<ContractRouteName>;
      const value = await handler({
        params,
        query: {},
        body: undefined,
        seller: undefined,
        req,
        reply,
      } as never);
      if (validate) checkResponse(name, value, req);
      answer = { status: 200, json: JSON.stringify(value), value };
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      answer = errorAnswer(error);
    }
    reads.cache.set(key, answer);
    return answer;
  };
}

async function authenticate(
  auth: "none" | "token" | "admin" | "bot",
  req: FastifyRequest,
  store: Store,
): Promise<Seller | undefined> {
  if (auth === "none") return undefined;
  if (auth === "bot") {
    const key = (req.headers["x-bot-key"] as string | undefined) ?? rawAuthorization(req);
    const seller = key ? await store.sellers.findByBotKey(key) : undefined;
    if (!seller) throw new HttpError(401, "Invalid or missing bot key", { code: 401 });
    await store.sellers.markBotSeen(seller.id);
    return seller;
  }
  const token = rawAuthorization(req);
  const seller = token ? await store.auth.sellerForToken(token) : undefined;
  if (!seller) {
    throw new HttpError(401, "You need to log in to access this page.", { code: 401 });
  }
  if (auth === "admin" && !seller.isAdmin) {
    throw new HttpError(403, "Access denied. Admin privileges required.", { code: 403 });
  }
  return seller;
}

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

export function registerContractRoutes(
  app: FastifyInstance,
  handlers: Handlers,
  opts: RegisterOptions,
): PublicReader | undefined {
  const reads = opts.publicReads;
  const reader = reads ? createPublicReader(handlers, reads, opts.validateResponses) : undefined;
  for (const name of Object.keys(contractRoutes) as ContractRouteName[]) {
    if (reader && PUBLIC_READS.has(name)) {
      registerPublicRead(app, name as PublicReadName, reader, opts);
    } else {
      registerOne(app, name, handlers[name] as Handler<ContractRouteName>, opts);
    }
  }
  return reader;
}

/** Tests: a success body that does not match the contract is a 500. */
function checkResponse(name: ContractRouteName, result: unknown, req: FastifyRequest): void {
  const check = contractRoutes[name].response.safeParse(result);
  if (check.success) return;
  req.log.error({ route: name, issues: check.error.issues }, "response does not match the contract");
  throw new HttpError(
    500,
    `Response of ${name} does not match the contract: ${zodMessage(check.error, "response")}`,
  );
}

function registerPublicRead(
  app: FastifyInstance,
  name: PublicReadName,
  reader: PublicReader,
  opts: RegisterOptions,
): void {
  const route = contractRoutes[name];
  app.route({
    method: route.method,
    url: API_BASE_PATH + route.path,
    config: opts.routeConfig?.[name] ?? {},
    handler: async (req, reply) => {
      const answer = await reader(name, req.params, req, reply);
      return reply.code(answer.status).type("application/json; charset=utf-8").send(answer.json);
    },
  });
}

function registerOne(
  app: FastifyInstance,
  name: ContractRouteName,
  handler: Handler<ContractRouteName>,
  opts: RegisterOptions,
): void {
  const route = contractRoutes[name];
  const paramsSchema = "params" in route ? route.params : undefined;
  const requestSchema = "request" in route ? route.request : undefined;
  const querySchema = "query" in route ? route.query : undefined;
  // Who is asking is settled in onRequest, before Fastify reads the body: a caller without a valid session or bot
  // key gets its 401 at once, without the server taking in (up to 1 MB of) a body it will never use.
  const sellers = new WeakMap<FastifyRequest, Seller>();
  app.route({
    method: route.method,
    url: API_BASE_PATH + route.path,
    config: opts.routeConfig?.[name] ?? {},
    onRequest:
      route.auth === "none"
        ? []
        : [
            async (req, reply) => {
              try {
                const seller = await authenticate(route.auth, req, opts.store);
                if (seller) sellers.set(req, seller);
              } catch (err) {
                // The unread body would otherwise have to be read and thrown away to reuse the connection.
                if (hasBody(req)) reply.header("Connection", "close");
                throw err;
              }
            },
          ],
    handler: async (req, reply) => {
      const seller = sellers.get(req);
      if (req.body === INVALID_JSON) throw new HttpError(400, "The request body is not valid JSON");
      const params = paramsSchema ? parseOr400(paramsSchema, req.params, "path") : {};
      const query = querySchema ? parseOr400(querySchema, req.query ?? {}, "query") : {};
      let body: unknown;
      if (requestSchema) {
        const parsed = requestSchema.safeParse(req.body ?? undefined);
        if (!parsed.success) {
          const message = zodMessage(parsed.error, "request body");
          throw new HttpError(400, message, opts.invalidBodyExtra?.[name]?.(message) ?? {});
        }
        body = parsed.data;
      }
      const limit = opts.sellerLimits?.[name];
      if (limit && seller) await limit(req, reply, seller);
      const result = await handler({
        params,
        query,
        body,
        seller,
        req,
        reply,
      } as HandlerContext<ContractRouteName>);
      // A write went through: the public answers cached before it may be out of date.
      if (route.method !== "GET") opts.publicReads?.generation.bump();
      if (opts.validateResponses) checkResponse(name, result, req);
      return result;
    },
  });
}
