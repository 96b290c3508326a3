/** Story data of the public screens that the shared fixtures (`@boostdash/api-client/fixtures`) lack. */

import { MOCK_GUILD_ID } from "@boostdash/api-client/core/mocks/fixtures";
import type { PublicOrderStatus } from "@boostdash/api-client/public/contract";

export const storyOrder: PublicOrderStatus = {
  orderId: "ORD-0001",
  guildId: MOCK_GUILD_ID,
  amount: 14,
  stock: "oneMonthBoosts.txt",
  successfulTokens: 6,
  failedTokens: 1,
  invite: "examplestore",
  status: "partial",
  redeemedAt: "2026-01-15T11:20:00.000Z",
  claimedAt: "2026-01-15T11:21:30.000Z",
  reportedAt: "2026-01-15T11:34:00.000Z",
  storeLink: "https://store.example.com",
  discordLink: "https://discord.gg/examplestore",
  embedColor: "8b5cf6",
  embedFooter: "Thanks for shopping with Example Store",
};

export const LONG_FOOTER =
  "Thanks for shopping with the Extraordinarily Long Named Example Store And Boost Emporium! Boosts are delivered within 24 hours; contact support@extraordinarily-long-named-example-store.example.com if anything looks wrong.\nRefunds only for undelivered boosts.";

/** Markup typed into seller data must show as text, never run. */
export const HTML_FOOTER = '<img src=x onerror="alert(1)"> <b>Bold?</b>';
