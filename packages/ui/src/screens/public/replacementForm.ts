/**
 * The replacement form's checks: the schema the server parses the request with (replacements/publicContract.ts),
 * then the order's own limit, each refusal in the page's language. The schema is handed in (`loadRequestSchema`):
 * the page loads it with its reads' schemas, never in its first script.
 */
import { replacementRequestSchema } from "@boostdash/api-client/public/api";
import type { PublicMessages } from "@boostdash/api-client/public/i18n/en";
import { fill } from "@boostdash/api-client/public/i18n/format";
import type {
  ReplacementRequestBody,
  ReplacementRequestBodySchema,
} from "@boostdash/api-client/replacements/publicContract";
import { MAX_NOTE_LENGTH } from "@boostdash/api-client/replacements/rules";

export interface ReplacementFormValues {
  /** As typed into the number field. */
  missing: string;
  note: string;
}

type RequestSchema = typeof ReplacementRequestBodySchema;

/** The request body's schema, loaded as the page's reads' schemas are (public/api.ts). */
export function loadRequestSchema(): Promise<RequestSchema> {
  return replacementRequestSchema();
}

export type ReplacementFormCheck =
  | { ok: true; body: ReplacementRequestBody }
  | { ok: false; errors: { missing?: string; note?: string } };

/**
 * The body to send, or each field's refusal. `max` is the most this order may ask for now (warranty.maxRequest); the
 * figures in the messages are written as the page writes numbers (`count`).
 */
export function checkReplacementForm(
  values: ReplacementFormValues,
  max: number,
  m: PublicMessages["replacement"],
  count: (n: number) => string,
  schema: RequestSchema,
): ReplacementFormCheck {
  const typed = values.missing.trim();
  const note = values.note.trim();
  const parsed = schema.safeParse({
    missing: typed === "" ? Number.NaN : Number(typed),
    ...(note ? { note } : {}),
  });
  const errors: { missing?: string; note?: string } = {};
  const missingWords = fill(m.missingInvalid, { max: count(max) });
  if (parsed.success) {
    if (parsed.data.missing > max) errors.missing = missingWords;
  } else {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === "missing") errors.missing = missingWords;
      if (issue.path[0] === "note") errors.note = fill(m.noteTooLong, { max: count(MAX_NOTE_LENGTH) });
    }
  }
  if (!parsed.success || errors.missing || errors.note) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
