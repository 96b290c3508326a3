import { describe, expect, it } from "vitest";
import { daySuccessRate, parseTrendRange, runwayDays, runwayText, tierOfStock } from "./rules.ts";

describe("trend rules", () => {
  it("reads the range from the URL, 30 days for anything else", () => {
    expect(parseTrendRange("7")).toBe(7);
    expect(parseTrendRange("90")).toBe(90);
    expect(parseTrendRange("14")).toBe(30);
    expect(parseTrendRange(null)).toBe(30);
  });

  it("rates a day over its finished orders only", () => {
    const day = { finishedOrders: 2, finishedBoostsRequested: 8, finishedBoostsDelivered: 4 };
    expect(daySuccessRate(day)).toBe(50);
    expect(daySuccessRate({ ...day, finishedBoostsDelivered: 0 })).toBe(0);
    expect(
      daySuccessRate({ finishedOrders: 0, finishedBoostsRequested: 0, finishedBoostsDelivered: 0 }),
    ).toBeNull();
    // An odd amount is delivered with a spare boost: never above 100.
    expect(
      daySuccessRate({ finishedOrders: 1, finishedBoostsRequested: 3, finishedBoostsDelivered: 4 }),
    ).toBe(100);
  });

  it("finds each stock file's tier", () => {
    expect(tierOfStock("oneMonthBoosts.txt")).toBe("oneMonthServerBoosts");
    expect(tierOfStock("threeMonthBoosts.txt")).toBe("threeMonthServerBoosts");
    expect(tierOfStock("oneMonthNitroTokens.txt")).toBe("oneMonthNitroTokens");
    expect(tierOfStock("threeMonthNitroTokens.txt")).toBe("threeMonthNitroTokens");
    expect(tierOfStock("unknown.txt")).toBeUndefined();
  });

  it("says how long the stock lasts at the last 7 days' rate", () => {
    expect(runwayDays(100, 70)).toBe(10);
    expect(runwayDays(5, 70)).toBe(0);
    expect(runwayDays(100, 0)).toBeNull();
    expect(runwayText(100, 10)).toBe("about 10 days left at the last 7 days' rate");
    expect(runwayText(10, 1)).toBe("about 1 day left at the last 7 days' rate");
    expect(runwayText(5, runwayDays(5, 70))).toBe("less than a day left at the last 7 days' rate");
    expect(runwayText(100, null)).toBe("no recent sales");
    expect(runwayText(0, 0)).toBe("out of stock");
  });
});
