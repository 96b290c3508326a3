import { createOrderWithStatus } from "@boostdash/api-client/orders/fixtures";
import { toDashboardOrder } from "@boostdash/api-client/orders/rules";
import { defaultPolicy } from "@boostdash/api-client/replacements/rules";
import { replacementMessages } from "@boostdash/api-client/replacements/texts";
import { describe, expect, it } from "vitest";
import {
  checkDeclineReason,
  checkReplacementAmount,
  replacementFormText,
  startLimit,
} from "./replacementForm";

const DAY = 86_400_000;
const NOW = Date.parse("2026-01-15T12:00:00.000Z");

describe("checkReplacementAmount", () => {
  const limit = { max: 6, outside: null };

  it("passes an amount within the limit without override", () => {
    expect(checkReplacementAmount("6", limit, false)).toEqual({
      amount: 6,
      needsOverride: false,
      error: null,
    });
    expect(checkReplacementAmount(" 1 ", limit, false)).toEqual({
      amount: 1,
      needsOverride: false,
      error: null,
    });
  });

  it("refuses an amount above the limit until the override is ticked", () => {
    expect(checkReplacementAmount("7", limit, false)).toEqual({
      amount: 7,
      needsOverride: true,
      error: replacementMessages.overLimitSeller(6),
    });
    expect(checkReplacementAmount("7", limit, true)).toEqual({ amount: 7, needsOverride: true, error: null });
  });

  it("asks for override at any amount outside the warranty", () => {
    const outside = { max: 6, outside: replacementMessages.outsideWindow(null) };
    expect(checkReplacementAmount("2", outside, false).error).toBe(replacementMessages.outsideWindow(null));
    expect(checkReplacementAmount("2", outside, true).error).toBeNull();
  });

  it("leaves an unknown limit to the server", () => {
    expect(checkReplacementAmount("500", { max: null, outside: null }, false).error).toBeNull();
  });

  it("refuses what is not a whole number from 1 to 100,000", () => {
    for (const text of ["", "0", "-1", "1.5", "abc", "100001", "1e3"]) {
      expect(checkReplacementAmount(text, limit, true)).toEqual({
        amount: null,
        needsOverride: false,
        error: replacementFormText.amountInvalid,
      });
    }
    expect(checkReplacementAmount("100000", limit, true).error).toBeNull();
  });
});

describe("checkDeclineReason", () => {
  it("requires a reason of at most 500 characters", () => {
    expect(checkDeclineReason("   ")).toBe(replacementMessages.reasonRequired);
    expect(checkDeclineReason("x".repeat(501))).toBe(replacementMessages.reasonTooLong);
    expect(checkDeclineReason(" Boosts are all in place ")).toBeNull();
  });
});

describe("startLimit", () => {
  const order = (
    over: Parameters<typeof createOrderWithStatus>[1],
    status: "completed" | "pending" = "completed",
  ) =>
    toDashboardOrder(
      "O-1",
      createOrderWithStatus(status, { amount: 8, stock: "oneMonthBoosts.txt", ...over }),
    );

  it("is the delivered boosts inside the window, by the policy's share", () => {
    const reportedAt = new Date(NOW - 2 * DAY).toISOString();
    expect(startLimit(order({ reportedAt }), defaultPolicy("oneMonthBoosts.txt"), NOW)).toEqual({
      max: 8,
      outside: null,
    });
    expect(
      startLimit(order({ reportedAt }), { ...defaultPolicy("oneMonthBoosts.txt"), maxSharePercent: 50 }, NOW),
    ).toEqual({ max: 4, outside: null });
  });

  it("says when the window has closed or the order is not delivered", () => {
    const reportedAt = new Date(NOW - 20 * DAY).toISOString();
    expect(startLimit(order({ reportedAt }), defaultPolicy("oneMonthBoosts.txt"), NOW)).toEqual({
      max: 8,
      outside: replacementMessages.outsideWindow(NOW - 5 * DAY),
    });
    expect(startLimit(order({}, "pending"), defaultPolicy("oneMonthBoosts.txt"), NOW).outside).toBe(
      replacementMessages.outsideWindow(null),
    );
  });

  it("leaves the limit to the server once the order has replacements, or without its policy", () => {
    const reportedAt = new Date(NOW - DAY).toISOString();
    expect(
      startLimit(order({ reportedAt, replacements: ["O-1-r1"] }), defaultPolicy("x"), NOW).max,
    ).toBeNull();
    expect(startLimit(order({ reportedAt }), undefined, NOW)).toEqual({ max: null, outside: null });
  });
});
