// The page customers get for a seller's custom live-stock page: the server's render and its CSS in one small HTML
// document, with one script of ours that refreshes them every 10 s (docs/decisions.md#seller-pages-rendered-on-the-server).
// No seller JavaScript, no React, no Babel, no Tailwind runtime, no font file.

import type { CustomPageMarkup } from "@boostdash/api-client/public/contract";
import { CUSTOM_PAGE_IDS, CUSTOM_PAGE_SCRIPT } from "@boostdash/api-client/public/customPage";
import { fill } from "@boostdash/api-client/public/i18n/format";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";
import { PUBLIC_MESSAGES } from "@boostdash/api-client/public/i18n/messages";

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

export function customPageDocument(
  page: CustomPageMarkup,
  storeName: string | undefined,
  dataPath: string,
  locale: PublicLocale,
): string {
  const { title, description } = head(storeName, locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}"><link rel="icon" href="data:,"><style id="${CUSTOM_PAGE_IDS.css}">${page.css}</style></head><body><div id="${CUSTOM_PAGE_IDS.page}">${page.html}</div><script src="${CUSTOM_PAGE_SCRIPT}" data-src="${escapeHtml(dataPath)}" defer></script></body></html>`;
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
