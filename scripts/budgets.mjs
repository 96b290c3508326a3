// Bundle budgets: initial JS and CSS (gzip) of each app's entry page, as a browser loads it before any lazy chunk.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const budgets = [
  { app: "public", base: "/p/", js: 110, css: 12 },
  { app: "dashboard", base: "/", js: 150, css: null },
];
const forbidden = [{ pattern: /monaco-editor|MonacoEnvironment/, what: "Monaco" }];

let failed = false;
for (const b of budgets) {
  const dist = path.join("apps", b.app, "dist");
  const htmlPath = path.join(dist, "index.html");
  if (!existsSync(htmlPath)) {
    console.log(`budgets: ${b.app}: no build yet (${htmlPath} missing), skipped`);
    continue;
  }
  const html = readFileSync(htmlPath, "utf8");
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const files = new Set();
  // Follow static imports: a module's own imports load before it runs, so they count as initial.
  const queue = refs.filter((r) => r.endsWith(".js"));
  for (const r of refs) files.add(r);
  while (queue.length > 0) {
    const ref = queue.shift();
    const file = path.join(dist, ref.slice(b.base.length));
    const code = readFileSync(file, "utf8");
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{},\s$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      const dep = path.posix.join(path.posix.dirname(ref), m[1]);
      if (!files.has(dep)) {
        files.add(dep);
        queue.push(dep);
      }
    }
  }
  let js = 0;
  let css = 0;
  for (const ref of files) {
    const content = readFileSync(path.join(dist, ref.slice(b.base.length)));
    const size = gzipSync(content, { level: 9 }).length;
    if (ref.endsWith(".js")) js += size;
    else css += size;
    for (const f of forbidden) {
      if (ref.endsWith(".js") && f.pattern.test(content.toString("utf8"))) {
        console.error(`budgets: ${b.app}: ${f.what} found in initial chunk ${ref}`);
        failed = true;
      }
    }
  }
  const kb = (n) => (n / 1024).toFixed(1);
  const jsOk = js <= b.js * 1024;
  const cssOk = b.css === null || css <= b.css * 1024;
  console.log(
    `budgets: ${b.app}: initial JS ${kb(js)} KB gzip (budget ${b.js} KB) ${jsOk ? "ok" : "OVER"}; ` +
      `CSS ${kb(css)} KB gzip${b.css === null ? "" : ` (budget ${b.css} KB)`} ${cssOk ? "ok" : "OVER"}; ${files.size} files`,
  );
  if (!jsOk || !cssOk) failed = true;
}
if (failed) process.exit(1);
