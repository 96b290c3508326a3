// The order's whole life as both sides watch it (docs/product.md#order-lifecycle, docs/decisions.md#live-dashboard):
// a customer redeems, the seller's open Orders page shows it Pending without a reload within a second, the bot
// claims (Processing) and reports (Partial), and the customer's open status page and Orders follow without a reload.
// Shared by the one-server journey and the two-server one (PostgreSQL).
import type { Page } from "playwright";
import { expect } from "vitest";
import type { Journeys } from "./helpers";

export interface LiveFigures {
  /** From the customer's redeem answered to the seller's card showing Pending. */
  pendingShownMs: number;
}

const KEY = "E2E-LIVE-14";

/**
 * Moves the status page's clock to its next ask, once the customer's server answers the new state (another server
 * process sees a write after at most its public cache's 1 s: docs/decisions.md#public-page-cache-and-the-fast-path).
 * A real poll comes at any point of its 10 s, so waiting it out covered that second; a moved clock asks at once.
 */
async function nextAsk(status: Page, customerBase: string, guildId: string, state: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          (await (await fetch(`${customerBase}/api/fetch/${guildId}/order/${KEY}/status`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 5_000 },
    )
    .toBe(state);
  await status.clock.fastForward(10_000);
}

async function cardStatus(page: Page, orderId: string): Promise<string> {
  const card = page.getByTestId("order-card").filter({ hasText: `#${orderId}` });
  return ((await card.getByTestId("order-status").textContent()) ?? "").trim();
}

export async function liveJourney(
  e2e: Journeys,
  customerBase: string,
  sellerBase: string,
): Promise<LiveFigures> {
  const keys = await e2e.bot("POST", "/bot/redeem-keys", {
    keys: [{ key: KEY, amount: 14, stock: "threeMonthBoosts.txt" }],
  });
  expect(keys.status).toBe(200);

  // The seller, signed in, with Orders open.
  const seller = await e2e.newPage();
  await e2e.signIn(seller);
  await seller.goto(`${sellerBase}/dashboard/orders`);
  await seller.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
  await seller.getByTestId("orders-live").filter({ hasText: "Live" }).waitFor();
  await seller.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  // The stream is open once the server has answered it: give it a moment to be listening.
  await seller.waitForTimeout(300);

  // The customer redeems.
  const customer = await e2e.newPage();
  await customer.goto(`${customerBase}/api/redeem-order/${e2e.guildId}`, { waitUntil: "networkidle" });
  const form = customer.getByRole("form", { name: "Redeem Your Order" });
  await form.getByLabel("Redeem Key").fill(KEY);
  await form.getByLabel("Server Invite").fill("discord.gg/livecustomer");
  await form.getByLabel("Email").fill("live@example.com");
  const answered = customer.waitForResponse((r) => r.url().includes(`/api/redeem/${e2e.guildId}`));
  await form.getByRole("button", { name: "Redeem Now" }).click();
  await answered;
  const redeemedAt = performance.now();

  // Orders: Pending, without a reload, within a second.
  const card = seller.getByTestId("order-card").filter({ hasText: `#${KEY}` });
  await card.waitFor({ timeout: 5_000 });
  const pendingShownMs = performance.now() - redeemedAt;
  expect(await cardStatus(seller, KEY)).toBe("Pending");
  await seller.getByRole("link", { name: `New order #${KEY}` }).waitFor();
  console.log(`e2e: Pending shown ${Math.round(pendingShownMs)} ms after the redeem`);
  expect(pendingShownMs).toBeLessThan(1000);

  // The customer's status page, opened now: waiting.
  const status = await e2e.newPage();
  // The page's own clock, so that its 10 s polls are moved to instead of waited out (the interval stays 10 s).
  await status.clock.install();
  await status.goto(`${customerBase}/api/${e2e.guildId}/order/${KEY}/status`);
  const region = status.getByRole("status");
  await region.waitFor();
  await status.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  await expect.poll(() => region.textContent()).toMatch(/^Waiting for delivery\s*0 of 14 boosts delivered$/);

  // The bot claims: Processing on Orders at once; the status page on its next ask (every 10 s of its
  // clock).
  const claimed = await e2e.bot("POST", "/bot/redeems/claim", {});
  expect(((await claimed.json()) as { redeems: { key: string }[] }).redeems.map((r) => r.key)).toContain(KEY);
  await expect.poll(() => cardStatus(seller, KEY), { timeout: 5_000 }).toBe("Processing");
  await nextAsk(status, customerBase, e2e.guildId, "processing");
  await expect.poll(() => region.textContent(), { timeout: 5_000 }).toMatch(/^Delivering/);

  // The bot reports 4 good tokens (8 boosts) and 2 failed: Partial, 8 of 14.
  const reported = await e2e.bot("POST", `/bot/redeems/${KEY}/result`, {
    "tokens-used": { success: ["t1", "t2", "t3", "t4"], failed: ["f1", "f2"] },
  });
  expect(reported.status).toBe(200);
  await expect.poll(() => cardStatus(seller, KEY), { timeout: 5_000 }).toBe("Partial");
  await nextAsk(status, customerBase, e2e.guildId, "partial");
  await expect
    .poll(() => region.textContent(), { timeout: 5_000 })
    .toMatch(/^Partly delivered\s*8 of 14 boosts delivered$/);
  // Neither page was reloaded: the marks set on them at the start are still there.
  for (const page of [seller, status]) {
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  }
  return { pendingShownMs };
}
