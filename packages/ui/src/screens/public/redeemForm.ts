/** The redeem form's values and its checks, in the order of docs/product.md#redeem. */
import { LIMITS } from "@boostdash/api-client/core/limits";
import { isValidInvite } from "@boostdash/api-client/core/links";
import { isValidEmail } from "@boostdash/api-client/public/rules";
import { redeemMessages } from "@boostdash/api-client/public/texts";

export interface RedeemFormValues {
  redeemKey: string;
  discordInvite: string;
  email: string;
  displayname: string;
  bio: string;
  avatar: string;
  banner: string;
}

export type RedeemField = keyof RedeemFormValues;

export const emptyRedeemForm: RedeemFormValues = {
  redeemKey: "",
  discordInvite: "",
  email: "",
  displayname: "",
  bio: "",
  avatar: "",
  banner: "",
};

/** The most each field takes: the contract's limits, so typing stops where the server would refuse. */
export const REDEEM_FIELD_MAX_LENGTH: Record<RedeemField, number> = {
  redeemKey: LIMITS.id,
  discordInvite: LIMITS.invite,
  email: LIMITS.email,
  displayname: LIMITS.displayName,
  bio: LIMITS.bio,
  avatar: LIMITS.url,
  banner: LIMITS.url,
};

const REQUIRED_REDEEM_FIELDS = ["redeemKey", "discordInvite", "email"] as const;

export type RedeemValidation = { ok: true } | { ok: false; message: string; fields: RedeemField[] };

/** The checks' messages: docs/product.md#redeem's English unless the page passes its own language's. */
export type RedeemCheckWords = { [K in keyof typeof redeemMessages]: string };

/** First every required field (after trimming), then the email's shape. */
export function validateRedeemForm(
  values: RedeemFormValues,
  words: RedeemCheckWords = redeemMessages,
): RedeemValidation {
  const missing = REQUIRED_REDEEM_FIELDS.filter((field) => values[field].trim() === "");
  if (missing.length > 0) return { ok: false, message: words.required, fields: missing };
  if (!isValidEmail(values.email)) return { ok: false, message: words.email, fields: ["email"] };
  if (!isValidInvite(values.discordInvite)) {
    return { ok: false, message: words.invite, fields: ["discordInvite"] };
  }
  return { ok: true };
}
