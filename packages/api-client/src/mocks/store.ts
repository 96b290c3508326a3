/**
 * The in-memory backend of the mock handlers: writes change what later reads return, so a story can
 * create, vote or delete and see the list change. `resetMockStore()` between stories and tests.
 */
import type { LogEntry, LogsResponse } from "../contract/admin.ts";
import type { CaptchaConfig, CurrentUser } from "../contract/auth.ts";
import type { BugReport } from "../contract/bugs.ts";
import type { ActivityItem, DashboardData } from "../contract/dashboard.ts";
import type { Domain } from "../contract/domains.ts";
import type { LiveStock, RedeemPageConfig } from "../contract/public.ts";
import type { StoreSettings, UserSettings } from "../contract/settings.ts";
import type { Suggestion } from "../contract/suggestions.ts";
import { BOOSTS_PER_TOKEN } from "../domain/constants.ts";
import { ANSWER_LIMITS } from "../domain/limits.ts";
import { sortNewestFirst } from "../domain/sort.ts";
import {
  ago,
  createActivityItem,
  createBug,
  createCaptchaConfig,
  createCurrentUser,
  createDomain,
  createLiveStock,
  createLog,
  createOrderWithStatus,
  createRedeemPageConfig,
  createSuggestion,
  createUserSettings,
  MOCK_GUILD_ID,
  MOCK_NOW_MS,
  type MockOrderFolder,
  mockAgo,
  resetFixtureSequence,
} from "./fixtures.ts";

export interface MockState {
  user: CurrentUser;
  captcha: CaptchaConfig;
  activity: ActivityItem[];
  liveStock: LiveStock;
  redeemPage: RedeemPageConfig;
  customCode: string;
  domains: Domain[];
  suggestions: Suggestion[];
  /** Folder order as the server lists it; the client sorts. */
  orders: MockOrderFolder[];
  logs: LogEntry[];
  settings: UserSettings;
  bugs: BugReport[];
  /** Redeem keys the bot added, by key. */
  redeemKeys: Record<string, { amount: number; stock: string }>;
}

function folder(
  createdMsAgo: number,
  status: "completed" | "partial" | "failed",
  amount: number,
): MockOrderFolder {
  const order = createOrderWithStatus(status, { amount });
  return { folderId: order.orderId, createdAt: mockAgo(createdMsAgo), order };
}

/** The default, populated state; every value derives from the fixture sequence, so it is the same each time. */
export function seedMockState(): MockState {
  resetFixtureSequence();
  return {
    user: createCurrentUser(),
    captcha: createCaptchaConfig(),
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
    liveStock: createLiveStock(),
    redeemPage: createRedeemPageConfig(),
    customCode: "",
    domains: [createDomain()],
    suggestions: [
      createSuggestion({
        title: "Dark mode for invoices",
        upvotes: 12,
        downvotes: 2,
        votes: { "u-2": "up" },
      }),
      createSuggestion({
        title: "Bulk order export",
        status: "approved",
        upvotes: 7,
        downvotes: 0,
        createdAt: Math.floor((MOCK_NOW_MS - ago.days(3)) / 1000),
      }),
      createSuggestion({
        title: "Discord role sync",
        status: "implemented",
        upvotes: 20,
        downvotes: 1,
        createdAt: Math.floor((MOCK_NOW_MS - ago.days(9)) / 1000),
      }),
      createSuggestion({
        id: "sug-legacy",
        _id: undefined,
        title: "Weekly sales email",
        description: "A summary every Monday.",
      }),
    ],
    orders: [
      folder(ago.minutes(25), "completed", 14),
      folder(ago.hours(3), "partial", 8),
      folder(ago.hours(9), "completed", 28),
      folder(ago.days(1), "failed", 4),
      folder(ago.days(2), "completed", 2),
      folder(ago.days(4), "partial", 6),
    ],
    logs: [
      createLog({ timestamp: mockAgo(ago.seconds(5)) }),
      createLog({
        action: "login_failed",
        severity: "error",
        details: "Wrong access code",
        username: "unknown",
        userId: "-",
        timestamp: mockAgo(ago.minutes(3)),
      }),
      createLog({
        action: "access_code_reset",
        severity: "warning",
        details: "Access code was reset",
        timestamp: mockAgo(ago.hours(2)),
      }),
      createLog({
        action: "domain_added",
        severity: "info",
        details: "Added shop.example.com",
        timestamp: mockAgo(ago.days(4)),
        ipAddress: undefined,
        userAgent: undefined,
      }),
    ],
    settings: createUserSettings(),
    bugs: [
      createBug({ severity: "critical", title: "Orders page shows a blank card" }),
      createBug({
        status: "fixed",
        severity: "low",
        title: "Copy button does nothing",
        steps: undefined,
        expectedBehavior: undefined,
        actualBehavior: undefined,
      }),
    ],
    redeemKeys: {},
  };
}

let state: MockState = seedMockState();

/** Back to the default data, with optional parts replaced (e.g. `{ domains: [] }` for an add-domain story). */
export function resetMockStore(overrides: Partial<MockState> = {}): MockState {
  state = { ...seedMockState(), ...overrides };
  return state;
}

/** The live state; handlers mutate it. */
export function mockStore(): MockState {
  return state;
}

/** Dashboard home numbers, derived from the orders so every page agrees. */
export function mockDashboardData(s: MockState = state): DashboardData {
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
  };
}

/** The Store card's values: the public pages' settings, so a save shows on the live stock mock too. */
export function mockStoreSettings(s: MockState = state): StoreSettings {
  const { storeLink = "", discordLink = "", embedColor = "", embedFooter = "" } = s.liveStock;
  return { storeLink, discordLink, embedColor, embedFooter };
}

/**
 * A brand-new store for Home's checklist: no bot contact, no stock, no orders, no activity.
 * `resetMockStore(newStoreState())`.
 */
export function newStoreState(): Partial<MockState> {
  const seeded = seedMockState();
  return {
    activity: [],
    orders: [],
    liveStock: {
      ...seeded.liveStock,
      oneMonthNitroTokens: 0,
      oneMonthServerBoosts: 0,
      threeMonthNitroTokens: 0,
      threeMonthServerBoosts: 0,
    },
    settings: { ...seeded.settings, botKey: { hint: "x7Qa", rotatedAt: null, lastUsedAt: null } },
  };
}

/** The admin-logs answer as the server gives it: the newest entries, at most ANSWER_LIMITS.adminLogs, and the total. */
export function mockLogsAnswer(logs: readonly LogEntry[] = mockStore().logs): LogsResponse {
  return {
    logs: sortNewestFirst(logs, (l) => l.timestamp).slice(0, ANSWER_LIMITS.adminLogs),
    total: logs.length,
  };
}
