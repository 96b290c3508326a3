// Seller page code (TypeScript with JSX) to the script the sandbox evaluates: compiled with sucrase when it is
// saved or previewed, lines kept where they were so an error's line is the seller's line.
import { createHash } from "node:crypto";
import { transform } from "sucrase";

export interface CompiledPage {
  /** Names this code version: cache keys and the once-per-version warning use it. */
  key: string;
  /** The script that evaluates to the page component. */
  code: string;
}

export interface CompileError {
  message: string;
  line?: number;
}

/** Something the page does that only a browser would run: reported, not refused. */
export interface PageNotice {
  line: number;
  message: string;
}

// One line, so the seller's line N is line N of the script. `require("react")` is the only import there is.
const PREFIX =
  '(function () { var exports = {}, module = { exports: exports }; function require(name) { if (name === "react") return React; throw new Error("Only react can be imported here, not " + name); }';
const SUFFIX =
  '\n; return typeof LiveStockPage === "function" ? LiveStockPage : module.exports.default || exports.default || exports.LiveStockPage; })()';

export function codeKey(source: string): string {
  return createHash("sha256").update(source).digest("base64url").slice(0, 22);
}

export function compilePage(
  source: string,
): { ok: true; page: CompiledPage } | { ok: false; error: CompileError } {
  try {
    const { code } = transform(source, {
      transforms: ["typescript", "jsx", "imports"],
      production: true,
      filePath: "page.tsx",
    });
    return { ok: true, page: { key: codeKey(source), code: PREFIX + code + SUFFIX } };
  } catch (error) {
    const e = error as { message?: string; loc?: { line?: number } };
    const message = String(e.message ?? error)
      .replace(/^Error transforming page\.tsx:\s*/, "")
      .replace(/\s*\(\d+:\d+\)$/, "");
    return { ok: false, error: { message, line: e.loc?.line } };
  }
}

/** The seller's line in a QuickJS stack (`at LiveStockPage (page.tsx:12)`), or undefined. */
export function lineOf(stack: string | undefined): number | undefined {
  const m = /page\.tsx:(\d+)/.exec(stack ?? "");
  return m ? Number(m[1]) : undefined;
}

const EFFECT_HOOKS = /\b(?:React\.)?(useEffect|useLayoutEffect|useInsertionEffect)\s*\(/g;
const HANDLER = /\s(on[A-Z][A-Za-z]*)\s*=\s*\{/g;

/**
 * Event handlers and effect hooks in the source: the public page is markup only, so they never run there
 * (docs/product.md#live-stock-editor). One notice per name and line.
 */
export function pageNotices(source: string): PageNotice[] {
  const notices: PageNotice[] = [];
  const lines = source.split("\n");
  lines.forEach((text, index) => {
    const code = text.replace(/\/\/.*$/, "");
    const seen = new Set<string>();
    for (const re of [EFFECT_HOOKS, HANDLER]) {
      for (const m of code.matchAll(re)) {
        const name = m[1] as string;
        if (seen.has(name)) continue;
        seen.add(name);
        notices.push({ line: index + 1, message: `${name} is not run on the public page` });
      }
    }
  });
  return notices;
}
