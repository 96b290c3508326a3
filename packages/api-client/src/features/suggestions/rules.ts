/** Suggestions rules (docs/product.md#suggestions): ids, the current user's vote, stats, percent positive. */
import type { CurrentUser } from "../auth/contract.ts";
import type { Suggestion, SuggestionStatus, VoteResponse, VoteType } from "./contract.ts";

/** A suggestion's id: `_id`, else `id`. */
export function suggestionId(s: Pick<Suggestion, "_id" | "id">): string | undefined {
  return s._id ?? s.id;
}

/** The id votes are keyed by: `id`, else `discordId`, else `_id` (docs/product.md#suggestions). */
export function voterId(
  user: Pick<CurrentUser, "id" | "discordId" | "_id"> | null | undefined,
): string | undefined {
  return user?.id ?? user?.discordId ?? user?._id;
}

/** The current user's vote: the server's `userVote` when sent, else looked up in `votes`. */
export function userVoteFor(
  s: Pick<Suggestion, "userVote" | "votes">,
  userId: string | undefined,
): VoteType | null {
  if (s.userVote !== undefined) return s.userVote;
  return (userId && s.votes[userId]) || null;
}

/** Rounded share of upvotes, or null with no votes (the figure is then hidden). */
export function positivePercent(upvotes: number, downvotes: number): number | null {
  const total = upvotes + downvotes;
  return total === 0 ? null : Math.round((upvotes / total) * 100);
}

export const suggestionStatusLabels: Record<SuggestionStatus, string> = {
  pending: "Pending Review",
  approved: "Approved",
  implemented: "Implemented",
};

export function suggestionStats(list: readonly Pick<Suggestion, "status">[]) {
  return {
    total: list.length,
    pending: list.filter((s) => s.status === "pending").length,
    implemented: list.filter((s) => s.status === "implemented").length,
  };
}

/** A suggestion after the server answered a vote. */
export function applyVote<T extends Suggestion>(s: T, vote: VoteResponse): T {
  return {
    ...s,
    upvotes: vote.upvotes,
    downvotes: vote.downvotes,
    votes: vote.votes,
    userVote: vote.userVote,
  };
}

/**
 * What a vote does before the server answers (docs/decisions.md, "Repeated vote"): the same kind as the
 * user's vote withdraws it, the other kind replaces it, none adds one. The server and the mocks do the same.
 */
export function nextUserVote(current: VoteType | null, clicked: VoteType): VoteType | null {
  return current === clicked ? null : clicked;
}

/** The suggestion as it will be once the server accepts this vote (the optimistic update). */
export function optimisticVote<T extends Suggestion>(s: T, clicked: VoteType, userId: string | undefined): T {
  const current = userVoteFor(s, userId);
  const next = nextUserVote(current, clicked);
  const change = (kind: VoteType) => (next === kind ? 1 : 0) - (current === kind ? 1 : 0);
  const votes = { ...s.votes };
  if (userId) {
    if (next) votes[userId] = next;
    else delete votes[userId];
  }
  return {
    ...s,
    upvotes: Math.max(0, s.upvotes + change("up")),
    downvotes: Math.max(0, s.downvotes + change("down")),
    votes,
    userVote: next,
  };
}
