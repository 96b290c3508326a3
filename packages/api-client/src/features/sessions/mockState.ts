// The sessions feature's part of the mock backend's state (core/mocks/state.ts joins every feature's).
import type { Session } from "./contract.ts";

export interface SessionsMockState {
  /** The signed-in person's sessions. */
  sessions: Session[];
  /**
   * Each member's sessions, by member id, for the owner's view. A member id not in it (the team's mocks make their
   * own ids) starts with `memberSessionsDefault`, so any mocked member has sessions to show.
   */
  memberSessions: Record<string, Session[]>;
  memberSessionsDefault: Session[];
}
