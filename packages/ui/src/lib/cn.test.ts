import { readFileSync } from "node:fs";
import { twMerge as fullTwMerge, getDefaultConfig } from "tailwind-merge";
import { createClassGroupLookup } from "tailwind-merge/unstable-do-not-import";
import { describe, expect, it } from "vitest";
import { generate, OUTPUT, scanCandidates } from "../../../../scripts/gen-tw-merge.mjs";
import { cn } from "./cn";
import { twMergeConfig } from "./twMergeConfig.generated";

const candidates: string[] = scanCandidates();

describe("cn", () => {
  it("uses a configuration generated from today's sources", { timeout: 30_000 }, () => {
    // A class group used for the first time since the last generation would merge wrongly: regenerate.
    expect(readFileSync(OUTPUT, "utf8"), "run `npm run gen:tw-merge` and commit the result").toBe(generate());
  });

  it("finds the same class groups as the full configuration for every class in the sources", () => {
    expect(candidates.length).toBeGreaterThan(1000);
    const full = createClassGroupLookup(getDefaultConfig());
    const ours = createClassGroupLookup(twMergeConfig);
    const differing = candidates.filter((c) => JSON.stringify(full(c)) !== JSON.stringify(ours(c)));
    expect(differing).toEqual([]);
    // The cut is real: most of Tailwind's groups are not in our sources.
    expect(Object.keys(twMergeConfig.classGroups).length).toBeLessThan(
      Object.keys(getDefaultConfig().classGroups).length / 2,
    );
  });

  it("merges random lists of our classes exactly as the full configuration does", () => {
    const tailwindLike = candidates.filter((c) => fullTwMerge(`${c} ${c}`) === c);
    let seed = 20261125;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const mismatches: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const list = Array.from({ length: 2 + Math.floor(next() * 6) }, () => {
        return tailwindLike[Math.floor(next() * tailwindLike.length)];
      }).join(" ");
      if (cn(list) !== fullTwMerge(list)) mismatches.push(list);
    }
    expect(mismatches).toEqual([]);
  });

  it("lets a later utility override an earlier one of the same kind", () => {
    expect(cn("size-10 rounded-md", "size-8")).toBe("rounded-md size-8");
    expect(cn("flex flex-col gap-1.5 p-6", "flex-row items-center p-4")).toBe(
      "flex gap-1.5 flex-row items-center p-4",
    );
    expect(cn("max-w-lg", false, undefined, "max-w-md")).toBe("max-w-md");
    expect(cn("px-2 py-1", "p-3")).toBe("p-3");
    expect(cn("text-sm text-muted", "text-danger")).toBe("text-sm text-danger");
    expect(cn("bg-primary hover:bg-primary/90", "hover:bg-danger")).toBe("bg-primary hover:bg-danger");
    expect(cn("my-class", "another")).toBe("my-class another");
  });
});
