/**
 * Deterministic fixture factories for stories and tests: fixed dates around `MOCK_NOW`, ids from a
 * sequence and text from a seeded generator, never Date.now() or Math.random(), so screenshots are stable.
 */
import type { LogEntry } from "../contract/admin.ts";
import type { CaptchaConfig, CurrentUser } from "../contract/auth.ts";
import type { BugReport } from "../contract/bugs.ts";
import type { ActivityItem, StoreSetup } from "../contract/dashboard.ts";
import type { Domain } from "../contract/domains.ts";
import type { Order } from "../contract/orders.ts";
import type { LiveStock, RedeemPageConfig } from "../contract/public.ts";
import type { BotKeyInfo, StoreSettings, UserSettings } from "../contract/settings.ts";
import type { Suggestion } from "../contract/suggestions.ts";

/** The "now" of every fixture; pass it as the screens' `now` prop. */
export const MOCK_NOW = "2026-01-15T12:00:00.000Z";
export const MOCK_NOW_MS = Date.parse(MOCK_NOW);
export const MOCK_GUILD_ID = "1100000000000000001";
export const MOCK_ACCESS_CODE = "K7PX-2QMR-9WDA";
export const MOCK_TOKEN = "mock-session-token";
export const MOCK_PUBLIC_HOST = "stores.boostdash.app";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An ISO time `ms` before MOCK_NOW. */
export function mockAgo(ms: number): string {
  return new Date(MOCK_NOW_MS - ms).toISOString();
}

export const ago = {
  seconds: (n: number) => n * SECOND,
  minutes: (n: number) => n * MINUTE,
  hours: (n: number) => n * HOUR,
  days: (n: number) => n * DAY,
};

// mulberry32: a tiny seeded generator, enough for varied but repeatable fixture text.
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// One counter per prefix, so ids read naturally: ORD-0001, sug-0001, bug-0001, ...
const sequences = new Map<string, number>();
let random = seeded(42);

/** Restarts ids and generated text, so each story or test sees the same fixtures. */
export function resetFixtureSequence(seed = 42): void {
  sequences.clear();
  random = seeded(seed);
}

