// Journeys of a seller's account on a first start: the printed access code, the ALTCHA
// widget solved for real, reset, the custom domain with a faked DNS, and the admin's activity log of it all.
import { request } from "node:http";
import type { Page } from "playwright";
import { afterAll, describe, expect, test } from "vitest";
import { type FakeDns, startFakeDns } from "./fakeDns";
import { solveCaptcha, tokenOf, useServer } from "./helpers";

const DOMAIN = "shop.e2e-journeys.com";
const PUBLIC_HOST = "stores.boostdash.test";
let dns: FakeDns | undefined;
const e2e = useServer({
  // The domain check asks a DNS server of the test's own, every second.
  beforeStart: async () => {
    dns = await startFakeDns();
    return { DNS_SERVERS: dns.address, DOMAIN_CHECK_INTERVAL_SECONDS: "1", PUBLIC_HOST };
  },
  // The customer's browser finds the seller's domain at this machine, as the DNS record would send it.
  browserArgs: [`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`],
  extraHosts: [DOMAIN],
});
afterAll(async () => {
  await dns?.close();
});

/** The access code now (journey 5 resets it). */
let code = "";

/** A GET with a given Host header, as a request for the custom domain arrives. */
function getWithHost(
  url: string,
  host: string,
): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function pick(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: select }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The ALTCHA widget once ticked: working on its proof, or done. */
const TICKED = 'altcha-widget [data-state="verifying"], altcha-widget [data-state="verified"]';

