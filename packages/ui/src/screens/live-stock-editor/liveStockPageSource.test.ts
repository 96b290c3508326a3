// The default LiveStockPage, compiled the way the server compiles it (sucrase: TypeScript, classic JSX; see
// apps/server/src/customPage/compile.ts) and rendered with fixture data: it must say what the public live-stock
// page says. The server's own tests render seller pages in its sandbox.
import { LiveStockSchema } from "@boostdash/api-client/public/contract";
import * as React from "react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIVE_STOCK_PAGE, LIVE_STOCK_PAGE_TYPES } from "./liveStockPageSource";

async function compile(source: string) {
  const { transform } = await import("sucrase");
  const out = transform(source, { transforms: ["typescript", "jsx", "imports"], production: true }).code;
  const factory = new Function("React", "exports", `${out}\n;return LiveStockPage;`) as (
    react: typeof React,
    exports: object,
  ) => (props: Record<string, unknown>) => React.ReactElement;
  return factory(React, {});
}

const stock = {
  oneMonthNitroTokens: 1250,
  oneMonthServerBoosts: 0,
  threeMonthNitroTokens: 7,
  threeMonthServerBoosts: 64,
  storeLink: "https://shop.example.com",
  discordLink: "javascript:alert(1)",
  embedColor: "ff66aa",
  embedFooter: "Thanks for shopping with Nova",
};

describe("the default LiveStockPage", () => {
  it("renders the public page's content: title, both tiers, counts, buttons, footer", async () => {
    const LiveStockPage = await compile(DEFAULT_LIVE_STOCK_PAGE);
    const html = renderToStaticMarkup(createElement(LiveStockPage, stock));
    const text = html
      .replace(/<[^>]+>/g, "\u0001")
      .split("\u0001")
      .filter(Boolean);
    expect(text).toEqual([
      "Updated every 10 seconds",
      "Live ",
      "Stock",
      "1 Month Stock",
      "Nitro Tokens:",
      "1,250",
      "Server Boosts:",
      // An empty shelf: the figure for screen readers, 'Out of stock' to see.
      "0",
      " ",
      "Out of stock",
      "3 Month Stock",
      "Nitro Tokens:",
      "7",
      "Server Boosts:",
      "64",
      // Only http(s) links become buttons (docs/product.md#seller-links-and-colours), in a new tab.
      "Visit Store",
      "Thanks for shopping with Nova",
    ]);
    expect(html).toContain('<span style="color:#ff66aa">Stock</span>');
    expect(html).toContain('href="https://shop.example.com" target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain("javascript:");
  });

  it("falls back to the theme accent for a colour that is not hex, and hides an absent footer", async () => {
    const LiveStockPage = await compile(DEFAULT_LIVE_STOCK_PAGE);
    const html = renderToStaticMarkup(
      createElement(LiveStockPage, { ...stock, embedColor: "red;background:url(x)", embedFooter: undefined }),
    );
    expect(html).toContain('<span style="color:#a394fa">Stock</span>');
    expect(html).not.toContain("<footer");
  });

  it("types every live-stock field the page receives", () => {
    const fields = Object.keys(LiveStockSchema.shape).filter((key) => key !== "customPage");
    for (const field of fields) expect(LIVE_STOCK_PAGE_TYPES).toMatch(new RegExp(`\\b${field}\\??: `));
    expect(DEFAULT_LIVE_STOCK_PAGE).toContain("function LiveStockPage(props: LiveStockPageProps)");
  });

  it("types the customer's language the page receives, one of the public pages' languages", () => {
    expect(LIVE_STOCK_PAGE_TYPES).toContain('lang: "en" | "es" | "pt-BR" | "fr" | "de" | "tr" | "ru";');
  });
});
