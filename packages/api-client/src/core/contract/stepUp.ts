/**
 * Step-up (docs/decisions.md#team-sign-in-invites-passkeys-two-factors-step-up): the riskiest calls (a route with
 * `stepUp: true` in the contract) need the session to have proved a factor again within the last five minutes. The
 * server refuses them with a 403 carrying `reason: STEP_UP_REQUIRED`, which the dashboard tells apart from a role's
 * 403 (`FORBIDDEN_FOR_ROLE`) by that field, not by the words.
 */

/** How long a step-up (or a full sign-in) counts as fresh. */
export const STEP_UP_WINDOW_MS = 5 * 60_000;

/** The machine-readable `reason` of the 403 a call needing a fresh step-up gets. */
export const STEP_UP_REQUIRED = "step_up_required" as const;

/** The words of that 403. */
export const STEP_UP_MESSAGE =
  "Confirm it is you: this needs your passkey, authenticator code or access code again.";

/** Whether an error body is the step-up refusal (the ApiError's `body`). */
export function isStepUpRequired(body: unknown): boolean {
  return typeof body === "object" && body !== null && "reason" in body && body.reason === STEP_UP_REQUIRED;
}

/**
 * Routes of other features that need a step-up too: the access code's reset, the bot key's rotation and the keys'
 * listing (the one call that answers every redeem key's value, which Export CSV saves). Named here until their own
 * contracts carry `stepUp: true` beside them; `needsStepUp` reads both.
 */
export const STEP_UP_ROUTES_ELSEWHERE: ReadonlySet<string> = new Set([
  "resetAccessCode",
  "rotateBotKey",
  "listKeys",
]);

/** Whether the contract route `name` asks for a fresh step-up. */
export function needsStepUp(name: string, route: { stepUp?: true }): boolean {
  return route.stepUp === true || STEP_UP_ROUTES_ELSEWHERE.has(name);
}
