// Waiting for a spawned server (`npm start`'s entry, the built bundle or the sources): the e2e journeys and the benches.

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
