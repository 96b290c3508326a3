// The error a handler throws to answer with a status and a message, and the request parsing that turns a schema's
// failure into a 400 a person can act on. Below every other route module (http.ts, rateLimits.ts, the features),
// so each of them can throw one without importing the route plumbing.
import { NUL_MESSAGE } from "@boostdash/api-client/core/limits";
import type { z } from "zod";
import type { ZodMiniType } from "zod/mini";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields of the error body, beside `message`. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The parsed body of a request whose JSON did not parse. */
export const INVALID_JSON: { readonly invalidJson: true } = Object.freeze({ invalidJson: true });

const DEFAULT_ZOD_MESSAGE = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

/** The first problem of a failed parse, said so a person can act on it. */
export function zodMessage(error: z.core.$ZodError, what: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${what}`;
  if (issue.path.length === 0 && issue.code === "invalid_type") return `The ${what} must be a JSON object`;
  const where = issue.path.length > 0 ? issue.path.join(".") : what;
  if (issue.code === "too_big" && issue.origin === "string") {
    return `${where} is too long (at most ${issue.maximum.toLocaleString("en-US")} characters)`;
  }
  if (issue.code === "too_big" && issue.origin === "array") {
    return `${where} has too many items (at most ${issue.maximum.toLocaleString("en-US")})`;
  }
  if (issue.message === NUL_MESSAGE) return `${where} ${NUL_MESSAGE}`;
  if (!DEFAULT_ZOD_MESSAGE.test(issue.message)) return issue.message;
  return `${where}: ${issue.message}`;
}

// ZodMiniType: the shape classic and zod/mini schemas share (the public routes' are mini, docs/decisions.md#public-bundle).
export function parseOr400<S extends ZodMiniType>(schema: S, value: unknown, what: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new HttpError(400, zodMessage(r.error, what));
  return r.data;
}
