// The screenshot baselines: one file for each picture. A story whose final pixels are another story's names that
// story (`parameters: { screenshot: { sameAs: "<story id>" } }`, .storybook/vitest.setup.ts) instead of keeping
// a copy, so one visual change means approving one file.

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.join(root, "screenshots");

/** The file name vitest gives a screenshot name (its `sanitize`: `a--b c` -> `a-b-c`). */
function baselineFile(storyId: string): string {
  return `${storyId
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")}.png`;
}

function storyFiles(): string[] {
  return execFileSync("git", ["ls-files", "*.stories.tsx", "*.stories.ts"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
}

describe("screenshot baselines", () => {
  it("names a story id as vitest names its file", () => {
    expect(baselineFile("screens-home--populated")).toBe("screens-home-populated.png");
    expect(baselineFile("wiring-public-livestockpage--not-found")).toBe(
      "wiring-public-livestockpage-not-found.png",
    );
  });

  it("holds no two byte-identical pictures", () => {
    const byHash = new Map<string, string[]>();
    for (const name of readdirSync(dir).filter((f) => f.endsWith(".png"))) {
      const hash = createHash("sha256")
        .update(readFileSync(path.join(dir, name)))
        .digest("hex");
      byHash.set(hash, [...(byHash.get(hash) ?? []), name]);
    }
    const copies = [...byHash.values()].filter((names) => names.length > 1);
    expect(copies, "stories showing the same pixels should share one baseline via screenshot.sameAs").toEqual(
      [],
    );
  });

  it("has a baseline for every story another story points at with sameAs", () => {
    const files = new Set(readdirSync(dir));
    const missing: string[] = [];
    let pointers = 0;
    for (const file of storyFiles()) {
      const text = readFileSync(path.join(root, file), "utf8");
      for (const m of text.matchAll(/sameAs:\s*"([^"]+)"/g)) {
        pointers++;
        const id = m[1] ?? "";
        if (!files.has(baselineFile(id))) missing.push(`${file}: ${id}`);
      }
    }
    expect(pointers).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
