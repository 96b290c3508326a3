// The shapes the route plumbing (http.ts) and the features' shared kit (features/handlerKit.ts) both speak: a
// handler and its context, a route's options, what registering routes needs, the public reads' table. Types only,
// so both import them from here rather than from each other.
import type { ContractRouteName, RouteOf } from "@boostdash/api-client/core/contract/routes";
import type { PublicReadName } from "@boostdash/api-client/public/pages";
import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { SessionActor } from "./features/auth/authRepository.ts";
import type { CachedAnswer, TtlCache, WriteGeneration } from "./publicCache.ts";
import type { SellerLimit, SellerLimiter } from "./rateLimits.ts";
import type { Seller, Store } from "./store.ts";

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
  /** The person behind a session (token/admin routes): their role and name, for what they may see and the trail. */
  actor: SessionActor | undefined;
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

/** A route's own options, declared by its feature beside its handlers. */
export interface RouteOptions {
  /** @fastify/rate-limit for this route: per address unless its `keyGenerator` says otherwise. */
  rateLimit?: RateLimitOptions;
  /**
   * Runs first, before the caller is settled and the body read: a budget shared by several routes, such as the one
   * every way in spends (signInBudget.ts), which the per-route stores of `rateLimit` cannot share.
   */
  beforeAuth?: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
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

export interface PublicReads {
  cache: TtlCache<CachedAnswer>;
  generation: WriteGeneration;
  /** Who the request is for beyond its params: the custom domain's seller, if any. */
  hostKey: (req: FastifyRequest) => string;
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

/**
 * The public reads' reader, made before the features' plugins (the page routes in publicPageRoutes.ts read
 * through it too); each read's handler is handed in by the plugin that registers its route.
 */
export interface PublicReadTable extends PublicReads {
  read: PublicReader;
  provide(name: PublicReadName, handler: Handler<PublicReadName>): void;
}
