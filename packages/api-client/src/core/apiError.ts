// The error type every call throws, apart from the error-body schema (errors.ts): the public app's query
// client needs only this at start-up, so zod stays out of its entry chunk.

/**
 * http: the server answered non-2xx. network: no answer (status 0). parse: the answer did not match the
 * contract. input: refused before sending (docs/product.md#input-checks rules), with status 400 as the server would answer.
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

export function fallbackMessage(status: number): string {
  return `Server returned status ${status}`;
}

/**
 * Picks the docs/product.md#public-pages text for a failed public-page load: a 404, another HTTP error, or anything else
 * (network, malformed answer).
 */
export function describeLoadError(
  error: unknown,
  messages: { notFound: string; http: string; unexpected: string },
): string {
  if (!isApiError(error) || error.kind !== "http") return messages.unexpected;
  return error.status === 404 ? messages.notFound : messages.http;
}
