// React 19's server renderer as one script for the QuickJS sandbox (sandbox.ts): bundled with esbuild on first
// use and kept on disk beside node_modules, keyed by React's version, so later starts read a file.
// Why a bundle of our own: docs/decisions.md#seller-pages-rendered-on-the-server.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// React as react-dom sees it (one copy of React for the element and the renderer).
const fromDom = createRequire(createRequire(import.meta.url).resolve("react-dom/package.json"));

/**
 * What QuickJS lacks and React's renderer touches while loading. Timers are accepted and never run: a render is
 * synchronous, and nothing outlives it (docs/decisions.md#seller-pages-rendered-on-the-server).
 */
const POLYFILLS = `
var globalThis_ = typeof globalThis !== "undefined" ? globalThis : this;
globalThis_.setTimeout = function () { return 0; };
globalThis_.clearTimeout = function () {};
globalThis_.setImmediate = function () { return 0; };
globalThis_.queueMicrotask = function () {};
globalThis_.MessageChannel = function () {
  this.port1 = { onmessage: null, postMessage: function () {} };
  this.port2 = { onmessage: null, postMessage: function () {} };
};
globalThis_.TextEncoder = function () {};
globalThis_.TextEncoder.prototype.encode = function (s) {
  s = String(s == null ? "" : s);
  var out = [];
  for (var i = 0; i < s.length; i++) {
    var c = s.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
      var d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) { c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00); i++; }
    }
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return new Uint8Array(out);
};
globalThis_.TextEncoder.prototype.encodeInto = function (s, dest) {
  var b = this.encode(s); dest.set(b.subarray(0, dest.length));
  return { read: s.length, written: Math.min(b.length, dest.length) };
};
// QuickJS has no Intl: numbers read as en-US (grouped thousands, up to 3 decimals), as the default page expects.
Number.prototype.toLocaleString = function () {
  var n = Number(this);
  if (!isFinite(n)) return String(n);
  var neg = n < 0; n = Math.abs(n);
  var parts = (Math.round(n * 1000) / 1000).toString().split(".");
  var whole = parts[0].replace(/\\B(?=(\\d{3})+(?!\\d))/g, ",");
  return (neg ? "-" : "") + whole + (parts[1] ? "." + parts[1] : "");
};
globalThis_.TextDecoder = function () {};
globalThis_.TextDecoder.prototype.decode = function (b) {
  var s = ""; if (!b) return s;
  for (var i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
  return s;
};
`;

const ENTRY = (serverFile: string) => `
import * as React from "react";
import { renderToStaticMarkup } from ${JSON.stringify(serverFile)};
globalThis.React = React;
globalThis.__boostdashRender = renderToStaticMarkup;
`;

function cacheFile(version: string): string {
  const nodeModules = path.resolve(path.dirname(fromDom.resolve("react/package.json")), "..");
  return path.join(nodeModules, ".cache", "boostdash", `sandbox-react-${version}.js`);
}

let pending: Promise<string> | undefined;

/** The script that defines `React` and `__boostdashRender(element)` inside the sandbox. */
export function reactBundle(): Promise<string> {
  pending ??= load();
  return pending;
}

async function load(): Promise<string> {
  const reactVersion = (fromDom("react/package.json") as { version: string }).version;
  const domVersion = (fromDom("react-dom/package.json") as { version: string }).version;
  const file = cacheFile(`${reactVersion}-${domVersion}-3`);
  try {
    return readFileSync(file, "utf8");
  } catch {
    // Not built yet on this machine.
  }
  const serverFile = path.join(
    path.dirname(fromDom.resolve("react-dom/package.json")),
    "cjs/react-dom-server-legacy.browser.production.js",
  );
  // esbuild stays out of the server bundle (apps/server/build.mjs): its API finds its binary at run time.
  const { build } = await import("esbuild");
  const out = await build({
    stdin: {
      contents: ENTRY(serverFile),
      resolveDir: path.dirname(fromDom.resolve("react-dom/package.json")),
    },
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    banner: { js: POLYFILLS },
    logLevel: "silent",
  });
  const code = out.outputFiles[0]?.text ?? "";
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
  } catch {
    // A read-only install: bundle again at the next start.
  }
  return code;
}
