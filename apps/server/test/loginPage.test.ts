// The login page with the captcha configuration written in (loginPage.ts): shape, escaping, compression, rebuilds.
// Runs once: a page built from files, no SQL.
import { rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { captchaConfigInPage } from "@boostdash/api-client/auth/api";
import { CAPTCHA_CONFIG_ELEMENT_ID } from "@boostdash/api-client/auth/paths";
import { describe, expect, it } from "vitest";
import { createLoginPage, withTag } from "../src/loginPage.ts";
import { tempDir } from "./helpers.ts";

const BUILT =
  '<!doctype html><html><head><title>Sign in</title></head><body><div id="root"><main>form</main></div></body></html>';

describe("the login page", () => {
  it("puts the tag after the app's root, before </body> (at the end without one)", () => {
    expect(withTag(BUILT, "<x>")).toBe(BUILT.replace("</body>", "<x></body>"));
    expect(withTag("<p>no body", "<x>")).toBe("<p>no body<x>");
  });

  it("is ready with the configuration written in and its brotli and gzip bytes; none without index.html", async () => {
    const root = tempDir();
    const file = path.join(root, "index.html");
    const none = createLoginPage(root, { provider: "altcha" });
    none.warm();
    expect(none.page()).toBeUndefined();

    writeFileSync(file, BUILT);
    // A site key a seller's admin typed: nothing in it can end the element.
    const config = { provider: "turnstile", siteKey: "0x4</script><!--&" };
    const loginPage = createLoginPage(root, config);
    loginPage.warm();
    await expect.poll(() => loginPage.page(), { timeout: 5_000 }).toBeDefined();
    const page = loginPage.page();
    if (!page) throw new Error("not ready");
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      `<div id="root"><main>form</main></div><script type="application/json" id="${CAPTCHA_CONFIG_ELEMENT_ID}">`,
    );
    expect(page.html).not.toContain("</script><!--");
    expect(page.html.match(/<\/script>/g)).toHaveLength(1);
    expect(brotliDecompressSync(page.br ?? Buffer.alloc(0)).toString()).toBe(page.html);
    expect(gunzipSync(page.gzip ?? Buffer.alloc(0)).toString()).toBe(page.html);
    // Read back as the browser's app reads it (the element's text is the JSON as written).
    const text = new RegExp(`id="${CAPTCHA_CONFIG_ELEMENT_ID}">([^<]*)</script>`).exec(page.html)?.[1];
    const doc = {
      getElementById: (id: string) =>
        id === CAPTCHA_CONFIG_ELEMENT_ID ? ({ textContent: text } as HTMLElement) : null,
    };
    expect(captchaConfigInPage(doc)).toEqual(config);

    // A new build: the next page is the new file's; a removed file, none.
    writeFileSync(file, BUILT.replace("form", "new form"));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    await expect.poll(() => loginPage.page()?.html, { timeout: 5_000, interval: 200 }).toContain("new form");
    rmSync(file);
    await expect.poll(() => loginPage.page(), { timeout: 5_000, interval: 200 }).toBeUndefined();
  });
});
