// Server rendering of the public pages (order status, live stock, redeem) with their data, from the public app's
// own renderer (apps/public/src/entry-server.tsx, built into apps/public/dist-server/). The browser hydrates the
// markup from the same data, written into the page as JSON (docs/decisions.md#server-rendered-public-pages).
//
// - The built index.html is the template: its stylesheet is inlined (the first response paints on its own),
//   and the page's font is preloaded. Every page loads the one script index.html names (the pages are in the
//   public app's entry; docs/decisions.md#public-bundle).
// - A rendered page is kept per path and Host while its data stays the same (the data itself comes through
//   the public-read cache), with its brotli and gzip bytes, so a busy page costs a lookup.
// - Without a built renderer the page is rendered in the browser, as before.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { PublicMessages } from "@boostdash/api-client/public/i18n/en";
import type { PublicLocale } from "@boostdash/api-client/public/i18n/locales";

/** What apps/public/src/entry-server.tsx exports. */
interface Renderer {
  SERVER_DATA_ID: string;
  renderPage(
    path: string,
    served: ServedData | undefined,
    now: number,
  ): Promise<{ head: string; body: string }>;
}

/** The page's answer, and the language chosen for its reader with that language's words (public/i18n). */
export type ServedData = ({ data: unknown } | { error: { status: number; message: string } }) & {
  text?: { locale: PublicLocale; messages: PublicMessages };
};

/**
 * JSON inside `<script type="application/json">`: `<`, `>` and `&` escaped so no text (a footer of
 * `</script>` or `<!--`) can end the element or open a comment; U+2028/2029 for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

interface Template {
  /** index.html's text, stylesheet inlined and font preloaded, split around the title and the root. */
  beforeTitle: string;
  defaultTitle: string;
  afterTitle: string;
  afterRoot: string;
  mtimeMs: number;
}

const ROOT_TAG = '<div id="root"></div>';
const TITLE = /<title>([^<]*)<\/title>/;

function mtime(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Reads the built template; undefined when it is missing or not the shape Vite writes. */
function loadTemplate(root: string, mtimeMs: number): Template | undefined {
  let html = readFileSync(path.join(root, "index.html"), "utf8");
  const rootAt = html.indexOf(ROOT_TAG);
  if (rootAt < 0) return undefined;
  // The stylesheet goes inline: the first response then holds everything the page needs to paint.
  let fontFile: string | undefined;
  html = html.replace(/<link rel="stylesheet"[^>]*href="\/p\/([^"]+\.css)"[^>]*>/g, (tag, rel: string) => {
    const file = path.join(root, rel);
    if (!file.startsWith(root + path.sep)) return tag;
    let css: string;
    try {
      css = readFileSync(file, "utf8");
    } catch {
      return tag;
    }
    fontFile ??= /url\((\/p\/assets\/inter-latin-wght-normal[^)]*\.woff2)\)/.exec(css)?.[1];
    return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  });
  // The one font file the pages' Latin text needs, fetched at once instead of after the CSS is parsed.
  const fontPreload = fontFile
    ? `<link rel="preload" href="${fontFile}" as="font" type="font/woff2" crossorigin>`
    : "";
  const at = html.indexOf(ROOT_TAG);
  const head = html.slice(0, at);
  const title = TITLE.exec(head);
  const titleAt = title ? title.index : head.indexOf("</head>");
  if (titleAt < 0) return undefined;
  return {
    beforeTitle: head.slice(0, titleAt),
    defaultTitle: title ? title[0] : "",
    afterTitle: `${fontPreload}${head.slice(titleAt + (title ? title[0].length : 0))}`,
    afterRoot: html.slice(at + ROOT_TAG.length),
    mtimeMs,
  };
}

/** Who a rendered page is for: the custom domain's seller (or none) and the path. */
export function pageCacheKey(hostKey: string, urlPath: string): string {
  return `${hostKey}\u0000${urlPath}`;
}

export interface RenderedHtml {
  status: number;
  html: string;
  /** Compressed once, on first request for that encoding. */
  br?: Buffer;
  gzip?: Buffer;
}

