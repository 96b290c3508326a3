// A store as the bot, a customer and the seller use it (docs/product.md#bot-api): the bot sets the store up and
// delivers a redeemed key, the customer redeems and follows the order, the seller sees it in Orders, edits the
// live-stock page, and the public pages and the dashboard drawer work on a phone.
import type { Page } from "playwright";
import { describe, expect, test } from "vitest";
import { useServer } from "./helpers";

const e2e = useServer();

const STORE = {
  storeLink: "https://store.e2e-journeys.com",
  discordLink: "https://discord.gg/e2eshop",
  embedColor: "22c55e",
  embedFooter: "Thanks for shopping at the E2E shop",
};
const STOCK = {
  oneMonthNitroTokens: 1250,
  oneMonthServerBoosts: 2500,
  threeMonthNitroTokens: 0,
  threeMonthServerBoosts: 14,
};

async function statValue(page: Page, title: string): Promise<string> {
  const card = page.locator('[data-slot="stat-card"]', { hasText: title }).first();
  return ((await card.locator('[data-slot="stat-value"]').textContent()) ?? "").trim();
}

describe("a store: the bot, a customer and the seller", () => {
  test("2. the bot sets up the store; a customer redeems a key; the bot delivers 3 of 4 tokens; status and Orders show it", async () => {
    // The bot: store settings (a colour without '#'), stock, two redeem keys.
    expect((await e2e.bot("PUT", "/bot/store-settings", STORE)).status).toBe(200);
    expect((await e2e.bot("PUT", "/bot/stock", STOCK)).status).toBe(200);
    const keys = await e2e.bot("POST", "/bot/redeem-keys", {
      keys: [
        { key: "E2E-EXACT-6", amount: 6, stock: "oneMonthBoosts.txt" },
        { key: "E2E-SHORT-8", amount: 8, stock: "threeMonthServerBoosts.txt" },
      ],
    });
    expect(keys.status).toBe(200);
    expect(((await keys.json()) as { added: number }).added).toBe(2);
    // Without the bot key: refused.
    expect((await e2e.bot("PUT", "/bot/stock", STOCK, "bk_wrong")).status).toBe(401);

    // The customer's redeem page, with the store's footer.
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/api/redeem-order/${e2e.guildId}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Redeem Your Order" }).waitFor();
    await page.getByText("Enter your details to proceed with the redemption.").waitFor();
    await page.getByText(STORE.embedFooter).waitFor();
    const form = page.getByRole("form", { name: "Redeem Your Order" });
    const key = form.getByLabel("Redeem Key");
    const invite = form.getByLabel("Server Invite");
    const email = form.getByLabel("Email");
    const redeem = form.getByRole("button", { name: "Redeem Now" });
    /** The page's answer to a redeem (a field's message, the server's), once it shows. */
    const answered = (text: string) => page.getByText(text).first().waitFor();
    const UNKNOWN_KEY =
      "Invalid or already used redeem key. Please check the key from your email or invoice page.";

    // Each validation message: nothing filled; one field missing; an email that is not one; a key that is not one.
    await redeem.click();
    await answered("Please fill in all required fields.");
    await key.fill("E2E-EXACT-6");
    await invite.fill("discord.gg/customer");
    await redeem.click();
    await expect.poll(() => page.getByText("Please fill in all required fields.").count()).toBeGreaterThan(0);
    await email.fill("customer@example");
    await redeem.click();
    await answered("Please enter a valid email address.");
    await key.fill("NO-SUCH-KEY");
    await email.fill("customer@example.com");
    await redeem.click();
    await answered(UNKNOWN_KEY);

    // The optional details open, and 'Hide' closes and clears them.
    await page
      .getByRole("button", { name: "+ Add optional details (display name, bio, avatar, banner)" })
      .click();
    await form.getByLabel("Display Name").fill("E2E Booster");
    await page.getByRole("button", { name: "Hide" }).click();
    await form.getByLabel("Display Name").waitFor({ state: "detached" });
    await page
      .getByRole("button", { name: "+ Add optional details (display name, bio, avatar, banner)" })
      .click();
    expect(await form.getByLabel("Display Name").inputValue()).toBe("");
    await form.getByLabel("Display Name").fill("E2E Booster");

    // The valid key: the server's message, the success dialog, and every field cleared.
    await key.fill("E2E-EXACT-6");
    await redeem.click();
    await answered("Order redeemed! Your boosts will be delivered shortly.");
    const dialog = page.getByRole("dialog", { name: "Redeem Successful" });
    await dialog.waitFor();
    const link = dialog.getByRole("link", { name: "View Order Status" });
    expect(await link.getAttribute("target")).toBe("_blank");
    const [statusPage] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await statusPage.waitForURL(`${e2e.baseUrl}/api/${e2e.guildId}/order/E2E-EXACT-6/status`);
    await statusPage.getByRole("heading", { name: "Order Status" }).waitFor();
    await expect.poll(() => statValue(statusPage, "Amount")).toBe("6");
    expect(await statValue(statusPage, "Successful Tokens")).toBe("0");
    // The dialog closes on Escape; the same key again is refused.
    await page.bringToFront();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await key.inputValue()).toBe("");
    expect(await invite.inputValue()).toBe("");
    expect(await email.inputValue()).toBe("");
    await key.fill("E2E-EXACT-6");
    await invite.fill("discord.gg/customer");
    await email.fill("customer@example.com");
    await redeem.click();
    // A used key gets the unknown key's answer (docs/decisions.md#redeem-keys).
    await answered(UNKNOWN_KEY);

    // A second customer redeems the other key through the same API.
    const second = await fetch(`${e2e.baseUrl}/api/redeem/${e2e.guildId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        redeemKey: "E2E-SHORT-8",
        discordInvite: "https://discord.gg/other",
        email: "o@e2e.co",
      }),
    });
    expect(((await second.json()) as { status: string }).status).toBe("success");

    // The bot claims both (each only once) and reports 3 tokens used and 1 failed for each.
    const claim = await e2e.bot("POST", "/bot/redeems/claim", { limit: 10 });
    const claimed = (
      (await claim.json()) as {
        redeems: { key: string; amount: number; discordInvite: string; displayname?: string }[];
      }
    ).redeems;
    expect(claimed.map((r) => r.key).sort()).toEqual(["E2E-EXACT-6", "E2E-SHORT-8"]);
    const exact = claimed.find((r) => r.key === "E2E-EXACT-6");
    expect(exact).toMatchObject({ amount: 6, displayname: "E2E Booster" });
    expect(exact?.discordInvite).toMatch(/discord\.gg\/customer$/);
    const again = (await (await e2e.bot("POST", "/bot/redeems/claim", { limit: 10 })).json()) as {
      redeems: unknown[];
    };
    expect(again.redeems).toEqual([]);
    for (const k of ["E2E-EXACT-6", "E2E-SHORT-8"]) {
      const result = await e2e.bot("POST", `/bot/redeems/${k}/result`, {
        "tokens-used": { success: [`tok-${k}-a`, `tok-${k}-b`, `tok-${k}-c`], failed: [`tok-${k}-x`] },
        BBGuildID: "998877665544332211",
      });
      expect(result.status).toBe(200);
    }

    // The order status page: 3 successful, 1 failed, the type in words, the store's buttons and colour.
    await statusPage.reload();
    await expect.poll(() => statValue(statusPage, "Successful Tokens")).toBe("3");
    expect(await statValue(statusPage, "Failed Tokens")).toBe("1");
    await statusPage.getByText("1 Month Boosts", { exact: true }).waitFor();
    expect(await statusPage.getByText(/oneMonthBoosts/).count()).toBe(0);
    expect(await statusPage.getByRole("link", { name: "Join Server" }).getAttribute("href")).toBe(
      "https://discord.gg/customer",
    );
    expect(await statusPage.getByRole("link", { name: "Visit Store" }).getAttribute("href")).toBe(
      STORE.storeLink,
    );
    expect(await statusPage.getByRole("link", { name: "Discord Link" }).getAttribute("href")).toBe(
      STORE.discordLink,
    );
    await statusPage.getByText(STORE.embedFooter).waitFor();
    const titleColor = await statusPage
      .getByRole("heading", { name: "Order Status" })
      .evaluate((el) => getComputedStyle(el).color);
    expect(titleColor).toBe("rgb(34, 197, 94)");

    // The seller's Orders: exactly 2x tokens = amount is Completed; 6 of 8 is Partial.
    const seller = await e2e.newPage();
    await e2e.signIn(seller);
    await seller.getByRole("link", { name: "Orders" }).first().click();
    await seller.getByRole("heading", { name: "Orders" }).waitFor();
    await seller.getByText("Track and manage Discord boost orders").waitFor();
    await expect.poll(() => seller.getByTestId("orders-shown").textContent()).toBe("Showing all 2 orders");
    expect(await seller.getByTestId("orders-count").textContent()).toBe("2 Orders");
    expect(await statValue(seller, "Total Orders")).toBe("2");
    // 12 of 14 boosts.
    expect(await statValue(seller, "Success Rate")).toBe("86%");
    expect(await statValue(seller, "Total Boosts")).toBe("14");
    expect(await statValue(seller, "Completed")).toBe("1");
    const exactCard = seller.getByTestId("order-card").filter({ hasText: "#E2E-EXACT-6" });
    const shortCard = seller.getByTestId("order-card").filter({ hasText: "#E2E-SHORT-8" });
    await exactCard.getByText("Completed").waitFor();
    await shortCard.getByText("Partial").waitFor();
    await shortCard.getByText("Three Month Server Boosts").waitFor();
    await shortCard.getByText("75%").waitFor();
    await exactCard.getByText("One Month Boosts").waitFor();

    // Filter by status.
    await seller.getByRole("combobox", { name: "Filter by status" }).click();
    await seller.getByRole("option", { name: "Partial", exact: true }).click();
    await expect.poll(() => seller.getByTestId("orders-shown").textContent()).toBe("Showing 1 of 2 orders");
    await shortCard.waitFor();
    expect(await exactCard.count()).toBe(0);
    await seller.getByRole("combobox", { name: "Filter by status" }).click();
    await seller.getByRole("option", { name: "Failed", exact: true }).click();
    await seller.getByText("No matching orders").waitFor();
    await seller.getByText("Try adjusting your search or filter criteria").waitFor();
    await seller.getByRole("combobox", { name: "Filter by status" }).click();
    await seller.getByRole("option", { name: "All Status", exact: true }).click();

    // The completed order's dialog.
    await exactCard.getByRole("button", { name: "View Details of order #E2E-EXACT-6" }).click();
    const orderDialog = seller.getByRole("dialog", { name: "Order #E2E-EXACT-6" });
    await orderDialog.waitFor();
    await orderDialog.getByText("Completed").first().waitFor();
    const tile = async (label: string) =>
      (await orderDialog.getByText(label, { exact: true }).locator("..").textContent())
        ?.replace(label, "")
        .trim();
    expect(await tile("Boosts Requested")).toBe("6");
    expect(await tile("Successful Boosts")).toBe("6");
    expect(await tile("Failed Boosts")).toBe("2");
    expect(await tile("Success Rate")).toBe("100%");
    await orderDialog.getByText("Order Information").waitFor();
    await orderDialog.getByText("998877665544332211").waitFor();
    await orderDialog.getByText("Quick Actions").waitFor();
    expect(await orderDialog.getByRole("link", { name: "Open Store Link" }).getAttribute("href")).toBe(
      STORE.storeLink,
    );
    await orderDialog
      .getByText(/Successful Tokens/)
      .first()
      .waitFor();
    await orderDialog
      .getByText(/Failed Tokens/)
      .first()
      .waitFor();
    expect(await orderDialog.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  });

  test("4. the seller writes a live-stock page, previews and saves it; customers get the server's render of it; an empty save restores the default", async () => {
    expect((await e2e.bot("PUT", "/bot/stock", STOCK)).status).toBe(200);
    const page = await e2e.newPage();
    await e2e.signIn(page);
    await page.getByRole("link", { name: "Live Stock" }).first().click();
    await page.getByText("Custom Code Editor").first().waitFor();
    const lines = page.locator(".monaco-editor .view-lines");
    // Monaco draws spaces as non-breaking ones.
    const text = async () => (await lines.textContent())?.replace(/\u00a0/g, " ");
    await expect.poll(text, { timeout: 30_000 }).toContain("Your live stock page.");

    // A page of the seller's own, replacing the default (as a paste would).
    await lines.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Delete");
    // One line: an Enter inside the text would let Monaco close the brace a second time.
    await page.keyboard.insertText(
      'function LiveStockPage(props: LiveStockPageProps) { return <main className="p-4"><h1>E2E custom stock</h1><p>Nitro now: {props.oneMonthNitroTokens}</p></main>; }',
    );
    await expect.poll(text).toContain("E2E custom stock");
    await page.getByRole("button", { name: "Show Preview" }).click();
    await expect
      .poll(() => page.getByTestId("preview-status").textContent(), { timeout: 20_000 })
      .toBe("Preview up to date");
    const preview = page.frameLocator('iframe[title="Live Stock Preview"]');
    await preview.getByText("E2E custom stock").waitFor({ timeout: 20_000 });
    await preview.getByText("Nitro now: 1250").waitFor();
    await page.getByRole("button", { name: "Hide Preview" }).click();
    await page.locator('iframe[title="Live Stock Preview"]').waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Custom code saved successfully!").first().waitFor();

    // The customer gets it, rendered on the server with the live figures: static markup, no frame.
    const customer = await page.context().browser()?.newContext();
    const shopper = await customer?.newPage();
    if (!customer || !shopper) throw new Error("no customer page");
    try {
      // The page's own clock: its 10 s refresh is moved to instead of waited out (the interval stays 10 s).
      await shopper.clock.install();
      await shopper.goto(`${e2e.baseUrl}/api/${e2e.guildId}/live-stock`);
      await shopper.getByText("E2E custom stock").waitFor({ timeout: 20_000 });
      await shopper.getByText("Nitro now: 1250").waitFor();
      expect(await shopper.locator("iframe").count()).toBe(0);
      // The 10 s refresh brings the new figure in place: no reload (the marker stays), no layout shift.
      await shopper.evaluate(() => {
        (window as unknown as { marker: number }).marker = 1;
      });
      const box = await shopper.getByText("E2E custom stock").boundingBox();
      expect((await e2e.bot("PUT", "/bot/stock", { ...STOCK, oneMonthNitroTokens: 1300 })).status).toBe(200);
      await shopper.clock.fastForward(10_000);
      await shopper.getByText("Nitro now: 1300").waitFor({ timeout: 10_000 });
      expect(await shopper.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(await shopper.getByText("E2E custom stock").boundingBox()).toEqual(box);
      expect((await e2e.bot("PUT", "/bot/stock", STOCK)).status).toBe(200);

      // Reset to Default, saved: the server keeps "" and customers get the default page again, with no frame.
      await page.getByRole("button", { name: "Reset to Default" }).click();
      const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
      if (await confirm.count()) await confirm.getByRole("button", { name: /Reset/ }).click();
      await page.getByText("Code reset to default").first().waitFor();
      await expect.poll(text).toContain("Your live stock page.");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect.poll(() => page.getByText("Custom code saved successfully!").count()).toBeGreaterThan(0);
      const token = await page.evaluate(() => localStorage.getItem("token"));
      await expect
        .poll(
          async () =>
            ((await (await e2e.api("GET", "/fetch-custom-code", token ?? "")).json()) as { code: string })
              .code,
        )
        .toBe("");
      await shopper.reload();
      await shopper.getByText("1 Month Stock").waitFor();
      await shopper.getByText("1,250").waitFor();
      expect(await shopper.locator("iframe").count()).toBe(0);
    } finally {
      await customer.close();
    }
  });

  test("9. on a phone (375 px): the public pages fit, and the dashboard's drawer opens, closes and navigates", async () => {
    const phone = { viewport: { width: 375, height: 740 }, mobile: true };
    const page = await e2e.newPage(phone);
    const fits = async () => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `page ${page.url()} is ${width} px wide`).toBeLessThanOrEqual(375);
    };

    await page.goto(`${e2e.baseUrl}/api/${e2e.guildId}/live-stock`);
    await page.getByText("1 Month Stock").waitFor();
    await page.getByText("3 Month Stock").waitFor();
    await page.getByText("Nitro Tokens:").first().waitFor();
    await page.getByText("Server Boosts:").first().waitFor();
    await page.getByRole("link", { name: "Visit Store" }).waitFor();
    await fits();

    await page.goto(`${e2e.baseUrl}/api/redeem-order/${e2e.guildId}`);
    await page.getByRole("heading", { name: "Redeem Your Order" }).waitFor();
    await page.getByRole("button", { name: "Redeem Now" }).waitFor();
    await fits();
    await page.getByRole("button", { name: "Redeem Now" }).tap();
    await page.getByText("Please fill in all required fields.").first().waitFor();

    await page.goto(`${e2e.baseUrl}/api/${e2e.guildId}/order/E2E-EXACT-6/status`);
    await page.getByRole("heading", { name: "Order Status" }).waitFor();
    await page.getByText("Successful Tokens").waitFor();
    await fits();

    await page.goto(`${e2e.baseUrl}/no/such/page`);
    await page.getByText("Page not found").waitFor();
    await fits();

    // The dashboard: no sidebar, a menu button; the drawer closes by its button, its backdrop and a chosen link.
    await e2e.signIn(page);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await fits();
    expect(await page.getByRole("complementary", { name: "Sidebar" }).isVisible()).toBe(false);
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await page.getByRole("button", { name: "Open menu" }).tap();
    await drawer.waitFor();
    await drawer.getByRole("button", { name: "Close menu" }).tap();
    await drawer.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Open menu" }).tap();
    await drawer.waitFor();
    // The backdrop, beside the drawer.
    await page.getByTestId("drawer-backdrop").click({ position: { x: 360, y: 400 } });
    await drawer.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Open menu" }).tap();
    await drawer.getByRole("link", { name: "Orders" }).tap();
    await page.waitForURL(`${e2e.baseUrl}/dashboard/orders`);
    await drawer.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Orders" }).waitFor();
    await expect.poll(() => page.getByTestId("orders-shown").textContent()).toBe("Showing all 2 orders");
    await fits();
    await page.getByRole("button", { name: "View Details of order #E2E-EXACT-6" }).tap();
    await page.getByRole("dialog", { name: "Order #E2E-EXACT-6" }).waitFor();
    await fits();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await drawer.getByRole("link", { name: "Settings" }).tap();
    await page.waitForURL(`${e2e.baseUrl}/dashboard/settings`);
    await page.getByText("Access Code Management").waitFor();
    await fits();
    await page.getByRole("button", { name: "Open menu" }).tap();
    await drawer.getByRole("button", { name: "Sign Out" }).tap();
    await page.waitForURL(`${e2e.baseUrl}/`);
  });
});
