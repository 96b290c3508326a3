// The CSS for the utility classes a seller's page uses, made on the server by Tailwind 4's compiler (the same
// utility library as the editor's starting page), so the page ships no Tailwind runtime
// (docs/decisions.md#seller-pages-rendered-on-the-server). Kept per set of class names.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { compile } from "tailwindcss";

const require = createRequire(import.meta.url);
const tailwindDir = path.dirname(require.resolve("tailwindcss/package.json"));
const sheets = new Map<string, string>();

/** Tailwind's own stylesheets, read once (`@import "tailwindcss"` and the files it imports). */
async function loadStylesheet(id: string, base: string) {
  const rel = id === "tailwindcss" ? "index.css" : id.replace(/^tailwindcss\//, "");
  const file = path.resolve(
    id.startsWith(".") ? base : tailwindDir,
    rel.endsWith(".css") ? rel : `${rel}.css`,
  );
  if (!file.startsWith(tailwindDir + path.sep)) throw new Error(`Cannot load ${id}`);
  let content = sheets.get(file);
  if (content === undefined) {
    content = readFileSync(file, "utf8");
    sheets.set(file, content);
  }
  return { path: file, base: path.dirname(file), content };
}

/** The kept CSS, bounded by bytes (a page of many arbitrary classes makes megabytes of CSS). */
const MAX_BYTES = 16 * 2 ** 20;
const PENDING_BYTES = 1024;
const bySet = new Map<string, { css: Promise<string>; bytes: number }>();
let keptBytes = 0;

function forget(key: string): void {
  const e = bySet.get(key);
  if (!e) return;
  bySet.delete(key);
  keptBytes -= e.bytes;
}

/** Bytes of CSS kept (tests read it). */
export function keptCssBytes(): number {
  return keptBytes;
}

/** Tailwind's output for `classNames`: preflight, the theme variables used, and the utilities. */
export function utilityCss(classNames: string[]): Promise<string> {
  const key = classNames.join(" ");
  const hit = bySet.get(key);
  if (hit) {
    bySet.delete(key);
    bySet.set(key, hit);
    return hit.css;
  }
  const css = build(classNames);
  const entry = { css, bytes: 2 * key.length + PENDING_BYTES };
  bySet.set(key, entry);
  keptBytes += entry.bytes;
  css.then(
    (text) => {
      if (bySet.get(key) !== entry) return;
      keptBytes += 2 * text.length;
      entry.bytes += 2 * text.length;
      if (entry.bytes > MAX_BYTES) forget(key);
      trim();
    },
    () => {
      if (bySet.get(key) === entry) forget(key);
    },
  );
  trim();
  return css;
}

function trim(): void {
  for (const key of bySet.keys()) {
    if (keptBytes <= MAX_BYTES) break;
    forget(key);
  }
}

async function build(classNames: string[]): Promise<string> {
  // A compiler keeps every class it was ever given, so each set gets its own.
  const compiler = await compile('@import "tailwindcss";', { base: tailwindDir, loadStylesheet });
  return compiler
    .build(classNames)
    .replace(/\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\//g, "")
    .replace(/\n\s*/g, "")
    .replace(/<\/style/gi, "<\\/style");
}
