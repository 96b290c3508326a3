// The team, end to end (docs/product.md#team): the owner invites two members from the Team screen; one joins with a
// passkey made by Chromium's virtual authenticator (CDP WebAuthn) and signs in again with it, the other with an
// authenticator app whose codes the test computes (otplib) and is refused a page their role lacks. A real server,
// the built apps, Chromium.
import { generate } from "otplib";
import type { Page } from "playwright";
import { describe, expect, test } from "vitest";
import { useServer } from "./helpers";

// Passkeys need a name the browser treats as secure and that can be a relying party (an IP address cannot): the
// server's default PUBLIC_HOST, boostdash.localhost, mapped to the loopback address.
const HOST = "boostdash.localhost";
const e2e = useServer({
  env: { CAPTCHA_PROVIDER: "off" },
  extraHosts: [HOST],
  browserArgs: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
});
const base = () => `http://${HOST}:${e2e.port}`;

async function signInAsOwner(page: Page): Promise<void> {
  await page.goto(`${base()}/`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Enter Access Code" }).waitFor();
  await page.getByPlaceholder("Enter Access Code").fill(e2e.accessCode);
  await page.getByText("Loading captcha...").waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(`${base()}/dashboard`, { timeout: 15_000 });
}

/** On the Team screen: an invite for `role`; the link the page shows once (a new one, not `before`). */
async function invite(owner: Page, role: string, before = ""): Promise<string> {
  await owner.getByRole("combobox", { name: "Role for the invite" }).click();
  await owner.getByRole("option", { name: role, exact: true }).click();
  await owner.getByRole("button", { name: "Create invite link" }).click();
  const link = owner.getByRole("textbox", { name: "Invite link" });
  await expect
    .poll(async () => ((await link.count()) > 0 ? link.inputValue() : ""), { timeout: 15_000 })
    .toMatch(/\/dashboard\/join#/);
  await expect.poll(() => link.inputValue(), { timeout: 15_000 }).not.toBe(before);
  return link.inputValue();
}

/** A platform authenticator with resident keys and user verification, as a phone's or a laptop's is. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

describe("team", () => {
  test("members join by invite with a passkey or an authenticator app; roles hold", async () => {
    const owner = await e2e.newPage();
    await signInAsOwner(owner);
    await owner.goto(`${base()}/dashboard/team`);
    const passkeyLink = await invite(owner, "Support");
    expect(passkeyLink.startsWith(`${base()}/dashboard/join#`)).toBe(true);

    // The first member: a passkey.
    const sam = await e2e.newPage();
    await addVirtualAuthenticator(sam);
    await sam.goto(passkeyLink);
    await sam.getByRole("heading", { name: /^Join / }).waitFor({ timeout: 15_000 });
    await sam.getByText("Your role: Support").waitFor();
    await sam.getByRole("textbox", { name: /Your name/ }).fill("Sam Support");
    await sam.getByRole("button", { name: "Add a passkey" }).click();
    await sam.getByRole("heading", { name: "Welcome to the team" }).waitFor({ timeout: 15_000 });
    expect(await sam.getByTestId("sign-in-id").textContent()).toMatch(/^sam[a-z0-9-]*-[a-z0-9]{6}$/);
    expect(await sam.getByTestId("recovery-codes").getByRole("listitem").count()).toBe(10);
    await sam.getByRole("button", { name: "I have saved them" }).click();
    await sam.waitForURL(`${base()}/dashboard`, { timeout: 15_000 });

    // The link is spent: opened again, it says so.
    const again = await e2e.newPage();
    await again.goto(passkeyLink);
    await again.getByText("This invite was already used. Ask the store's owner for a new one.").waitFor();

    // Signed out, Sam signs in again with the passkey alone.
    await sam.getByRole("button", { name: "Sign Out" }).click();
    await sam.waitForURL(`${base()}/`);
    await sam.getByRole("button", { name: "Sign in with a passkey" }).click();
    await sam.waitForURL(`${base()}/dashboard`, { timeout: 15_000 });
    await sam.goto(`${base()}/dashboard/team`);
    await sam.getByText("Your role: Support").waitFor({ timeout: 15_000 });

    // The second member: a viewer with an authenticator app.
    const viewerLink = await invite(owner, "Viewer", passkeyLink);
    const vic = await e2e.newPage();
    await vic.goto(viewerLink);
    await vic.getByRole("textbox", { name: /Your name/ }).fill("Vic Viewer");
    await vic.getByRole("button", { name: "Use an authenticator app" }).click();
    const secret = ((await vic.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await vic.getByRole("textbox", { name: /Authenticator code/ }).fill(await generate({ secret }));
    await vic.getByRole("button", { name: "Confirm" }).click();
    await vic.getByRole("heading", { name: "Welcome to the team" }).waitFor({ timeout: 15_000 });
    await vic.getByRole("button", { name: "I have saved them" }).click();
    await vic.waitForURL(`${base()}/dashboard`, { timeout: 15_000 });

    // A viewer: Settings refused in the server's words, and the boards without posting.
    await vic.goto(`${base()}/dashboard/settings`);
    await vic.getByText("Your role in this store does not allow this.").waitFor({ timeout: 15_000 });
    await vic.goto(`${base()}/dashboard/suggestions`);
    await vic.getByRole("heading", { name: "Suggestions", level: 1 }).waitFor({ timeout: 15_000 });
    expect(await vic.getByRole("button", { name: "New Suggestion" }).count()).toBe(0);

    // The owner's team lists both, each with a second factor.
    await owner.reload();
    await owner.getByText("Sam Support").first().waitFor({ timeout: 15_000 });
    await owner.getByText("Vic Viewer").first().waitFor();
  }, 180_000);
});
