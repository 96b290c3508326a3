#!/usr/bin/env node
// Rewrites the code's citations of spec.md and DESIGN.md (documents that were never in the repository) into links to
// docs/product.md and docs/decisions.md, using docs/citations.json, then checks that every such link names a heading.
//
//   node scripts/rewrite-citations.mjs           rewrite tracked files, print a count per file, check the anchors
//   node scripts/rewrite-citations.mjs --check   write nothing; exit 1 if anything would change or does not resolve
//   node scripts/rewrite-citations.mjs --list    also print every citation with its target and the rule that chose it
//
// Exit 1 lists every citation it could not map (those are left as they are; add a rule to docs/citations.json and run
// it again) and every docs/product.md#<anchor> or docs/decisions.md#<anchor> in the code with no such heading. Running it twice
// changes nothing the second time. scripts/citations.test.ts holds the tree to the result.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const SECTION = "\u00a7";
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAPPING = "docs/citations.json";
const DOCS = ["docs/product.md", "docs/decisions.md"];
const SOURCE_EXTENSIONS = new Set([".ts", ".tsx", ".mjs", ".js", ".css", ".sh", ".md"]);
/** The document the citations now point to is the one file whose own text may still talk about the old ones. */
const EXCLUDED = new Set(["docs/product.md"]);

/** Any mention of a section of either document, however it is written or wrapped: what must be gone afterwards. */
export const LOOSE_CITATION = new RegExp(`\\b(spec|design)\\b[\\s*/#'"(]*${SECTION}`, "i");

/** Every such mention in `text` (also one wrapped over two comment lines), with the line it starts on. */
export function looseCitations(text) {
  const found = [];
  for (const match of text.matchAll(new RegExp(LOOSE_CITATION.source, "gi"))) {
    const line = text.slice(0, match.index).split("\n").length;
    found.push({ line, text: (text.split("\n")[line - 1] ?? "").trim() });
  }
  return found;
}
/** A link into our own documents: `docs/product.md#orders`. */
export const DOC_LINK = /\b(docs\/(?:product|decisions)\.md)#([\p{L}\p{N}_-]+)/gu;

/** The tracked files the citations may live in, relative to `root`. */
export function sourceFiles(root = ROOT) {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && SOURCE_EXTENSIONS.has(path.extname(file)) && !EXCLUDED.has(file));
}

