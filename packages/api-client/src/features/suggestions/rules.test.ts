import { describe, expect, it } from "vitest";
import type { Suggestion } from "./contract.ts";
import {
  nextUserVote,
  optimisticVote,
  positivePercent,
  suggestionId,
  suggestionStats,
  userVoteFor,
  voterId,
} from "./rules.ts";

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

describe("suggestions", () => {
  it("reads the id from _id, else id", () => {
    expect(suggestionId({ _id: "a", id: "b" })).toBe("a");
    expect(suggestionId({ id: "b" })).toBe("b");
  });
  it("keys votes by id, else discordId, else _id", () => {
    expect(voterId({ id: "1", discordId: "2", _id: "3" })).toBe("1");
    expect(voterId({ discordId: "2", _id: "3" })).toBe("2");
    expect(voterId({ _id: "3" })).toBe("3");
    expect(voterId(null)).toBeUndefined();
  });
  it("derives the user's vote from votes unless the server sent it", () => {
    expect(userVoteFor({ votes: { u1: "down" } }, "u1")).toBe("down");
    expect(userVoteFor({ votes: { u1: "down" } }, "u2")).toBeNull();
    expect(userVoteFor({ votes: { u1: "down" }, userVote: "up" }, "u1")).toBe("up");
    expect(userVoteFor({ votes: {} }, undefined)).toBeNull();
  });
  it("shows percent positive only with votes", () => {
    expect(positivePercent(0, 0)).toBeNull();
    expect(positivePercent(2, 1)).toBe(67);
    expect(positivePercent(0, 3)).toBe(0);
  });
  it("counts total, pending and implemented", () => {
    expect(
      suggestionStats([{ status: "pending" }, { status: "implemented" }, { status: "approved" }]),
    ).toEqual({
      total: 3,
      pending: 1,
      implemented: 1,
    });
  });
});
