// Route plumbing: each feature's plugin (`contractPlugin`) registers its contract routes from the contract's table,
// with their params and bodies validated by the contract's schemas and their auth rule enforced before the handler
// runs; features/index.ts lists the plugins and checks that together they answer every route.
import { API_BASE_PATH } from "@boostdash/api-client/core/contract/paths";
import { can, FORBIDDEN_FOR_ROLE } from "@boostdash/api-client/core/contract/permissions";
import type { ContractRoute } from "@boostdash/api-client/core/contract/route";
import { type ContractRouteName, contractRoutes } from "@boostdash/api-client/core/contract/routes";
import { needsStepUp, STEP_UP_MESSAGE, STEP_UP_REQUIRED } from "@boostdash/api-client/core/contract/stepUp";
import { type PublicReadName, publicReadPaths } from "@boostdash/api-client/public/pages";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import type { DialectMigration } from "./db/migration.ts";
import type { SessionActor } from "./features/auth/authRepository.ts";
import type { FeatureDeps, FeatureHandlers } from "./features/handlerKit.ts";
import { callerTrailActor, rememberActor } from "./features/logs/trail.ts";
import { HttpError, INVALID_JSON, parseOr400, zodMessage } from "./httpError.ts";
import type { CachedAnswer } from "./publicCache.ts";
import type { SellerLimit, SellerLimiter } from "./rateLimits.ts";
import { type LocaleRequest, readerLocale } from "./readerLocale.ts";
import { rawAuthorization } from "./requestMeta.ts";
import type {
  ContractRouteDeps,
  Handler,
  HandlerContext,
  Handlers,
  PublicReader,
  PublicReads,
  PublicReadTable,
  RouteOptions,
} from "./routeTypes.ts";
import type { Seller, Store } from "./store.ts";

// The features and the CLI take these from here, the route layer's one door; they live in the modules below
// so that rateLimits.ts and features/handlerKit.ts can use them without importing this file back.
export { HttpError, INVALID_JSON, parseOr400, zodMessage } from "./httpError.ts";
export { clientMeta, rawAuthorization } from "./requestMeta.ts";
export type {
  ContractRouteDeps,
  Handler,
  HandlerContext,
  Handlers,
  PublicReader,
  PublicReadName,
  PublicReads,
  PublicReadTable,
  RouteOptions,
} from "./routeTypes.ts";

const PUBLIC_READS: ReadonlySet<ContractRouteName> = new Set(publicReadPaths.map((r) => r.read));
const isPublicRead = (name: ContractRouteName): name is PublicReadName => PUBLIC_READS.has(name);

/** The JSON an HttpError is answered with (the error handler in fastifyServer.ts sends the same). */
function errorAnswer(error: HttpError): CachedAnswer {
  const value = { ...error.body, message: error.message };
  return { status: error.statusCode, json: JSON.stringify(value), value };
}

/**
 * The cache key of a public read: the route, who it is for (custom domain), its params as Fastify decodes them, and
 * the reader's language where the answer depends on it (publicReadLocale).
 */
export function publicReadKey(name: PublicReadName, hostKey: string, params: unknown, locale = ""): string {
  return `${name}\u0000${hostKey}\u0000${JSON.stringify(params)}\u0000${locale}`;
}

/**
 * The language a public read's answer depends on: the live stock's, whose custom page is rendered in the reader's
 * language (features/public/handlers.ts); none for the others, which are the same in every language.
 */
export function publicReadLocale(name: PublicReadName, req: LocaleRequest): string {
  return name === "liveStock" ? readerLocale(req).locale : "";
}

export function createPublicReads(reads: PublicReads, validate: boolean): PublicReadTable {
  const handlers = new Map<PublicReadName, Handler<PublicReadName>>();
  const read: PublicReader = async (name, rawParams, req, reply) => {
    const key = publicReadKey(name, reads.hostKey(req), rawParams, publicReadLocale(name, req));
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

/** Who is calling a route, settled before its body is read: the store, and for a session the person's role. */
interface Caller {
  seller: Seller;
  /** Absent for the bot. */
  actor?: SessionActor;
}

async function authenticate(
  name: ContractRouteName,
  route: ContractRoute,
  req: FastifyRequest,
  store: Store,
): Promise<Caller | undefined> {
  if (route.auth === "none") return undefined;
  if (route.auth === "bot") {
    const key = (req.headers["x-bot-key"] as string | undefined) ?? rawAuthorization(req);
    const seller = key ? await store.sellers.findByBotKey(key) : undefined;
    if (!seller) throw new HttpError(401, "Invalid or missing bot key", { code: 401 });
    await store.sellers.markBotSeen(seller.id);
    return { seller };
  }
  const token = rawAuthorization(req);
  const actor = token ? await store.auth.actorForToken(token) : undefined;
  if (!actor) {
    throw new HttpError(401, "You need to log in to access this page.", { code: 401 });
  }
  if (route.auth === "admin" && !actor.seller.isAdmin) {
    throw new HttpError(403, "Access denied. Admin privileges required.", { code: 403 });
  }
  // The route's permission, declared beside it in the contract, against the person's role (read this request).
  // A signed-in route always names one (route.ts); were one to arrive without, it is refused, not let through.
  if (route.permission === undefined || !can(actor.role, route.permission)) {
    throw new HttpError(403, FORBIDDEN_FOR_ROLE, { code: 403 });
  }
  // The riskiest calls need a fresh proof of a factor (core/contract/stepUp.ts), told apart by `reason`.
  if (needsStepUp(name, route) && actor.stepUpUntil <= Date.now()) {
    throw new HttpError(403, STEP_UP_MESSAGE, { code: 403, reason: STEP_UP_REQUIRED });
  }
  return { seller: actor.seller, actor };
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
  const callers = new WeakMap<FastifyRequest, Caller>();
  app.route({
    method: route.method,
    url: API_BASE_PATH + route.path,
    config: routeConfig(options),
    onRequest:
      route.auth === "none" && !options.beforeAuth
        ? []
        : [
            async (req: FastifyRequest, reply: FastifyReply) => {
              try {
                await options.beforeAuth?.(req, reply);
                const caller = await authenticate(name, route, req, deps.store);
                if (caller) {
                  callers.set(req, caller);
                  rememberActor(req, callerTrailActor(caller.actor));
                }
              } catch (err) {
                // The unread body would otherwise have to be read and thrown away to reuse the connection.
                if (hasBody(req)) reply.header("Connection", "close");
                throw err;
              }
            },
          ],
    handler: async (req, reply) => {
      const caller = callers.get(req);
      const seller = caller?.seller;
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
        actor: caller?.actor,
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
