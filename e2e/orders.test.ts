// Orders at scale (docs/product.md#loading-orders): 5,000 order folders imported with the CLI (`import-orders`, the product's way in
// for a bot's existing `<id>/order.json` folders), then listed, searched, filtered, opened and exported in Chromium.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { useServer } from "./helpers";

const e2e = useServer();
const COUNT = 5000;
const folders = mkdtempSync(path.join(tmpdir(), "boostdash-e2e-orders-"));
const id = (i: number) => `ord-${String(i).padStart(5, "0")}`;

/** Every tenth order failed (no token worked), every other third one partial (1 of 2 tokens), the rest completed. */
function kind(i: number): "completed" | "partial" | "failed" {
  if (i % 10 === 0) return "failed";
  return i % 3 === 0 ? "partial" : "completed";
}

beforeAll(() => {
  const now = Date.now();
  for (let i = 1; i <= COUNT; i++) {
    const dir = path.join(folders, id(i));
    mkdirSync(dir);
    const k = kind(i);
    const success = k === "completed" ? [`tok${i}a`, `tok${i}b`] : k === "partial" ? [`tok${i}a`] : [];
    const failed = k === "completed" ? [] : k === "partial" ? [`tok${i}b`] : [`tok${i}a`, `tok${i}b`];
    const file = path.join(dir, "order.json");
    writeFileSync(
      file,
      JSON.stringify({
        orderId: id(i),
        // One guild of its own for order 4242, to search for.
        guildId: i === 4242 ? "424242424242424242" : `1000000000000${String(i % 97).padStart(5, "0")}`,
        invite: `discord.gg/inv${i}`,
        stock: i % 2 === 0 ? "threeMonthBoosts.txt" : "oneMonthBoosts.txt",
        amount: 4,
        "tokens-used": { success, failed },
        storeLink: "https://store.e2e-journeys.com",
        discordLink: "https://discord.gg/e2eshop",
        BBGuildID: "998877665544332211",
      }),
    );
    // Dated by file time: ord-00001 is the newest, a minute apart going back.
    const at = new Date(now - i * 60_000);
    utimesSync(file, at, at);
  }
  const started = Date.now();
  const imported = e2e.cli(["import-orders", folders]);
  expect(imported.status, imported.stderr).toBe(0);
  expect(imported.stdout).toContain(`Imported ${COUNT} order(s)`);
  console.log(`e2e: the CLI imported ${COUNT} orders in ${Date.now() - started} ms`);
}, 240_000);

afterAll(() => {
  rmSync(folders, { recursive: true, force: true });
});

async function statValue(page: Page, title: string): Promise<string> {
  const card = page.locator('[data-slot="stat-card"]', { hasText: title }).first();
  return ((await card.locator('[data-slot="stat-value"]').textContent()) ?? "").trim();
}

async function filterBy(page: Page, status: string): Promise<void> {
  await page.getByRole("combobox", { name: "Filter by status" }).click();
  await page.getByRole("option", { name: status, exact: true }).click();
}

describe("orders at scale", () => {
  test("10. 5,000 imported orders: listed newest first, searched, filtered, one opened, exported to CSV", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page);
    const started = Date.now();
    await page.getByRole("link", { name: "Orders" }).first().click();
    const shown = page.getByTestId("orders-shown");
    await expect.poll(() => shown.textContent(), { timeout: 30_000 }).toBe("Showing all 5,000 orders");
    console.log(`e2e: 5,000 orders listed ${Date.now() - started} ms after the click`);
    expect(await page.getByTestId("orders-count").textContent()).toBe("5,000 Orders");
    expect(await statValue(page, "Total Orders")).toBe("5,000");
    // 15,000 of 20,000 boosts delivered.
    expect(await statValue(page, "Success Rate")).toBe("75%");
    expect(await statValue(page, "Total Boosts")).toBe("20,000");
    expect(await statValue(page, "Completed")).toBe("3,000");
    // Newest first.
    const headings = page.getByTestId("order-card").locator("h3");
    expect(await headings.nth(0).textContent()).toBe(`#${id(1)}`);
    expect(await headings.nth(1).textContent()).toBe(`#${id(2)}`);

    // Search: case-insensitive over order id, guild id, invite and stock.
    const search = page.getByRole("searchbox", { name: "Search orders" });
    await search.fill("424242424242424242");
    await expect.poll(() => shown.textContent()).toBe("Showing 1 of 5,000 orders");
    await search.fill("DISCORD.GG/INV4999");
    await expect.poll(() => shown.textContent()).toBe("Showing 1 of 5,000 orders");
    await search.fill("no order has this");
    await page.getByText("No matching orders").waitFor();
    await page.getByText("Try adjusting your search or filter criteria").waitFor();
    await search.fill("");
    await expect.poll(() => shown.textContent()).toBe("Showing all 5,000 orders");

    // Filters: 500 failed, 1,500 partial, 3,000 completed.
    await filterBy(page, "Failed");
    await expect.poll(() => shown.textContent()).toBe("Showing 500 of 5,000 orders");
    expect(await headings.nth(0).textContent()).toBe(`#${id(10)}`);
    await filterBy(page, "Completed");
    await expect.poll(() => shown.textContent()).toBe("Showing 3,000 of 5,000 orders");
    await filterBy(page, "Partial");
    await expect.poll(() => shown.textContent()).toBe("Showing 1,500 of 5,000 orders");
    // Search within the filter: ord-0453 matches ord-04530..ord-04539, of which 4533, 4536 and 4539 are partial.
    await search.fill("ord-0453");
    await expect.poll(() => shown.textContent()).toBe("Showing 3 of 5,000 orders");

    // One opened: its dialog with the figures.
    await page.getByRole("button", { name: `View Details of order #${id(4533)}` }).click();
    const dialog = page.getByRole("dialog", { name: `Order #${id(4533)}` });
    await dialog.waitFor();
    await dialog.getByText("Partial").first().waitFor();
    const tile = async (label: string) =>
      (await dialog.getByText(label, { exact: true }).locator("..").textContent())?.replace(label, "").trim();
    expect(await tile("Boosts Requested")).toBe("4");
    expect(await tile("Successful Boosts")).toBe("2");
    expect(await tile("Failed Boosts")).toBe("2");
    expect(await tile("Success Rate")).toBe("50%");
    await dialog.getByText("One Month Boosts").first().waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // Export: the file holds what is shown (every partial order), header first.
    await search.fill("");
    await expect.poll(() => shown.textContent()).toBe("Showing 1,500 of 5,000 orders");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = path.join(e2e.dataDir, "export.csv");
    await download.saveAs(file);
    const rows = readFileSync(file, "utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(rows[0]?.split(",").slice(0, 4)).toEqual(["Order ID", "Folder ID", "Status", "Created At"]);
    const body = rows.slice(1).filter((r) => r !== "");
    expect(body).toHaveLength(1500);
    expect(body.every((r) => r.split(",")[2] === "Partial")).toBe(true);
    expect(body[0]?.startsWith(`${id(3)},${id(3)},Partial,`)).toBe(true);
    const ids = new Set(body.map((r) => r.split(",")[0]));
    expect(ids.size).toBe(1500);
    expect(ids.has(id(4533))).toBe(true);
    expect(ids.has(id(10))).toBe(false);
  });
});
