/** Trends fixtures for stories and tests: deterministic series ending on the mocks' day (MOCK_NOW). */
import { MOCK_NOW_MS } from "../../core/mocks/fixtures.ts";
import type { Runway, TrendDay, Trends } from "./contract.ts";
import { DAY_MS, dayKey, RUNWAY_TIERS, type TrendRange } from "./rules.ts";

const today = Math.floor(MOCK_NOW_MS / DAY_MS);

export function createTrendDay(offset: number, over: Partial<TrendDay> = {}): TrendDay {
  return {
    date: dayKey(today - offset),
    orders: 0,
    boostsDelivered: 0,
    finishedOrders: 0,
    finishedBoostsRequested: 0,
    finishedBoostsDelivered: 0,
    ...over,
  };
}

/** A busy store: a weekly rhythm with a dip, most orders delivered, a few partly. */
export function createTrendDays(range: TrendRange): TrendDay[] {
  return Array.from({ length: range }, (_, i) => {
    const offset = range - 1 - i;
    const orders = 6 + ((offset * 7) % 11) + (offset % 7 === 3 ? 8 : 0);
    const requested = orders * 8;
    const delivered = requested - ((offset * 5) % 9) * 2;
    return createTrendDay(offset, {
      orders,
      boostsDelivered: delivered,
      finishedOrders: orders,
      finishedBoostsRequested: requested,
      finishedBoostsDelivered: delivered,
    });
  });
}

export function createRunway(
  over: Partial<Record<(typeof RUNWAY_TIERS)[number], Partial<Runway>>> = {},
): Runway[] {
  const base: Record<(typeof RUNWAY_TIERS)[number], Omit<Runway, "tier">> = {
    oneMonthNitroTokens: { stock: 120, soldLast7Days: 70, daysLeft: 12 },
    oneMonthServerBoosts: { stock: 14, soldLast7Days: 98, daysLeft: 1 },
    threeMonthNitroTokens: { stock: 40, soldLast7Days: 0, daysLeft: null },
    threeMonthServerBoosts: { stock: 0, soldLast7Days: 28, daysLeft: 0 },
  };
  return RUNWAY_TIERS.map((tier) => ({ tier, ...base[tier], ...over[tier] }));
}

export function createTrends(range: TrendRange = 30, over: Partial<Trends> = {}): Trends {
  return { range, days: createTrendDays(range), runway: createRunway(), ...over };
}

/** A store without orders: every day zero, no sales. */
export function createEmptyTrends(range: TrendRange = 30): Trends {
  return {
    range,
    days: Array.from({ length: range }, (_, i) => createTrendDay(range - 1 - i)),
    runway: RUNWAY_TIERS.map((tier) => ({ tier, stock: 0, soldLast7Days: 0, daysLeft: null })),
  };
}
