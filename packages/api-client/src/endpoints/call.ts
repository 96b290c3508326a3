/** Sends a contract route and turns the answer into parsed data or an `ApiError`. */
import type { z } from "zod";
import { buildPath, type ContractRouteName, contractRoutes, type ResponseOf } from "../contract/routes.ts";
import { ApiError, fallbackMessage, messageFromBody } from "../errors.ts";
import { apiRequest } from "../http.ts";

/** Every endpoint function's last argument. Token routes read `token`; the others ignore it. */
export interface CallOptions {
  token?: string | null;
  signal?: AbortSignal;
}

interface SendArgs extends CallOptions {
  params?: Record<string, string>;
  data?: unknown;
}

/** Sends a route and returns its decoded JSON body (undefined if empty); throws ApiError unless 2xx. */
export async function send(name: ContractRouteName, args: SendArgs = {}): Promise<unknown> {
  const route = contractRoutes[name];
  let response: Response;
  try {
    response = await apiRequest(buildPath(route.path, args.params), {
      method: route.method,
      data: args.data,
      token: args.token,
      signal: args.signal,
    });
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
  return body;
}

/** Parses a success body with the route's schema. */
export function parseResponse<N extends ContractRouteName>(name: N, body: unknown): ResponseOf<N> {
  return parseWith(contractRoutes[name].response, body) as ResponseOf<N>;
}

export function parseWith<S extends z.ZodType>(schema: S, body: unknown, status = 200): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(status, "Unexpected response from the server", "parse", body);
  }
  return result.data;
}

/** Validates and normalises (trims, lower-cases) a body before sending, with the spec's messages. */
export function prepareBody<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError(400, result.error.issues[0]?.message ?? "Invalid input", "input");
  }
  return result.data;
}

export async function call<N extends ContractRouteName>(
  name: N,
  args: SendArgs = {},
): Promise<ResponseOf<N>> {
  return parseResponse(name, await send(name, args));
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

/** Refuses an id the spec calls invalid (missing, or the string "undefined" from a lost field). */
export function requireId(id: string | null | undefined, message: string): string {
  if (!id || id === "undefined") throw new ApiError(400, message, "input");
  return id;
}
