// Bundle budgets: the JS and CSS (gzip) a browser must load before a page can render: the entry page's scripts
// and stylesheets and, recursively, their static imports. Both apps' first pages load just that (the public app's
// pages are in its entry; the dashboard's login is its entry). Chunks a page loads only later (a dialog after a
// redeem, the toasts after the first render, a dashboard route) are not initial. Also fails when an app's bundle
// holds code it must not ship (Monaco, dashboard code).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const publicForbidden = [
  { pattern: /monaco-editor|MonacoEnvironment/, what: "Monaco" },
  {
    pattern: /Welcome back! Here's what's happening today\.|Custom Code Editor|Sign Out/,
    what: "dashboard code",
  },
  {
    pattern: /"(?:select-trigger|select-content|badge|copy-button|empty-title|page-header|skeleton)"/,
    what: "a primitive the public pages do not use",
  },
  // Seller pages are rendered on the server (docs/decisions.md#seller-pages-rendered-on-the-server): no frame, no
  // Babel, React 17 or Tailwind runtime, and none of the server's sandbox, compiler or sanitiser in a customer's page.
  {
    pattern:
      /\/vendor\/(?:babel|react|react-dom|tailwind)\.js|\/sandbox\/live-stock|boostdash:render|quickjs|sucrase|allowedSchemesAppliedToAttributes|@tailwindcss\/browser/,
    what: "seller-code tooling (it runs on the server only)",
  },
];

const budgets = [
  {
    app: "public",
    base: "/p/",
    js: 110,
    css: 12,
    // Every chunk, lazy ones included: none may hold these.
    forbiddenAnywhere: publicForbidden,
  },
  { app: "dashboard", base: "/", js: 120, css: null },
];
// Never in any app's initial chunks.
const forbiddenInitial = [{ pattern: /monaco-editor|MonacoEnvironment/, what: "Monaco" }];

const kb = (n) => (n / 1024).toFixed(1);
const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Files (relative to dist) the entry HTML loads, following static imports of its scripts. */
function entryFiles(dist, base) {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1].slice(base.length));
  const files = new Set(refs);
  const queue = refs.filter((r) => r.endsWith(".js"));
  while (queue.length > 0) {
    const ref = queue.shift();
    const code = readFileSync(path.join(dist, ref), "utf8");
    // A module's own imports load before it runs, so they count as initial.
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{},\s$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      const dep = path.posix.join(path.posix.dirname(ref), m[1]);
      if (!files.has(dep)) {
        files.add(dep);
        queue.push(dep);
      }
    }
  }
  return files;
}

/** The text of the entry page's inline `<style>` elements. */
function inlineCss(dist) {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
}

