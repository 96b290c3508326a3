import { STEP_UP_MESSAGE, STEP_UP_REQUIRED } from "../contract/stepUp.ts";
import { errorResponse } from "./route.ts";
import { mockStore } from "./store.ts";

/**
 * A step-up route's refusal unless the mock session stepped up (`team.stepUpFresh`), as the server answers: for the
 * routes of other features whose contract says `stepUp: true` (core/contract/stepUp.ts).
 */
export function mockStepUpRefusal(): Response | undefined {
  return mockStore().team.stepUpFresh
    ? undefined
    : errorResponse(403, { code: 403, message: STEP_UP_MESSAGE, reason: STEP_UP_REQUIRED });
}
