/**
 * Sends one call and turns a non-2xx answer into an `ApiError`. No zod here (parsing is send.ts): the sign-in
 * page's calls reach only this before their first answer, and load their schemas beside the request.
 */
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
