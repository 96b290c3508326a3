// Suggestions and bug reports between two sellers and the admin (docs/product.md#suggestions). The second seller is made with the
// CLI, as the owner would; the admin is the first seller the server made on its first start.
import type { Page } from "playwright";
import { beforeAll, describe, expect, test } from "vitest";
import { tokenOf, useServer } from "./helpers";

const e2e = useServer();
let sellerCode = "";

beforeAll(() => {
  const made = e2e.cli(["create-seller", "--name", "Second Seller"]);
  expect(made.status, made.stderr).toBe(0);
  sellerCode = /^Access code: (\S+)$/m.exec(made.stdout)?.[1] ?? "";
  expect(sellerCode).not.toBe("");
});

const TITLE = "E2E: import keys from a file";
const BUG = "E2E: the footer wraps on phones";

async function statValue(page: Page, title: string): Promise<string> {
  const card = page.locator('[data-slot="stat-card"]', { hasText: title }).first();
  return ((await card.locator('[data-slot="stat-value"]').textContent()) ?? "").trim();
}

describe("community", () => {
  test("6. two sellers suggest and vote, report a bug; only the admin implements, fixes and deletes (403 for the other)", async () => {
    // The admin suggests an idea, after the form's own check.
    const admin = await e2e.newPage();
    await e2e.signIn(admin);
    await admin.getByRole("link", { name: "Suggestions" }).first().click();
    await admin.getByRole("heading", { level: 1, name: "Suggestions" }).waitFor();
    await admin.getByText("No suggestions yet").waitFor();
    await admin.getByRole("button", { name: "Create First Suggestion" }).click();
    const form = admin.getByRole("form", { name: "Share Your Idea" });
    await form.getByLabel("Title").fill("   ");
    await form.getByLabel("Description").fill("Pasting 500 keys one by one is slow.");
    await form.getByRole("button", { name: "Submit Suggestion" }).click();
    await admin.getByText("Please fill in both title and description").first().waitFor();
    await form.getByLabel("Title").fill(` ${TITLE} `);
    await form.getByRole("button", { name: "Submit Suggestion" }).click();
    await admin.getByText("Suggestion created successfully!").first().waitFor();
    const adminCard = admin.getByTestId("suggestion-card").filter({ hasText: TITLE });
    await adminCard.waitFor();
    await adminCard.getByText("Pending Review").waitFor();
    await adminCard.getByRole("button", { name: /^Upvote/ }).click();
    await admin.getByText("Vote added!").first().waitFor();
    await expect.poll(() => adminCard.getByTestId("upvotes").textContent()).toBe("1");
    expect(await statValue(admin, "Total Suggestions")).toBe("1");
    expect(await statValue(admin, "Pending Review")).toBe("1");

    // The second seller: votes too, reports a bug, and sees none of the admin's controls.
    const seller = await e2e.newPage();
    await e2e.signIn(seller, sellerCode);
    expect(await seller.getByRole("link", { name: "ADMIN" }).count()).toBe(0);
    await seller.getByRole("link", { name: "Suggestions" }).first().click();
    const sellerCard = seller.getByTestId("suggestion-card").filter({ hasText: TITLE });
    await sellerCard.waitFor();
    await expect.poll(() => sellerCard.getByTestId("upvotes").textContent()).toBe("1");
    await sellerCard.getByRole("button", { name: /^Downvote/ }).click();
    await seller.getByText("Vote added!").first().waitFor();
    await expect.poll(() => sellerCard.getByTestId("downvotes").textContent()).toBe("1");
    expect(await sellerCard.getByTestId("upvotes").textContent()).toBe("1");
    expect(await sellerCard.getByTestId("positive").textContent()).toBe("50% positive");
    expect(await sellerCard.getByRole("button", { name: "Implement" }).count()).toBe(0);
    expect(await sellerCard.getByRole("button", { name: "Delete" }).count()).toBe(0);

    await seller.getByRole("link", { name: "Bugs" }).first().click();
    await seller.getByRole("heading", { level: 1, name: "Bug Reports" }).waitFor();
    await seller.getByText("No bug reports yet").waitFor();
    await seller.getByText("Great! No bugs have been reported. Help us keep it that way!").waitFor();
    await seller.getByRole("button", { name: "Report Bug" }).click();
    const bugForm = seller.getByRole("form", { name: "Report a Bug" });
    await bugForm.getByRole("button", { name: "Submit Bug Report" }).click();
    await seller.getByText("Please fill in at least the title and description").first().waitFor();
    await bugForm.getByLabel("Title").fill(BUG);
    await bugForm.getByLabel("Description").fill("At 375 px the footer text runs off the card.");
    await bugForm.getByRole("button", { name: "Submit Bug Report" }).click();
    await seller.getByText("Bug report created successfully!").first().waitFor();
    const sellerBug = seller.getByTestId("bug-card").filter({ hasText: BUG });
    await sellerBug.waitFor();
    await sellerBug.getByText("Second Seller").first().waitFor();
    expect(await sellerBug.getByRole("button", { name: "Mark Fixed" }).count()).toBe(0);
    expect(await sellerBug.getByRole("button", { name: "Delete" }).count()).toBe(0);

    // The server refuses the admin's actions to the seller, whatever the page shows.
    const token = await tokenOf(seller);
    const suggestions = (await (await e2e.api("GET", "/suggestions/fetch-all", token)).json()) as {
      suggestions: { _id: string; title: string; userVote?: string }[];
    };
    const suggestion = suggestions.suggestions.find((s) => s.title === TITLE);
    expect(suggestion?.userVote).toBe("down");
    const bugs = (await (await e2e.api("GET", "/bugs/fetch-all", token)).json()) as {
      bugs: { _id: string; title: string }[];
    };
    const bug = bugs.bugs.find((b) => b.title === BUG);
    for (const [method, apiPath] of [
      ["PUT", `/suggestions/implement/${suggestion?._id}`],
      ["DELETE", `/suggestions/delete/${suggestion?._id}`],
      ["PUT", `/bugs/fix/${bug?._id}`],
      ["DELETE", `/bugs/delete/${bug?._id}`],
      ["GET", "/admin/logs"],
    ] as const) {
      expect((await e2e.api(method, apiPath, token)).status, `${method} ${apiPath}`).toBe(403);
    }
    // Admin Logs by address: sent back to the dashboard.
    await seller.goto(`${e2e.baseUrl}/dashboard/admin`);
    await seller.getByText("Access denied. Admin privileges required.").first().waitFor();
    await seller.waitForURL(`${e2e.baseUrl}/dashboard`);

    // The admin sees both votes, implements the idea, fixes the bug, and deletes both.
    await admin.reload();
    await adminCard.waitFor();
    await expect.poll(() => adminCard.getByTestId("downvotes").textContent()).toBe("1");
    await adminCard.getByRole("button", { name: "Implement" }).click();
    await admin.getByText("Suggestion marked as implemented!").first().waitFor();
    await adminCard.getByText("Implemented").first().waitFor();
    await expect.poll(() => adminCard.getByRole("button", { name: "Implement" }).count()).toBe(0);
    expect(await statValue(admin, "Implemented")).toBe("1");
    expect(await statValue(admin, "Pending Review")).toBe("0");

    await admin.getByRole("link", { name: "Bugs" }).first().click();
    const adminBug = admin.getByTestId("bug-card").filter({ hasText: BUG });
    await adminBug.waitFor();
    expect(await statValue(admin, "Open")).toBe("1");
    await adminBug.getByRole("button", { name: "Mark Fixed" }).click();
    await admin.getByText("Bug marked as fixed!").first().waitFor();
    await expect.poll(() => adminBug.getByTestId("bug-status").textContent()).toBe("Fixed");
    await expect.poll(() => adminBug.getByRole("button", { name: "Mark Fixed" }).count()).toBe(0);
    expect(await statValue(admin, "Fixed")).toBe("1");
    await adminBug.getByRole("button", { name: "Delete" }).click();
    await admin
      .getByRole("dialog", { name: "Are you sure you want to delete this bug report?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await admin.getByText("Bug report deleted successfully!").first().waitFor();
    await adminBug.waitFor({ state: "detached" });

    await admin.getByRole("link", { name: "Suggestions" }).first().click();
    await adminCard.waitFor();
    await adminCard.getByRole("button", { name: "Delete" }).click();
    await admin
      .getByRole("dialog", { name: "Are you sure you want to delete this suggestion?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await admin.getByText("Suggestion deleted successfully!").first().waitFor();
    await adminCard.waitFor({ state: "detached" });
    await admin.getByText("No suggestions yet").waitFor();

    // The seller's pages agree.
    await seller.goto(`${e2e.baseUrl}/dashboard/suggestions`);
    await seller.getByText("No suggestions yet").waitFor();
    await seller.goto(`${e2e.baseUrl}/dashboard/report-bugs`);
    await seller.getByText("No bug reports yet").waitFor();
  });
});
