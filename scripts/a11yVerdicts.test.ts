// Story tests keep axe's verdict on a page it passed (.storybook/a11yVerdicts.ts): kept only for that very page,
// options and baseline, never written in CI, and set aside by A11Y_RECHECK=1.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { a11yVerdicts } from "../.storybook/a11yVerdicts.ts";

describe("axe verdicts kept by what axe reads", () => {
  let dir = "";
  let file = "";
  const baselines = new Map<string, Buffer>();
  const stores: Array<ReturnType<typeof a11yVerdicts>> = [];
  const store = () => {
    const verdicts = a11yVerdicts(file, async (name) => baselines.get(name) ?? null);
    stores.push(verdicts);
    return verdicts;
  };
  const saved = { CI: process.env.CI, A11Y_RECHECK: process.env.A11Y_RECHECK };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "a11y-verdicts-"));
    file = path.join(dir, "verdicts.json");
    baselines.clear();
    baselines.set("screens-x--shown", Buffer.from("picture one"));
    delete process.env.CI;
    delete process.env.A11Y_RECHECK;
  });

  afterEach(() => {
    // A store writes a second after its last change: written now, before its folder goes.
    for (const verdicts of stores.splice(0)) verdicts.flush();
    rmSync(dir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("knows a passed check again only for the same story, page and baseline", async () => {
    const verdicts = store();
    expect(await verdicts.passedBefore("screens-x--shown", "screens-x--shown", "page-a")).toBe(false);
    expect(await verdicts.passed("screens-x--shown", "screens-x--shown", "page-a")).toBe(true);
    expect(await verdicts.passedBefore("screens-x--shown", "screens-x--shown", "page-a")).toBe(true);
    // Another byte of the page, another story, another baseline's name: checked again.
    expect(await verdicts.passedBefore("screens-x--shown", "screens-x--shown", "page-b")).toBe(false);
    expect(await verdicts.passedBefore("screens-x--other", "screens-x--shown", "page-a")).toBe(false);
    expect(await verdicts.passedBefore("screens-x--shown", "screens-y--shown", "page-a")).toBe(false);
    // The baseline's pixels changed (a new picture approved): checked again.
    baselines.set("screens-x--shown", Buffer.from("picture two"));
    expect(await verdicts.passedBefore("screens-x--shown", "screens-x--shown", "page-a")).toBe(false);
  });

  it("writes its file sorted, and a new run reads it", async () => {
    const first = store();
    await first.passed("screens-x--shown", "screens-x--shown", "page-a");
    await first.passed("screens-a--shown", "screens-x--shown", "page-a");
    first.flush();
    const written = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    expect(Object.keys(written)).toEqual(["screens-a--shown", "screens-x--shown"]);
    expect(Object.values(written).every((key) => /^[0-9a-f]{40}$/.test(key))).toBe(true);
    expect(await store().passedBefore("screens-x--shown", "screens-x--shown", "page-a")).toBe(true);
  });

  it("keeps nothing in CI, and checks everything again with A11Y_RECHECK=1", async () => {
    process.env.CI = "true";
    const inCi = store();
    expect(await inCi.passed("screens-x--shown", "screens-x--shown", "page-a")).toBe(false);
    inCi.flush();
    expect(() => readFileSync(file)).toThrow();
    delete process.env.CI;
    const local = store();
    await local.passed("screens-x--shown", "screens-x--shown", "page-a");
    process.env.A11Y_RECHECK = "1";
    expect(await local.passedBefore("screens-x--shown", "screens-x--shown", "page-a")).toBe(false);
  });
});
