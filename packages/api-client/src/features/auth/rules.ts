/** Sign-in timings and checks (docs/product.md#login); no zod here: the login page's first load reads this. */
import type { LoginResponse, SecondFactorNeeded } from "./contract.ts";

/** How long the login page shows its success before it opens the dashboard. */
export const LOGIN_REDIRECT_MS = 1000;
/** How often the login page retries loading a captcha widget's script. */
export const CAPTCHA_LOAD_RETRIES = 2;

/** Whether a login answer asks for the owner's second factor (no session yet, docs/product.md#team). */
export function needsSecondFactor(answer: LoginResponse): answer is SecondFactorNeeded {
  return "secondFactor" in answer;
}
