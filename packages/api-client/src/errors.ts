import { isApiError } from "./apiError.ts";
import { ApiErrorBodySchema } from "./contract/commonMini.ts";

export * from "./apiError.ts";

/** The best text an error body offers: first `errors[].message`, then `message`, then `error` (spec §8). */
export function messageFromBody(body: unknown): string | undefined {
  const parsed = ApiErrorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { errors, message, error } = parsed.data;
  return errors?.[0]?.message || message || error || undefined;
}

/** The server's message for an HTTP error, else the given fallback (the toasts of spec §8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === "http" && messageFromBody(error.body)) return error.message;
  return fallback;
}

/**
 * A 429's own message (it says what was limited and how long to wait, docs/decisions.md "Hardening"), else the
 * fallback: a seller who hit a write limit learns when to try again instead of reading a bare failure.
 */
export function rateLimitMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === "http" && error.status === 429 && messageFromBody(error.body)) {
    return error.message;
  }
  return fallback;
}
