/** Sessions mocks: the signed-in person's three sessions (this one current), and two for any member. */
import { HttpResponse } from "msw";
import { HOUR, MINUTE, mockAgo } from "../../core/mocks/fixtures.ts";
import { errorResponse, routesAt } from "../../core/mocks/route.ts";
import { mockStore } from "../../core/mocks/store.ts";
import type { Session } from "./contract.ts";
import { createSession, createSessionList } from "./fixtures.ts";
import type { SessionsMockState } from "./mockState.ts";
import { sessionMessages } from "./texts.ts";

function memberList(memberId: string): Session[] {
  const store = mockStore();
  const found = store.memberSessions[memberId];
  if (found) return found;
  const fresh = store.memberSessionsDefault.map((s) => ({ ...s, id: `${s.id}-${memberId}` }));
  store.memberSessions = { ...store.memberSessions, [memberId]: fresh };
  return fresh;
}

function setMemberList(memberId: string, sessions: Session[]): void {
  const store = mockStore();
  store.memberSessions = { ...store.memberSessions, [memberId]: sessions };
}

export const sessionsMocks = {
  seed: (): SessionsMockState => ({
    sessions: createSessionList(),
    memberSessions: {},
    memberSessionsDefault: [
      createSession({ device: "Edge on Windows", lastSeenAt: mockAgo(5 * MINUTE) }),
      createSession({ device: "Chrome on Android", lastSeenAt: mockAgo(2 * HOUR) }),
    ],
  }),
  handlers: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      listSessions: route("listSessions", () => HttpResponse.json({ sessions: mockStore().sessions })),
      endSession: route("endSession", ({ params }) => {
        const store = mockStore();
        if (!store.sessions.some((s) => s.id === params.id))
          return errorResponse(404, { code: 404, message: sessionMessages.notFound });
        store.sessions = store.sessions.filter((s) => s.id !== params.id);
        return HttpResponse.json({ message: sessionMessages.ended, ended: 1 });
      }),
      endOtherSessions: route("endOtherSessions", () => {
        const store = mockStore();
        const ended = store.sessions.filter((s) => !s.current).length;
        store.sessions = store.sessions.filter((s) => s.current);
        return HttpResponse.json({ message: sessionMessages.othersEnded(ended), ended });
      }),
      listMemberSessions: route("listMemberSessions", ({ params }) =>
        HttpResponse.json({ sessions: memberList(params.memberId) }),
      ),
      endMemberSession: route("endMemberSession", ({ params }) => {
        const list = memberList(params.memberId);
        if (!list.some((s) => s.id === params.id))
          return errorResponse(404, { code: 404, message: sessionMessages.notFound });
        setMemberList(
          params.memberId,
          list.filter((s) => s.id !== params.id),
        );
        return HttpResponse.json({ message: sessionMessages.ended, ended: 1 });
      }),
      endMemberSessions: route("endMemberSessions", ({ params }) => {
        const ended = memberList(params.memberId).length;
        setMemberList(params.memberId, []);
        return HttpResponse.json({ message: sessionMessages.memberEnded(ended), ended });
      }),
    };
  },
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      listSessions: {
        /** Only this browser. */
        single: route("listSessions", () =>
          HttpResponse.json({ sessions: mockStore().sessions.filter((s) => s.current) }),
        ),
      },
      endSession: {
        /** Ended elsewhere meanwhile. */
        gone: route("endSession", () => errorResponse(404, { code: 404, message: sessionMessages.notFound })),
      },
    };
  },
};
