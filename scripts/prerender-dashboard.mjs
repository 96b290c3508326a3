// Writes the dashboard's prerendered pages into apps/dashboard/dist (run by the dashboard's build, after vite):
//   index.html      the login screen (served for `/` and unknown paths)
//   dashboard.html  the loading shell (served for /dashboard and every page under it)
//   404.html        the not-found page (served with 404 for any other path)
// from the build's own index.html and the prerender bundle (dist-prerender/entry-prerender.js). See
// apps/dashboard/src/entry-prerender.tsx.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/dashboard");
const dist = path.join(app, "dist");
const bundle = path.join(app, "dist-prerender/entry-prerender.js");
const { renderRoute } = await import(pathToFileURL(bundle).href);
const template = readFileSync(path.join(dist, "index.html"), "utf8");
const ROOT = '<div id="root"></div>';
// The one font file the pages' Latin text needs, fetched with the HTML instead of after the CSS is parsed.
const cssFile = /href="\/(assets\/[^"]+\.css)"/.exec(template)?.[1];
const fontUrl = cssFile
  ? /url\((\/assets\/inter-latin-wght-normal[^)]*\.woff2)\)/.exec(
      readFileSync(path.join(dist, cssFile), "utf8"),
    )?.[1]
  : undefined;
const fontPreload = fontUrl
  ? `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`
  : "";
if (!fontPreload) console.warn("prerender: no Inter Latin font file found in the CSS; nothing preloaded");
if (!template.includes(ROOT)) throw new Error("prerender: dist/index.html has no empty #root");

/** Drops the tags React hoisted ahead of the markup (titles and metas are the template's). */
function bodyOf(html) {
  return html.replace(/^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/, "");
}

// The login page carries its stylesheet inline, so it paints from its first response (as the public pages do):
// it is the page a seller meets first, and its markup is there to be seen before any script runs. The shell and
// the not-found page link the stylesheet, which a returning seller has cached.
const stylesheetTag = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
function inlineStylesheet(html) {
  const match = stylesheetTag.exec(html);
  if (!match) throw new Error("prerender: dist/index.html links no stylesheet to inline");
  const css = readFileSync(path.join(dist, match[1]), "utf8").replace(/<\/style/gi, "<\\/style");
  return html.replace(match[0], () => `<style>${css}</style>`);
}

const pages = [
  ["index.html", "/", "Sign in \u00b7 boostdash", true],
  ["dashboard.html", "/dashboard", "boostdash", false],
  ["404.html", "/no-such-page", "Page not found \u00b7 boostdash", false],
];
for (const [file, route, title, inlineCss] of pages) {
  const markup = bodyOf(await renderRoute(route));
  const page = template
    .replace(ROOT, () => `<div id="root">${markup}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>${fontPreload}`);
  const html = inlineCss ? inlineStylesheet(page) : page;
  writeFileSync(path.join(dist, file), html);
  console.log(`prerender: ${file} (${route}): ${(Buffer.byteLength(markup) / 1024).toFixed(1)} KB of markup`);
}
rmSync(path.join(app, "dist-prerender"), { recursive: true, force: true });
