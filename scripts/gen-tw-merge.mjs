// Writes packages/ui/src/lib/twMergeConfig.generated.ts: tailwind-merge's default configuration, cut down to the
// class groups our sources use (`npm run gen:tw-merge`). packages/ui/src/lib/cn.test.ts fails when it is out of date.
//
// Why: the default configuration describes every Tailwind utility (379 class groups). The browser compiles it and
// builds its lookup tables on the first cn() call, inside React's first render: 16-57 ms on this host, which
// Lighthouse's mobile preset counts four times over. The cut-down configuration keeps tailwind-merge's engine and
// its results for every class in our sources (see packages/ui/src/lib/cn.test.ts); decisions.md has the figures.
//
// How: Tailwind's own scanner lists the candidate class names in the sources (the same scan that decides which CSS
// is generated), tailwind-merge's build-time lookup names every class group each candidate touches (intermediate
// matches included, since dropping one could change which group wins), and only those groups are written out.
// Theme getters are resolved in place and validators are referenced from tailwind-merge's `validators` export.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Scanner } from "@tailwindcss/oxide";
import { getDefaultConfig, validators } from "tailwind-merge";
import { createClassGroupLookup } from "tailwind-merge/unstable-do-not-import";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUTPUT = path.join(root, "packages/ui/src/lib/twMergeConfig.generated.ts");
/** Every folder whose classes can reach cn(): the shared UI and both apps (stories and tests included). */
export const SOURCES = ["packages/ui/src", "apps/public/src", "apps/dashboard/src"];

/** Candidate class names in the sources, as Tailwind's scanner finds them (a superset of the real classes). */
export function scanCandidates() {
  const scanner = new Scanner({
    sources: [
      ...SOURCES.map((dir) => ({ base: path.join(root, dir), pattern: "**/*", negated: false })),
      // Its own output lists class names of every kept group: scanning it would keep them forever.
      { base: path.dirname(OUTPUT), pattern: path.basename(OUTPUT), negated: true },
    ],
  });
  return scanner.scan().sort();
}

/** The class groups the candidates touch, in the default configuration's order. */
export function usedGroups(candidates, config) {
  const lookup = createClassGroupLookup(config);
  const used = new Set();
  for (const candidate of candidates) for (const match of lookup(candidate)) used.add(match.classGroupId);
  return Object.keys(config.classGroups).filter((group) => used.has(group));
}

const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));

/**
 * A value as source text. `lists` gives the text already chosen for a value list (see nameSharedRuns), keyed by the
 * list itself.
 */
function literal(value, theme, lists = new Map()) {
  if (lists.has(value)) return lists.get(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "function") {
    // A theme getter reads one theme scale; tailwind-merge expands it in place, so the expansion is written here.
    if (value.isThemeGetter === true)
      return value(theme)
        .map((item) => literal(item, theme))
        .join(", ");
    const name = validatorNames.get(value);
    if (!name)
      throw new Error(`gen-tw-merge: a class group uses a function that is not an exported validator`);
    return `v.${name}`;
  }
  if (Array.isArray(value))
    return `[${value
      .map((item) => literal(item, theme, lists))
      .filter(Boolean)
      .join(", ")}]`;
  if (value && typeof value === "object") {
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${literal(item, theme, lists)}`)
      .join(", ")} }`;
  }
  throw new Error(`gen-tw-merge: unexpected value in the configuration: ${String(value)}`);
}

/** The lowerCamelCase form of a class group's name: "min-h" -> "minH". */
const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/** The longest run of items that stands in both lists, as [start in a, start in b, length]. */
function longestCommonRun(a, b) {
  let best = [0, 0, 0];
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) {
      let n = 0;
      while (i + n < a.length && j + n < b.length && a[i + n] === b[j + n]) n++;
      if (n > best[2]) best = [i, j, n];
    }
  return best;
}

/** Replaces every occurrence of `run` in `items` by `token`. */
function replaceRun(items, run, token) {
  const out = [];
  for (let i = 0; i < items.length; ) {
    if (run.every((item, k) => items[i + k] === item)) {
      out.push(token);
      i += run.length;
    } else out.push(items[i++]);
  }
  return out;
}

/**
 * tailwind-merge builds its scales afresh for each class group (sizes, spacing, colours), so written out item by
 * item the same runs of values would stand many times. This names each run of at least MIN_RUN items that two
 * value lists share, longest first, after the first class group that uses it ("min-h" -> minHValues), and writes
 * the lists with spreads of those names. Returns the constants' declarations (each after those it spreads) and
 * the text of every value list.
 */
