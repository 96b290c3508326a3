import { z } from "zod";
import { hasNoNul, LIMITS, NUL_MESSAGE } from "../limits.ts";

/** The body of most writes, and of every error this API sends. */
export const ApiMessageSchema = z.object({ message: z.string() });
export type ApiMessage = z.infer<typeof ApiMessageSchema>;

// Built with zod/mini because the public pages read error bodies too (see commonMini.ts).
export { type ApiErrorBody, ApiErrorBodySchema } from "./commonMini.ts";

/**
 * Text of at most `max` characters with no NUL. Both checks abort the parse, so nothing after them (a trim, a
 * pattern, a refinement) ever runs on an oversized value (docs/decisions.md, "Input limits").
 */
export function boundedText(max: number) {
  return z.string().max(max, { abort: true }).refine(hasNoNul, { message: NUL_MESSAGE, abort: true });
}

/** Ids, guild ids, keys: never empty in a path or body, at most `LIMITS.id` characters. */
export const IdSchema = boundedText(LIMITS.id).min(1);

/** The `:id` of a route that names one record. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** A link from seller data; rendered only when http(s) (`safeExternalUrl`). */
export const UrlTextSchema = boundedText(LIMITS.url);

/** Counts shown to people: whole, never negative, and within what an INTEGER column holds. */
export const CountSchema = z.number().int().nonnegative().max(LIMITS.count);

/** An ISO 8601 date-time string, e.g. "2026-01-31T12:00:00.000Z". */
export const IsoDateSchema = z.iso.datetime({ offset: true });

/** Seconds since the epoch (suggestions and bugs, docs/product.md#limits). */
export const EpochSecondsSchema = z.number().nonnegative();
