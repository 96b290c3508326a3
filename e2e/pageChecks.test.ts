// The pages a visitor meets first, checked as pa11y checks them (docs/decisions.md#valid-pages): HTML_CodeSniffer,
// pa11y's own build of it, run in the real page in our Chromium with the WCAG 2 AA standard; errors fail, as they
// do in pa11y. axe already runs on every story; HTML_CodeSniffer measures what axe cannot (text over a gradient).
// No network: the sniffer comes from node_modules and is evaluated in the page (the page's CSP allows our own
// scripts only, and DevTools evaluation is not a page script).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright";
import { describe, expect, test } from "vitest";
import { useServer } from "./helpers";

const e2e = useServer();
const sniffer = readFileSync(
  createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

interface Issue {
  code: string;
  message: string;
  element: string;
}

/** HTML_CodeSniffer's errors (type 1) on the page as it stands, as pa11y reports them. */
async function snifferErrors(page: Page): Promise<Issue[]> {
  await page.evaluate(`${sniffer};window.HTMLCS_FOR_TEST = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<Issue[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS_FOR_TEST: HtmlCs }).HTMLCS_FOR_TEST;
        htmlcs.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === 1)
                .map((m) => ({
                  code: m.code,
                  message: m.msg,
                  element:
                    m.element instanceof Element ? m.element.outerHTML.slice(0, 200) : String(m.element),
                })),
            ),
          (error: unknown) => reject(new Error(String(error))),
        );
      }),
  );
}

interface HtmlCs {
  process(standard: string, root: Document, done: () => void, failed: (error: unknown) => void): void;
  getMessages(): Array<{ type: number; code: string; msg: string; element: unknown }>;
}

describe("pa11y's checks (HTML_CodeSniffer, WCAG 2 AA)", () => {
  test("the login page has no errors", async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Enter Access Code" }).waitFor();
    expect(await snifferErrors(page)).toEqual([]);
    expect(e2e.browserErrors()).toEqual([]);
  });

  test("the not-found page has no errors", async () => {
    const page = await e2e.newPage();
    const target = `${e2e.baseUrl}/no-such-page`;
    // The page itself answers 404 (Chromium logs that as an error); everything it loads must arrive.
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400 && r.url() !== target) failed.push(`${r.status()} ${r.url()}`);
    });
    const answer = await page.goto(target, { waitUntil: "networkidle" });
    expect(answer?.status()).toBe(404);
    await page.getByText("404").first().waitFor();
    expect(await snifferErrors(page)).toEqual([]);
    expect(failed).toEqual([]);
  });

  test("the check finds an error where there is one (so a pass means something)", async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/no-such-page`, { waitUntil: "networkidle" });
    await page.evaluate(() => {
      const img = document.createElement("img");
      img.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
      document.body.append(img);
    });
    const errors = await snifferErrors(page);
    expect(errors.map((e) => e.code)).toContain("WCAG2AA.Principle1.Guideline1_1.1_1_1.H37");
  });
});
