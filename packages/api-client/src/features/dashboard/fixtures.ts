/** Dashboard home fixtures for stories and tests. */
import { MINUTE, MOCK_GUILD_ID, mockAgo } from "../../core/mocks/fixtures.ts";
import type { ActivityItem, StoreSetup } from "./contract.ts";

export function createActivityItem(over: Partial<ActivityItem> = {}): ActivityItem {
  return {
    action: "New order",
    details: "Order #ORD-0001 for 14 boosts",
    time: mockAgo(2 * MINUTE),
    ...over,
  };
}

/** Home's checklist data of a store that is set up (bot seen, stock in). */
export function createStoreSetup(over: Partial<StoreSetup> = {}): StoreSetup {
  return { botLastSeenAt: mockAgo(4 * MINUTE), stockTotal: 465, guildId: MOCK_GUILD_ID, ...over };
}
