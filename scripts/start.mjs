// `npm start`: builds apps/dashboard and apps/public when their dist is missing or older than their sources,
// then runs the reference server (apps/server), which migrates the database and serves the API and both apps.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();

/** Newest modification time under the given paths (skipping dependencies and build output). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
        if (/\.(stories|test)\.[tj]sx?$/.test(name)) continue;
        visit(path.join(p, name));
      }
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of paths) visit(p);
  return newest;
}

function buildIfStale(app) {
  const dir = path.join(root, "apps", app);
  const index = path.join(dir, "dist", "index.html");
  const sources = newestMtime([
    path.join(dir, "src"),
    path.join(dir, "index.html"),
    path.join(dir, "vite.config.ts"),
    path.join(dir, "package.json"),
    path.join(root, "packages", "ui", "src"),
    path.join(root, "packages", "api-client", "src"),
  ]);
  if (existsSync(index) && statSync(index).mtimeMs >= sources) {
    console.log(`apps/${app}: build is up to date`);
    return;
  }
  console.log(`apps/${app}: ${existsSync(index) ? "sources changed" : "no build yet"}, building...`);
  const t = Date.now();
  const r = spawnSync("npm", ["run", "build", "-w", `@boostdash/${app}`], { cwd: root, encoding: "utf8" });
  const output = `${r.stdout ?? ""}${r.stderr ?? ""}`;
  if (r.status !== 0) {
    // The tail is where the bundler says what broke.
    console.error(output.split("\n").slice(-25).join("\n"));
    console.error(
      `apps/${app}: the build failed (exit ${r.status}); the server starts anyway and shows a notice there.`,
    );
    return;
  }
  if (/not built yet/i.test(output) || !existsSync(index)) {
    console.log(`apps/${app}: skipped: its build script is still a placeholder (no dist/index.html).`);
    return;
  }
  console.log(`apps/${app}: built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

/** The server bundle (apps/server/dist), rebuilt when the server's or the api-client's sources are newer. */
function bundleServerIfStale() {
  const bundle = path.join(root, "apps/server/dist/main.mjs");
  const sources = newestMtime([
    path.join(root, "apps/server/src"),
    path.join(root, "apps/server/build.mjs"),
    path.join(root, "apps/server/package.json"),
    path.join(root, "packages/api-client/src"),
  ]);
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= sources) return bundle;
  const r = spawnSync(process.execPath, [path.join(root, "apps/server/build.mjs")], {
    cwd: root,
    encoding: "utf8",
  });
  if (r.status !== 0) {
    console.error(`${r.stdout ?? ""}${r.stderr ?? ""}`);
    console.error("apps/server: the bundle failed; running the sources through tsx instead.");
    return undefined;
  }
  process.stdout.write(r.stdout ?? "");
  return bundle;
}

if (process.env.SKIP_BUILD !== "1") {
  buildIfStale("dashboard");
  buildIfStale("public");
}
const bundle = bundleServerIfStale();

const server = spawn(
  process.execPath,
  // A young generation of 4 MB (V8's default grows to 16 MB per semi-space): requests allocate little, and the
  // idle server stays near 85 MB instead of 95 (docs/decisions.md, "A lean server").
  bundle
    ? ["--max-semi-space-size=4", bundle]
    : ["--import", "tsx", path.join(root, "apps/server/src/main.ts")],
  {
    cwd: root,
    stdio: ["inherit", "pipe", "inherit"],
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  },
);
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (String(chunk).includes("Server ready on")) {
    console.log(`Started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