const MIN_RUN = 4;
function nameSharedRuns(classGroups, theme) {
  const lists = []; // { value, group, items } for each value list of an object definition
  for (const [group, definitions] of Object.entries(classGroups))
    for (const definition of definitions)
      if (definition && typeof definition === "object" && !Array.isArray(definition))
        for (const value of Object.values(definition))
          if (Array.isArray(value))
            lists.push({ value, group, items: value.map((item) => literal(item, theme)).filter(Boolean) });
  const constants = []; // { name, group, items }
  const taken = new Set();
  for (;;) {
    const pool = [...lists, ...constants];
    let best = null;
    for (let x = 0; x < pool.length; x++)
      for (let y = x + 1; y < pool.length; y++) {
        const [start, , length] = longestCommonRun(pool[x].items, pool[y].items);
        if (length >= MIN_RUN && (!best || length > best.run.length))
          best = { run: pool[x].items.slice(start, start + length), group: pool[x].group };
      }
    if (!best) break;
    let name = `${camel(best.group)}Values`;
    for (let n = 2; taken.has(name); n++) name = `${camel(best.group)}Values${n}`;
    taken.add(name);
    const token = `...${name}`;
    for (const entry of pool) entry.items = replaceRun(entry.items, best.run, token);
    constants.push({ name, group: best.group, items: best.run });
  }
  const text = (items) =>
    items.length === 1 && items[0].startsWith("...") ? items[0].slice(3) : `[${items.join(", ")}]`;
  const declared = [];
  const declare = (constant) => {
    if (declared.includes(constant)) return;
    for (const item of constant.items) {
      const used = constants.find((other) => item === `...${other.name}`);
      if (used) declare(used);
    }
    declared.push(constant);
  };
  constants.forEach(declare);
  return {
    declarations: declared.map((constant) => `const ${constant.name} = ${text(constant.items)};`).join("\n"),
    texts: new Map(lists.map((list) => [list.value, text(list.items)])),
  };
}

/** Keeps the entries of a group -> groups map whose key is used, each list cut to used groups. */
function pruneGroupMap(map, used) {
  const out = {};
  for (const [group, others] of Object.entries(map)) {
    if (!used.has(group)) continue;
    const kept = others.filter((other) => used.has(other));
    if (kept.length) out[group] = kept;
  }
  return out;
}

/** The generated module's text, formatted as Biome formats it. */
export function generate() {
  const config = getDefaultConfig();
  const candidates = scanCandidates();
  const groups = usedGroups(candidates, config);
  const used = new Set(groups);
  const version = JSON.parse(
    readFileSync(path.join(root, "node_modules/tailwind-merge/package.json"), "utf8"),
  ).version;
  const pruned = {
    cacheSize: config.cacheSize,
    theme: {},
    classGroups: Object.fromEntries(groups.map((group) => [group, config.classGroups[group]])),
    conflictingClassGroups: pruneGroupMap(config.conflictingClassGroups, used),
    conflictingClassGroupModifiers: pruneGroupMap(config.conflictingClassGroupModifiers, used),
    postfixLookupClassGroups: config.postfixLookupClassGroups.filter((group) => used.has(group)),
    orderSensitiveModifiers: config.orderSensitiveModifiers,
  };
  const { declarations, texts } = nameSharedRuns(pruned.classGroups, config.theme);
  const body = Object.entries(pruned)
    .map(([key, value]) => `  ${key}: ${literal(value, config.theme, texts)},`)
    .join("\n");
  const text = `// Generated by scripts/gen-tw-merge.mjs from tailwind-merge ${version}: do not edit, run \`npm run gen:tw-merge\`.
// ${groups.length} of the default configuration's ${Object.keys(config.classGroups).length} class groups: those the classes in ${SOURCES.join(", ")} use.
import { type Config, validators as v } from "tailwind-merge";

// Runs of values that several class groups share, written once.
${declarations}

export const twMergeConfig: Config<string, string> = {
${body}
};
`;
  return execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", `--stdin-file-path=${OUTPUT}`], {
    input: text,
    cwd: root,
    encoding: "utf8",
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(OUTPUT, generate());
  console.log(`wrote ${path.relative(root, OUTPUT)}`);
}
