// The code cites only documents that are in the repository, and only headings that exist. spec.md and DESIGN.md never
// were: `node scripts/rewrite-citations.mjs` turns their citations into docs/product.md / docs/decisions.md anchors.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  brokenDocLinks,
  headingSlugs,
  knownAnchors,
  loadMapping,
  looseCitations,
  rewriteText,
  sourceFiles,
} from "./rewrite-citations.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const files = sourceFiles(root).map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));
const SECTION = "\u00a7";

describe("citations", () => {
  it("no tracked source file cites spec.md or DESIGN.md sections", () => {
    const left = files.flatMap(({ file, text }) =>
      looseCitations(text).map((c: { line: number; text: string }) => `${file}:${c.line}: ${c.text}`),
    );
    expect(left, "run: node scripts/rewrite-citations.mjs").toEqual([]);
  });

  it("every docs/product.md#<anchor> and docs/decisions.md#<anchor> in source is a heading", () => {
    const anchors = knownAnchors(root);
    const broken = files.flatMap(({ file, text }) =>
      brokenDocLinks(text, anchors).map(
        (b: { line: number; link: string }) => `${file}:${b.line}: ${b.link}`,
      ),
    );
    expect(broken).toEqual([]);
  });

  it("every target in docs/citations.json is a heading", () => {
    const anchors = knownAnchors(root);
    const raw = JSON.parse(readFileSync(path.join(root, "docs/citations.json"), "utf8")) as {
      tokens: Record<string, string>;
      lines: Array<{ to: string }>;
      areas: Array<{ to: string }>;
    };
    const targets = [
      ...Object.values(raw.tokens),
      ...raw.lines.map((r) => r.to),
      ...raw.areas.map((a) => a.to),
    ];
    expect(targets.filter((t) => !anchors.has(t))).toEqual([]);
  });
});

describe("rewrite-citations", () => {
  const mapping = loadMapping(root);

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

  it("maps by the file's screen, by qualifier, and by line, and is idempotent", () => {
    const text = [
      `/** \`/dashboard/orders\`: the order book (spec ${SECTION}2). */`,
      `/** Checks (spec ${SECTION}2, ${SECTION}4, ${SECTION}5, ${SECTION}8). */`,
      `// Spec ${SECTION}9: the closing animation (spec ${SECTION}2 Settings).`,
      `/** Bot API (DESIGN ${SECTION}5). */`,
    ].join("\n");
    const once = rewriteText(text, "packages/ui/src/features/orders/OrdersScreen.tsx", mapping);
    expect(once.unmapped).toEqual([]);
    expect(once.text).toBe(
      [
        "/** `/dashboard/orders`: the order book (docs/product.md#orders). */",
        "/** Checks (docs/product.md#orders). */",
        "// docs/product.md#orders: the closing animation (docs/product.md#settings).",
        "/** Bot API (docs/product.md#bot-api). */",
      ].join("\n"),
    );
    expect(
      rewriteText(once.text, "packages/ui/src/features/orders/OrdersScreen.tsx", mapping).replaced,
    ).toEqual([]);
  });

  it("reports what it cannot map and leaves it as it was", () => {
    const text = `// see DESIGN ${SECTION}7 and spec ${SECTION}4\n// wrapped: spec\n// ${SECTION}2`;
    const result = rewriteText(text, "somewhere/else.ts", mapping);
    expect(result.text).toBe(text);
    expect(result.unmapped.map((u: { line: number; citation: string }) => [u.line, u.citation])).toEqual([
      [1, `DESIGN ${SECTION}7`],
      [1, `spec ${SECTION}4`],
      [2, "// wrapped: spec"],
    ]);
  });
});
