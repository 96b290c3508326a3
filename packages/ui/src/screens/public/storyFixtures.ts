/** Fixed data for the public screens' stories (packages/ui may not import the msw mocks). */
import type { LiveStock, PublicOrderStatus, RedeemPageConfig } from "@boostdash/api-client";

export const STORY_GUILD_ID = "1100000000000000001";

export const storyOrder: PublicOrderStatus = {
  orderId: "ORD-0001",
  guildId: STORY_GUILD_ID,
  amount: 14,
  stock: "oneMonthBoosts.txt",
  successfulTokens: 6,
  failedTokens: 1,
  invite: "examplestore",
  storeLink: "https://store.example.com",
  discordLink: "https://discord.gg/examplestore",
  embedColor: "8b5cf6",
  embedFooter: "Thanks for shopping with Example Store",
};

export const storyStock: LiveStock = {
  oneMonthNitroTokens: 120,
  oneMonthServerBoosts: 240,
  threeMonthNitroTokens: 35,
  threeMonthServerBoosts: 70,
  storeLink: "https://store.example.com",
  discordLink: "https://discord.gg/examplestore",
  embedColor: "8b5cf6",
  embedFooter: "Thanks for shopping with Example Store",
};

export const storyRedeemConfig: RedeemPageConfig = {
  embedColor: "8b5cf6",
  footerText: "Example Store - instant delivery",
};

export const LONG_FOOTER =
  "Thanks for shopping with the Extraordinarily Long Named Example Store And Boost Emporium! Boosts are delivered within 24 hours; contact support@extraordinarily-long-named-example-store.example.com if anything looks wrong.\nRefunds only for undelivered boosts.";

/** Markup typed into seller data must show as text, never run. */
export const HTML_FOOTER = '<img src=x onerror="alert(1)"> <b>Bold?</b>';
