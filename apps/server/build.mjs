// Bundles the server (and the api-client core it uses) into dist/ ahead of time, so `npm start` runs plain
// JavaScript: no TypeScript compiler at run time (DESIGN §5). Dependencies stay in node_modules, loaded as usual.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const started = Date.now();
// Chunk names change with their contents: start from an empty folder so no stale chunk is left behind.
rmSync(path.join(here, "dist"), { recursive: true, force: true });

await build({
  entryPoints: { main: path.join(here, "src/main.ts"), cli: path.join(here, "src/cli.ts") },
  outdir: path.join(here, "dist"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: "linked",
  logLevel: "warning",
  plugins: [
    {
      // Our workspace packages are TypeScript and get bundled; every other package stays external.
      name: "external-dependencies",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@boostdash/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`apps/server: bundled into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
