import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Served by apps/server under "/p/" (see docs/decisions.md), so hashed assets never collide between apps.
// The manifest (dist/.vite/manifest.json) lets scripts/budgets.mjs measure each route's initial chunks.
export default defineConfig({
  base: "/p/",
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