function nextId(prefix: string): string {
  const n = (sequences.get(prefix) ?? 0) + 1;
  sequences.set(prefix, n);
  return `${prefix}-${String(n).padStart(4, "0")}`;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

const TOKEN_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A fake token shaped like a chat-service token; never a real one. */
export function createToken(): string {
  const part = (n: number) => Array.from({ length: n }, () => pick([...TOKEN_CHARS])).join("");
  return `MT${part(22)}.${part(6)}.${part(27)}`;
}

export function createCurrentUser(over: Partial<CurrentUser> = {}): CurrentUser {
  return {
    code: 200,
    message: "Authenticated",
    admin: true,
    id: "seller-0001",
    discordId: "900000000000000001",
    _id: "seller-0001",
    guildId: MOCK_GUILD_ID,
    ...over,
  };
}

export function createCaptchaConfig(over: Partial<CaptchaConfig> = {}): CaptchaConfig {
  return { provider: "off", ...over };
}

const STOCKS = [
  "oneMonthBoosts.txt",
  "threeMonthBoosts.txt",
  "oneMonthNitroTokens.txt",
  "threeMonthNitroTokens.txt",
];

export function createOrder(over: Partial<Order> = {}): Order {
  const orderId = over.orderId ?? nextId("ORD");
  const amount = over.amount ?? pick([2, 4, 6, 8, 14, 28]);
  const wanted = Math.ceil(amount / 2);
  const success = Array.from({ length: wanted }, () => createToken());
  return {
    orderId,
    guildId: MOCK_GUILD_ID,
    invite: `https://discord.gg/${orderId.toLowerCase().replace(/[^a-z0-9]/g, "")}`,
    stock: pick(STOCKS),
    amount,
    "tokens-used": { success, failed: [] },
    storeLink: "https://store.example.com",
    discordLink: "https://discord.gg/examplestore",
    BBGuildID: "1200000000000000001",
    ...over,
  };
}

/** An order whose tokens give the wanted status (docs/product.md#order-status-rule). */
export function createOrderWithStatus(
  status: "completed" | "partial" | "failed",
  over: Partial<Order> = {},
): Order {
  const amount = over.amount ?? 8;
  const needed = Math.ceil(amount / 2);
  const successCount = status === "completed" ? needed : status === "partial" ? Math.max(1, needed - 2) : 0;
  const failedCount = needed - successCount;
  return createOrder({
    amount,
    "tokens-used": {
      success: Array.from({ length: successCount }, () => createToken()),
      failed: Array.from({ length: failedCount }, () => createToken()),
    },
    ...over,
  });
}

export interface MockOrderFolder {
  folderId: string;
  /** ISO date of the folder (the order's createdAt). */
  createdAt: string;
  order: Order;
}

export function createOrderFolder(over: Partial<Order> = {}, createdAt = MOCK_NOW): MockOrderFolder {
  const order = createOrder(over);
  return { folderId: order.orderId, createdAt, order };
}

export function createSuggestion(over: Partial<Suggestion> = {}): Suggestion {
  return {
    _id: nextId("sug"),
    title: pick(["Dark mode for invoices", "Bulk order export", "Discord role sync", "Weekly sales email"]),
    description: "It would save sellers time every week.",
    author: pick(["alice", "bob", "carol", "dave"]),
    status: "pending",
    createdAt: Math.floor((MOCK_NOW_MS - DAY) / 1000),
    upvotes: 0,
    downvotes: 0,
    votes: {},
    ...over,
  };
}

export function createBug(over: Partial<BugReport> = {}): BugReport {
  return {
    _id: nextId("bug"),
    title: pick(["Orders page shows a blank card", "Copy button does nothing", "Live stock not refreshing"]),
    description: "Happens after signing in on a phone.",
    steps: "1. Sign in\n2. Open Orders",
    expectedBehavior: "The list shows every order.",
    actualBehavior: "One card is blank.",
    severity: "medium",
    status: "open",
    author: pick(["alice", "bob", "carol"]),
    createdAt: Math.floor((MOCK_NOW_MS - 2 * DAY) / 1000),
    ...over,
  };
}

export function createLog(over: Partial<LogEntry> = {}): LogEntry {
  return {
    id: nextId("log"),
    timestamp: mockAgo(5 * MINUTE),
    username: "alice",
    userId: "seller-0001",
    action: "login",
    details: "Signed in to the dashboard",
    severity: "success",
    ipAddress: "203.0.113.7",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0",
    ...over,
  };
}

export function createDomain(over: Partial<Domain> = {}): Domain {
  return {
    _id: nextId("dom"),
    domain: "shop.example.com",
    status: "active",
    created_at: mockAgo(3 * DAY),
    checked_at: mockAgo(2 * MINUTE),
    last_error: null,
    ...over,
  };
}

export function createActivityItem(over: Partial<ActivityItem> = {}): ActivityItem {
  return {
    action: "New order",
    details: "Order #ORD-0001 for 14 boosts",
    time: mockAgo(2 * MINUTE),
    ...over,
  };
}

export function createLiveStock(over: Partial<LiveStock> = {}): LiveStock {
  return {
    oneMonthNitroTokens: 120,
    oneMonthServerBoosts: 240,
    threeMonthNitroTokens: 35,
    threeMonthServerBoosts: 70,
    storeName: "Example Store",
    storeLink: "https://store.example.com",
    discordLink: "https://discord.gg/examplestore",
    embedColor: "8b5cf6",
    embedFooter: "Thanks for shopping with Example Store",
    ...over,
  };
}

export function createRedeemPageConfig(over: Partial<RedeemPageConfig> = {}): RedeemPageConfig {
  return {
    storeName: "Example Store",
    embedColor: "8b5cf6",
    footerText: "Example Store - instant delivery",
    ...over,
  };
}

/** The key the mocks' rotation answers with; fake, shaped like the server's (`bk_` + 43 base64url characters). */
export const MOCK_BOT_KEY = "bk_Q2hvb3NlIGEgbmV3IGtleSBmb3IgdGhlIGJvdCBwbGVhc2U";

export function createBotKeyInfo(over: Partial<BotKeyInfo> = {}): BotKeyInfo {
  return { hint: "x7Qa", rotatedAt: null, lastUsedAt: mockAgo(4 * MINUTE), ...over };
}

/** Store settings as the Store card shows them; the same values as `createLiveStock`'s. */
export function createStoreSettings(over: Partial<StoreSettings> = {}): StoreSettings {
  return {
    storeLink: "https://store.example.com",
    discordLink: "https://discord.gg/examplestore",
    embedColor: "8b5cf6",
    embedFooter: "Thanks for shopping with Example Store",
    ...over,
  };
}

export function createUserSettings(over: Partial<UserSettings> = {}): UserSettings {
  return {
    access_code: MOCK_ACCESS_CODE,
    lastAccessCodeReset: mockAgo(5 * HOUR),
    botKey: createBotKeyInfo(),
    store: createStoreSettings(),
    ...over,
  };
}

/** Home's checklist data of a store that is set up (bot seen, stock in). */
export function createStoreSetup(over: Partial<StoreSetup> = {}): StoreSetup {
  return { botLastSeenAt: mockAgo(4 * MINUTE), stockTotal: 465, guildId: MOCK_GUILD_ID, ...over };
}
