import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Served by apps/server under "/" (see docs/decisions.md), so hashed assets never collide between apps.
// `vite build --ssr src/entry-prerender.tsx` builds the build-time prerenderer (scripts/prerender-dashboard.mjs):
// one self-contained module, deleted once the login and shell pages are written.
export default defineConfig(({ isSsrBuild }) => ({
  base: "/",
  plugins: [react(), tailwindcss()],
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
            // React, React DOM, the router and TanStack Query in one chunk: every page needs them, and split into
            // pieces shared with the editor they cost more bytes (a wrapper per piece, less for gzip to share).
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/,
                },
              ],
            },
          },
        },
      },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
}));
