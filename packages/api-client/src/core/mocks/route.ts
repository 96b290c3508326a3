/**
 * Typed msw handlers for contract routes. A resolver's success body must be the route's response type,
 * so a mock that drifts from the contract fails type-checking; errors go through `errorResponse`.
 */
import {
  type AsyncResponseResolverReturnType,
  type DefaultBodyType,
  delay,
  type HttpHandler,
  HttpResponse,
  type HttpResponseResolver,
  http,
  type ResponseResolverInfo,
} from "msw";
import type { z } from "zod";
import type { ApiErrorBody } from "../contract/commonMini.ts";
import type { ContractRoute } from "../contract/route.ts";
import { type ContractRouteName, contractRoutes, type ResponseOf, type RouteOf } from "../contract/routes.ts";

/** Told of every request a mock will never answer: (method, absolute URL). */
type NeverAnsweredListener = (method: string, url: string) => void;
const neverAnsweredListeners = new Set<NeverAnsweredListener>();

/**
 * Listens for requests a mock will never answer (a loading state's). The story runner counts the page's requests
 * until they are answered before it takes a screenshot, and stops counting these.
 */
export function onNeverAnswered(listener: NeverAnsweredListener): void {
  neverAnsweredListeners.add(listener);
}

/** A resolver's answer that never comes, so the page stays in its loading state; its listeners hear of it first. */
export async function neverAnswer(request: Request): Promise<never> {
  for (const listener of neverAnsweredListeners) listener(request.method, request.url);
  await delay("infinite");
  throw new Error("Never reached");
}

/** Mock base URL: "/api" in the browser; Node tests pass an absolute one ("http://localhost/api"). */
export const MOCK_BASE_URL = "/api";

export type MockParams<N extends ContractRouteName> =
  RouteOf<N> extends { params: z.core.$ZodType } ? z.output<RouteOf<N>["params"]> : Record<string, never>;

/**
 * msw's resolver shape, spelled out because msw's own `PathParams` constraint cannot see through generics.
 * The request body stays untyped: handlers read it with `readBody`, which validates it with the schema.
 */
export type MockResolver<N extends ContractRouteName> = (
  info: ResponseResolverInfo<{ params: MockParams<N>; cookies: Record<string, string> }, DefaultBodyType>,
) => AsyncResponseResolverReturnType<ResponseOf<N>>;

/** An msw handler for a contract route: its method, its path under `baseUrl`, its types. */
export function mockRoute<N extends ContractRouteName>(
  name: N,
  resolver: MockResolver<N>,
  baseUrl: string = MOCK_BASE_URL,
): HttpHandler {
  // The caller's resolver is checked against the route's types above; msw itself needs no more.
  return mockRouteUntyped(name, resolver as unknown as HttpResponseResolver, baseUrl);
}

/** `mockRoute` bound to one base URL: a feature's mocks write `route("listOrders", resolver)`. */
export function routesAt(baseUrl: string) {
  return <N extends ContractRouteName>(name: N, resolver: MockResolver<N>): HttpHandler =>
    mockRoute(name, resolver, baseUrl);
}

/** A handler on a route's method and path whose answer is not the success body (errors, delays). */
export function mockRouteUntyped(
  name: ContractRouteName,
  resolver: HttpResponseResolver,
  baseUrl: string = MOCK_BASE_URL,
): HttpHandler {
  const route: ContractRoute = contractRoutes[name];
  const url = `${baseUrl.replace(/\/+$/, "")}${route.path}`;
  switch (route.method) {
    case "GET":
      return http.get(url, resolver);
    case "POST":
      return http.post(url, resolver);
    case "PUT":
      return http.put(url, resolver);
    case "DELETE":
      return http.delete(url, resolver);
  }
}

/**
 * A non-2xx JSON answer. Typed `never` so it fits any route's resolver without loosening the success
 * type (an all-optional error body would otherwise accept any drifted object).
 */
export function errorResponse(status: number, body: ApiErrorBody): HttpResponse<never> {
  return HttpResponse.json(body, { status }) as unknown as HttpResponse<never>;
}

export type RequestOutput<N extends ContractRouteName> =
  RouteOf<N> extends { request: z.core.$ZodType } ? z.output<RouteOf<N>["request"]> : never;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; message: string };

/** Parses a request body with the route's schema, as the server does, with the schema's message on failure. */
export async function readBody<N extends ContractRouteName>(
  name: N,
  request: Request,
): Promise<BodyResult<RequestOutput<N>>> {
  const route: ContractRoute = contractRoutes[name];
  if (!route.request) return { ok: false, message: "This route takes no body" };
  const raw: unknown = await request.json().catch(() => undefined);
  const result = route.request.safeParse(raw);
  if (!result.success) return { ok: false, message: result.error.issues[0]?.message ?? "Invalid request" };
  return { ok: true, data: result.data as RequestOutput<N> };
}
