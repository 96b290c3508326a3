// `npm start`: builds apps/dashboard and apps/public when their dist is missing or older than their sources,
// then runs the reference server (apps/server), which migrates the database and serves the API and both apps.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleServerIfStale, newestMtime, SERVER_NODE_FLAGS } from "./lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();

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

if (process.env.SKIP_BUILD !== "1") {
  buildIfStale("dashboard");
  buildIfStale("public");
}
const bundle = bundleServerIfStale(root);
if (!bundle) console.error("apps/server: the bundle failed; running the sources through tsx instead.");

const server = spawn(
  process.execPath,
  bundle ? [...SERVER_NODE_FLAGS, bundle] : ["--import", "tsx", path.join(root, "apps/server/src/main.ts")],
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
