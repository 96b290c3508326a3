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

/** Whether the contract route `name` asks for a fresh step-up: declared beside the route, `stepUp: true`. */
export function needsStepUp(_name: string, route: { stepUp?: true }): boolean {
  return route.stepUp === true;
}
