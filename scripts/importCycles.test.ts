// No import circles among the server's and the packages' sources: each layer imports only downward
// (docs/decisions.md#import-circles-untied). `node scripts/import-cycles.mjs` prints the same graph's circles.
import { beforeAll, describe, expect, it } from "vitest";
import { circles, cycles, defaultSourceDirs, importGraph, specifiersOf } from "./lib/importGraph.mjs";

const graph = (edges: Record<string, string[]>): Map<string, Set<string>> =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe("import circles", () => {
  // Read once for the file: about 0.3 s of CPU for some 400 files.
  let real = new Map<string, Set<string>>();
  beforeAll(() => {
    real = importGraph(defaultSourceDirs());
  });

  it("apps/server/src and packages/*/src have none", () => {
    const found = cycles(real, 50).map((loop) => loop.join(" -> "));
    expect(found).toEqual([]);
    expect(circles(real)).toEqual([]);
  });

  it("reads the whole graph, workspace package imports included", () => {
    expect(real.size).toBeGreaterThan(300);
    // A relative import, a package's `./core/*` export and its `./*` (features) export all resolve to files.
    expect(real.get("apps/server/src/main.ts")).toContain("apps/server/src/app.ts");
    expect(real.get("apps/server/src/http.ts")).toContain("packages/api-client/src/core/contract/paths.ts");
    const handlerKit = real.get("apps/server/src/features/handlerKit.ts") ?? new Set<string>();
    expect(handlerKit).toContain("packages/api-client/src/features/admin/contract.ts");
  });

  it("finds a circle, direct or through others, and lists each cycle once", () => {
    const g = graph({ a: ["b"], b: ["c", "a"], c: ["a"], d: ["a"], e: [] });
    expect(circles(g)).toEqual([["a", "b", "c"]]);
    expect(cycles(g)).toEqual([
      ["a", "b", "a"],
      ["a", "b", "c", "a"],
    ]);
    expect(circles(graph({ a: ["b"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("takes every kind of import, type-only ones too, and skips comments", () => {
    const text = [
      'import { a } from "./a.ts";',
      'import type { B } from "./b.ts";',
      "import {",
      "  type C,",
      "  d,",
      '} from "@scope/pkg/c";',
      'export { e } from "./e.ts";',
      'export * from "./f.ts";',
      'import "./g.ts";',
      'const h = await import("./h.ts");',
      '// import { x } from "./commented.ts";',
      '/* import { y } from "./block.ts"; */',
      'const url = "http://example.test"; import { i } from "./i.ts";',
    ].join("\n");
    expect(specifiersOf(text).sort()).toEqual(
      ["./a.ts", "./b.ts", "@scope/pkg/c", "./e.ts", "./f.ts", "./g.ts", "./h.ts", "./i.ts"].sort(),
    );
  });
});
