import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Served by apps/server under "/" (see docs/decisions.md), so hashed assets never collide between apps.
export default defineConfig({
  base: "/",
  plugins: [react(), tailwindcss()],
  // Monaco's workers (editor, TypeScript) are bundled as ES module workers of the editor's chunk.
  worker: { format: "es" },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
