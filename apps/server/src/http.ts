// Route plumbing: each feature's plugin (`contractPlugin`) registers its contract routes from the contract's table,
// with their params and bodies validated by the contract's schemas and their auth rule enforced before the handler
// runs; features/index.ts lists the plugins and checks that together they answer every route.
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import {
  type ContractRouteName,
  contractRoutes,
  type RouteOf,
} from "@boostdash/api-client/core/contract/routes";
import { NUL_MESSAGE } from "@boostdash/api-client/core/limits";
import { type PublicReadName, publicReadPaths } from "@boostdash/api-client/public/pages";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import type { z } from "zod";
import type { ZodMiniType } from "zod/mini";
import type { DialectMigration } from "./db/migration.ts";
import type { FeatureDeps, FeatureHandlers } from "./features/handlerKit.ts";
import type { CachedAnswer, TtlCache, WriteGeneration } from "./publicCache.ts";
import type { SellerLimit, SellerLimiter } from "./rateLimits.ts";
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

/**
 * A handler returns the success body (shaped by the route's response schema) or throws an HttpError; a handler
 * that answers with a stream sends it on the reply and returns the reply (the body is the stream's, not checked).
 */
export type Handler<N extends ContractRouteName> = (
  ctx: HandlerContext<N>,
) => Promise<z.input<RouteOf<N>["response"]> | FastifyReply>;

export type Handlers = { [N in ContractRouteName]: Handler<N> };

export function rawAuthorization(req: FastifyRequest): string {
  const h = req.headers.authorization ?? "";
  // The apps send the raw token; tolerate a "Bearer " prefix from hand-written clients.
  return h.replace(/^Bearer\s+/i, "").trim();
}

export function clientMeta(req: FastifyRequest): { ip: string; userAgent: string | undefined } {
  return { ip: req.ip, userAgent: req.headers["user-agent"] };
}

/** A route's own options, declared by its feature beside its handlers. */
export interface RouteOptions {
  /** @fastify/rate-limit for this route: per address unless its `keyGenerator` says otherwise. */
  rateLimit?: RateLimitOptions;
  /** Extra fields for the route's 400 body when its request body fails the schema. */
  invalidBodyExtra?: (message: string) => Record<string, unknown>;
}

/** What registering contract routes needs from the app, shared by every feature plugin (built in app.ts). */
export interface ContractRouteDeps {
  store: Store;
  /** Parse every success body with the contract's response schema; a mismatch is a 500 (tests turn it on). */
  validateResponses: boolean;
  /** Public reads answered from a short cache; every write through the API drops it (publicCache.ts). */
  publicReads?: PublicReadTable;
  /** The limiter of a per-seller limit, one per limit group (rateLimits.ts). */
  sellerLimiter: (name: ContractRouteName, limit: SellerLimit) => SellerLimiter;
}

/** The public GET routes (no auth) whose answers depend only on their params and the request's Host. */
export type { PublicReadName };

const PUBLIC_READS: ReadonlySet<ContractRouteName> = new Set(publicReadPaths.map((r) => r.read));
const isPublicRead = (name: ContractRouteName): name is PublicReadName => PUBLIC_READS.has(name);

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

/**
 * The public reads' reader, made before the features' plugins (the page routes in web.ts read through it too);
 * each read's handler is handed in by the plugin that registers its route.
 */
export interface PublicReadTable extends PublicReads {
  read: PublicReader;
  provide(name: PublicReadName, handler: Handler<PublicReadName>): void;
}

