import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Served by apps/server under "/p/" (see docs/decisions.md), so hashed assets never collide between apps.
// Every page is in the entry: a page loads one script (docs/decisions.md, "Public bundle").
// `vite build --ssr src/entry-server.tsx` builds the server renderer into dist-server/: one self-contained ES
// module (React and every package bundled in, no chunks), loaded by apps/server/src/ssr.ts.
export default defineConfig(({ isSsrBuild }) => ({
  base: "/p/",
  plugins: [react(), tailwindcss()],
  ssr: { noExternal: true, target: "node" },
  // The server renderer gets React's production build only (the bundle no longer carries the development copy
  // beside it, whichever NODE_ENV the server runs with).
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  build: isSsrBuild
    ? {
        outDir: "dist-server",
        emptyOutDir: true,
        sourcemap: false,
        // Minified: the server holds the renderer's source in memory for as long as it runs.
        minify: true,
        copyPublicDir: false,
        // One file: the server reloads it by URL after a rebuild, and a chunk importing the entry by another
        // URL would get a second React.
        rolldownOptions: { output: { inlineDynamicImports: true } },
      }
    : { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
}));
