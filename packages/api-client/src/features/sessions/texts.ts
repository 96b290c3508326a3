/** The sessions calls' words (docs/decisions.md#sessions-and-the-trail): the server answers with these, the screen shows them. */
export const sessionMessages = {
  notFound: "Session not found.",
  ended: "Session ended.",
  othersEnded: (count: number) => (count === 1 ? "1 other session ended." : `${count} other sessions ended.`),
  memberEnded: (count: number) =>
    count === 1 ? "1 session of this member ended." : `${count} sessions of this member ended.`,
  memberNotFound: "Team member not found.",
  invalidId: "Invalid session id",
  /** A device whose User-Agent says nothing we recognise (or none was sent). */
  unknownDevice: "Unknown device",
} as const;