export function createPublicReads(reads: PublicReads, validate: boolean): PublicReadTable {
  const handlers = new Map<PublicReadName, Handler<PublicReadName>>();
  const read: PublicReader = async (name, rawParams, req, reply) => {
    const key = publicReadKey(name, reads.hostKey(req), rawParams);
    const hit = reads.cache.get(key);
    if (hit) return hit;
    let answer: CachedAnswer;
    try {
      const route = contractRoutes[name];
      const params = parseOr400(route.params, rawParams, "path");
      const handler = handlers.get(name);
      if (!handler) throw new Error(`No plugin registered the public read ${name}`);
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
  return { ...reads, read, provide: (name, handler) => void handlers.set(name, handler) };
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

/** A feature: its handlers, its routes' options and limits, its migrations. */
export interface FeatureDefinition<N extends ContractRouteName, L extends N> {
  /** One handler per contract route the feature answers; these are the routes its plugin registers. */
  handlers: (deps: FeatureDeps) => FeatureHandlers<N>;
  /** Per-route options that need the app's settings or shared helpers (rate limits, 400 bodies). */
  routes?: (deps: FeatureDeps) => { [K in NoInfer<N>]?: RouteOptions };
  /** Per-seller limits of its routes that insert (rateLimits.ts); plain data, so tests and docs can read them. */
  sellerLimits?: Record<L, SellerLimit>;
  /** Its own migrations by name, run in name order with every other feature's (db/migrations.ts). */
  migrations?: Record<string, DialectMigration>;
}

/** A feature's Fastify plugin (register it with the shared `FeatureDeps`), with its declared limits. */
export interface FeaturePlugin<N extends ContractRouteName, L extends N = never>
  extends FastifyPluginAsync<FeatureDeps> {
  readonly sellerLimits: Readonly<Record<L, SellerLimit>>;
  readonly migrations: Readonly<Record<string, DialectMigration>>;
  /** Type only, never set: the contract routes the plugin registers (features/index.ts checks them all). */
  readonly routeNames?: N;
}

/**
 * The typed helper every feature makes its plugin with. `N` is read from the handlers' type
 * (`FeatureHandlers<"listOrders" | ...>`), so the plugin's type says which contract routes it registers.
 */
export function contractPlugin<N extends ContractRouteName, L extends N = never>(
  def: FeatureDefinition<N, L>,
): FeaturePlugin<N, L> {
  const sellerLimits = (def.sellerLimits ?? {}) as Record<L, SellerLimit>;
  const plugin: FastifyPluginAsync<FeatureDeps> = async (app, deps) => {
    const handlers = def.handlers(deps) as Partial<Handlers>;
    const options = (def.routes?.(deps) ?? {}) as Partial<Record<ContractRouteName, RouteOptions>>;
    const limits = sellerLimits as Partial<Record<ContractRouteName, SellerLimit>>;
    for (const name of Object.keys(handlers) as ContractRouteName[]) {
      const handler = handlers[name] as Handler<ContractRouteName>;
      const limit = limits[name];
      const route = {
        name,
        handler,
        options: options[name] ?? {},
        sellerLimit: limit && deps.routes.sellerLimiter(name, limit),
      };
      const reads = deps.routes.publicReads;
      if (reads && isPublicRead(name)) {
        reads.provide(name, handler as Handler<PublicReadName>);
        registerPublicRead(app, name, reads.read, route.options);
      } else {
        registerOne(app, route, deps.routes);
      }
    }
  };
  return Object.assign(plugin, { sellerLimits, migrations: def.migrations ?? {} });
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

const routeConfig = (options: RouteOptions): FastifyContextConfig =>
  options.rateLimit ? { rateLimit: options.rateLimit } : {};

function registerPublicRead(
  app: FastifyInstance,
  name: PublicReadName,
  reader: PublicReader,
  options: RouteOptions,
): void {
  const route = contractRoutes[name];
  app.route({
    method: route.method,
    url: API_BASE_PATH + route.path,
    config: routeConfig(options),
    handler: async (req, reply) => {
      const answer = await reader(name, req.params, req, reply);
      return reply.code(answer.status).type("application/json; charset=utf-8").send(answer.json);
    },
  });
}

function registerOne(
  app: FastifyInstance,
  {
    name,
    handler,
    options,
    sellerLimit,
  }: {
    name: ContractRouteName;
    handler: Handler<ContractRouteName>;
    options: RouteOptions;
    sellerLimit: SellerLimiter | undefined;
  },
  deps: ContractRouteDeps,
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
    config: routeConfig(options),
    onRequest:
      route.auth === "none"
        ? []
        : [
            async (req, reply) => {
              try {
                const seller = await authenticate(route.auth, req, deps.store);
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
          throw new HttpError(400, message, options.invalidBodyExtra?.(message) ?? {});
        }
        body = parsed.data;
      }
      if (sellerLimit && seller) await sellerLimit(req, reply, seller);
      const result = await handler({
        params,
        query,
        body,
        seller,
        req,
        reply,
      } as HandlerContext<ContractRouteName>);
      // Answered by the handler itself (a streamed body).
      if (result === reply) return reply;
      // A write went through: the public answers cached before it may be out of date.
      if (route.method !== "GET") deps.publicReads?.generation.bump();
      if (deps.validateResponses) checkResponse(name, result, req);
      return result;
    },
  });
}