/** Stylesheets any of the app's pages link (the dashboard's shell links the one its login page inlines). */
function linkedStylesheets(dist) {
  const names = new Set();
  for (const page of readdirSync(dist).filter((n) => n.endsWith(".html"))) {
    const html = readFileSync(path.join(dist, page), "utf8");
    for (const m of html.matchAll(/href="[^"]*\/assets\/([^"]+\.css)"/g)) names.add(m[1]);
  }
  return names;
}

/** What a browser receives for a file: its build-time brotli twin when there is one, else the file itself. */
function wireSize(file) {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

function measure(dist, files) {
  let js = 0;
  let css = 0;
  let wire = 0;
  for (const ref of files) {
    const size = gzipSize(path.join(dist, ref));
    if (ref.endsWith(".js")) js += size;
    else if (ref.endsWith(".css")) css += size;
    wire += wireSize(path.join(dist, ref));
  }
  return { js, css, wire };
}

let failed = false;
for (const b of budgets) {
  const dist = path.join("apps", b.app, "dist");
  if (!existsSync(path.join(dist, "index.html"))) {
    console.log(`budgets: ${b.app}: no build yet (${path.join(dist, "index.html")} missing), skipped`);
    continue;
  }
  const label = b.app;
  const files = entryFiles(dist, b.base);
  const { js, css: linkedCss, wire } = measure(dist, files);
  // A stylesheet inlined into the entry page (the dashboard's login) is CSS the page needs all the same.
  const css = linkedCss + gzipSync(inlineCss(dist), { level: 9 }).length;
  const jsOk = js <= b.js * 1024;
  const cssOk = b.css === null || css <= b.css * 1024;
  console.log(
    `budgets: ${label}: initial JS ${kb(js)} KB gzip (budget ${b.js} KB) ${jsOk ? "ok" : "OVER"}; ` +
      `CSS ${kb(css)} KB gzip${b.css === null ? "" : ` (budget ${b.css} KB)`} ${cssOk ? "ok" : "OVER"}; ` +
      `${files.size} files; ${kb(wire)} KB over the wire (brotli)`,
  );
  if (!jsOk || !cssOk) failed = true;
  for (const ref of files) {
    if (!ref.endsWith(".js")) continue;
    const code = readFileSync(path.join(dist, ref), "utf8");
    for (const f of forbiddenInitial) {
      if (f.pattern.test(code)) {
        console.error(`budgets: ${label}: ${f.what} found in initial chunk ${ref}`);
        failed = true;
      }
    }
  }

  for (const f of b.forbiddenAnywhere ?? []) {
    const assets = path.join(dist, "assets");
    for (const name of readdirSync(assets).filter((n) => n.endsWith(".js"))) {
      const match = readFileSync(path.join(assets, name), "utf8").match(f.pattern);
      if (match) {
        console.error(`budgets: ${b.app}: ${f.what} (${match[0]}) found in assets/${name}`);
        failed = true;
      }
    }
  }
}
// Monaco lives only behind the live-stock editor's route: every chunk and worker holding it must be reachable from
// that route's lazy chunk, and none from the entry or any other route without passing through it.
const editorRoute = { app: "dashboard", chunk: /^EditLiveStockPage-[\w-]+\.js$/ };
const monacoPattern = /monaco-editor|MonacoEnvironment/;
{
  const assets = path.join("apps", editorRoute.app, "dist", "assets");
  if (existsSync(assets)) {
    const names = readdirSync(assets);
    const refsOf = (name) => {
      const code = readFileSync(path.join(assets, name), "utf8");
      const refs = new Set();
      for (const m of code.matchAll(/(?:from\s*|import\s*\(?\s*)["']\.\/([^"']+\.(?:js|css))["']/g))
        refs.add(m[1]);
      // Workers and CSS are referenced by their asset path.
      for (const m of code.matchAll(/assets\/([\w.-]+\.(?:js|css))/g)) refs.add(m[1]);
      return [...refs].filter((r) => names.includes(r));
    };
    const closure = (starts, stop) => {
      const seen = new Set();
      const queue = [...starts];
      while (queue.length > 0) {
        const name = queue.shift();
        if (seen.has(name) || stop?.test(name)) continue;
        seen.add(name);
        if (name.endsWith(".js")) queue.push(...refsOf(name));
      }
      return seen;
    };
    const editorChunk = names.find((n) => editorRoute.chunk.test(n));
    const html = readFileSync(path.join("apps", editorRoute.app, "dist", "index.html"), "utf8");
    const entries = [...html.matchAll(/assets\/([\w.-]+\.js)/g)].map((m) => m[1]);
    const monaco = names.filter(
      (n) => n.endsWith(".js") && monacoPattern.test(readFileSync(path.join(assets, n), "utf8")),
    );
    if (!editorChunk) {
      console.error(
        `budgets: ${editorRoute.app}: no ${editorRoute.chunk} chunk: the editor route is not lazy`,
      );
      failed = true;
    } else {
      const withoutEditor = closure(entries, editorRoute.chunk);
      const fromEditor = closure([editorChunk]);
      for (const name of monaco) {
        if (withoutEditor.has(name)) {
          console.error(`budgets: ${editorRoute.app}: Monaco in ${name}, reachable without the editor route`);
          failed = true;
        }
        if (!fromEditor.has(name)) {
          console.error(`budgets: ${editorRoute.app}: Monaco in ${name}, not loaded by the editor route`);
          failed = true;
        }
      }
      const initial = new Set(
        [...entryFiles(path.join("apps", editorRoute.app, "dist"), "/")].map((f) => path.basename(f)),
      );
      for (const name of linkedStylesheets(path.join("apps", editorRoute.app, "dist"))) initial.add(name);
      const lazy = [...fromEditor].filter((n) => !initial.has(n));
      const workers = lazy.filter((n) => /worker/.test(n));
      const chunk = lazy.filter((n) => !workers.includes(n));
      const sum = (list, ext) =>
        list.filter((n) => n.endsWith(ext)).reduce((t, n) => t + gzipSize(path.join(assets, n)), 0);
      console.log(
        `budgets: ${editorRoute.app} editor route (lazy, Monaco in ${monaco.length} chunks, none elsewhere): ` +
          `JS ${kb(sum(chunk, ".js"))} KB gzip, CSS ${kb(sum(chunk, ".css"))} KB gzip in ${chunk.length} files; ` +
          workers
            .map((w) => `${w.replace(/-[\w]+\.js$/, "")} ${kb(gzipSize(path.join(assets, w)))} KB gzip`)
            .join(", "),
      );
    }
  }
}
// Home's charts (docs/decisions.md#home-trends): their own chunk, reached only through Home's page, within 10 KB gzip.
const homeCharts = {
  app: "dashboard",
  page: /^HomePage-[\w-]+\.js$/,
  chunk: /^TrendsSection-[\w-]+\.js$/,
  kb: 10,
};
{
  const dist = path.join("apps", homeCharts.app, "dist");
  const assets = path.join(dist, "assets");
  if (existsSync(assets)) {
    const names = readdirSync(assets);
    const page = names.find((n) => homeCharts.page.test(n));
    const charts = names.find((n) => homeCharts.chunk.test(n));
    const initial = [...entryFiles(dist, "/")].map((f) => path.basename(f));
    const reaches = (from, target) => {
      const seen = new Set();
      const queue = [...from];
      while (queue.length > 0) {
        const name = queue.shift();
        if (seen.has(name) || !names.includes(name)) continue;
        seen.add(name);
        const code = readFileSync(path.join(assets, name), "utf8");
        // Static and dynamic imports (Vite writes the latter with backticks).
        for (const m of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(m[1]);
      }
      return seen.has(target);
    };
    if (!page || !charts) {
      console.error(`budgets: ${homeCharts.app}: no separate Home charts chunk (${homeCharts.chunk})`);
      failed = true;
    } else {
      const size = gzipSize(path.join(assets, charts));
      const ok = size <= homeCharts.kb * 1024;
      const eager = initial.some((n) => n === charts) || !reaches([page], charts);
      console.log(
        `budgets: ${homeCharts.app} Home charts (lazy, with Home only): ${kb(size)} KB gzip (budget ${homeCharts.kb} KB) ` +
          `${ok ? "ok" : "OVER"}; Home page chunk ${kb(gzipSize(path.join(assets, page)))} KB gzip without them`,
      );
      if (!ok) failed = true;
      if (eager) {
        console.error(
          `budgets: ${homeCharts.app}: the charts chunk is in the initial files or not loaded by Home`,
        );
        failed = true;
      }
    }
  }
}
if (failed) process.exit(1);
