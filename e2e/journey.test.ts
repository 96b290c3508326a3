// End-to-end journeys: the real server (SQLite in a temp dir), the built apps, real Chromium, as a person uses them.
import { describe, expect, test } from "vitest";
import { useServer } from "./helpers";

// Every journey signs in from the same address, a dozen times a minute (helpers raise the login limit), with the
// captcha off; the demo store seeded.
const server = useServer({ env: { CAPTCHA_PROVIDER: "off" }, demo: true });

describe("seller", () => {
  test("the login screen, the dashboard's loading shell and the not-found page paint before any script", async () => {
    const page = await server.newPage();
    await page.context().route(/\.js$/, (route) => route.abort());
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole("heading", { name: "Enter Access Code" }).waitFor();
    await page.getByPlaceholder("Enter Access Code").waitFor();
    await page.goto(`${server.baseUrl}/dashboard/orders`);
    await page.getByText("Loading...").first().waitFor();
    const notFound = await page.goto(`${server.baseUrl}/no/such/page`);
    expect(notFound?.status()).toBe(404);
    await page.getByText("Page not found").first().waitFor();
    // The aborted scripts' errors are expected here.
    server.browserErrors().splice(0);
  });

  test("the login page is one response with its stylesheet, and one script", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toContain("<style>");
    expect(html).not.toContain('rel="stylesheet"');
    expect(html.match(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/g)).toHaveLength(1);
    expect(html).not.toContain("modulepreload");
    // The captcha's configuration is written in, after the app's root: the page asks no API before it is used.
    expect(html).toContain(
      '</main></div>\n  <script type="application/json" id="boostdash-captcha-config">{"provider":"off"}</script></body>',
    );
    // Styled with every script and stylesheet request refused: the page's dark background is there.
    const page = await server.newPage();
    await page.context().route(/\.(js|css)$/, (route) => route.abort());
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole("heading", { name: "Enter Access Code" }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(11, 13, 20)",
    );
    server.browserErrors().splice(0);
  });

  test("a code typed before the script has loaded is kept when the app takes over the form", async () => {
    const page = await server.newPage();
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") warnings.push(msg.text());
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/`, { waitUntil: "commit" });
    await page.getByPlaceholder("Enter Access Code").fill("typed-early");
    release();
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByPlaceholder("Enter Access Code").inputValue()).toBe("typed-early");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alert").first().waitFor();
    // No hydration warning (the refused code's 401 is logged by the browser as a failed resource).
    expect(warnings.filter((w) => !w.startsWith("Failed to load resource"))).toEqual([]);
  });

  test("signs in with the printed access code and sees the demo store's numbers", async () => {
    expect(server.accessCode).toMatch(/\S{6,}/);
    const page = await server.newPage();
    await server.signIn(page);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await page.getByText("Welcome back! Here's what's happening today.").waitFor();
    const totalCard = page.locator('[data-slot="stat-card"]', { hasText: "Total Orders" });
    await expect
      .poll(async () => totalCard.locator('[data-slot="stat-value"]').textContent(), { timeout: 10_000 })
      .toBe("200");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
  });

  test("opens the order book: all 200 demo orders, a search kept in the URL, an order's dialog, Back", async () => {
    const page = await server.newPage();
    await server.signIn(page);
    await page.getByRole("link", { name: "Orders" }).click();
    await page.getByRole("heading", { name: "Orders" }).waitFor();
    await expect
      .poll(async () => page.getByTestId("orders-shown").textContent(), { timeout: 15_000 })
      .toBe("Showing all 200 orders");
    const first = page.getByTestId("order-card").first();
    const id = ((await first.locator("h3").textContent()) ?? "").slice(1);
    await page.getByRole("searchbox", { name: "Search orders" }).fill(id);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(id);
    await page.getByRole("button", { name: `View Details of order #${id}` }).click();
    await page.getByRole("dialog", { name: `Order #${id}` }).waitFor();
    expect(new URL(page.url()).searchParams.get("order")).toBe(id);
    // A reload keeps the search and the open order.
    await page.reload();
    await page.getByRole("dialog", { name: `Order #${id}` }).waitFor({ timeout: 15_000 });
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("order")).toBeNull();
    await expect(page.getByRole("searchbox", { name: "Search orders" })).toBeDefined();
    expect(new URL(page.url()).searchParams.get("q")).toBe(id);
  });

  test("a dashboard page loaded afresh goes from the prerendered shell to the page with no blank frame", async () => {
    const page = await server.newPage();
    // Signing in: the dashboard's shell and Home are fetched during the second before the login page opens them.
    const shellAskedFrom: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/DashboardLayout-[^/]+\.js$/.test(new URL(r.url()).pathname))
        shellAskedFrom.push(page.url());
    });
    await server.signIn(page);
    expect(shellAskedFrom).toEqual([`${server.baseUrl}/`]);
    // Counts the times the app's root was left empty after something was taken out of it (the prerendered shell
    // replaced by a Suspense fallback of nothing, say), as seen between two tasks.
    await page.addInitScript(() => {
      const w = window as unknown as { emptied: number };
      w.emptied = 0;
      new MutationObserver((records) => {
        const root = document.getElementById("root");
        const removed = records.some((r) => r.target === root && r.removedNodes.length > 0);
        if (root && removed && root.childElementCount === 0) w.emptied += 1;
      }).observe(document, { subtree: true, childList: true });
    });
    const asked: string[] = [];
    page.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${server.baseUrl}/dashboard/orders`);
    await expect
      .poll(async () => page.getByTestId("orders-shown").textContent(), { timeout: 15_000 })
      .toBe("Showing all 200 orders");
    expect(await page.evaluate(() => (window as unknown as { emptied: number }).emptied)).toBe(0);
    // The sign-in check went out before the page's own chunk was asked for: side by side, not after it.
    const self = asked.indexOf("/api/auth/self");
    const ordersChunk = asked.findIndex((p) => /\/assets\/OrdersPage-[^/]+\.js$/.test(p));
    expect(self).toBeGreaterThanOrEqual(0);
    expect(ordersChunk).toBeGreaterThanOrEqual(0);
    expect(self).toBeLessThan(ordersChunk);
  });

  test("a wrong access code is refused with the server's message and no token is stored", async () => {
    const page = await server.newPage();
    await page.goto(`${server.baseUrl}/`, { waitUntil: "networkidle" });
    await page.getByPlaceholder("Enter Access Code").fill("not-the-code");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alert").first().waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("the admin reads the activity log with the login recorded", async () => {
    const page = await server.newPage();
    await server.signIn(page);
    await page.goto(`${server.baseUrl}/dashboard/admin`);
    await page.getByRole("heading", { name: "Admin Logs" }).waitFor();
    await page.getByText("Total Logs").waitFor();
    await page.getByText(/Login/).first().waitFor();
  });

  test("signing out returns to the login screen and the dashboard asks to log in again", async () => {
    const page = await server.newPage();
    await server.signIn(page);
    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByText("You need to log in to access the dashboard.").waitFor();
  });
});

describe("customer", () => {
  test("live stock arrives rendered with its data, hydrates without a warning and follows the bot's counts", async () => {
    expect(server.guildId).not.toBe("");
    const url = `${server.baseUrl}/api/${server.guildId}/live-stock`;
    // The first response already holds the page and its figures (server-rendered), before any script runs.
    const html = await (await fetch(url)).text();
    expect(html).toMatch(/<div id="root"><!--\$-->.*1 Month Stock.*3 Month Stock/s);
    const page = await server.newPage();
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") warnings.push(msg.text());
    });
    const dataCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/fetch/")) dataCalls.push(r.url());
    });
    // The page's own clock, so that its 10 s poll is moved to instead of waited out (the interval stays 10 s).
    await page.clock.install();
    await page.goto(url, { waitUntil: "networkidle" });
    await page.getByText("1 Month Stock").waitFor();
    await page.getByText("Nitro Tokens:").first().waitFor();
    // Hydrated from the data in the page: no second request for it, no hydration warning.
    expect(dataCalls).toEqual([]);
    expect(warnings).toEqual([]);
    // The bot changes the counts; the open page shows them at its next 10 s poll, without a reload.
    const put = await fetch(`${server.baseUrl}/api/bot/stock`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "X-Bot-Key": server.botKey },
      body: JSON.stringify({
        oneMonthNitroTokens: 4321,
        oneMonthServerBoosts: 8642,
        threeMonthNitroTokens: 0,
        threeMonthServerBoosts: 13,
      }),
    });
    expect(put.status).toBe(200);
    // Ten seconds of the page's time later its own poll has run (a poll due fires once), and its answer shows.
    await page.clock.fastForward(10_000);
    await page.getByText("4,321").waitFor({ timeout: 5_000 });
    // All four counts of the same poll: the emptied 3-month Nitro shelf reads 'Out of stock'.
    await page.getByText("8,642").waitFor();
    await page.getByText("13", { exact: true }).waitFor();
    await page.getByText("Out of stock").waitFor();
    expect(page.url()).toBe(url);
    expect(dataCalls.length).toBeGreaterThanOrEqual(1);
    expect(warnings).toEqual([]);
  });

  test("the redeem and order status pages hydrate without a warning", async () => {
    const page = await server.newPage();
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") warnings.push(msg.text());
    });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${server.baseUrl}/api/redeem-order/${server.guildId}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Redeem Your Order" }).waitFor();
    // One script: the toasts' code waits for a person (docs/decisions.md, "Public bundle").
    expect(scripts).toHaveLength(1);
    // Interactive after hydration: the form's own validation answers (in a toast, whose code comes now).
    await page
      .getByRole("button", { name: /redeem/i })
      .first()
      .click();
    await page
      .getByText(/Please/)
      .first()
      .waitFor();
    // The toasts' styles came with their chunk, not in the first response: the toast is our dark card.
    const toast = page.locator(".bd-toast-app .Toastify__toast").first();
    expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(26, 31, 46)");
    expect(warnings).toEqual([]);
    await page.goto(`${server.baseUrl}/api/${server.guildId}/order/no-such-order/status`, {
      waitUntil: "networkidle",
    });
    await page.getByText("Order Status not found for this Guild ID.").waitFor();
    expect(warnings.filter((w) => !w.includes("404"))).toEqual([]);
  });

  test("an unknown guild shows the live stock error view", async () => {
    const page = await server.newPage();
    await page.goto(`${server.baseUrl}/api/000000000000000000/live-stock`);
    await page.getByText("Oops! Something went wrong").waitFor();
    await page.getByText("Live stock data not found for this Guild ID.").waitFor();
  });

  test("an unknown page shows the not-found page", async () => {
    const page = await server.newPage();
    await page.goto(`${server.baseUrl}/no/such/page`);
    await page.getByText("Page not found").waitFor();
  });
});

describe("community", () => {
  test("suggests an idea, votes, withdraws the vote by voting again, implements and deletes it", async () => {
    const page = await server.newPage();
    await server.signIn(page);
    await page.goto(`${server.baseUrl}/dashboard/suggestions`);
    await page.getByRole("heading", { level: 1, name: "Suggestions" }).waitFor();
    await page.getByRole("button", { name: "New Suggestion" }).click();
    const form = page.getByRole("form", { name: "Share Your Idea" });
    await form.getByLabel("Title").fill("  E2E: order notes ");
    await form.getByLabel("Description").fill("Let buyers leave a note.");
    await form.getByRole("button", { name: "Submit Suggestion" }).click();
    await page.getByText("Suggestion created successfully!").waitFor();

    // Newest first: the new card is at the top of the list.
    const card = page.locator('[data-testid="suggestion-card"]', { hasText: "E2E: order notes" });
    await card.waitFor();
    const up = () => card.getByRole("button", { name: /^Upvote/ });
    await up().click();
    await page.getByText("Vote added!").first().waitFor();
    await expect.poll(async () => up().getAttribute("aria-pressed")).toBe("true");
    expect(await up().textContent()).toContain("1");
    await expect.poll(async () => up().isEnabled()).toBe(true);
    await up().click();
    await page.getByText("Vote removed").waitFor();
    await expect.poll(async () => up().getAttribute("aria-pressed")).toBe("false");
    expect(await up().textContent()).toContain("0");

    await card.getByRole("button", { name: "Implement" }).click();
    await page.getByText("Suggestion marked as implemented!").waitFor();
    await card.getByText("Implemented").waitFor();

    await card.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete this suggestion?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Suggestion deleted successfully!").waitFor();
    await card.waitFor({ state: "detached" });
  });

  test("reports a bug with its steps, marks it fixed and deletes it", async () => {
    const page = await server.newPage();
    await server.signIn(page);
    await page.goto(`${server.baseUrl}/dashboard/report-bugs`);
    await page.getByRole("heading", { level: 1, name: "Bug Reports" }).waitFor();
    await page.getByRole("button", { name: "Report Bug" }).click();
    const form = page.getByRole("form", { name: "Report a Bug" });
    await form.getByLabel("Title").fill("E2E: export is empty");
    await form.getByLabel("Description").fill("The CSV has no rows.");
    await form.getByLabel("Steps to Reproduce").fill("1. Export\n2. Open the file");
    await form.getByRole("button", { name: "Submit Bug Report" }).click();
    await page.getByText("Bug report created successfully!").waitFor();

    const card = page.locator('[data-testid="bug-card"]', { hasText: "E2E: export is empty" });
    await card.waitFor();
    await card.getByText("Steps to Reproduce").waitFor();
    expect(await card.getByTestId("bug-severity").textContent()).toContain("Medium");
    await card.getByRole("button", { name: "Mark Fixed" }).click();
    await page.getByText("Bug marked as fixed!").waitFor();
    await expect.poll(async () => card.getByTestId("bug-status").textContent()).toBe("Fixed");

    await card.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete this bug report?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Bug report deleted successfully!").waitFor();
    await card.waitFor({ state: "detached" });
  });
});

describe("seller's storefront tools", () => {
  test("the live-stock editor: Monaco usable after navigation, Ctrl+S saves, preview renders, types known", async () => {
    const page = await server.newPage();
    await server.signIn(page);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    // Time to a usable editor: from the click on the sidebar link to Monaco showing the default page's source.
    const started = Date.now();
    await page.getByRole("link", { name: "Live Stock" }).first().click();
    const lines = page.locator(".monaco-editor .view-lines");
    await lines.waitFor({ timeout: 30_000 });
    // Monaco draws spaces as non-breaking ones.
    const text = async () => (await lines.textContent())?.replace(/\u00a0/g, " ");
    await expect.poll(text, { timeout: 30_000 }).toContain("Your live stock page.");
    console.log(`e2e: the live-stock editor was usable ${Date.now() - started} ms after the click`);
    expect(await page.locator(".monaco-editor").first().getAttribute("class")).toContain("vs-dark");

    // Type at the end, Ctrl+S saves it on the server.
    await lines.click();
    await page.keyboard.press("Control+End");
    // insertText: one input event, as a paste would be (per-key typing into Monaco's text area varied here).
    // The line break goes in the same input event: a separate Enter key, handled by Monaco while the machine is busy,
    // could reset its text area and swallow the text inserted right after it.
    await page.keyboard.insertText("\n// e2e note");
    await expect.poll(text, { timeout: 10_000 }).toMatch(/\/\/ e2e note\s*$/);
    await page.getByText("Unsaved changes").waitFor();
    await page.keyboard.press("Control+s");
    await page.getByText("Custom code saved successfully!").waitFor();
    await page.getByTestId("save-state").getByText("Saved").waitFor();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const saved = await fetch(`${server.baseUrl}/api/fetch-custom-code`, {
      headers: { Authorization: token ?? "" },
    });
    expect(((await saved.json()) as { code: string }).code).toMatch(/\/\/ e2e note\s*$/);

    // The preview: the server's render of the page with the seller's live stock, in a frame that runs no script.
    await page.getByRole("button", { name: "Show Preview" }).click();
    const status = page.getByTestId("preview-status");
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe("Preview up to date");
    expect(await page.locator('iframe[title="Live Stock Preview"]').getAttribute("sandbox")).toBe("");
    const frame = page.frameLocator('iframe[title="Live Stock Preview"]');
    await frame.getByText("1 Month Stock").waitFor();
    await frame.getByText("Server Boosts:").first().waitFor();

    // Customers get the saved page rendered on the server, in the first response: no frame, no seller script.
    const customer = await page.context().browser()?.newPage();
    if (!customer) throw new Error("no browser");
    const customerWarnings: string[] = [];
    customer.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") customerWarnings.push(msg.text());
    });
    const publicHtml = await (await fetch(`${server.baseUrl}/api/${server.guildId}/live-stock`)).text();
    expect(publicHtml).toContain('<div id="live-stock-page">');
    expect(publicHtml).toContain("1 Month Stock");
    expect(publicHtml).not.toMatch(/<iframe|\/vendor\/|e2e note/);
    await customer.goto(`${server.baseUrl}/api/${server.guildId}/live-stock`, { waitUntil: "networkidle" });
    await customer.getByText("1 Month Stock").waitFor({ timeout: 20_000 });
    expect(customerWarnings).toEqual([]);
    await customer.context().close();

    // The editor knows LiveStockPageProps: a misspelt prop is an error in the editor; at run time the preview
    // shows the error with its line.
    await lines.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.insertText(
      "const typo = (null as unknown as LiveStockPageProps).oneMonthNitroTokenz;",
    );
    await page.keyboard.press("Escape");
    await page.locator(".monaco-editor .squiggly-error").first().waitFor({ timeout: 30_000 });
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^Error on line \d+$/);

    // Unsaved: the browser's Back asks first; Stay keeps the page and the text, Leave Page goes where Back went.
    await page.getByText("Unsaved changes").waitFor();
    await page.goBack();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await leave.waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard/edit-live-stock");
    await leave.getByRole("button", { name: "Stay" }).click();
    await leave.waitFor({ state: "hidden" });
    expect(await text()).toContain("oneMonthNitroTokenz");
    await page.goBack();
    await leave.waitFor();
    await leave.getByRole("button", { name: "Leave Page" }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
  });

  test("custom domain: added pending with its CNAME record; a proxy's ask says no until it is active", async () => {
    const page = await server.newPage();
    await server.signIn(page);
    await page.getByRole("link", { name: "Custom Domain" }).first().click();
    await page.getByRole("heading", { name: "Add New Domain" }).waitFor();
    await page.getByText("No domains added yet").waitFor();
    await page.getByLabel("Domain name").fill("  Shop.E2E-Store.org ");
    await page.getByRole("button", { name: "Add Domain" }).click();
    await page.getByText("Domain added successfully! Refreshing page...").waitFor();
    const card = page.getByRole("article", { name: "shop.e2e-store.org" });
    await card.waitFor();
    await card.getByTestId("dns-name").getByText("shop.e2e-store.org").waitFor();
    expect(await card.getByTestId("dns-value").textContent()).toMatch(/\S+/);
    await page.getByRole("button", { name: "Limit Reached" }).waitFor();
    await card.getByRole("button", { name: "Check now" }).click();
    await card.getByTestId("last-checked").waitFor();
    const ask = await fetch(`${server.baseUrl}/api/domains/ask?domain=shop.e2e-store.org`);
    expect(ask.status).toBe(404);
  });
});

describe("a seller's first hour (docs/decisions.md#first-hour)", () => {
  test("a new seller connects the bot with a key rotated in Settings, sets the store's look, and Home's checklist follows to its end", async () => {
    // A brand-new seller, made with the CLI as the owner would.
    const made = server.cli(["create-seller", "--name", "First Hour"]);
    expect(made.status, made.stderr).toBe(0);
    const code = /^Access code: (\S+)$/m.exec(made.stdout)?.[1] ?? "";
    const guild = /^Guild: (\S+)$/m.exec(made.stdout)?.[1] ?? "";
    const page = await server.newPage();
    await server.signIn(page, code);

    // Home: everything to do, with the store's own links.
    const checklist = page.getByRole("region", { name: "Set up your store" });
    await checklist.getByText("0 of 3 done").waitFor();
    await checklist.getByText(`${server.baseUrl}/api/${guild}/live-stock`).waitFor();
    await checklist.getByText(`${server.baseUrl}/api/redeem-order/${guild}`).waitFor();
    await checklist.getByRole("link", { name: "Get the bot key in Settings" }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard/settings`);
    await expect.poll(() => page.getByLabel("Last Bot Contact").inputValue()).toBe("Never");

    // Rotate: the key is shown once, here.
    await page.getByRole("button", { name: "Rotate Bot Key" }).click();
    await page
      .getByRole("dialog", { name: "Confirm Bot Key Rotation" })
      .getByRole("button", { name: "Yes, Rotate Key" })
      .click();
    await page.getByRole("region", { name: "New Bot Key Generated" }).waitFor();
    const key = await page.getByLabel("Bot Key", { exact: true }).inputValue();
    expect(key).toMatch(/^bk_[A-Za-z0-9_-]{43}$/);
    // The card shows how to call this server, with its real URL and the key, and links the reference it serves.
    const connect = page.getByRole("region", { name: "Connecting your bot" });
    await connect.getByText(`${server.baseUrl}/api`, { exact: true }).waitFor();
    const calls = await connect.locator("pre").allTextContents();
    expect(calls).toContain(
      `curl -X PUT ${server.baseUrl}/api/bot/stock \\\n  -H "Authorization: ${key}" \\\n  -H "Content-Type: application/json" \\\n  -d '{"oneMonthNitroTokens":12,"oneMonthServerBoosts":24,"threeMonthNitroTokens":3,"threeMonthServerBoosts":6}'`,
    );
    const reference = await fetch(`${server.baseUrl}/api/docs`);
    expect(reference.status).toBe(200);
    expect(await reference.text()).toContain(`curl -X PUT ${server.baseUrl}/api/bot/stock`);
    // Home, open in another tab while the bot is not connected yet, turns the step done by itself.
    const home = await page.context().newPage();
    await home.goto(`${server.baseUrl}/dashboard`);
    const homeChecklist = home.getByRole("region", { name: "Set up your store" });
    await homeChecklist.getByText("0 of 3 done").waitFor();

    // The bot uses it: stock (one shelf empty) and a redeem key.
    const bot = (method: string, apiPath: string, body: unknown) =>
      fetch(`${server.baseUrl}/api${apiPath}`, {
        method,
        headers: { Authorization: key, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const stock = {
      oneMonthNitroTokens: 5,
      oneMonthServerBoosts: 0,
      threeMonthNitroTokens: 2,
      threeMonthServerBoosts: 4,
    };
    expect((await bot("PUT", "/bot/stock", stock)).status).toBe(200);
    const keys = { keys: [{ key: "FIRST-HOUR-1", amount: 2, stock: "oneMonthBoosts.txt" }] };
    expect((await bot("POST", "/bot/redeem-keys", keys)).status).toBe(200);
    await homeChecklist.getByText("2 of 3 done").waitFor({ timeout: 20_000 });
    await home.close();

    // The Store card: a footer and a colour, saved; the public answer has them.
    await page.getByLabel("Footer Text").fill("Delivered within the hour");
    await page.getByLabel("Embed Colour", { exact: true }).fill("#22c55e");
    await page.getByRole("button", { name: "Save Store Settings" }).click();
    await page.getByText("Store settings saved successfully!").waitFor();
    await page.getByText("All changes saved").waitFor();
    const live = (await (await fetch(`${server.baseUrl}/api/fetch/${guild}/live-stock`)).json()) as Record<
      string,
      unknown
    >;
    expect(live).toMatchObject({ ...stock, embedFooter: "Delivered within the hour", embedColor: "#22c55e" });

    // Home: the bot and the stock are done; sharing is left.
    await page.getByRole("link", { name: "Home" }).click();
    await checklist.getByText("2 of 3 done").waitFor();

    // A customer: the empty shelf reads 'Out of stock'; then the first order, by redeeming the key.
    const customer = await page.context().newPage();
    await customer.goto(`${server.baseUrl}/api/${guild}/live-stock`);
    await customer.getByText("Delivered within the hour").waitFor();
    expect(await customer.getByText("Out of stock").count()).toBe(1);
    const redeemed = await fetch(`${server.baseUrl}/api/redeem/${guild}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        redeemKey: "FIRST-HOUR-1",
        discordInvite: "discord.gg/firsthour",
        email: "a@b.co",
      }),
    });
    expect(((await redeemed.json()) as { status: string }).status).toBe("success");

    // Every step done: no checklist.
    await page.reload();
    await page.getByRole("heading", { name: "Recent Activity" }).waitFor();
    await expect.poll(() => checklist.count()).toBe(0);

    // The admin's activity log has both, one line each, details on a click.
    const admin = await page.context().browser()?.newContext({ locale: "en-US", timezoneId: "UTC" });
    const adminPage = await admin?.newPage();
    if (!adminPage) throw new Error("no admin page");
    try {
      await server.signIn(adminPage);
      await adminPage.goto(`${server.baseUrl}/dashboard/admin`);
      await adminPage.getByRole("searchbox", { name: "Search logs" }).fill("First Hour");
      const rotated = adminPage.getByRole("button", { name: /Bot Key Rotated/ });
      await rotated.waitFor();
      await adminPage
        .getByRole("button", { name: /Store Settings Updated.*Changed the embed colour and footer text/ })
        .waitFor();
      await rotated.click();
      expect(await rotated.getAttribute("aria-expanded")).toBe("true");
      await adminPage
        .getByText("Rotated the bot key; the old key stopped working until the bot gets the new one")
        .first()
        .waitFor();
    } finally {
      await admin?.close();
    }
  });
});
