/** Session fixtures for stories and tests: fixed times around MOCK_NOW. */
import { DAY, HOUR, MINUTE, mockAgo, nextId } from "../../core/mocks/fixtures.ts";
import type { Session } from "./contract.ts";

export function createSession(over: Partial<Session> = {}): Session {
  return {
    id: nextId("ses"),
    device: "Chrome on Linux",
    createdAt: mockAgo(3 * DAY),
    lastSeenAt: mockAgo(MINUTE),
    expiresAt: mockAgo(-27 * DAY),
    current: false,
    ...over,
  };
}

/** The owner's three sessions: this browser, a phone an hour ago, a laptop last week. */
export function createSessionList(): Session[] {
  return [
    createSession({ device: "Chrome on Linux", current: true, lastSeenAt: mockAgo(0) }),
    createSession({ device: "Safari on iPhone", createdAt: mockAgo(2 * DAY), lastSeenAt: mockAgo(HOUR) }),
    createSession({
      device: "Firefox on Windows",
      createdAt: mockAgo(9 * DAY),
      lastSeenAt: mockAgo(6 * DAY),
    }),
  ];
}
