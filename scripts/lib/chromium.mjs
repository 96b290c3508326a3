// Debian's Chromium, as every browser run here starts it: the story tests, the e2e journeys and the benches.
import { existsSync } from "node:fs";

/** CHROMIUM_PATH when set (it must exist), else Debian's or Ubuntu's binary; null when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Headless in a container, and quiet: no sandbox, no GPU, and no traffic of Chromium's own (updates, sync). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-gpu",
];
