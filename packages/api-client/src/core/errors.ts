// No zod here: every call's error path reads bodies with this, and the sign-in page loads no zod before its
// first answer (docs/decisions.md, "Login route"). `messageFromBody` reads a body exactly as
// `ApiErrorBodySchema` (contract/commonMini.ts) accepts it; errors.test.ts checks the two agree.
import { isApiError } from "./apiError.ts";

export * from "./apiError.ts";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const optional = (v: unknown, type: "string" | "number") => v === undefined || typeof v === type;

/** The best text an error body offers: first `errors[].message`, then `message`, then `error` (docs/product.md#request-helper). */
export function messageFromBody(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  const { errors, message, error, code } = body;
  if (!optional(message, "string") || !optional(error, "string") || !optional(code, "number"))
    return undefined;
  if (errors !== undefined) {
    if (!Array.isArray(errors)) return undefined;
    const valid = errors.every(
      (e) => isObject(e) && typeof e.message === "string" && optional(e.code, "number"),
    );
    if (!valid) return undefined;
  }
  const first = (errors as Array<{ message: string }> | undefined)?.[0]?.message;
  return first || (message as string | undefined) || (error as string | undefined) || undefined;
}

/** The server's message for an HTTP error, else the given fallback (the failure toasts docs/product.md quotes). */
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
