// The server's bundle and how it runs (`npm start` and the benches), and waiting for a spawned server (`npm start`'s
// entry, the built bundle or the sources): the e2e journeys and the benches.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The Node flags the bundled server runs with: a young generation of 4 MB (V8's default grows to 16 MB per
 * semi-space); requests allocate little, and the idle server stays near 85 MB instead of 95 (docs/decisions.md,
 * "A lean server").
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4"];

/** Newest modification time under the given paths (skipping dependencies, build output, stories and tests). */
export function newestMtime(paths) {
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

/**
 * The server bundle (apps/server/dist/main.mjs), bundled again when the server's or the api-client's sources are
 * newer. Undefined, with the bundler's output printed, when bundling fails.
 */
export function bundleServerIfStale(root) {
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
    return undefined;
  }
  process.stdout.write(r.stdout ?? "");
  return bundle;
}

/**
 * Resolves when `child` prints "Server ready on <url>", with that URL, the moment it was seen (`performance.now()`),
 * and the first seller's access code, bot key and guild when the server printed them (a fresh data directory).
 * Rejects with what the server printed when it exits first or is not ready within `seconds`.
 */
export function serverReady(child, seconds) {
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${seconds} s:\n${out}`)),
      seconds * 1000,
    );
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.stdout.on("data", (d) => {
      out += d;
      const ready = /Server ready on (http:\/\/\S+)/.exec(out);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve({
          url: ready[1],
          readyAt: performance.now(),
          output: () => out,
          accessCode: /^Access code: (\S+)$/m.exec(out)?.[1] ?? "",
          botKey: /^Bot key: (bk_\S+)$/m.exec(out)?.[1] ?? "",
          guildId: /Live stock page: \S+\/api\/([^/\s]+)\/live-stock/.exec(out)?.[1] ?? "",
        });
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}
