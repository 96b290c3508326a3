/**
 * Sends one call and turns the answer into parsed data or an `ApiError`. Apart from call.ts so the public
 * pages' endpoints reach no route table and no classic zod: the schema is passed in, and parsing uses
 * zod/mini's functions, which work on classic and mini schemas alike.
 */
import * as z from "zod/mini";
import type { HttpMethod } from "../contract/paths.ts";
import { ApiError } from "../errors.ts";
import { type SendArgs, sendRequest } from "./request.ts";

export { type CallOptions, requireId, type SendArgs, sendRequest } from "./request.ts";

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
