// Home's trends (docs/product.md#trends): the range's days, every day present, and each tier's stock runway.

import {
  DAY_MS,
  dayKey,
  RUNWAY_TIERS,
  runwayDays,
  type TrendRange,
  tierOfStock,
} from "@boostdash/api-client/insights/rules";
import { BOOSTS_PER_TOKEN } from "@boostdash/api-client/orders/rules";
import type { FeatureHandlers, HandlerDeps } from "../handlerKit.ts";
import { TrendsRepository } from "./trendsRepository.ts";

export function insightsHandlers({ store }: HandlerDeps): FeatureHandlers<"dashboardTrends"> {
  const repo = new TrendsRepository(store.db);
  return {
    async dashboardTrends({ seller, query }) {
      const range = Number(query.days) as TrendRange;
      const now = Date.now();
      const today = Math.floor(now / DAY_MS);
      const first = today - range + 1;
      const [rows, sold] = await Promise.all([
        repo.days(seller.id, first * DAY_MS),
        repo.soldByStock(seller.id, now - 7 * DAY_MS),
      ]);
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const days = Array.from({ length: range }, (_, i) => {
        const r = byDay.get(first + i);
        return {
          date: dayKey(first + i),
          orders: r?.orders ?? 0,
          boostsDelivered: (r?.successTokens ?? 0) * BOOSTS_PER_TOKEN,
          finishedOrders: r?.finishedOrders ?? 0,
          finishedBoostsRequested: r?.finishedRequested ?? 0,
          finishedBoostsDelivered: (r?.finishedSuccessTokens ?? 0) * BOOSTS_PER_TOKEN,
        };
      });
      const soldByTier = new Map<string, number>();
      for (const s of sold) {
        const tier = tierOfStock(s.stock);
        if (tier) soldByTier.set(tier, (soldByTier.get(tier) ?? 0) + s.sold);
      }
      const runway = RUNWAY_TIERS.map((tier) => {
        const stock = seller.stock[tier];
        const soldLast7Days = soldByTier.get(tier) ?? 0;
        return { tier, stock, soldLast7Days, daysLeft: runwayDays(stock, soldLast7Days) };
      });
      return { range, days, runway };
    },
  };
}
