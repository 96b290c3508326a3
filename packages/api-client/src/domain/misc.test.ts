import { describe, expect, it } from "vitest";
import { bugStats, canMarkFixed } from "./bugs.ts";
import { MASKED_ACCESS_CODE } from "./constants.ts";
import { addDomainFailureMessage, cnameRecord, domainStatusTone } from "./domains.ts";
import { positivePercent, suggestionId, suggestionStats, userVoteFor, voterId } from "./suggestions.ts";

describe("domains", () => {
  it("maps add error codes to the spec's texts", () => {
    expect(addDomainFailureMessage({ errors: [{ code: 1406, message: "x" }] })).toBe(
      "This domain is already in use. Please choose a different domain.",
    );
    expect(addDomainFailureMessage({ errors: [{ code: 1000, message: "x" }] })).toBe(
      "Invalid domain format. Please check your domain and try again.",
    );
    expect(addDomainFailureMessage({ errors: [{ code: 1003, message: "x" }] })).toBe(
      "Domain verification failed. Please check your DNS settings.",
    );
    expect(addDomainFailureMessage({ errors: [{ code: 9, message: "Server says" }] })).toBe("Server says");
    expect(addDomainFailureMessage({ errors: [], message: "Top" })).toBe("Top");
    expect(addDomainFailureMessage({ errors: [] })).toBe("Failed to add domain");
  });
  it("tones statuses, other values neutral", () => {
    expect(domainStatusTone("active")).toBe("success");
    expect(domainStatusTone("pending")).toBe("warning");
    expect(domainStatusTone("failed")).toBe("danger");
    expect(domainStatusTone("weird")).toBe("neutral");
  });
  it("derives the CNAME record", () => {
    expect(cnameRecord("shop.example.com", "hosts.boostdash.test")).toEqual({
      type: "CNAME",
      name: "shop.example.com",
      value: "hosts.boostdash.test",
    });
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

describe("bugs", () => {
  it("counts total, open, fixed, critical", () => {
    expect(
      bugStats([
        { status: "open", severity: "critical" },
        { status: "fixed", severity: "low" },
        { status: "investigating", severity: "critical" },
      ]),
    ).toEqual({ total: 3, open: 1, fixed: 1, critical: 2 });
  });
  it("offers Mark Fixed for any non-fixed bug", () => {
    expect(canMarkFixed("open")).toBe(true);
    expect(canMarkFixed("closed")).toBe(true);
    expect(canMarkFixed("fixed")).toBe(false);
  });
});

describe("constants", () => {
  it("masks the access code with 12 bullets", () => {
    expect(MASKED_ACCESS_CODE).toBe("\u2022".repeat(12));
  });
});