describe("a seller's account", () => {
  test("1. first start: the printed code, a wrong one refused, the right one with ALTCHA solved, reload, Sign Out", async () => {
    // The first start printed the code (and the bot key) on the console, as the bot does.
    expect(e2e.accessCode).toMatch(/^\S{6,}$/);
    expect(e2e.botKey).toMatch(/^bk_/);
    const page = await e2e.newPage();
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${e2e.baseUrl}/`, { waitUntil: "networkidle" });
    // The page, its font and its one script: no API call (the captcha's configuration came with the page) and no
    // captcha code before a person is seen.
    expect(requested.filter((p) => p.startsWith("/api/") || /altcha/.test(p))).toEqual([]);
    await page.getByRole("heading", { name: "Enter Access Code" }).waitFor();
    await page.getByText("Please input your access code to proceed.").waitFor();
    const input = page.getByPlaceholder("Enter Access Code");
    const widget = page.locator("altcha-widget");
    // Before anyone touches the page, the widget's box is drawn by the page and its code is not loaded
    // (docs/decisions.md, "Login route"); a person's first touch (here, typing) brings the widget itself.
    await page.getByTestId("altcha-facade").getByText("I'm not a robot").waitFor();
    expect(await widget.count()).toBe(0);
    await input.focus();
    await widget.waitFor();
    expect(await page.getByTestId("altcha-facade").count()).toBe(0);

    // No captcha yet: the page says so and sends nothing.
    await input.fill("not-the-code");
    let logins = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/auth/login")) logins++;
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Please complete the CAPTCHA").waitFor();
    expect(logins).toBe(0);

    // A wrong code, captcha solved: the server's message, no token.
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Invalid access code").waitFor();
    expect(logins).toBe(1);
    expect(page.url()).toBe(`${e2e.baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // The right code: a solved challenge is used once, so the widget is solved again; the dashboard after ~1 s.
    await input.fill(e2e.accessCode);
    await solveCaptcha(page);
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await answered).status()).toBe(200);
    // Both ends are read in the page, on its own clock: the test's side hears of the answer later than the page
    // does, and on a loaded host that made the wait look shorter than it was (840 ms once).
    const arrived = await page.waitForFunction(
      () => location.pathname === "/dashboard" && performance.now(),
      null,
      {
        polling: "raf",
        timeout: 10_000,
      },
    );
    await page.waitForURL(`${e2e.baseUrl}/dashboard`);
    const waited = await page.evaluate(
      (at: number) => {
        const login = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith("/api/auth/login"))
          .at(-1) as PerformanceResourceTiming;
        return at - login.responseEnd;
      },
      Number(await arrived.jsonValue()),
    );
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(4000);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await page.getByText("Welcome back! Here's what's happening today.").waitFor();
    const token = await tokenOf(page);

    // Reload keeps the session.
    await page.reload();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(page.url()).toBe(`${e2e.baseUrl}/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);

    // Sign Out: back to the login screen, the token gone, here and on the server.
    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await page.waitForURL(`${e2e.baseUrl}/`);
    await page.getByRole("heading", { name: "Enter Access Code" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect((await e2e.api("GET", "/auth/self", token)).status).toBe(401);
  });

  test("1b. the drawn ALTCHA box: ticked before the widget has come, it verifies at once; the keyboard keeps its place", async () => {
    // Ticked with the mouse before anything else: one tick is enough (a press on the box does not swap it away).
    const clicked = await e2e.newPage();
    await clicked.goto(`${e2e.baseUrl}/`, { waitUntil: "networkidle" });
    await clicked.getByTestId("altcha-facade").getByText("I'm not a robot").click();
    // The tick took: the widget is working on its proof (or done), not waiting for a second tick.
    await clicked.locator(TICKED).first().waitFor({ timeout: 15_000 });
    expect(await clicked.getByTestId("altcha-facade").count()).toBe(0);

    // With the keyboard: focus on the drawn box, Space; then the focus is on the widget's own box.
    const keyed = await e2e.newPage();
    await keyed.goto(`${e2e.baseUrl}/`, { waitUntil: "networkidle" });
    await keyed.getByTestId("altcha-facade").getByRole("checkbox", { name: "I'm not a robot" }).focus();
    await keyed.keyboard.press("Space");
    await keyed.locator(TICKED).first().waitFor({ timeout: 15_000 });
    await expect
      .poll(() =>
        keyed.evaluate(
          () =>
            document.activeElement?.closest("altcha-widget") !== null &&
            document.activeElement?.getAttribute("type") === "checkbox",
        ),
      )
      .toBe(true);

    // Typing before the captcha's code listens: sent to the login screen from a deep link, the page asks for the
    // captcha's configuration, and the person is already in the field when it comes. That focus counts: the widget
    // comes without a second touch (it once waited forever for one, and CI's sign-in after a reset timed out).
    const early = await e2e.newPage();
    let releaseConfig = () => {};
    const configHeld = new Promise<void>((resolve) => {
      releaseConfig = resolve;
    });
    await early.route("**/api/auth/captcha-config", async (route) => {
      await configHeld;
      await route.continue();
    });
    await early.goto(`${e2e.baseUrl}/dashboard/orders`);
    await early.waitForURL(`${e2e.baseUrl}/`);
    await early.getByPlaceholder("Enter Access Code").fill("typed-early");
    expect(await early.locator("altcha-widget").count()).toBe(0);
    releaseConfig();
    await solveCaptcha(early);
  });

  test("5. Settings: reset the access code; the old code and the old session stop working; the new one signs in", async () => {
    code = e2e.accessCode;
    // An older session, elsewhere.
    const other = await e2e.newPage();
    await e2e.signIn(other, code);
    const oldToken = await tokenOf(other);

    const page = await e2e.newPage();
    await e2e.signIn(page, code);
    await page.getByRole("link", { name: "Settings" }).first().click();
    await page.getByRole("heading", { name: "Settings", exact: true }).waitFor();
    await page.getByText("Manage your account and security settings").waitFor();
    await page.getByText("Access Code Management").waitFor();
    await expect.poll(() => page.getByLabel("Last Reset").inputValue()).toBe("Never");
    await page.getByRole("button", { name: "Reset Access Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Access Code Reset" });
    await dialog
      .getByText("Are you sure you want to reset your access code? This action cannot be undone.")
      .waitFor();
    await dialog.getByRole("button", { name: "Yes, Reset Code" }).click();
    await page.getByText("Access code reset successfully!").waitFor();
    const panel = page.getByRole("region", { name: "New Access Code Generated" });
    await panel
      .getByText("Make sure to save this code securely. You won't be able to see it again.")
      .waitFor();
    const newCode = ((await panel.getByTestId("new-access-code").textContent()) ?? "").trim();
    expect(newCode).toMatch(/^\S{6,}$/);
    expect(newCode).not.toBe(code);
    await expect.poll(() => page.getByLabel("Last Reset").inputValue()).toBe("Less than an hour ago");

    // The old session is signed out: the server refuses its token, and its dashboard sends it to the login screen.
    expect((await e2e.api("GET", "/auth/self", oldToken)).status).toBe(401);
    await other.goto(`${e2e.baseUrl}/dashboard/orders`);
    await other.waitForURL(`${e2e.baseUrl}/`);
    await other
      .getByText(/You need to log in to access/)
      .first()
      .waitFor();

    // The old code is refused with the server's message.
    await other.getByPlaceholder("Enter Access Code").fill(code);
    await solveCaptcha(other);
    await other.getByRole("button", { name: "Submit" }).click();
    await other.getByText("Invalid access code").waitFor();
    expect(other.url()).toBe(`${e2e.baseUrl}/`);

    // The new one signs in.
    await other.getByPlaceholder("Enter Access Code").fill(newCode);
    await solveCaptcha(other);
    await other.getByRole("button", { name: "Submit" }).click();
    // Back to the page it was sent away from.
    await other.waitForURL(`${e2e.baseUrl}/dashboard/orders`, { timeout: 10_000 });
    await other.getByRole("heading", { name: "Orders" }).waitFor();
    code = newCode;
  });

  test("7. custom domain: added pending with DNS instructions, limit reached, active serves the public page, deleted", async () => {
    expect(code).not.toBe("");
    const page = await e2e.newPage();
    await e2e.signIn(page, code);
    await page.getByRole("link", { name: "Custom Domain" }).first().click();
    await page.getByRole("heading", { name: "Custom Domain", exact: true }).waitFor();
    await page.getByText("Manage your custom domains and DNS settings").waitFor();
    await page.getByText("No domains added yet").waitFor();
    await page.getByText("Add your first custom domain to get started").waitFor();
    expect(await page.getByTestId("domain-count").textContent()).toBe("0/1 Domains");

    // Validation before any request.
    await page.getByRole("button", { name: "Add Domain" }).click();
    await page.getByText("Please enter a domain").first().waitFor();
    await page.getByLabel("Domain name").fill("not a domain");
    await page.getByRole("button", { name: "Add Domain" }).click();
    await page
      .getByText(/^Please enter a valid domain \(e\.g\., /)
      .first()
      .waitFor();

    // Added (trimmed, lower-cased): pending, the page reloads on its own and shows the CNAME record to add.
    await page.getByLabel("Domain name").fill(`  ${DOMAIN.toUpperCase()} `);
    await page.getByRole("button", { name: "Add Domain" }).click();
    await page.getByText("Domain added successfully! Refreshing page...").waitFor();
    const card = page.getByRole("article", { name: DOMAIN });
    await card.waitFor();
    await card.getByText("Pending", { exact: true }).waitFor();
    await card.getByText("Added on").waitFor();
    expect(await card.getByTestId("dns-name").textContent()).toBe(DOMAIN);
    // The store's own target under the product host: pointing the name there proves it is this store's.
    const target = (await card.getByTestId("dns-value").textContent()) ?? "";
    expect(target).toMatch(new RegExp(`^d[0-9a-f]{20}\\.${PUBLIC_HOST.replaceAll(".", "\\.")}$`));
    await card.getByText("DNS changes can take up to 24-48 hours to propagate.").waitFor();
    await card.getByText("Remove any existing A records for this subdomain.").waitFor();
    await card.getByRole("button", { name: "Copy Name/Host" }).waitFor();
    await card.getByRole("button", { name: "Copy Value/Target" }).waitFor();
    expect(await page.getByTestId("domain-count").textContent()).toBe("1/1 Domains");

    // One domain per seller: the button says so, and the server refuses a second one.
    await page.getByRole("button", { name: "Limit Reached" }).waitFor();
    expect(await page.getByRole("button", { name: "Limit Reached" }).isDisabled()).toBe(true);
    const token = await tokenOf(page);
    const second = await e2e.api("POST", "/dashboard/domains/add", token, {
      domain: "other.e2e-journeys.com",
    });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toBe(
      "You can only have one custom domain. Remove the existing domain to add a new one.",
    );

    // Not active yet: the domain's Host is not served.
    const before = await getWithHost(`${e2e.baseUrl}/`, DOMAIN);
    expect(before.status).not.toBe(302);

    // The shared product host proves nothing: the domain stays inactive.
    dns?.cnames.set(DOMAIN, PUBLIC_HOST);
    await expect
      .poll(
        async () => {
          await page.reload();
          await card.waitFor();
          return card.getByText(`CNAME points at ${PUBLIC_HOST}, expected ${target}`).count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    expect((await getWithHost(`${e2e.baseUrl}/`, DOMAIN)).status).not.toBe(302);

    // The seller adds the record; the next background check finds it.
    dns?.cnames.set(DOMAIN, target);
    await expect
      .poll(
        async () => {
          await page.reload();
          await card.waitFor();
          return card.getByText("Domain is active and working correctly!").count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    await card.getByText("Active", { exact: true }).waitFor();

    // A request for the domain: its root goes to the seller's live stock page, which a customer's browser shows.
    const root = await getWithHost(`${e2e.baseUrl}/`, DOMAIN);
    expect(root.status).toBe(302);
    expect(root.location).toBe(`/api/${e2e.guildId}/live-stock`);
    const customer = await page.context().newPage();
    await customer.goto(`http://${DOMAIN}:${e2e.port}/`);
    await customer.waitForURL(`http://${DOMAIN}:${e2e.port}/api/${e2e.guildId}/live-stock`);
    await customer.getByText("1 Month Stock").waitFor();
    await customer.getByText("3 Month Stock").waitFor();
    // The dashboard is not served on it.
    expect((await getWithHost(`${e2e.baseUrl}/dashboard`, DOMAIN)).status).toBe(404);
    await customer.close();

    // Deleted: gone from the page, the domain's Host no longer served, and a new one may be added.
    await card.getByRole("button", { name: `Delete ${DOMAIN}` }).click();
    const confirm = page.getByRole("dialog");
    if (await confirm.count()) await confirm.getByRole("button", { name: /Delete|Remove/ }).click();
    await page.getByText("Domain removed successfully!").waitFor();
    await card.waitFor({ state: "detached" });
    await page.getByText("No domains added yet").waitFor();
    await page.getByRole("button", { name: "Add Domain" }).waitFor();
    expect((await getWithHost(`${e2e.baseUrl}/`, DOMAIN)).status).not.toBe(302);
  });

  test("8. Admin Logs: the logins, the failed login, the reset and the domain changes, with the filters working", async () => {
    const page = await e2e.newPage();
    await e2e.signIn(page, code);
    await page.getByRole("link", { name: "ADMIN" }).first().click();
    await page.getByRole("heading", { name: "Admin Logs" }).waitFor();
    await page.getByText("Monitor user activities and system events").waitFor();
    const entries = page.getByTestId("log-entry");
    const actions = async () => (await page.getByTestId("log-action").allTextContents()).sort();
    await entries.first().waitFor();
    const all = await actions();
    for (const a of [
      "Login",
      "Login Failed",
      "Access Code Reset",
      "Domain Added",
      "Domain Verified",
      "Domain Removed",
    ]) {
      expect(all, a).toContain(a);
    }
    // Journeys 1 (once), 5 (three times), 7 and this one signed in; 1 and 5 were each refused once.
    expect(all.filter((a) => a === "Login").length).toBe(6);
    expect(all.filter((a) => a === "Login Failed").length).toBe(2);
    const card = (title: string) =>
      page.locator('[data-slot="stat-card"]', { hasText: title }).locator('[data-slot="stat-value"]');
    expect(await card("Access Code Resets").textContent()).toBe("1");
    expect(await card("Total Logs").textContent()).toBe(String(all.length));
    expect(await page.getByTestId("entries-count").textContent()).toContain(String(all.length));

    // Severity: warnings are the refused logins and the reset.
    await pick(page, "Filter by severity", "Warning");
    await expect.poll(actions).toEqual(["Access Code Reset", "Login Failed", "Login Failed"]);
    // Action (with the severity back to all): only the resets, with who and what.
    await pick(page, "Filter by severity", "All Severities");
    await pick(page, "Filter by action", "Access Code Reset");
    await expect.poll(actions).toEqual(["Access Code Reset"]);
    await page.getByRole("button", { name: /Access Code Reset/ }).click();
    await page.getByText("IP Address").waitFor();
    await page.getByText("User Agent").waitFor();
    await pick(page, "Filter by action", "All Actions");
    // Search: case-insensitive over the details.
    await page.getByRole("searchbox", { name: "Search logs" }).fill(DOMAIN.toUpperCase());
    // Failed once on the way: the record pointed at the shared host before the store's own target.
    await expect
      .poll(actions)
      .toEqual(["Domain Added", "Domain Failed", "Domain Removed", "Domain Verified"]);
    await page.getByRole("searchbox", { name: "Search logs" }).fill("no such entry anywhere");
    await page.getByText("No matching logs").waitFor();
    await page.getByText("Try adjusting your search or filter criteria").waitFor();
  });

  test("9. the bot's dashboard link signs in once and leaves the address; a token in the address signs no one in; Sign Out ends the session", async () => {
    const linkAnswer = await e2e.bot("POST", "/bot/signin-link");
    expect(linkAnswer.status).toBe(200);
    const { url } = (await linkAnswer.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${e2e.baseUrl}/dashboard\\?signin=`));

    const page = await e2e.newPage();
    await page.goto(url);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    // The code left the address before the page did anything else.
    expect(page.url()).toBe(`${e2e.baseUrl}/dashboard`);
    const token = await tokenOf(page);

    // Used once: the same link in another browser signs no one in.
    const again = await e2e.newPage();
    await again.goto(url);
    await again.waitForURL(`${e2e.baseUrl}/`);
    await again.getByRole("heading", { name: "Enter Access Code" }).waitFor();
    expect(await again.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // A fresh browser handed someone's session token in the address stays signed out, and the token leaves it.
    const fixation = await e2e.newPage();
    await fixation.goto(`${e2e.baseUrl}/dashboard?token=${encodeURIComponent(token)}`);
    await fixation.waitForURL(`${e2e.baseUrl}/`);
    await fixation.getByRole("heading", { name: "Enter Access Code" }).waitFor();
    expect(await fixation.evaluate(() => localStorage.getItem("token"))).toBeNull();

    // Sign Out ends the session on the server, not only in the browser.
    expect((await e2e.api("GET", "/auth/self", token)).status).toBe(200);
    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await page.waitForURL(`${e2e.baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect((await e2e.api("GET", "/auth/self", token)).status).toBe(401);
  });
});
