/** Story data of the public screens that the shared fixtures (`@boostdash/api-client/fixtures`) lack. */

import { MOCK_GUILD_ID } from "@boostdash/api-client/core/mocks/fixtures";
import type {
  PublicOrderStatus,
  PublicReplacement,
  PublicWarranty,
} from "@boostdash/api-client/public/contract";

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

/** The default policy of a one-month stock (15 days, every boost, the seller deciding), 12 boosts still askable. */
export const storyWarranty: PublicWarranty = {
  windowDays: 15,
  maxSharePercent: 100,
  approval: "seller",
  until: "2026-01-30T11:34:00.000Z",
  maxRequest: 12,
  reason: null,
  message: null,
};

/** The story order under its warranty, no request made yet, captchas off. */
export const storyCoveredOrder: PublicOrderStatus = {
  ...storyOrder,
  warranty: storyWarranty,
  replacement: null,
  captcha: "off",
};

/** The story order's replacement request at `stage`, as the server words it. */
export function storyReplacement(
  stage: PublicReplacement["stage"],
  over: Partial<PublicReplacement> = {},
): PublicReplacement {
  const decided = stage !== "requested";
  const approved = decided && stage !== "declined";
  return {
    stage,
    amount: 2,
    approvedAmount: approved ? 2 : null,
    note: "Two boosts dropped this morning",
    reason: stage === "declined" ? "All 14 boosts are still active on the server." : null,
    requestedAt: "2026-01-20T09:00:00.000Z",
    decidedAt: decided ? "2026-01-20T10:15:00.000Z" : null,
    orderId: approved ? "ORD-0001-r1" : null,
    deliveredAt: stage === "delivered" ? "2026-01-20T10:42:00.000Z" : null,
    ...over,
  };
}
