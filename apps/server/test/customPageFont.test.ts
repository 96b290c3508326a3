// A seller's custom live-stock page loads our own font, as the default page does, instead of leaving Tailwind's
// nine-family system stack to the browser (docs/decisions.md#a-custom-page-as-fast-as-ours).
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultRoots } from "../src/app.ts";
import { customPageDocument } from "../src/customPage/publicPage.ts";
import { ensurePublicBuild } from "./publicBuild.ts";

describe("a custom page's font", () => {
  it("preloads the public app's Inter file and makes it the page's sans-serif, before the page's own CSS", () => {
    ensurePublicBuild();
    const html = customPageDocument(
      { html: '<p class="font-sans">1,250 Nitro</p>', css: "@layer theme{:root{--font-sans:Arial}}" },
      "Nova Boosts",
      "/api/fetch/1/live-stock",
      "en",
    );
    const url =
      /<link rel="preload" href="(\/p\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin>/.exec(
        html,
      )?.[1];
    expect(url).toBeDefined();
    expect(existsSync(path.join(defaultRoots().public, (url ?? "").replace(/^\/p\//, "")))).toBe(true);
    expect(html).toContain(`src:url(${url}) format("woff2-variations")`);
    // Unlayered, so it outranks the theme layer's stack; the seller's own families are left alone.
    expect(html).toContain(
      ':root{--font-sans:"Inter Variable","Inter Fallback",ui-sans-serif,system-ui,sans-serif}',
    );
    expect(html.indexOf("@font-face")).toBeLessThan(html.indexOf('<style id="live-stock-css">'));
  });
});
