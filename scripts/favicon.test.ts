// The apps' favicon is a data: URL in their index.html; a space in it is invalid HTML (the Nu Html Checker's only
// error on every page before, docs/decisions.md#valid-pages). Every character outside a URL's set is escaped.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("favicon data: URLs", () => {
  for (const app of ["apps/dashboard", "apps/public"]) {
    it(`${app}/index.html: a valid URL, with no spaces or other characters a URL may not hold`, () => {
      const html = readFileSync(path.join(root, app, "index.html"), "utf8");
      const href = /<link rel="icon" href="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(href).toMatch(/^data:image\/svg\+xml,/);
      expect(href).not.toMatch(/[\s<>"{}|\\^`]/);
      expect(decodeURIComponent(href.slice(href.indexOf(",") + 1))).toMatch(/^<svg .*<\/svg>$/);
    });
  }
});
