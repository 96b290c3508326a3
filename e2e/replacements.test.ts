// Replacements under warranty, end to end (docs/decisions.md#replacements): the customer asks from the order status
// page, the seller approves in the order's dialog, a bot script claims and completes the replacement order, and the
// customer's page shows it delivered; a real server, the built apps, Chromium.
import { describe, expect, test } from "vitest";
import { solveCaptcha, useServer } from "./helpers";

// The store's captcha on (ALTCHA, the default): the customer solves it on the status page as a person would.
const e2e = useServer();
const ORDER = "WARR-1";

describe("replacements", () => {
  test("a customer asks, the seller approves, the bot re-delivers, the customer sees it delivered", async () => {
    // The bot reports a finished order: 4 boosts of one-month stock (two tokens), inside its 15-day warranty.
    const put = await e2e.bot("PUT", `/bot/orders/${ORDER}`, {
      orderId: ORDER,
      guildId: "112233445566778899",
      invite: "discord.gg/warranty",
      stock: "oneMonthBoosts.txt",
      amount: 4,
      "tokens-used": { success: ["w1", "w2"], failed: [] },
    });
    expect(put.status, await put.clone().text()).toBeLessThan(300);

    // The customer: the policy, then the form.
    const customer = await e2e.newPage();
    await customer.goto(`${e2e.baseUrl}/api/${e2e.guildId}/order/${ORDER}/status`);
    await customer.getByText("Warranty", { exact: true }).waitFor();
    await customer.getByRole("button", { name: "Boosts dropped? Request a replacement" }).click();
    await customer.getByLabel("Boosts missing").fill("2");
    await customer.getByLabel("Note (optional)").fill("Two boosts dropped overnight");
    await solveCaptcha(customer);
    await customer.getByRole("button", { name: "Send request" }).click();
    await expect
      .poll(() => customer.getByText("Replacement requested").first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await customer.getByText("Your request is with the seller. This page updates by itself.").waitFor();

    // The seller: the queue filtered to open requests, the order's dialog, Approve.
    const seller = await e2e.newPage();
    await e2e.signIn(seller);
    await seller.goto(`${e2e.baseUrl}/dashboard/orders?replacement=requested&order=${ORDER}`);
    const dialog = seller.getByRole("dialog");
    await dialog.getByText("Two boosts dropped overnight").waitFor({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "Approve", exact: true }).click();
    expect(await dialog.getByLabel(/Boosts to replace/).inputValue()).toBe("2");
    await dialog.getByRole("button", { name: "Approve Replacement" }).click();
    await seller
      .getByText(`Replacement of 2 boosts approved as order #${ORDER}-r1`)
      .waitFor({ timeout: 15_000 });

    // A bot script: claims the replacement like any order, then reports it delivered.
    let keys: { key: string; replacementOf?: string }[] = [];
    for (let i = 0; i < 10 && !keys.some((k) => k.key === `${ORDER}-r1`); i++) {
      const claim = await e2e.bot("POST", "/bot/redeems/claim", { limit: 10 });
      expect(claim.status).toBe(200);
      keys = ((await claim.json()) as { redeems: { key: string; replacementOf?: string }[] }).redeems;
    }
    expect(keys.find((k) => k.key === `${ORDER}-r1`)).toMatchObject({ replacementOf: ORDER });
    const result = await e2e.bot("POST", `/bot/redeems/${ORDER}-r1/result`, {
      "tokens-used": { success: ["n1"], failed: [] },
    });
    expect(result.status).toBe(200);

    // The customer's page follows by itself (it asks again every 10 s while the replacement is on its way).
    await customer.getByText("Replacement delivered").waitFor({ timeout: 30_000 });
    await customer.getByRole("link", { name: `Replacement order #${ORDER}-r1` }).waitFor();
    expect(e2e.browserErrors()).toEqual([]);
  });
});
