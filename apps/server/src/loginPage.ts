// The login page (the dashboard's index.html, prerendered at build time) with the captcha configuration written
// into it, so the page shows its widget without asking `GET /api/auth/captcha-config` and loading the sign-in
// schemas first (docs/decisions.md#login-route).
// - Read again when a new build replaced the file (checked at most once a second).
// - Compressed once per build (brotli at its best, as the build's own files are: about 0.1 s, at start or after a
//   rebuild). On the main thread on purpose: compressed on libuv's pool, the pool thread's malloc arena kept
//   about 3.5 MB of the server's idle RSS. Until it is ready, and when index.html is missing, the caller sends the
//   file as built, and the page asks for its configuration.
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { CAPTCHA_CONFIG_ELEMENT_ID } from "@boostdash/api-client/auth/paths";
import { jsonForScript, type RenderedHtml } from "./ssr.ts";

export interface LoginPage {
  /** The page, ready with its brotli and gzip bytes; undefined until then, or without index.html. */
  page(): RenderedHtml | undefined;
  /** Reads and compresses the page ahead of the first request (once the server listens: not in its start-up). */
  warm(): void;
}

/** The built page with `tag` before its `</body>` (at the end when it has none), after the app's root. */
export function withTag(html: string, tag: string): string {
  const at = html.lastIndexOf("</body>");
  return at < 0 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/** `captchaConfig` is the endpoint's own answer. */
export function createLoginPage(root: string, captchaConfig: unknown): LoginPage {
  const file = path.join(root, "index.html");
  const tag = `<script type="application/json" id="${CAPTCHA_CONFIG_ELEMENT_ID}">${jsonForScript(captchaConfig)}</script>`;
  let ready: { mtimeMs: number; page: RenderedHtml } | undefined;
  let loading: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;

  const load = async (mtimeMs: number): Promise<void> => {
    loading = mtimeMs;
    try {
      const html = withTag(await readFile(file, "utf8"), tag);
      const br = brotliCompressSync(html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
      });
      const gzipped = gzipSync(html, { level: 9 });
      if (loading === mtimeMs) ready = { mtimeMs, page: { status: 200, html, br, gzip: gzipped } };
    } catch {
      // Replaced or removed while being read: the next check reads it again.
    } finally {
      if (loading === mtimeMs) loading = undefined;
    }
  };

  const check = () => {
    const now = Date.now();
    if (now - checkedAt < 1000) return;
    checkedAt = now;
    let mtimeMs: number | undefined;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      mtimeMs = undefined;
    }
    if (ready?.mtimeMs === mtimeMs) return;
    // A new build (or none): the old page names scripts that are gone, so it is not sent meanwhile.
    ready = undefined;
    if (mtimeMs !== undefined && loading !== mtimeMs) void load(mtimeMs);
  };
  return {
    page() {
      check();
      return ready?.page;
    },
    warm: check,
  };
}
