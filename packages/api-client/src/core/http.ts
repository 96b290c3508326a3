/**
 * The single request helper (docs/decisions.md, "One request path"). Every endpoint function calls `request` with
 * its route from the contract, and nothing stands between: it fills the path, sends, turns a non-2xx answer into an
 * `ApiError` and parses a success body with the route's schema. No zod import here: schemas are used through the
 * Standard Schema face that zod's classic and mini schemas both have, so the sign-in page's first load (which
 * reaches this file) holds no zod (docs/decisions.md, "Login route").
 */

import { ApiError, fallbackMessage } from "./apiError.ts";
import { API_BASE_PATH, buildPath, type HttpMethod } from "./contract/paths.ts";
import { messageFromBody } from "./errors.ts";

export interface ApiConfig {
  /** Prefix for every path; "/api" in the browser, an absolute URL under Node. */
  baseUrl: string;
  /** Defaults to the global fetch, looked up per call so msw's patched fetch is always the one used. */
  fetch: typeof fetch;
}

const defaults: ApiConfig = {
  baseUrl: API_BASE_PATH,
  fetch: (input, init) => globalThis.fetch(input, init),
};

let config: ApiConfig = { ...defaults };

/** Changes the base URL or fetch for every later call. Pass `{}` to restore the defaults. */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...defaults, ...next };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

/** A schema as the helper uses it: the Standard Schema interface, which every zod schema implements. */
export interface Schema<Out = unknown> {
  readonly "~standard": {
    readonly validate: (value: unknown) => SchemaResult<Out> | Promise<SchemaResult<Out>>;
    readonly types?: { readonly output: Out } | undefined;
  };
}

type SchemaResult<Out> =
  | { readonly value: Out; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<{ readonly message: string }> };

/** The parsed type of a schema. */
export type Output<S extends Schema> = NonNullable<S["~standard"]["types"]>["output"];

/** A contract route as the helper needs it; without a `response` schema the decoded body is returned unparsed. */
export interface RequestRoute {
  readonly method: HttpMethod;
  /** Relative to the base URL, with `:param` placeholders. */
  readonly path: string;
  readonly response?: Schema;
}

/** Every endpoint function's last argument. Token routes read `token`; the others ignore it. */
export interface CallOptions {
  token?: string | null;
  signal?: AbortSignal;
}

export interface RequestArgs extends CallOptions {
  params?: Record<string, string>;
  data?: unknown;
}

type ResponseOfRoute<R extends RequestRoute> = R extends { readonly response: infer S extends Schema }
  ? Output<S>
  : unknown;

/**
 * Sends `route` and returns its success body, parsed with `route.response` when it has one (else the decoded JSON,
 * undefined if empty). Throws `ApiError`: `http` for a non-2xx answer (with the body's message), `network` when
 * there was no answer, `parse` when the body does not match the contract. An abort is rethrown as it is.
 */
export async function request<R extends RequestRoute>(
  route: R,
  args: RequestArgs = {},
): Promise<ResponseOfRoute<R>> {
  let response: Response;
  try {
    const path = buildPath(route.path, args.params);
    const sent = route.method === "GET" ? takeEarly(path, args.token) : undefined;
    response = await (sent ??
      apiRequest(path, {
        method: route.method,
        data: args.data,
        token: args.token,
        signal: args.signal,
      }));
  } catch (error) {
    // An abort is not a failure to report: let the caller (TanStack Query) see it as is.
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, error instanceof Error ? error.message : "Network error", "network");
  }
  const body = await readJson(response);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      messageFromBody(body) ?? fallbackMessage(response.status),
      "http",
      body,
    );
  }
  return (route.response ? parseBody(route.response, body) : body) as ResponseOfRoute<R>;
}

/** GETs sent ahead of the code that asks for them (`sendEarly`), by path and token; each is taken once. */
const early = new Map<string, { sent: Promise<Response>; at: number }>();
/** An early answer nobody took within this long is not used (the page went elsewhere; its data may have moved). */
const EARLY_MS = 10_000;
const earlyKey = (path: string, token: string | null | undefined) => `${path}\n${token ?? ""}`;

/**
 * Sends a GET now, before the code that will ask for it (and the schemas that check its answer) has loaded: the
 * next `request` for the same path with the same token takes this answer instead of sending its own, and parses it
 * as usual. For a page's first calls, which the dashboard's entry starts beside the page's chunks
 * (docs/decisions.md#home-time-to-data). A failure is reported to that `request`, as its own would be.
 */
export function sendEarly(
  route: { method: "GET"; path: string },
  args: Omit<RequestArgs, "data"> = {},
): void {
  const path = buildPath(route.path, args.params);
  const key = earlyKey(path, args.token);
  if (early.has(key)) return;
  const sent = apiRequest(path, { token: args.token });
  // Read (and reported) by the request that takes it; one nobody takes must not be an unhandled rejection.
  sent.catch(() => undefined);
  early.set(key, { sent, at: Date.now() });
}

function takeEarly(path: string, token: string | null | undefined): Promise<Response> | undefined {
  const key = earlyKey(path, token);
  const found = early.get(key);
  if (!found) return undefined;
  early.delete(key);
  return Date.now() - found.at <= EARLY_MS ? found.sent : undefined;
}

/** Parses a success body with `schema`, or throws a `parse` ApiError. */
export function parseBody<S extends Schema>(schema: S, body: unknown, status = 200): Output<S> {
  const result = validate(schema, body);
  if (result.issues) throw new ApiError(status, "Unexpected response from the server", "parse", body);
  return result.value;
}

/** Validates and normalises (trims, lower-cases) a body before sending, with the schema's message (docs/product.md#input-checks). */
export function prepareBody<S extends Schema>(schema: S, data: unknown): Output<S> {
  const result = validate(schema, data);
  if (result.issues) throw new ApiError(400, result.issues[0]?.message ?? "Invalid input", "input");
  return result.value;
}

/** Refuses an id docs/product.md#calls calls invalid (missing, or the string "undefined" from a lost field). */
export function requireId(id: string | null | undefined, message: string): string {
  if (!id || id === "undefined") throw new ApiError(400, message, "input");
  return id;
}

function validate<S extends Schema>(schema: S, value: unknown): SchemaResult<Output<S>> {
  const result = schema["~standard"].validate(value);
  // Every contract schema is synchronous; an asynchronous one would be a contract bug, not a bad answer.
  if (result instanceof Promise) throw new Error("The contract's schemas must be synchronous");
  return result as SchemaResult<Output<S>>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ApiRequestOptions {
  method?: HttpMethod;
  data?: unknown;
  /** Sent as the raw `Authorization` value (no "Bearer"); "" when absent. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The bare transport under `request` (docs/product.md#calls's helper: method, path, data, token, headers): returns the raw
 * Response and never throws for HTTP statuses, only for network failures. Endpoints use `request`.
 */
export function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Authorization: options.token ?? "", ...options.headers };
  let body: BodyInit | undefined;
  if (method !== "GET" && options.data !== undefined) {
    if (options.data instanceof FormData) {
      // The browser sets the multipart boundary itself.
      body = options.data;
    } else {
      body = JSON.stringify(options.data);
      headers["Content-Type"] = "application/json";
    }
  }
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return config.fetch(joinUrl(config.baseUrl, path), init);
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
