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

/** Storybook's id part for a title (`Wiring/Dashboard/LoginPage` -> `wiring-dashboard-loginpage`). */
function idPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The id part of a story export: its words, as Storybook splits them (`Non200BodyCode` -> `non-200-body-code`). */
function exportPart(name: string): string {
  return idPart(
    name
      .replace(/([a-z])([A-Z0-9])|([0-9])([A-Za-z])/g, "$1$3 $2$4")
      .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2"),
  );
}

/** Every story's id, read from the story files: each meta's title and each exported story. */
function storyIds(): string[] {
  return storyFiles().flatMap((file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    const title = /^const meta = \{\n\s+title: "([^"]+)"/m.exec(text)?.[1];
    if (!title) throw new Error(`${file}: no meta title`);
    return [...text.matchAll(/^export const ([A-Z]\w*)/gm)].map(
      (m) => `${idPart(title)}--${exportPart(m[1] ?? "")}`,
    );
  });
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

  it("holds every picture as Chromium writes it (so a run compares its bytes, without decoding)", () => {
    // Chromium's encoder writes the image data in IDAT chunks of at most 8 KB; Vitest's own (which writes a new or
    // updated baseline before .storybook/shots.ts replaces it) writes one chunk of it all. A baseline in Vitest's
    // encoding is the same picture, but each run would decode and compare it pixel by pixel (about 0.8 s of CPU a
    // story more: docs/decisions.md#test-suite-speed-baselines-as-chromium-writes-them).
    const largestIdat = (png: Buffer) => {
      let largest = 0;
      for (let at = 8; at + 8 <= png.length; ) {
        const size = png.readUInt32BE(at);
        if (png.toString("latin1", at + 4, at + 8) === "IDAT") largest = Math.max(largest, size);
        at += 12 + size;
      }
      return largest;
    };
    expect(
      largestIdat(Buffer.from(readFileSync(path.join(dir, "screens-home-populated.png")))),
    ).toBeGreaterThan(0);
    const vitestEncoded = readdirSync(dir)
      .filter((f) => f.endsWith(".png"))
      .filter((f) => largestIdat(readFileSync(path.join(dir, f))) > 8192);
    expect(
      vitestEncoded,
      "store these as Chromium writes them: npm run test:update-screenshots -- <their story files> (the pixels stay)",
    ).toEqual([]);
  });

  it("reads story ids as Storybook makes them", () => {
    expect(idPart("Wiring/Dashboard/LoginPage")).toBe("wiring-dashboard-loginpage");
    expect(exportPart("Non200BodyCode")).toBe("non-200-body-code");
    expect(exportPart("FiveHundredVote")).toBe("five-hundred-vote");
    expect(exportPart("InviteAlreadyALink")).toBe("invite-already-a-link");
  });

  it("holds no picture that no story takes (a renamed story's baseline is moved, not left behind)", () => {
    const taken = new Set(storyIds().map(baselineFile));
    const orphans = readdirSync(dir).filter((f) => f.endsWith(".png") && !taken.has(f));
    expect(orphans).toEqual([]);
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

  it("keeps no axe verdict for a story that is gone (.storybook/a11y-passed.json)", () => {
    const ids = new Set(storyIds());
    const verdicts = JSON.parse(
      readFileSync(path.join(root, ".storybook/a11y-passed.json"), "utf8"),
    ) as Record<string, string>;
    expect(Object.keys(verdicts).length).toBeGreaterThan(0);
    expect(Object.keys(verdicts).filter((id) => !ids.has(id))).toEqual([]);
  });
});
