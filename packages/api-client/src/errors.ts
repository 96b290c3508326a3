import { ApiErrorBodySchema } from "./contract/common.ts";

/**
 * http: the server answered non-2xx. network: no answer (status 0). parse: the answer did not match the
 * contract. input: refused before sending (spec §5 rules), with status 400 as the server would answer.
 */
export type ApiErrorKind = "http" | "network" | "parse" | "input";

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The decoded error body, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, kind: ApiErrorKind = "http", body?: unknown) {
    super(message);
    this.status = status;
    this.kind = kind;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The best text an error body offers: first `errors[].message`, then `message`, then `error` (spec §8). */
export function messageFromBody(body: unknown): string | undefined {
  const parsed = ApiErrorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { errors, message, error } = parsed.data;
  return errors?.[0]?.message || message || error || undefined;
}

export function fallbackMessage(status: number): string {
  return `Server returned status ${status}`;
}

/**
 * Picks the spec §8 text for a failed public-page load: a 404, another HTTP error, or anything else
 * (network, malformed answer).
 */
export function describeLoadError(
  error: unknown,
  messages: { notFound: string; http: string; unexpected: string },
): string {
  if (!isApiError(error) || error.kind !== "http") return messages.unexpected;
  return error.status === 404 ? messages.notFound : messages.http;
}

/** The server's message for an HTTP error, else the given fallback (the toasts of spec §8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === "http" && messageFromBody(error.body)) return error.message;
  return fallback;
}
