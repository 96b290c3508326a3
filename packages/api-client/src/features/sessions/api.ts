import { contractRoutes as routes } from "../../core/contract/routes.ts";
import { type CallOptions, request, requireId } from "../../core/http.ts";
import type { EndSessionsResponse, SessionList } from "./contract.ts";
import { sessionMessages } from "./texts.ts";

/** `GET /api/dashboard/sessions`: the caller's live sessions, the current one marked. */
export async function listSessions(options: CallOptions): Promise<SessionList> {
  return request(routes.listSessions, options);
}

/** `DELETE /api/dashboard/sessions/:id`: ends one of the caller's sessions. */
export async function endSession(id: string, options: CallOptions): Promise<EndSessionsResponse> {
  return request(routes.endSession, {
    ...options,
    params: { id: requireId(id, sessionMessages.invalidId) },
  });
}

/** `POST /api/dashboard/sessions/end-others`: every session of the caller but this one. */
export async function endOtherSessions(options: CallOptions): Promise<EndSessionsResponse> {
  return request(routes.endOtherSessions, options);
}

/** `GET /api/dashboard/member-sessions/:memberId` (the owner). */
export async function listMemberSessions(memberId: string, options: CallOptions): Promise<SessionList> {
  return request(routes.listMemberSessions, {
    ...options,
    params: { memberId: requireId(memberId, sessionMessages.memberNotFound) },
  });
}

/** `DELETE /api/dashboard/member-sessions/:memberId/:id` (the owner). */
export async function endMemberSession(
  memberId: string,
  id: string,
  options: CallOptions,
): Promise<EndSessionsResponse> {
  return request(routes.endMemberSession, {
    ...options,
    params: {
      memberId: requireId(memberId, sessionMessages.memberNotFound),
      id: requireId(id, sessionMessages.invalidId),
    },
  });
}

/** `POST /api/dashboard/member-sessions/:memberId/end-all` (the owner). */
export async function endMemberSessions(
  memberId: string,
  options: CallOptions,
): Promise<EndSessionsResponse> {
  return request(routes.endMemberSessions, {
    ...options,
    params: { memberId: requireId(memberId, sessionMessages.memberNotFound) },
  });
}
