/** Dashboard home mocks: its numbers derive from the orders, stock and settings mocks, so every page agrees. */

import { HttpResponse } from "msw";
import { can } from "../../core/contract/permissions.ts";
import { ago, MOCK_GUILD_ID, MOCK_NOW_MS, mockAgo } from "../../core/mocks/fixtures.ts";
import { routesAt } from "../../core/mocks/route.ts";
import type { MockState } from "../../core/mocks/state.ts";
import { mockStore } from "../../core/mocks/store.ts";
import { BOOSTS_PER_TOKEN } from "../orders/rules.ts";
import { createLiveStock } from "../public/fixtures.ts";
import { createUserSettings } from "../settings/fixtures.ts";
import type { DashboardData } from "./contract.ts";
import { createActivityItem } from "./fixtures.ts";
import type { DashboardMockState } from "./mockState.ts";

/** Dashboard home numbers, derived from the orders so every page agrees. */
export function mockDashboardData(s: MockState = mockStore()): DashboardData {
  const since = (ms: number) => s.orders.filter((f) => MOCK_NOW_MS - Date.parse(f.createdAt) <= ms);
  return {
    totalOrders: s.orders.length,
    newOrders: since(ago.hours(1)).length,
    boostsL24: since(ago.days(1)).reduce(
      (n, f) => n + f.order["tokens-used"].success.length * BOOSTS_PER_TOKEN,
      0,
    ),
    recentActivity: s.activity,
    setup: {
      botLastSeenAt: s.settings.botKey.lastUsedAt,
      stockTotal:
        s.liveStock.oneMonthNitroTokens +
        s.liveStock.oneMonthServerBoosts +
        s.liveStock.threeMonthNitroTokens +
        s.liveStock.threeMonthServerBoosts,
      guildId: s.user.guildId ?? MOCK_GUILD_ID,
    },
    // As the server answers it: only to a person whose role handles replacements.
    ...(can(s.user.role, "replacements")
      ? { openReplacements: s.replacements.requests.filter((r) => r.status === "open").length }
      : {}),
  };
}

/**
 * A brand-new store for Home's checklist: no bot contact, no stock, no orders, no activity.
 * `resetMockStore(newStoreState())`.
 */
export function newStoreState(): Partial<MockState> {
  const settings = createUserSettings();
  return {
    activity: [],
    orders: [],
    liveStock: createLiveStock({
      oneMonthNitroTokens: 0,
      oneMonthServerBoosts: 0,
      threeMonthNitroTokens: 0,
      threeMonthServerBoosts: 0,
    }),
    settings: { ...settings, botKey: { hint: "x7Qa", rotatedAt: null, lastUsedAt: null } },
  };
}

export const dashboardMocks = {
  seed: (): DashboardMockState => ({
    activity: [
      createActivityItem(),
      createActivityItem({
        action: "Boosts delivered",
        details: "14 boosts to Pixel Hangout",
        time: mockAgo(ago.minutes(20)),
      }),
      createActivityItem({
        action: "Stock updated",
        details: "1 Month Stock: 120 Nitro tokens",
        time: mockAgo(ago.hours(3)),
      }),
      createActivityItem({
        action: "Domain verified",
        details: "shop.example.com is active",
        time: mockAgo(ago.days(1)),
      }),
    ],
  }),
  handlers: (baseUrl: string) => ({
    dashboardData: routesAt(baseUrl)("dashboardData", () => HttpResponse.json(mockDashboardData())),
  }),
  scenarios: (baseUrl: string) => {
    const route = routesAt(baseUrl);
    return {
      dashboardData: {
        /** Nothing yet, the setup checklist included (no `setup`: as after a failed call). */
        empty: route("dashboardData", () =>
          HttpResponse.json({ totalOrders: 0, newOrders: 0, boostsL24: 0, recentActivity: [] }),
        ),
        /** A brand-new store: the bot never called, no stock, no orders (the whole checklist). */
        newStore: route("dashboardData", () =>
          HttpResponse.json({
            totalOrders: 0,
            newOrders: 0,
            boostsL24: 0,
            recentActivity: [],
            setup: { botLastSeenAt: null, stockTotal: 0, guildId: MOCK_GUILD_ID },
          }),
        ),
      },
    };
  },
};
