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

const MAX_SETS = 500;
const bySet = new Map<string, Promise<string>>();

/** Tailwind's output for `classNames`: preflight, the theme variables used, and the utilities. */
export function utilityCss(classNames: string[]): Promise<string> {
  const key = classNames.join(" ");
  let css = bySet.get(key);
  if (css) {
    bySet.delete(key);
    bySet.set(key, css);
    return css;
  }
  css = build(classNames);
  bySet.set(key, css);
  css.catch(() => bySet.delete(key));
  while (bySet.size > MAX_SETS) {
    const oldest = bySet.keys().next().value;
    if (oldest === undefined) break;
    bySet.delete(oldest);
  }
  return css;
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
