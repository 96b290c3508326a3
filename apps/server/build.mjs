// Bundles the server, the api-client core it uses and its dependencies into dist/ ahead of time, so `npm start`
// runs plain JavaScript: no TypeScript compiler at run time (docs/decisions.md#a-lean-server). Minified (names kept, for stack traces):
// one module graph of compact source instead of hundreds of files holds about 5 MB less memory idle
// (docs/decisions.md, "A lean server"). Native and driver packages stay in node_modules, loaded when used.
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
  minify: true,
  keepNames: true,
  sourcemap: "linked",
  logLevel: "warning",
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);',
  },
  plugins: [
    {
      // A native addon, a driver loaded only for its database (pg optionally loads pg-native), and esbuild (its API
      // finds its binary at run time; the sandbox bundles React with it on first use, customPage/reactBundle.ts).
      name: "external-drivers",
      setup(b) {
        b.onResolve({ filter: /^(better-sqlite3|pg|pg-native|esbuild)(\/|$)/ }, (args) => ({
          path: args.path,
          external: true,
        }));
      },
    },
  ],
});
console.log(`apps/server: bundled into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