/** GitHub's heading anchors of a Markdown text (github-slugger's rules, duplicates numbered), outside code fences. */
export function headingSlugs(markdown) {
  const slugs = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split("\n")) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1] ?? "";
      if (fence === null) fence = marker[0];
      else if (marker[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = (heading[1] ?? "")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/<[^>]+>/g, "")
      .replace(/[`*_~]/g, (c) => (c === "_" ? "_" : ""));
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

/** Every heading anchor of our two documents, as `docs/product.md#orders`. */
export function knownAnchors(root = ROOT) {
  const anchors = new Set();
  for (const doc of DOCS) {
    for (const slug of headingSlugs(readFileSync(path.join(root, doc), "utf8")))
      anchors.add(`${doc}#${slug}`);
  }
  return anchors;
}

/** `docs/product.md#<anchor>` links in `text` whose anchor is not a heading, with their line numbers. */
export function brokenDocLinks(text, anchors) {
  const broken = [];
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(DOC_LINK)) {
      const link = `${match[1]}#${match[2]}`;
      if (!anchors.has(link)) broken.push({ line: index + 1, link });
    }
  });
  return broken;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const normalise = (text) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The mapping file, with its regexes compiled. */
export function loadMapping(root = ROOT) {
  const raw = JSON.parse(readFileSync(path.join(root, MAPPING), "utf8"));
  const tokens = new Map(Object.entries(raw.tokens).map(([key, to]) => [normalise(key), to]));
  const qualifiers = [...raw.qualifiers].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const num = "\\d+(?:\\.\\d+)*(?:\\s*[\u2013-]\\s*\\d+(?:\\.\\d+)*)?";
  const qual =
    qualifiers.length > 0 ? `(?:(?:,\\s*|\\s+)(?:${qualifiers.join("|")})(?![\\p{L}\\p{N}]))?` : "";
  const part = `${SECTION}\\s*${num}${qual}`;
  const citation = new RegExp(
    `\\b(?:spec|design)\\s+${part}(?:(?:\\s*,\\s*|\\s+and\\s+|\\s*,\\s*and\\s+)${part})*`,
    "giu",
  );
  const partPattern = new RegExp(
    `${SECTION}\\s*(${num})((?:(?:,\\s*|\\s+)(?:${qualifiers.join("|") || "(?!)"}))?)`,
    "gu",
  );
  return {
    citation,
    partPattern,
    phrases: Object.entries(raw.phrases ?? {}),
    tokens,
    lines: (raw.lines ?? []).map((rule) => ({
      token: normalise(rule.token),
      line: new RegExp(rule.line, rule.flags ?? ""),
      path: rule.path ? new RegExp(rule.path, rule.pathFlags ?? "i") : null,
      to: rule.to,
    })),
    areaSections: new Set((raw.areaSections ?? []).map(normalise)),
    areas: (raw.areas ?? []).map((area) => ({ path: new RegExp(area.path, area.flags ?? "i"), to: area.to })),
  };
}

/** The sections one citation names, each bare (spec, the sign, 2) and with its qualifier (', Orders') when it has one. */
function citationParts(text, mapping) {
  const kind = /^spec/i.test(text) ? "spec" : "DESIGN";
  const parts = [];
  for (const match of text.matchAll(mapping.partPattern)) {
    const bare = `${kind} ${SECTION}${(match[1] ?? "").replace(/\s+/g, "")}`;
    const qualifier = match[2] ?? "";
    parts.push({ bare, qualified: qualifier ? `${bare}${qualifier}` : bare });
  }
  return { kind, parts };
}

/** Where one citation points: `{ targets, how }`, or `{ targets: [] }` when nothing in the mapping decides it. */
export function resolveCitation(text, { file, line }, mapping) {
  const whole = normalise(text.replace(/^(spec|design)/i, (k) => (/spec/i.test(k) ? "spec" : "DESIGN")));
  const byLine = (token) =>
    mapping.lines.find(
      (rule) => rule.token === token && rule.line.test(line) && (!rule.path || rule.path.test(file)),
    );
  const { parts } = citationParts(text, mapping);
  // A bare single section (spec, the sign, 2) is decided per part below, where the file's area comes before the default.
  const compound = parts.length !== 1 || parts[0]?.qualified !== parts[0]?.bare;
  if (compound) {
    const wholeRule = byLine(whole);
    if (wholeRule) return { targets: [wholeRule.to], how: `line rule /${wholeRule.line.source}/` };
    if (mapping.tokens.has(whole)) return { targets: [mapping.tokens.get(whole)], how: "token" };
  }

  const targets = [];
  const hows = [];
  for (const part of parts) {
    const bare = normalise(part.bare);
    const qualified = normalise(part.qualified);
    const rule = byLine(qualified) ?? (qualified !== bare ? undefined : byLine(bare));
    let to;
    let how;
    if (rule) [to, how] = [rule.to, `line rule /${rule.line.source}/`];
    else if (qualified !== bare && mapping.tokens.has(qualified))
      [to, how] = [mapping.tokens.get(qualified), "token"];
    else {
      const area = mapping.areaSections.has(bare) ? mapping.areas.find((a) => a.path.test(file)) : undefined;
      if (area) [to, how] = [area.to, `area /${area.path.source}/`];
      else if (mapping.tokens.has(bare)) [to, how] = [mapping.tokens.get(bare), "section default"];
    }
    if (!to) return { targets: [], how: `no rule for ${part.qualified}` };
    if (!targets.includes(to)) targets.push(to);
    hows.push(how);
  }
  return { targets, how: [...new Set(hows)].join(" + ") };
}

/** Rewrites one file's text. Returns the new text, what was replaced, and what could not be. */
export function rewriteText(text, file, mapping) {
  let out = text;
  const replaced = [];
  for (const [find, replacement] of mapping.phrases) {
    if (!out.includes(find)) continue;
    const count = out.split(find).length - 1;
    out = out.split(find).join(replacement);
    for (let i = 0; i < count; i++) replaced.push({ citation: find, to: replacement, how: "phrase" });
  }
  const unmapped = [];
  const lines = out.split("\n").map((line, index) =>
    line.replace(mapping.citation, (match) => {
      const { targets, how } = resolveCitation(match, { file, line }, mapping);
      if (targets.length === 0) {
        unmapped.push({ line: index + 1, citation: match, why: how });
        return match;
      }
      const to = targets.join(", ");
      replaced.push({ line: index + 1, citation: match, to, how });
      return to;
    }),
  );
  out = lines.join("\n");
  // Anything the grammar did not recognise (a citation wrapped over two lines, a form nobody has written yet).
  for (const loose of looseCitations(out)) {
    if (!unmapped.some((u) => u.line === loose.line)) {
      unmapped.push({ line: loose.line, citation: loose.text, why: "not a citation form the mapping knows" });
    }
  }
  return { text: out, replaced, unmapped };
}

function main(argv) {
  const check = argv.includes("--check");
  const list = argv.includes("--list");
  const mapping = loadMapping();
  const anchors = knownAnchors();
  const problems = [];

  const raw = JSON.parse(readFileSync(path.join(ROOT, MAPPING), "utf8"));
  const targets = [
    ...Object.values(raw.tokens),
    ...(raw.lines ?? []).map((r) => r.to),
    ...(raw.areas ?? []).map((a) => a.to),
    ...Object.values(raw.phrases ?? {}).flatMap((p) =>
      [...p.matchAll(DOC_LINK)].map((m) => `${m[1]}#${m[2]}`),
    ),
  ];
  for (const target of new Set(targets)) {
    if (!anchors.has(target)) problems.push(`${MAPPING}: target ${target} is not a heading`);
  }

  let total = 0;
  let changedFiles = 0;
  for (const file of sourceFiles()) {
    const before = readFileSync(path.join(ROOT, file), "utf8");
    if (!LOOSE_CITATION.test(before) && !DOCS.some((doc) => before.includes(`${doc}#`))) continue;
    const { text, replaced, unmapped } = rewriteText(before, file, mapping);
    for (const u of unmapped) problems.push(`${file}:${u.line}: unmapped '${u.citation}' (${u.why})`);
    if (replaced.length > 0) {
      total += replaced.length;
      changedFiles += 1;
      console.log(`${String(replaced.length).padStart(3)}  ${file}`);
      if (list) {
        for (const r of replaced)
          console.log(`       ${r.line ?? "-"}: '${r.citation}' -> ${r.to}  [${r.how}]`);
      }
      if (!check && text !== before) writeFileSync(path.join(ROOT, file), text);
    }
    for (const b of brokenDocLinks(text, anchors))
      problems.push(`${file}:${b.line}: ${b.link} is not a heading`);
  }

  console.log(
    `${check ? "would rewrite" : "rewrote"} ${total} citation${total === 1 ? "" : "s"} in ${changedFiles} file${changedFiles === 1 ? "" : "s"}`,
  );
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem${problems.length === 1 ? "" : "s"}:`);
    for (const p of problems) console.error(`  ${p}`);
    return 1;
  }
  return check && total > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
