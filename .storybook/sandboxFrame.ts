/**
 * Stories only: the server's sandbox page (`/sandbox/live-stock.html`, apps/server/src/web.ts) without a server.
 * The same runner and the same library builds (React 17, Babel standalone, Tailwind's browser build), inlined into
 * a `srcdoc`, so the editor's preview stories compile and render the seller's code exactly as the server's frame.
 */
import babel from "@babel/standalone/babel.min.js?raw";
import tailwind from "@tailwindcss/browser?raw";
import react from "react17/umd/react.production.min.js?raw";
import reactDom from "../apps/server/node_modules/react-dom17/umd/react-dom.production.min.js?raw";
import runner from "../apps/server/static/sandbox/runner.js?raw";

const inline = (source: string) => `<script>${source.replace(/<\/script/gi, "<\\/script")}</script>`;

let page: string | undefined;

export function sandboxSrcDoc(): string {
  page ??= `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Live Stock Preview</title>
    <style>html,body{margin:0;min-height:100%;background:#0b0b12;color:#e8e8f0;font-family:system-ui,sans-serif}.boostdash-error{white-space:pre-wrap;color:#fca5a5;padding:1rem;font:13px/1.5 ui-monospace,monospace}</style>
    ${[react, reactDom, babel, tailwind].map(inline).join("\n    ")}
  </head>
  <body>
    <div id="root"></div>
    <pre id="error" class="boostdash-error" hidden></pre>
    ${inline(runner)}
  </body>
</html>
`;
  return page;
}
