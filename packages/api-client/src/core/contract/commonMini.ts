/**
 * Shared schemas of the public pages and the error reader, written with the tree-shakable `zod/mini` API:
 * the customer pages ship these, and classic zod's method-chaining build costs ~22 KB gzip there.
 * Each parses exactly as its classic twin in common.ts.
 */
import * as z from "zod/mini";
import { hasNoNul, LIMITS, NUL_MESSAGE } from "../limits.ts";

/**
 * What an error body may carry. Lenient, since it is read to find the best text for a toast:
 * `errors[0].message`, then `message`, then `error` (docs/product.md#custom-domain).
 */
export const ApiErrorBodySchema = z.object({
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  code: z.optional(z.number()),
  /** A machine-readable why, where the dashboard acts on it (`step_up_required`, core/contract/stepUp.ts). */
  reason: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ code: z.optional(z.number()), message: z.string() }))),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** As common.ts `boundedText`: at most `max` characters and no NUL, both checked before anything else. */
export function miniBoundedText(max: number) {
  return z
    .string()
    .check(z.maxLength(max, { abort: true }), z.refine(hasNoNul, { message: NUL_MESSAGE, abort: true }));
}

/** As common.ts `IdSchema`: never empty in a path or body, at most `LIMITS.id` characters. */
export const MiniIdSchema = miniBoundedText(LIMITS.id).check(z.minLength(1));

/** As common.ts `CountSchema`: whole, never negative, within an INTEGER column. */
export const MiniCountSchema = z.number().check(z.int(), z.nonnegative(), z.maximum(LIMITS.count));
