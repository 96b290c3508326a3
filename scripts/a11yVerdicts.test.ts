// Story tests keep axe's verdict on a page it passed (.storybook/a11yVerdicts.ts): kept only for that very page,
// options and baseline, never written in CI, and set aside by A11Y_RECHECK=1.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { a11yVerdicts } from "../.storybook/a11yVerdicts.ts";
import { sameIds } from "../.storybook/sameIds.ts";

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

describe("a page's generated ids, named by their order (sameIds)", () => {
  const page = (toast: string, label: string, input: string) =>
    `<div id="${toast}" role="alert"><svg><path d="M3.55 3.97 67 8"></path></svg>Saved</div>` +
    `<label for="${label}">Name</label><input id="${label}" aria-describedby="${label}-hint ${input}">` +
    `<p id="${input}">Hint</p><a href="#${input}">67 orders</a>`;

  it("reads the same page the same after other stories (a toast's number, React's ids)", () => {
    const first = sameIds(page("67", "_r_1f_", "hint-3"), new Set(["67", "_r_1f_", "hint-3"]));
    const later = sameIds(page("54", "_r_9_", "hint-3"), new Set(["54", "_r_9_", "hint-3"]));
    expect(later).toBe(first);
    // Only ids are renamed: the same number in a drawing or in the text stays as it is.
    expect(first).toContain('d="M3.55 3.97 67 8"');
    expect(first).toContain(">67 orders</a>");
    expect(first).not.toContain('id="67"');
  });

  it("keeps references and duplicates as they were", () => {
    const read = sameIds(page("7", "_r_2_", "hint-3"), new Set(["7", "_r_2_", "hint-3"]));
    const [labelled] = /for="([^"]+)"/.exec(read)?.slice(1) ?? [];
    expect(read).toContain(`<input id="${labelled}"`);
    const [hint] = /<p id="([^"]+)"/.exec(read)?.slice(1) ?? [];
    expect(read).toContain(`href="#${hint}"`);
    // A page whose label points elsewhere (another id) reads differently.
    const broken = sameIds(
      page("7", "_r_2_", "hint-3").replace('for="_r_2_"', 'for="_r_5_"'),
      new Set(["7", "_r_2_", "hint-3"]),
    );
    expect(broken).not.toBe(read);
    // Two elements with one id stay two with one name; with two ids, two names.
    const twice = sameIds('<p id="a1"></p><p id="a1"></p>', new Set(["a1"]));
    const apart = sameIds('<p id="a1"></p><p id="a2"></p>', new Set(["a1", "a2"]));
    expect(twice).not.toBe(apart);
  });

  it("leaves ids without a digit as they are", () => {
    expect(sameIds('<main id="main"></main><a href="#main">Skip</a>', new Set(["main"]))).toBe(
      '<main id="main"></main><a href="#main">Skip</a>',
    );
  });
});
