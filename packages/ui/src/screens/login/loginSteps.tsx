import type { SecondFactorMethod } from "@boostdash/api-client/auth/contract";

/** A code typed in place of a passkey: an authenticator code, or a recovery code. */
export type CodeMethod = "totp" | "recovery";

/**
 * Which form the card shows: the access code (with the other ways in under it), a member's sign-in ID with a code,
 * or the owner's second step after a right access code (`methods` as the server sent them; `method` the code form
 * open, null while only the passkey and links show).
 */
export type LoginStep =
  | { kind: "accessCode" }
  | { kind: "member"; method: CodeMethod }
  | { kind: "secondFactor"; methods: readonly SecondFactorMethod[]; method: CodeMethod | null };

export const ACCESS_CODE_STEP: LoginStep = { kind: "accessCode" };

/** The second step's first form: the authenticator code when set up, else the passkey (or the recovery code). */
export function secondFactorStep(methods: readonly SecondFactorMethod[]): LoginStep {
  const method = methods.includes("totp")
    ? "totp"
    : methods.includes("passkey") || !methods.includes("recovery")
      ? null
      : "recovery";
  return { kind: "secondFactor", methods, method };
}

/** A code form's input; `signInId` is empty in the owner's second step (the challenge says who). */
export interface CodeInput {
  method: CodeMethod;
  signInId: string;
  code: string;
}

/** The code form's own checks, in the contract's words, beside each field. */
export interface LoginFieldErrors {
  signInId?: string;
  code?: string;
}
