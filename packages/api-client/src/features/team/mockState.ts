// The team feature's part of the mock backend's state (core/mocks/state.ts joins every feature's).
import type { MyFactors, TeamInvite, TeamMember } from "./contract.ts";

export interface TeamMockState {
  team: {
    members: TeamMember[];
    invites: TeamInvite[];
    /** The signed-in person's id in `members` (follows `mockSignInAs`). */
    me: string;
    factors: MyFactors;
    /** Whether the session has a fresh step-up: false makes every step-up route answer `step_up_required`. */
    stepUpFresh: boolean;
    /** Recovery codes the mock still accepts (each once). */
    recoveryCodes: string[];
  };
}
