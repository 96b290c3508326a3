// The import graph of the repository's TypeScript sources and the circles in it (files that import each other,
// directly or through others). Read by scripts/import-cycles.mjs (prints them) and scripts/importCycles.test.ts (fails
// when one comes back). A regular-expression scan rather than the compiler: the whole graph is read in well under a
// second, and the project's imports are all static `import`/`export ... from` lines or `import("...")` calls.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The folders whose files make up the layers: the server and every workspace package. */
export function defaultSourceDirs(root = ROOT) {
  const packages = readdirSync(path.join(root, "packages"))
    .map((name) => path.join("packages", name, "src"))
    .filter((dir) => existsSync(path.join(root, dir)));
  return ["apps/server/src", ...packages];
}

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED = /\.(test|stories)\.tsx?$|\.d\.mts$|\.d\.ts$/;

function listSources(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") out.push(...listSources(full));
    } else if (SOURCE.test(entry.name) && !SKIPPED.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/**
 * Every module specifier a file names. Comments are blanked first (keeping string literals intact), so an example in
 * a doc comment is not taken for an import. Type-only imports count: they tie a layer to another as much as values do.
 */
export function specifiersOf(text) {
  const code = stripComments(text);
  const found = [];
  const patterns = [
    /(?:^|[;\n}])\s*(?:import|export)\s+(?:type\s+)?[\w*{}\s,$]*?\bfrom\s*["']([^"'\n]+)["']/g,
    /(?:^|[;\n])\s*import\s*["']([^"'\n]+)["']/g,
    /\bimport\s*\(\s*["']([^"'\n]+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[1];
      if (specifier) found.push(specifier);
    }
  }
  return found;
}

/** The text with its comments replaced by spaces; strings and template literals are left as they are. */
function stripComments(text) {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
    } else if (ch === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else if (ch === '"' || ch === "'" || ch === "`") {
      let j = i + 1;
      while (j < text.length && text[j] !== ch) {
        if (text[j] === "\\") j++;
        else if (ch !== "`" && text[j] === "\n") break;
        j++;
      }
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** Each workspace package's name and its `exports` map (subpath pattern to file), from its package.json. */
function workspacePackages(root) {
  const packages = new Map();
  for (const name of readdirSync(path.join(root, "packages"))) {
    const file = path.join(root, "packages", name, "package.json");
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, "utf8"));
    const exportsMap = typeof json.exports === "object" && json.exports !== null ? json.exports : {};
    packages.set(json.name, { dir: path.join(root, "packages", name), exports: exportsMap });
  }
  return packages;
}

/** Node's rule for subpath patterns: an exact key first, else the `*` key with the longest prefix before the star. */
function resolveExport(pkg, subpath) {
  const exact = pkg.exports[subpath];
  if (typeof exact === "string") return path.join(pkg.dir, exact);
  let best = null;
  for (const [key, target] of Object.entries(pkg.exports)) {
    const star = key.indexOf("*");
    if (star === -1 || typeof target !== "string") continue;
    const before = key.slice(0, star);
    const after = key.slice(star + 1);
    if (
      !subpath.startsWith(before) ||
      !subpath.endsWith(after) ||
      subpath.length < before.length + after.length
    ) {
      continue;
    }
    if (best === null || before.length > best.before.length) {
      best = {
        before,
        target: target.replace("*", subpath.slice(before.length, subpath.length - after.length)),
      };
    }
  }
  return best === null ? null : path.join(pkg.dir, best.target);
}

function withExtension(file) {
  if (existsSync(file) && statSync(file).isFile()) return file;
  for (const ext of [".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    if (existsSync(file + ext)) return file + ext;
  }
  // `./x.js` written for `./x.ts`.
  const swapped = file.replace(/\.m?js$/, ".ts");
  if (swapped !== file && existsSync(swapped)) return swapped;
  return null;
}

/**
 * The import graph of the files under `dirs` (relative to `root`): a map from each file (repository-relative, with
 * forward slashes) to the set of files in the graph it imports. Imports of files outside `dirs` (other apps,
 * node_modules) are left out: they cannot close a circle among these files.
 */
export function importGraph(dirs = defaultSourceDirs(), root = ROOT) {
  const packages = workspacePackages(root);
  const files = dirs.flatMap((dir) => listSources(path.join(root, dir)));
  const inGraph = new Set(files);
  const rel = (file) => path.relative(root, file).split(path.sep).join("/");
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of specifiersOf(readFileSync(file, "utf8"))) {
      let target = null;
      if (specifier.startsWith(".")) {
        target = withExtension(path.resolve(path.dirname(file), specifier));
      } else {
        const match = /^(@[^/]+\/[^/]+|[^@/][^/]*)(?:\/(.*))?$/.exec(specifier);
        const pkg = match?.[1] ? packages.get(match[1]) : undefined;
        if (pkg) {
          const resolved = resolveExport(pkg, match?.[2] ? `./${match[2]}` : ".");
          target = resolved === null ? null : withExtension(resolved);
        }
      }
      if (target !== null && inGraph.has(target) && target !== file) targets.add(rel(target));
    }
    graph.set(rel(file), targets);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan's algorithm, iterative), each sorted. */
export function circles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  for (const start of graph.keys()) {
    if (indexOf.has(start)) continue;
    const work = [{ node: start, edges: [...(graph.get(start) ?? [])], next: 0 }];
    indexOf.set(start, index);
    low.set(start, index);
    index++;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame === undefined) break;
      if (frame.next < frame.edges.length) {
        const to = frame.edges[frame.next++];
        if (!indexOf.has(to)) {
          indexOf.set(to, index);
          low.set(to, index);
          index++;
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: [...(graph.get(to) ?? [])], next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), indexOf.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === indexOf.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/**
 * The elementary cycles of the graph (Johnson's algorithm: each cycle is found once, from its smallest file, and the
 * blocking keeps the search from walking the same dead ends again), at most `limit` of them. Each cycle is a list of
 * files, the first one repeated at the end.
 */
export function cycles(graph, limit = 10_000) {
  const out = [];
  const groupOf = new Map();
  for (const group of circles(graph)) for (const file of group) groupOf.set(file, group);
  const nodes = [...groupOf.keys()].sort();
  const order = new Map(nodes.map((node, i) => [node, i]));
  for (const start of nodes) {
    const group = new Set(groupOf.get(start));
    const startOrder = order.get(start) ?? 0;
    const next = (node) =>
      [...(graph.get(node) ?? [])]
        .filter((to) => group.has(to) && (order.get(to) ?? -1) >= startOrder)
        .sort();
    const blocked = new Set();
    const blockedBy = new Map();
    const pathNow = [];
    const unblock = (node) => {
      blocked.delete(node);
      const waiting = blockedBy.get(node) ?? new Set();
      blockedBy.delete(node);
      for (const other of waiting) if (blocked.has(other)) unblock(other);
    };
    const circuit = (node) => {
      let closed = false;
      pathNow.push(node);
      blocked.add(node);
      for (const to of next(node)) {
        if (out.length >= limit) break;
        if (to === start) {
          out.push([...pathNow, start]);
          closed = true;
        } else if (!blocked.has(to) && circuit(to)) {
          closed = true;
        }
      }
      if (closed) unblock(node);
      else {
        for (const to of next(node)) {
          const waiting = blockedBy.get(to) ?? new Set();
          waiting.add(node);
          blockedBy.set(to, waiting);
        }
      }
      pathNow.pop();
      return closed;
    };
    circuit(start);
    if (out.length >= limit) break;
  }
  return out;
}
