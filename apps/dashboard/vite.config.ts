import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * The prerender (login and the loading shell) never renders the code editor, a lazy route's lazy part: in the SSR
 * build it is a stand-in, so Monaco and its TypeScript worker (most of a 10 MB bundle, about 15 s of the build)
 * are not bundled for it.
 */
const noEditorInPrerender: Plugin = {
  name: "boostdash:no-editor-in-prerender",
  enforce: "pre",
  resolveId(id, importer) {
    if (id === "./CodeEditor" && importer?.endsWith("/editor/CodeEditorContext.tsx"))
      return "\0prerender-code-editor";
    return undefined;
  },
  load(id) {
    if (id !== "\0prerender-code-editor") return undefined;
    return 'export default function CodeEditor() { throw new Error("The code editor is not prerendered"); }';
  },
};

// Served by apps/server under "/" (see docs/decisions.md), so hashed assets never collide between apps.
// `vite build --ssr src/entry-prerender.tsx` builds the build-time prerenderer (scripts/prerender-dashboard.mjs):
// one self-contained module, deleted once the login and shell pages are written.
export default defineConfig(({ isSsrBuild }) => ({
  base: "/",
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [noEditorInPrerender] : [])],
  // Monaco's workers (editor, TypeScript) are bundled as ES module workers of the editor's chunk.
  worker: { format: "es" },
  ssr: { noExternal: true, target: "node" },
  build: isSsrBuild
    ? {
        outDir: "dist-prerender",
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { output: { inlineDynamicImports: true } },
      }
    : {
        outDir: "dist",
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: {
          output: {
            // Everything the entry imports statically in one chunk, the entry's own: the login page loads one
            // script instead of six (React, the router and TanStack Query, and small pieces rolldown would
            // otherwise split off because lazy routes share them). The routes, the sign-in schemas, the captcha
            // widgets and Monaco stay lazy (docs/decisions.md, "Login route").
            codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
          },
        },
      },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
}));
