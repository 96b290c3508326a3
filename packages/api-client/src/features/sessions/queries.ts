/**
 * Sessions' reads and writes for the dashboard: one list per person (the caller's own, or a member's for the owner),
 * asked again after every end. `useSessions` is what the Team screen wires to `SessionsList`.
 */
import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { queryRoot } from "../../core/query/keys.ts";
import { getToken } from "../../core/token.ts";
import {
  endMemberSession,
  endMemberSessions,
  endOtherSessions,
  endSession,
  listMemberSessions,
  listSessions,
} from "./api.ts";
import type { Session } from "./contract.ts";

const sessionsRoot = [...queryRoot, "sessions"] as const;

/** The caller's own sessions, or (with `memberId`, the owner's view) a member's. */
export function sessionsQuery(memberId?: string) {
  // null: the caller's own; a member's id is never null, so the two cannot share a key.
  const whose: string | null = memberId ?? null;
  return queryOptions({
    queryKey: [...sessionsRoot, whose] as const,
    queryFn: ({ signal }) =>
      memberId === undefined
        ? listSessions({ token: getToken(), signal })
        : listMemberSessions(memberId, { token: getToken(), signal }),
  });
}

/** Ends one session: the caller's own, or (with `memberId`) a member's. Every sessions list is asked again. */
export function endSessionMutation(memberId?: string) {
  return mutationOptions({
    mutationFn: (id: string) =>
      memberId === undefined
        ? endSession(id, { token: getToken() })
        : endMemberSession(memberId, id, { token: getToken() }),
    onSuccess: (_d, _v, _r, { client }) => client.invalidateQueries({ queryKey: sessionsRoot }),
  });
}

/** The caller's: every other session. With `memberId` (the owner): every session of that member. */
export function endOtherSessionsMutation(memberId?: string) {
  return mutationOptions({
    mutationFn: () =>
      memberId === undefined
        ? endOtherSessions({ token: getToken() })
        : endMemberSessions(memberId, { token: getToken() }),
    onSuccess: (_d, _v, _r, { client }) => client.invalidateQueries({ queryKey: sessionsRoot }),
  });
}

export interface SessionsState {
  sessions: Session[] | undefined;
  /** The list's first load. */
  loading: boolean;
  /** The list's load error, or the last end's. */
  error: Error | null;
  /** The session being ended ("others" while ending all the others), for the row's pending state. */
  pending: string | "others" | null;
  onEnd: (id: string) => void;
  onEndOthers: () => void;
  retry: () => void;
}

/**
 * What `SessionsList` (packages/ui/src/screens/team/SessionsList.tsx) takes, from the queries: the caller's sessions,
 * or a member's with `memberId` (the owner's view of a member).
 */
export function useSessions(memberId?: string): SessionsState {
  const list = useQuery(sessionsQuery(memberId));
  const end = useMutation(endSessionMutation(memberId));
  const endOthers = useMutation(endOtherSessionsMutation(memberId));
  const pending = endOthers.isPending ? "others" : end.isPending ? (end.variables ?? null) : null;
  return {
    sessions: list.data?.sessions,
    loading: list.isPending,
    error: list.error ?? end.error ?? endOthers.error,
    pending,
    onEnd: (id) => end.mutate(id),
    onEndOthers: () => endOthers.mutate(),
    retry: () => {
      end.reset();
      endOthers.reset();
      void list.refetch();
    },
  };
}
