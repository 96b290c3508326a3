import { describe, expect, it } from "vitest";
import { defaultPolicy, replacementCarries, requestStage, warrantyStanding } from "./rules.ts";

const DAY = 86_400_000;
const now = Date.parse("2026-01-15T12:00:00.000Z");
const done = {
  status: "completed" as const,
  amount: 10,
  successfulTokens: 5,
  reportedAt: now - DAY,
  replacementOf: null,
};

describe("defaultPolicy", () => {
  it("gives a one-month stock 15 days and a three-month one 30, every boost, the seller approving", () => {
    expect(defaultPolicy("oneMonthBoosts.txt")).toEqual({
      stock: "oneMonthBoosts.txt",
      windowDays: 15,
      maxSharePercent: 100,
      approval: "seller",
    });
    expect(defaultPolicy("threeMonthNitroTokens.txt").windowDays).toBe(30);
  });
});

describe("warrantyStanding", () => {
  const policy = defaultPolicy("oneMonthBoosts.txt");

  it("allows up to what was delivered and the share of the amount, less what is replaced", () => {
    expect(warrantyStanding(done, policy, 0, now)).toMatchObject({
      delivered: 10,
      cap: 10,
      maxRequest: 10,
      reason: null,
    });
    expect(warrantyStanding(done, { ...policy, maxSharePercent: 25 }, 0, now)).toMatchObject({
      cap: 2,
      maxRequest: 2,
    });
    expect(warrantyStanding(done, policy, 7, now).maxRequest).toBe(3);
    // A partial order: 2 tokens delivered 4 of 10 boosts.
    expect(
      warrantyStanding({ ...done, status: "partial", successfulTokens: 2 }, policy, 0, now).maxRequest,
    ).toBe(4);
  });

  it("ends with the window: the last millisecond is inside, the next outside", () => {
    const until = done.reportedAt + 15 * DAY;
    expect(warrantyStanding(done, policy, 0, until)).toMatchObject({ until, reason: null });
    expect(warrantyStanding(done, policy, 0, until + 1).reason).toBe("windowClosed");
  });

  it("says why an order cannot have a request", () => {
    expect(warrantyStanding({ ...done, replacementOf: "X" }, policy, 0, now).reason).toBe("replacement");
    expect(warrantyStanding(done, { ...policy, windowDays: 0 }, 0, now)).toMatchObject({
      reason: "noWarranty",
      until: null,
    });
    expect(warrantyStanding({ ...done, status: "pending", reportedAt: null }, policy, 0, now).reason).toBe(
      "unfinished",
    );
    expect(warrantyStanding({ ...done, status: "processing", reportedAt: null }, policy, 0, now).reason).toBe(
      "unfinished",
    );
    expect(warrantyStanding({ ...done, status: "failed", successfulTokens: 0 }, policy, 0, now).reason).toBe(
      "failed",
    );
    expect(warrantyStanding(done, policy, 10, now)).toMatchObject({ reason: "nothingLeft", maxRequest: 0 });
  });
});

describe("replacementCarries and requestStage", () => {
  it("counts a replacement's amount while on its way, then what it delivered", () => {
    expect(replacementCarries({ status: "pending", amount: 4, successfulTokens: 0 })).toBe(4);
    expect(replacementCarries({ status: "processing", amount: 4, successfulTokens: 0 })).toBe(4);
    expect(replacementCarries({ status: "partial", amount: 4, successfulTokens: 1 })).toBe(2);
    expect(replacementCarries({ status: "failed", amount: 4, successfulTokens: 0 })).toBe(0);
    expect(replacementCarries({ status: "completed", amount: 3, successfulTokens: 2 })).toBe(3);
  });

  it("words the request with its replacement's progress", () => {
    expect(requestStage("open", null)).toBe("requested");
    expect(requestStage("declined", null)).toBe("declined");
    expect(requestStage("approved", "pending")).toBe("approved");
    expect(requestStage("approved", "processing")).toBe("delivering");
    expect(requestStage("approved", "partial")).toBe("delivered");
  });
});