export class PublicRenderer {
  private template: Template | undefined;
  private templateCheckedAt = 0;
  private renderer: Promise<Renderer | undefined> | undefined;
  private rendererMtime: number | undefined;
  private readonly pages = new Map<string, { json: string; page: RenderedHtml }>();

  constructor(
    private readonly publicRoot: string,
    private readonly rendererFile: string,
    private readonly maxPages = 500,
  ) {}

  /** The template and renderer, reloaded when a new build replaced them (checked at most once a second). */
  private async ready(): Promise<{ template: Template; renderer: Renderer } | undefined> {
    const now = Date.now();
    if (now - this.templateCheckedAt >= 1000) {
      this.templateCheckedAt = now;
      const t = mtime(path.join(this.publicRoot, "index.html"));
      if (t === undefined) this.template = undefined;
      else if (this.template?.mtimeMs !== t) {
        this.template = loadTemplate(this.publicRoot, t);
        this.pages.clear();
      }
      const r = mtime(this.rendererFile);
      if (r !== this.rendererMtime) {
        this.rendererMtime = r;
        this.pages.clear();
        this.renderer =
          r === undefined
            ? Promise.resolve(undefined)
            : import(`${pathToFileURL(this.rendererFile).href}?v=${r}`).then(
                (m: Renderer) => m,
                () => undefined,
              );
      }
    }
    const renderer = await this.renderer;
    return this.template && renderer ? { template: this.template, renderer } : undefined;
  }

  /** The page kept for `key` if it was rendered from exactly `json` (the fast path's lookup; no I/O). */
  cached(key: string, json: string): RenderedHtml | undefined {
    const hit = this.pages.get(key);
    return hit && hit.json === json ? hit.page : undefined;
  }

  /**
   * Keeps a page made elsewhere (a seller's custom live-stock page, customPage/publicPage.ts) under `key` for
   * `json`, so the fast path answers it as it answers the pages rendered here.
   */
  remember(key: string, json: string, page: RenderedHtml): void {
    this.keep({ key, json }, page);
  }

  private keep(cache: { key: string; json: string }, page: RenderedHtml): void {
    this.pages.delete(cache.key);
    this.pages.set(cache.key, { json: cache.json, page });
    while (this.pages.size > this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  /** Whether pages can be rendered here (a built template and renderer). */
  async available(): Promise<boolean> {
    return (await this.ready()) !== undefined;
  }

  /**
   * The page for `urlPath` rendered with `served` (the same JSON the page's own call answers), or undefined
   * when there is no built renderer. `cacheKey` names who asked (path and Host); `json` is the data's text,
   * so an unchanged answer reuses the page rendered for it.
   */
  async render(
    urlPath: string,
    served: ServedData,
    status: number,
    cache: { key: string; json: string } | undefined,
  ): Promise<RenderedHtml | undefined> {
    const parts = await this.ready();
    if (!parts) return undefined;
    if (cache) {
      const hit = this.pages.get(cache.key);
      if (hit && hit.json === cache.json) return hit.page;
    }
    const { template: t, renderer } = parts;
    const { head, body } = await renderer.renderPage(urlPath, served, Date.now());
    // The document's language is the page's (the built template says English).
    const lang = served.text?.locale ?? "en";
    const html =
      t.beforeTitle.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`) +
      (head.includes("<title>") ? "" : t.defaultTitle) +
      head +
      t.afterTitle +
      `<div id="root">${body}</div><script type="application/json" id="${renderer.SERVER_DATA_ID}">${jsonForScript(served)}</script>` +
      t.afterRoot;
    const result: RenderedHtml = { status, html };
    if (cache) this.keep(cache, result);
    return result;
  }
}

/** The encoding to send: brotli, then gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return undefined;
}

/** The page's bytes in `encoding`, compressed once and kept with the page. */
export function encoded(page: RenderedHtml, encoding: "br" | "gzip" | undefined): Buffer | string {
  if (encoding === "br") {
    page.br ??= brotliCompressSync(page.html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html) },
    });
    return page.br;
  }
  if (encoding === "gzip") {
    page.gzip ??= gzipSync(page.html, { level: 9 });
    return page.gzip;
  }
  return page.html;
}
