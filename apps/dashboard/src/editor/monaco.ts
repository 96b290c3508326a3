// Monaco from the installed package, never a CDN (TOOLCHAIN "Monaco without a CDN"): the editor API, its
// features, TypeScript (syntax and the language service in its own worker), workers bundled by Vite.
// Imported only by the live-stock editor's lazy chunk (scripts/budgets.mjs checks it).

import {
  LIVE_STOCK_PAGE_TYPES,
  REACT_GLOBAL_TYPES,
} from "@boostdash/ui/screens/live-stock-editor/liveStockPageSource";
import { loader } from "@monaco-editor/react";
import * as monaco from "monaco-editor/editor";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import "monaco-editor/features/register.all";
import "monaco-editor/languages/definitions/typescript/register";
import {
  JsxEmit,
  ScriptTarget,
  typescriptDefaults,
} from "monaco-editor/languages/features/typescript/register";
import TsWorker from "monaco-editor/languages/features/typescript/ts.worker?worker";

/** The editor's theme: vs-dark with AA contrast (defined below). */
export const EDITOR_THEME = "boostdash-dark";

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

window.MonacoEnvironment = {
  getWorker: (_workerId, label) =>
    label === "typescript" || label === "javascript" ? new TsWorker() : new EditorWorker(),
};

// The server compiles TSX with the classic runtime and React in scope (apps/server/src/customPage/compile.ts).
typescriptDefaults.setCompilerOptions({
  target: ScriptTarget.ES2020,
  jsx: JsxEmit.React,
  allowNonTsExtensions: true,
  strict: true,
  noEmit: true,
  // Each top-level name of the seller's file is a script global, as in the server's sandbox.
  isolatedModules: false,
});
typescriptDefaults.addExtraLib(
  `${REACT_GLOBAL_TYPES}\n${LIVE_STOCK_PAGE_TYPES}`,
  "file:///live-stock-page.d.ts",
);

// vs-dark with its two low-contrast token colours raised to WCAG AA on the editor's #1e1e1e (comments were 4.2:1,
// regular expressions 4.18:1).
monaco.editor.defineTheme(EDITOR_THEME, {
  base: "vs-dark",
  inherit: true,
  rules: [
    { token: "comment", foreground: "6A9955" },
    { token: "regexp", foreground: "D16969" },
  ],
  colors: {},
});

loader.config({ monaco });

/** The file the editor edits: a .tsx path, so the language service parses JSX. */
export const MODEL_PATH = "file:///LiveStockPage.tsx";
export { monaco };
