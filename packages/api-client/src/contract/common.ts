import { z } from "zod";

/** The body of most writes, and of every error this API sends. */
export const ApiMessageSchema = z.object({ message: z.string() });
export type ApiMessage = z.infer<typeof ApiMessageSchema>;

// Built with zod/mini because the public pages read error bodies too (see commonMini.ts).
export { type ApiErrorBody, ApiErrorBodySchema } from "./commonMini.ts";

/** Ids, guild ids, keys: never empty in a path or body. */
export const IdSchema = z.string().min(1);

/** Counts shown to people: whole and never negative. */
export const CountSchema = z.number().int().nonnegative();

/** An ISO 8601 date-time string, e.g. "2026-01-31T12:00:00.000Z". */
export const IsoDateSchema = z.iso.datetime({ offset: true });

/** Seconds since the epoch (suggestions and bugs, spec §9). */
export const EpochSecondsSchema = z.number().nonnegative();
