/** Settings fixtures for stories and tests. */
import { HOUR, MINUTE, MOCK_GUILD_ID, mockAgo } from "../../core/mocks/fixtures.ts";
import type { BotKeyInfo, StoreSettings, UserSettings } from "./contract.ts";

/** The guild a bot asks to move the store to (from MOCK_GUILD_ID) in the pending-move stories. */
export const MOCK_PENDING_GUILD_ID = "1311042877605216306";

export const MOCK_ACCESS_CODE = "K7PX-2QMR-9WDA";

/** The key the mocks' rotation answers with; fake, shaped like the server's (`bk_` + 43 base64url characters). */
export const MOCK_BOT_KEY = "bk_Q2hvb3NlIGEgbmV3IGtleSBmb3IgdGhlIGJvdCBwbGVhc2U";

export function createBotKeyInfo(over: Partial<BotKeyInfo> = {}): BotKeyInfo {
  return { hint: "x7Qa", rotatedAt: null, lastUsedAt: mockAgo(4 * MINUTE), ...over };
}

/** Store settings as the Store card shows them (and the live stock page, `createLiveStock`, wears them). */
export function createStoreSettings(over: Partial<StoreSettings> = {}): StoreSettings {
  return {
    storeName: "Example Store",
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
    guildId: MOCK_GUILD_ID,
    pendingGuildId: null,
    customersLanguage: "en",
    stock: {
      oneMonthNitroTokens: 120,
      oneMonthServerBoosts: 240,
      threeMonthNitroTokens: 35,
      threeMonthServerBoosts: 70,
    },
    ...over,
  };
}
