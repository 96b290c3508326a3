/**
 * Stories only: the server's sandbox page (`/sandbox/live-stock.html`, apps/server/src/web.ts) without a server.
 * The same runner and the same library builds (React 17, Babel standalone, Tailwind's browser build), inlined into
 * a `srcdoc`, so the editor's preview stories compile and render the seller's code exactly as the server's frame.
 */
import babel from "@babel/standalone/babel.min.js?raw";
import { sandboxDocument } from "@boostdash/api-client/customCode/sandboxDocument";
import tailwind from "@tailwindcss/browser?raw";
import react from "react17/umd/react.production.min.js?raw";
import reactDom from "../apps/server/node_modules/react-dom17/umd/react-dom.production.min.js?raw";
import runner from "../apps/server/static/sandbox/runner.js?raw";

const inline = (source: string) => `<script>${source.replace(/<\/script/gi, "<\\/script")}</script>`;

let page: string | undefined;

export function sandboxSrcDoc(): string {
  page ??= sandboxDocument([react, reactDom, babel, tailwind].map(inline).join("\n    "), inline(runner));
  return page;
}
