/** Customer page fixtures for stories and tests. */
import type { LiveStock, RedeemPageConfig } from "./contract.ts";

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
