import { describe, expect, it } from "vitest";
import type { Suggestion } from "../contract/suggestions.ts";
import { nextUserVote, optimisticVote } from "./suggestions.ts";

const base: Suggestion = {
  _id: "s1",
  title: "t",
  description: "d",
  author: "a",
  status: "pending",
  createdAt: 0,
  upvotes: 5,
  downvotes: 2,
  votes: { other: "up" },
};

describe("repeated vote (toggle)", () => {
  it("the same kind withdraws, the other kind replaces, none adds", () => {
    expect(nextUserVote(null, "up")).toBe("up");
    expect(nextUserVote("up", "up")).toBeNull();
    expect(nextUserVote("up", "down")).toBe("down");
    expect(nextUserVote("down", "down")).toBeNull();
  });

  it("adds a vote to the counts and the map", () => {
    expect(optimisticVote(base, "up", "me")).toMatchObject({
      upvotes: 6,
      downvotes: 2,
      votes: { other: "up", me: "up" },
      userVote: "up",
    });
  });

  it("moves a vote from one kind to the other", () => {
    const mine = { ...base, votes: { ...base.votes, me: "up" as const }, userVote: "up" as const };
    expect(optimisticVote(mine, "down", "me")).toMatchObject({ upvotes: 4, downvotes: 3, userVote: "down" });
  });

  it("withdraws the same vote, never below zero", () => {
    const mine = { ...base, upvotes: 0, votes: { me: "up" as const } };
    const after = optimisticVote(mine, "up", "me");
    expect(after).toMatchObject({ upvotes: 0, downvotes: 2, userVote: null });
    expect(after.votes).toEqual({});
  });

  it("reads the user's vote from the map when the server sent no userVote", () => {
    const mine = { ...base, votes: { me: "down" as const } };
    expect(optimisticVote(mine, "down", "me")).toMatchObject({ downvotes: 1, userVote: null });
  });

  it("leaves the original untouched (the rollback copy)", () => {
    optimisticVote(base, "down", "me");
    expect(base).toMatchObject({ upvotes: 5, downvotes: 2, votes: { other: "up" } });
  });
});
