/**
 * Sends one call and turns the answer into parsed data or an `ApiError`. Apart from call.ts so the public
 * pages' endpoints reach no route table and no classic zod: the schema is passed in, and parsing uses
 * zod/mini's functions, which work on classic and mini schemas alike.
 */
import * as z from "zod/mini";
import { buildPath, type HttpMethod } from "../contract/paths.ts";
import { ApiError, fallbackMessage, messageFromBody } from "../errors.ts";
import { apiRequest } from "../http.ts";

/** Every endpoint function's last argument. Token routes read `token`; the others ignore it. */
export interface CallOptions {
  token?: string | null;
  signal?: AbortSignal;
}

export interface SendArgs extends CallOptions {
  params?: Record<string, string>;
  data?: unknown;
}

/**
 * Sends `method` on the `:param` path `pattern` and returns the decoded JSON body (undefined if empty);
 * throws ApiError unless 2xx.
 */
export async function sendRequest(
  method: HttpMethod,
  pattern: string,
  args: SendArgs = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await apiRequest(buildPath(pattern, args.params), {
      method,
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

/** Sends like `sendRequest`, then parses the success body with `schema`. */
export async function sendParsed<S extends z.core.$ZodType>(
  method: HttpMethod,
  pattern: string,
  schema: S,
  args: SendArgs = {},
): Promise<z.output<S>> {
  return parseWith(schema, await sendRequest(method, pattern, args));
}

export function parseWith<S extends z.core.$ZodType>(schema: S, body: unknown, status = 200): z.output<S> {
  const result = z.safeParse(schema, body);
  if (!result.success) {
    throw new ApiError(status, "Unexpected response from the server", "parse", body);
  }
  return result.data;
}

/** Validates and normalises (trims, lower-cases) a body before sending, with the spec's messages. */
export function prepareBody<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const result = z.safeParse(schema, data);
  if (!result.success) {
    throw new ApiError(400, result.error.issues[0]?.message ?? "Invalid input", "input");
  }
  return result.data;
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
