// The login page (the dashboard's index.html, prerendered at build time) with the captcha configuration written
// into it, so the page shows its widget without asking `GET /api/auth/captcha-config` and loading the sign-in
// schemas first (docs/decisions.md, "Login route").
// - Read again when a new build replaced the file (checked at most once a second).
// - Compressed once per build off the event loop (brotli at its best, as the build's own files are): until then,
//   and when index.html is missing, the caller sends the file as built, and the page asks for its configuration.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { CAPTCHA_CONFIG_ELEMENT_ID } from "@boostdash/api-client";
import { jsonForScript, type RenderedHtml } from "./ssr.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type LoginPage = () => RenderedHtml | undefined;

/** The built page with `tag` before its `</body>` (at the end when it has none), after the app's root. */
export function withTag(html: string, tag: string): string {
  const at = html.lastIndexOf("</body>");
  return at < 0 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/** `captchaConfig` is the endpoint's own answer. The page is ready with its brotli and gzip bytes, or undefined. */
export function createLoginPage(root: string, captchaConfig: unknown): LoginPage {
  const file = path.join(root, "index.html");
  const tag = `<script type="application/json" id="${CAPTCHA_CONFIG_ELEMENT_ID}">${jsonForScript(captchaConfig)}</script>`;
  let ready: { mtimeMs: number; page: RenderedHtml } | undefined;
  let loading: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;

  const load = async (): Promise<void> => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      ready = undefined;
      return;
    }
    if (ready?.mtimeMs === mtimeMs || loading === mtimeMs) return;
    // A new build: its files replaced the old page's scripts, so the old page is not sent meanwhile.
    ready = undefined;
    loading = mtimeMs;
    try {
      const html = withTag(await readFile(file, "utf8"), tag);
      const [br, gzipped] = await Promise.all([
        brotli(html, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
        }),
        gzipAsync(html, { level: 9 }),
      ]);
      ready = { mtimeMs, page: { status: 200, html, br, gzip: gzipped } };
    } catch {
      ready = undefined;
    } finally {
      loading = undefined;
    }
  };

  const check = () => {
    const now = Date.now();
    if (now - checkedAt < 1000) return;
    checkedAt = now;
    void load();
  };
  check();
  return () => {
    check();
    return ready?.page;
  };
}
