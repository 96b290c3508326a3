/** Customer page fixtures for stories and tests. */
import { createUserSettings } from "../settings/fixtures.ts";
import type { LiveStock, RedeemPageConfig } from "./contract.ts";

/** The live stock page of the seller the Settings fixtures describe: their stock counts and store settings. */
export function createLiveStock(over: Partial<LiveStock> = {}): LiveStock {
  const { stock, store } = createUserSettings();
  return { ...stock, ...store, ...over };
}

export function createRedeemPageConfig(over: Partial<RedeemPageConfig> = {}): RedeemPageConfig {
  return {
    storeName: "Example Store",
    embedColor: "8b5cf6",
    footerText: "Example Store - instant delivery",
    ...over,
  };
}
