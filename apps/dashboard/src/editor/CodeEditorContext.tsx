import { type ComponentType, createContext, lazy } from "react";
import type { CodeEditorProps } from "./CodeEditor";

// Monaco (about 1 MB gzip with its TypeScript worker) is its own chunk: the page's frame shows first.
const MonacoEditor = lazy(() => import("./CodeEditor"));

/**
 * The editor the live-stock page uses: Monaco. Container stories swap in a plain text area (like the fake
 * captcha), because Monaco's own clocks (cursor, scrollbars, workers) make screenshots unsteady; the real editor
 * is covered end to end in e2e/journey.test.ts.
 */
export const CodeEditorContext = createContext<ComponentType<CodeEditorProps>>(MonacoEditor);
