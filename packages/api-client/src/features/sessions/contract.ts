/**
 * Sessions per person (docs/decisions.md#sessions-and-the-trail): each signed-in person lists their own sessions and
 * ends any of them; the owner lists and ends a member's. An ended session is refused at its next request (401).
 */
import { z } from "zod";
import { IdSchema, IsoDateSchema } from "../../core/contract/common.ts";
import type { ContractRoute } from "../../core/contract/route.ts";

/** One session as its person (or the owner) sees it. */
export const SessionSchema = z.object({
  /** The session's public id: not its token, nor the token's hash. */
  id: IdSchema,
  /** A short readable form of the User-Agent it signed in with, e.g. "Chrome on Linux" (device.ts). */
  device: z.string(),
  createdAt: IsoDateSchema,
  /** The last request seen, to the minute (written at most once a minute per session). */
  lastSeenAt: IsoDateSchema,
  expiresAt: IsoDateSchema,
  /** The session this answer was asked with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

/** Newest use first; at most `SESSIONS_LIST_MAX` (live sessions only: expired ones are not listed). */
export const SessionListSchema = z.object({ sessions: z.array(SessionSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;

/** Most sessions one list answer holds; a person with more sees the most recently used. */
export const SESSIONS_LIST_MAX = 100;

export const EndSessionsResponseSchema = z.object({
  message: z.string(),
  /** How many sessions the call ended. */
  ended: z.number().int().nonnegative(),
});
export type EndSessionsResponse = z.infer<typeof EndSessionsResponseSchema>;

const SessionParams = z.object({ id: IdSchema });
const MemberParams = z.object({ memberId: IdSchema });
const MemberSessionParams = z.object({ memberId: IdSchema, id: IdSchema });

/** The sessions calls (`contractRoutes` spreads them). */
export const sessionsRoutes = {
  /** The caller's own live sessions. */
  listSessions: {
    method: "GET",
    path: "/dashboard/sessions",
    auth: "token",
    permission: "session",
    response: SessionListSchema,
  },
  /** Ends one of the caller's own sessions (the current one too: that is signing out). 404 for any other. */
  endSession: {
    method: "DELETE",
    path: "/dashboard/sessions/:id",
    auth: "token",
    permission: "session",
    params: SessionParams,
    response: EndSessionsResponseSchema,
  },
  /** Ends every session of the caller but the one asking. */
  endOtherSessions: {
    method: "POST",
    path: "/dashboard/sessions/end-others",
    auth: "token",
    permission: "session",
    response: EndSessionsResponseSchema,
  },
  /** The owner: a member's live sessions (404 for a member of another store or none). */
  listMemberSessions: {
    method: "GET",
    path: "/dashboard/member-sessions/:memberId",
    auth: "token",
    permission: "ownership",
    params: MemberParams,
    response: SessionListSchema,
  },
  /** The owner ends one session of a member. */
  endMemberSession: {
    method: "DELETE",
    path: "/dashboard/member-sessions/:memberId/:id",
    auth: "token",
    permission: "ownership",
    params: MemberSessionParams,
    response: EndSessionsResponseSchema,
  },
  /** The owner ends every session of a member (they stay a member: removing them is the team's call). */
  endMemberSessions: {
    method: "POST",
    path: "/dashboard/member-sessions/:memberId/end-all",
    auth: "token",
    permission: "ownership",
    params: MemberParams,
    response: EndSessionsResponseSchema,
  },
} as const satisfies Record<string, ContractRoute>;
