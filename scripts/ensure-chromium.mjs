#!/usr/bin/env node
// Finds Debian's Chromium for the browser tests; installs it with apt when missing and we are root on Debian.
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { findChromium } from "./lib/chromium.mjs";

function ensure() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const isDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
  if (isRoot && isDebian) {
    console.log("Chromium not found: installing Debian's chromium with apt-get (about 30 s)...");
    const log = "/tmp/boostdash-chromium-apt.log";
    try {
      const opts = { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" }, encoding: "utf8" };
      // Debian's mirrors drop a connection now and then: apt retries each download before giving up.
      const retries = ["-o", "Acquire::Retries=5"];
      writeFileSync(log, execFileSync("apt-get", [...retries, "update", "-qq"], opts));
      const packages = ["chromium", "fonts-dejavu-core"];
      const args = [...retries, "install", "-y", "-qq", "--no-install-recommends", ...packages];
      writeFileSync(log, execFileSync("apt-get", args, opts), { flag: "a" });
    } catch (err) {
      console.error(
        `apt-get could not install chromium (log: ${log}): ${err instanceof Error ? err.message : err}`,
      );
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    "Chromium is needed for the story tests and was not found.\n" +
      "Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensure();
  let version = "";
  try {
    version = execFileSync(path, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {}
  console.log(`Chromium: ${path} ${version}`);
}
