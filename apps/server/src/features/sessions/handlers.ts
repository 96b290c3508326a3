// Sessions per person (docs/decisions.md#sessions-and-the-trail): each person's own, and the owner's view of a
// member's. Ending a session deletes its row, so its next request is refused like any unknown token (401).

import { SESSIONS_LIST_MAX, type Session } from "@boostdash/api-client/sessions/contract";
import { deviceLabel } from "@boostdash/api-client/sessions/device";
import { sessionMessages } from "@boostdash/api-client/sessions/texts";
import { HttpError } from "../../http.ts";
import type { SessionActor, SessionRow } from "../auth/authRepository.ts";
import { type FeatureHandlers, type HandlerDeps, iso } from "../handlerKit.ts";

function toSession(r: SessionRow, currentId: string | undefined): Session {
  return {
    id: r.id,
    device: deviceLabel(r.userAgent),
    createdAt: iso(r.createdAt),
    lastSeenAt: iso(r.lastSeenAt),
    expiresAt: iso(r.expiresAt),
    current: r.id === currentId,
  };
}

/** Every sessions route is signed in, so the person is always there; were it not, nothing is shown or ended. */
function personOf(actor: SessionActor | undefined): SessionActor {
  if (!actor) throw new HttpError(401, "You need to log in to access this page.", { code: 401 });
  return actor;
}

export function sessionHandlers({
  store,
}: HandlerDeps): FeatureHandlers<
  | "listSessions"
  | "endSession"
  | "endOtherSessions"
  | "listMemberSessions"
  | "endMemberSession"
  | "endMemberSessions"
> {
  /** A member of the caller's store, or the same 404 for one of another store and one that never was. */
  async function member(sellerId: string, memberId: string): Promise<string> {
    if (!(await store.auth.isMemberOf(sellerId, memberId)))
      throw new HttpError(404, sessionMessages.memberNotFound);
    return memberId;
  }

  return {
    async listSessions({ actor }) {
      const me = personOf(actor);
      const rows = await store.auth.listSessions(me.seller.id, me.memberId, SESSIONS_LIST_MAX);
      return { sessions: rows.map((r) => toSession(r, me.sessionId)) };
    },
    async endSession({ actor, params }) {
      const me = personOf(actor);
      if (!(await store.auth.endSessionById(me.seller.id, me.memberId, params.id)))
        throw new HttpError(404, sessionMessages.notFound);
      return { message: sessionMessages.ended, ended: 1 };
    },
    async endOtherSessions({ actor }) {
      const me = personOf(actor);
      const ended = await store.auth.endSessionsOf(me.seller.id, me.memberId, me.sessionId);
      return { message: sessionMessages.othersEnded(ended), ended };
    },
    async listMemberSessions({ actor, params }) {
      const me = personOf(actor);
      const id = await member(me.seller.id, params.memberId);
      const rows = await store.auth.listSessions(me.seller.id, id, SESSIONS_LIST_MAX);
      return { sessions: rows.map((r) => toSession(r, me.sessionId)) };
    },
    async endMemberSession({ actor, params }) {
      const me = personOf(actor);
      const id = await member(me.seller.id, params.memberId);
      if (!(await store.auth.endSessionById(me.seller.id, id, params.id)))
        throw new HttpError(404, sessionMessages.notFound);
      return { message: sessionMessages.ended, ended: 1 };
    },
    async endMemberSessions({ actor, params }) {
      const me = personOf(actor);
      const id = await member(me.seller.id, params.memberId);
      const ended = await store.auth.endSessionsOf(me.seller.id, id);
      return { message: sessionMessages.memberEnded(ended), ended };
    },
  };
}
