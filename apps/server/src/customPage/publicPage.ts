// The page customers get for a seller's custom live-stock page: the server's render and its CSS in one small HTML
// document, with one script of ours that refreshes them every 10 s (docs/decisions.md#seller-pages-rendered-on-the-server).
// No seller JavaScript, no React, no Babel, no Tailwind runtime; our one font file, as our own pages load it.

import { readdirSync } from "node:fs";
import path from "node:path";
import type { CustomPageMarkup } from "@boostdash/api-client/public/contract";
import { CUSTOM_PAGE_IDS, CUSTOM_PAGE_SCRIPT } from "@boostdash/api-client/public/customPage";
import { fill } from "@boostdash/api-client/public/i18n/format";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { PUBLIC_MESSAGES } from "@boostdash/api-client/public/i18n/messages";
import { repoRoot } from "../paths.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The same title and description as the public app's live-stock page (its PageHead, apps/public/src/pageText.ts), in
 * the reader's language: the seller's page is theirs, the document's head is ours.
 */
function head(storeName: string | undefined, locale: PublicLocale): { title: string; description: string } {
  const store = storeName?.trim();
  const words = PUBLIC_MESSAGES[locale].liveStock;
  return {
    title: store ? `${words.title} \u00b7 ${store}` : words.title,
    description: store ? fill(words.descriptionAtStore, { store }) : words.description,
  };
}

let interFile: string | null | undefined;

/**
 * The Latin Inter file of the public app's build (its name carries a content hash), found once; none when the app is
 * not built. The public pages' font, served under /p/ on every host a custom page is served on.
 */
function ourFontUrl(): string | undefined {
  if (interFile === undefined) {
    try {
      interFile =
        readdirSync(path.join(repoRoot, "apps/public/dist/assets")).find((f) =>
          /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(f),
        ) ?? null;
    } catch {
      interFile = null;
    }
  }
  return interFile ? `/p/assets/${interFile}` : undefined;
}

/**
 * Tailwind's default sans-serif stack names nine families (-apple-system, Segoe UI, Roboto... and four emoji fonts),
 * most of which a phone or a Linux host does not have: the first layout then asks the system for each one, in every
 * weight the page uses, on the main thread, and Lighthouse read that as long "Style & Layout" and unattributable tasks
 * (docs/decisions.md#a-custom-page-as-fast-as-ours). So a custom page gets the font our default page uses: Inter,
 * preloaded, with a metric-matched local fallback while it loads. Unlayered, it replaces only Tailwind's `font-sans`
 * (and the page's default family); a page that names another family keeps it.
 */
function fontHead(): string {
  const url = ourFontUrl();
  if (!url) return "";
  return `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin><style>@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${url}) format("woff2-variations");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}@font-face{font-family:"Inter Fallback";src:local(Arial),local("Liberation Sans"),local(Helvetica),local(Arimo);size-adjust:107.12%;ascent-override:90.44%;descent-override:22.52%;line-gap-override:0%}:root{--font-sans:"Inter Variable","Inter Fallback",ui-sans-serif,system-ui,sans-serif}</style>`;
}

export function customPageDocument(
  page: CustomPageMarkup,
  storeName: string | undefined,
  dataPath: string,
  locale: PublicLocale,
): string {
  const { title, description } = head(storeName, locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}"><link rel="icon" href="data:,">${fontHead()}<style id="${CUSTOM_PAGE_IDS.css}">${page.css}</style></head><body><div id="${CUSTOM_PAGE_IDS.page}">${page.html}</div><script src="${CUSTOM_PAGE_SCRIPT}" data-src="${escapeHtml(dataPath)}" defer></script></body></html>`;
}

/**
 * The refresh: every 10 s the page's data (the live-stock read, which carries the re-rendered markup) is fetched,
 * and the markup and CSS are swapped in place when they changed. An HTTP 4xx stops it (docs/product.md#live-stock);
 * an answer without a custom page (the seller went back to the default, or the page stopped rendering) reloads,
 * which gives the default page.
 */
export const REFRESH_SCRIPT = `(function () {
  var script = document.currentScript;
  var src = script && script.getAttribute("data-src");
  var page = document.getElementById(${JSON.stringify(CUSTOM_PAGE_IDS.page)});
  var css = document.getElementById(${JSON.stringify(CUSTOM_PAGE_IDS.css)});
  if (!src || !page || !css) return;
  var timer;
  function next() { timer = setTimeout(refresh, 10000); }
  function refresh() {
    fetch(src, { headers: { accept: "application/json" }, cache: "no-store" }).then(function (res) {
      if (res.status >= 400 && res.status < 500) return;
      if (!res.ok) return next();
      return res.json().then(function (data) {
        var custom = data && data.customPage;
        if (!custom) return location.reload();
        if (css.textContent !== custom.css) css.textContent = custom.css;
        if (page.innerHTML !== custom.html) page.innerHTML = custom.html;
        next();
      });
    }).catch(next);
  }
  next();
})();
`;
