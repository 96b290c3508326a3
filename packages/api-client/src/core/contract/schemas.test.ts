import { describe, expect, it } from "vitest";
import { BotStoreSettingsSchema } from "../../features/bot/contract.ts";
import { CreateBugRequestSchema } from "../../features/bugs/contract.ts";
import { AddDomainRequestSchema } from "../../features/domains/contract.ts";
import { OrderSchema } from "../../features/orders/contract.ts";
import { RedeemRequestSchema } from "../../features/public/contract.ts";
import { CreateSuggestionRequestSchema, SuggestionSchema } from "../../features/suggestions/contract.ts";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe("request schemas use docs/product.md's messages", () => {
  it("domain: trimmed, lower-cased, validated", () => {
    expect(AddDomainRequestSchema.parse({ domain: "  Shop.Example.COM " })).toEqual({
      domain: "shop.example.com",
    });
    expect(firstMessage(AddDomainRequestSchema.safeParse({ domain: " " }))).toBe("Please enter a domain");
    expect(firstMessage(AddDomainRequestSchema.safeParse({ domain: "nodot" }))).toMatch(
      /^Please enter a valid domain \(e\.g\., /,
    );
  });

  it("redeem: required fields and email shape", () => {
    const ok = { redeemKey: "K", discordInvite: "abc", email: "a@b.co" };
    expect(RedeemRequestSchema.safeParse(ok).success).toBe(true);
    expect(firstMessage(RedeemRequestSchema.safeParse({ ...ok, redeemKey: "" }))).toBe(
      "Please fill in all required fields.",
    );
    expect(firstMessage(RedeemRequestSchema.safeParse({ ...ok, email: "a@b" }))).toBe(
      "Please enter a valid email address.",
    );
  });

  it("suggestion and bug: trimmed required text; bug severity defaults to medium", () => {
    expect(firstMessage(CreateSuggestionRequestSchema.safeParse({ title: " ", description: "d" }))).toBe(
      "Please fill in both title and description",
    );
    expect(CreateBugRequestSchema.parse({ title: " t ", description: "d" })).toEqual({
      title: "t",
      description: "d",
      severity: "medium",
    });
    expect(firstMessage(CreateBugRequestSchema.safeParse({ title: "t", description: "" }))).toBe(
      "Please fill in at least the title and description",
    );
  });
});

describe("entity schemas", () => {
  it("a suggestion needs _id or id", () => {
    const base = {
      title: "t",
      description: "d",
      author: "a",
      status: "pending",
      createdAt: 1,
      upvotes: 0,
      downvotes: 0,
    };
    expect(SuggestionSchema.safeParse({ ...base, id: "1" }).success).toBe(true);
    expect(SuggestionSchema.safeParse({ ...base, _id: "1" }).success).toBe(true);
    expect(SuggestionSchema.safeParse(base).success).toBe(false);
  });

  it("an order keeps the bot's field names", () => {
    const order = OrderSchema.parse({
      orderId: "1",
      guildId: "2",
      invite: "x",
      stock: "oneMonthBoosts.txt",
      amount: 4,
      "tokens-used": { success: ["a"] },
      BBGuildID: "3",
    });
    expect(order["tokens-used"]).toEqual({ success: ["a"], failed: [] });
    expect(order.BBGuildID).toBe("3");
  });
});

describe("store settings (the bot API and Settings' Store card)", () => {
  it("trims, and takes '' to clear a field", () => {
    expect(
      BotStoreSettingsSchema.parse({
        storeLink: " https://a.example ",
        discordLink: "",
        embedColor: " 22c55e ",
        embedFooter: " Thanks ",
      }),
    ).toEqual({
      storeLink: "https://a.example",
      discordLink: "",
      embedColor: "22c55e",
      embedFooter: "Thanks",
    });
  });
  it("refuses links the public pages would not render and colours they could not use", () => {
    expect(firstMessage(BotStoreSettingsSchema.safeParse({ storeLink: "shop.example.com" }))).toBe(
      "Store link must be a full link starting with https:// or http://",
    );
    expect(firstMessage(BotStoreSettingsSchema.safeParse({ discordLink: "ftp://x.example" }))).toBe(
      "Discord link must be a full link starting with https:// or http://",
    );
    expect(firstMessage(BotStoreSettingsSchema.safeParse({ embedColor: "red" }))).toBe(
      "Embed colour must be a hex colour such as #8B5CF6",
    );
  });
});
