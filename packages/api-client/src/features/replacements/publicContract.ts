// The customer's side of replacements, in zod/mini like the rest of the public pages' schemas (public/contract.ts):
// the status page's form ships this, and mini's functions tree-shake.
import * as z from "zod/mini";
import { MiniCountSchema, MiniIdSchema, miniBoundedText } from "../../core/contract/commonMini.ts";
import type { ContractRoute } from "../../core/contract/route.ts";
import { LIMITS } from "../../core/limits.ts";
import { MAX_NOTE_LENGTH, MAX_REPLACEMENT_AMOUNT } from "./rules.ts";
import { replacementMessages } from "./texts.ts";

/**
 * `POST /api/replacement/:guildId/:orderId`: how many boosts dropped, an optional note, and the store's captcha (the
 * redeem page's ALTCHA, its challenge from `/api/redeem-challenge`; none when captchas are off).
 */
export const ReplacementRequestBodySchema = z.object({
  missing: z
    .number({ error: replacementMessages.missingCount })
    .check(
      z.int({ error: replacementMessages.missingCount }),
      z.minimum(1, { error: replacementMessages.missingCount }),
      z.maximum(MAX_REPLACEMENT_AMOUNT, { error: replacementMessages.missingCount }),
    ),
  note: z.optional(
    miniBoundedText(MAX_NOTE_LENGTH).check(
      z.trim(),
      z.maxLength(MAX_NOTE_LENGTH, replacementMessages.noteTooLong),
    ),
  ),
  captcha_key: z.optional(miniBoundedText(LIMITS.captchaKey)),
});
export type ReplacementRequestBody = z.infer<typeof ReplacementRequestBodySchema>;

export const ReplacementRequestAnswerSchema = z.object({
  status: z.literal("success"),
  message: z.string(),
  requestId: MiniIdSchema,
  amount: MiniCountSchema,
});
export type ReplacementRequestAnswer = z.infer<typeof ReplacementRequestAnswerSchema>;

export const publicReplacementRoutes = {
  requestReplacement: {
    method: "POST",
    path: "/replacement/:guildId/:orderId",
    auth: "none",
    params: z.object({ guildId: MiniIdSchema, orderId: MiniIdSchema }),
    request: ReplacementRequestBodySchema,
    response: ReplacementRequestAnswerSchema,
  },
} as const satisfies Record<string, ContractRoute>;
