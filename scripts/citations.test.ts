// The code cites only documents that are in the repository, and only headings that exist: docs/product.md (how the
// product behaves) and docs/decisions.md (what we chose and why). Renaming a heading means updating its citations.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SECTION = "\u00a7";
const DOCS = ["docs/product.md", "docs/decisions.md"];
const SOURCE_EXTENSIONS = new Set([".ts", ".tsx", ".mjs", ".js", ".css", ".sh", ".md", ".conf"]);
/** The document the citations point to is the one file whose own text may still talk about the old ones. */
const EXCLUDED = new Set(["docs/product.md", "scripts/citations.test.ts"]);

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);
const files = tracked
  .filter((file) => SOURCE_EXTENSIONS.has(path.extname(file)) && !EXCLUDED.has(file))
  .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

/** Each match of `pattern` in `text`, with the line it is on. */
function matchesIn(text: string, pattern: RegExp): Array<{ line: number; text: string }> {
  return [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))].map(
    (match) => ({
      line: text.slice(0, match.index).split("\n").length,
      text: match[0],
    }),
  );
}

/** GitHub's heading anchors of a Markdown text (github-slugger's rules, duplicates numbered), outside code fences. */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1] ?? "";
      if (fence === null) fence = marker[0] ?? null;
      else if (marker[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = (heading[1] ?? "")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/<[^>]+>/g, "")
      .replace(/[`*~]/g, "");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

describe("citations", () => {
  it("no tracked source file cites spec.md or DESIGN.md sections (documents never in the repository)", () => {
    const loose = new RegExp(`\\b(spec|design)\\b[\\s*/#'"(]*${SECTION}`, "i");
    const left = files.flatMap(({ file, text }) =>
      matchesIn(text, loose).map((c) => `${file}:${c.line}: ${c.text}`),
    );
    expect(left).toEqual([]);
  });

  it("every docs/product.md#<anchor> and docs/decisions.md#<anchor> in source is a heading", () => {
    const anchors = new Set(
      DOCS.flatMap((doc) =>
        [...headingSlugs(readFileSync(path.join(root, doc), "utf8"))].map((slug) => `${doc}#${slug}`),
      ),
    );
    const link = /\bdocs\/(?:product|decisions)\.md#[\p{L}\p{N}_-]+/u;
    const broken = files.flatMap(({ file, text }) =>
      matchesIn(text, new RegExp(link.source, "gu"))
        .filter((m) => !anchors.has(m.text))
        .map((m) => `${file}:${m.line}: ${m.text}`),
    );
    expect(broken).toEqual([]);
  });

  it("the code cites docs/, not 'the spec', an issue number or a Markdown file the repository lacks", () => {
    // The api-client is left out: its routes carry a `spec` field (the call-table row each implements).
    const scope = /^(?:packages\/ui|apps|e2e|scripts|\.storybook)\//;
    const markdown = new Set(
      tracked.filter((file) => file.endsWith(".md")).map((file) => path.basename(file)),
    );
    // A bare name must be one of ours; a path must be in the repository (or the ignored output folder `.tmp/`).
    const known = (name: string) =>
      name.includes("/") ? tracked.includes(name) || name.startsWith(".tmp/") : markdown.has(name);
    const words = /\bspec\b(?!\.)|\bissue #?\d+/i;
    const left = files
      .filter(({ file }) => scope.test(file) && file !== "scripts/citations.test.ts")
      .flatMap(({ file, text }) => [
        ...matchesIn(text, words).map((m) => `${file}:${m.line}: ${m.text}`),
        ...matchesIn(text, /(?<![\w/.-])[\w./-]*\.md\b/)
          .filter((m) => !known(m.text))
          .map((m) => `${file}:${m.line}: ${m.text}`),
      ]);
    expect(left).toEqual([]);
  });

  it("slugs headings as GitHub does", () => {
    const slugs = headingSlugs(
      "# Decisions\n## Input limits\n## A lean server\n```\n## not a heading\n```\n## Orders\n## Orders\n## `code` and [link](x)",
    );
    expect([...slugs]).toEqual([
      "decisions",
      "input-limits",
      "a-lean-server",
      "orders",
      "orders-1",
      "code-and-link",
    ]);
  });
});
