// The code of one sandbox worker (sandbox.ts starts it with `eval: true`): QuickJS (WebAssembly) with React's
// server renderer, one QuickJS runtime per seller code version, each with its own memory limit, and a deadline
// on every run of seller code. Then the page is finished here too, off the server's thread: sanitised
// (sanitize.ts's policy), its class names counted against `maxClasses`, and Tailwind's CSS built for them (kept
// per set of class names, up to `cssCacheBytes` in each worker) and held to `maxCss` characters
// (docs/decisions.md#custom-pages-under-attack). Plain JavaScript in a string so the server bundle
// (apps/server/build.mjs) leaves it as it is. Messages: {type:"render", id, key, code, props, cpuMs, memoryBytes,
// maxOutput} in; {type:"running", id} when seller code starts, {type:"finishing", id} when it has ended and the
// sanitiser and Tailwind start, then {type:"done", id, outcome} out.
export const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
let quickjs, core;
const contexts = new Map();
const MAX_CONTEXTS = workerData.maxContexts;
const { readFileSync } = require("node:fs");
const path = require("node:path");
const sanitizeHtml = require(workerData.sanitizeHtmlPath);
const tailwind = require(workerData.tailwindPath);
const SANITIZE = Object.assign({}, workerData.sanitize, {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(workerData.sanitize.extraTags),
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
    button: sanitizeHtml.simpleTransform("button", { type: "button" }),
  },
});
delete SANITIZE.extraTags;

async function init() {
  core = await import(workerData.coreUrl);
  const variant = (await import(workerData.variantUrl)).default;
  quickjs = await core.newQuickJSWASMModuleFromVariant(variant);
}

function dispose(entry) {
  try { entry.ctx.dispose(); } catch {}
  try { entry.rt.dispose(); } catch {}
}

// A thrown message can be megabytes ("e".repeat(5e6)): it goes to the editor, the outcome caches and the log, so
// it is cut here, before it leaves the worker (docs/decisions.md#custom-pages-under-attack).
const MAX_MESSAGE = 1024;
function cut(text, max) {
  const s = String(text);
  return s.length > max ? s.slice(0, max) + "... (" + s.length + " characters)" : s;
}

// A value of the context as text, cut to max characters. Strings are read as they are (ctx.dump would turn a 5 MB
// message into JSON and back: 0.3 s of the watchdog's time); other values through dump, which is small for them.
function text(ctx, handle, max) {
  const type = ctx.typeof(handle);
  if (type === "undefined") return "";
  if (type === "string") return cut(ctx.getString(handle), max);
  if (type === "object" || type === "function") return type === "function" ? "[function]" : "[object]";
  return cut(ctx.dump(handle), max);
}

function describe(ctx, handle) {
  try {
    const type = ctx.typeof(handle);
    if (type !== "object") return { name: "Error", message: text(ctx, handle, MAX_MESSAGE), stack: "" };
    if (ctx.sameValue(handle, ctx.null)) return { name: "Error", message: "null", stack: "" };
    const field = (name, max) => {
      const h = ctx.getProp(handle, name);
      try {
        return text(ctx, h, max);
      } finally {
        h.dispose();
      }
    };
    const name = field("name", 100);
    if (name === "") {
      // null, or an object that is not an Error: its JSON, as before.
      return { name: "Error", message: cut(JSON.stringify(ctx.dump(handle)), MAX_MESSAGE), stack: "" };
    }
    return { name, message: field("message", MAX_MESSAGE) || name, stack: field("stack", 4 * MAX_MESSAGE) };
  } finally {
    handle.dispose();
  }
}

function classify(error) {
  const text = error.name + ": " + error.message;
  if (/out of memory/i.test(text)) return "memory";
  if (/interrupted/i.test(text)) return "timeout";
  if (/stack overflow/i.test(text)) return "memory";
  return "throw";
}

function failure(error) {
  return { ok: false, kind: classify(error), message: error.message, name: error.name, stack: error.stack };
}

function contextFor(job) {
  const hit = contexts.get(job.key);
  if (hit) {
    contexts.delete(job.key);
    contexts.set(job.key, hit);
    return { entry: hit };
  }
  const rt = quickjs.newRuntime();
  rt.setMemoryLimit(job.memoryBytes);
  rt.setMaxStackSize(512 * 1024);
  const ctx = rt.newContext();
  const entry = { rt, ctx };
  const lib = ctx.evalCode(workerData.react, "react.js");
  if (lib.error) {
    const error = describe(ctx, lib.error);
    dispose(entry);
    return { outcome: failure(error) };
  }
  lib.value.dispose();
  parentPort.postMessage({ type: "running", id: job.id });
  rt.setInterruptHandler(core.shouldInterruptAfterDeadline(Date.now() + job.cpuMs));
  const page = ctx.evalCode(job.code, "page.tsx");
  rt.removeInterruptHandler();
  if (page.error) {
    const error = describe(ctx, page.error);
    dispose(entry);
    return { outcome: failure(error) };
  }
  ctx.setProp(ctx.global, "__boostdashPage", page.value);
  page.value.dispose();
  contexts.set(job.key, entry);
  while (contexts.size > MAX_CONTEXTS) {
    const [oldestKey, oldest] = contexts.entries().next().value;
    contexts.delete(oldestKey);
    dispose(oldest);
  }
  return { entry };
}

function render(job) {
  const { entry, outcome } = contextFor(job);
  if (!entry) return outcome;
  const { ctx, rt } = entry;
  parentPort.postMessage({ type: "running", id: job.id });
  const props = ctx.newString(job.props);
  ctx.setProp(ctx.global, "__boostdashProps", props);
  props.dispose();
  rt.setInterruptHandler(core.shouldInterruptAfterDeadline(Date.now() + job.cpuMs));
  const result = ctx.evalCode(
    "(function () { if (typeof __boostdashPage !== 'function') throw new Error('LiveStockPage is not defined: define a component named LiveStockPage'); return __boostdashRender(React.createElement(__boostdashPage, JSON.parse(__boostdashProps))); })()",
    "render.js",
  );
  rt.removeInterruptHandler();
  if (result.error) {
    const error = describe(ctx, result.error);
    const out = failure(error);
    // A run stopped half-way may leave the context in any state: the next render starts a fresh one.
    if (out.kind !== "throw") {
      contexts.delete(job.key);
      dispose(entry);
    }
    return out;
  }
  const html = ctx.dump(result.value);
  result.value.dispose();
  if (typeof html !== "string") return { ok: false, kind: "throw", message: "The page rendered no markup" };
  if (html.length > job.maxOutput) {
    return { ok: false, kind: "output", message: "The page's markup is larger than " + job.maxOutput + " characters" };
  }
  return { ok: true, html };
}

// Tailwind's own stylesheets (@import "tailwindcss" and the files it imports), read once.
const TAILWIND_DIR = workerData.tailwindDir;
const sheets = new Map();
async function loadStylesheet(id, base) {
  const rel = id === "tailwindcss" ? "index.css" : id.replace(/^tailwindcss\//, "");
  const file = path.resolve(id.startsWith(".") ? base : TAILWIND_DIR, rel.endsWith(".css") ? rel : rel + ".css");
  if (!file.startsWith(TAILWIND_DIR + path.sep)) throw new Error("Cannot load " + id);
  let content = sheets.get(file);
  if (content === undefined) {
    content = readFileSync(file, "utf8");
    sheets.set(file, content);
  }
  return { path: file, base: path.dirname(file), content };
}

// CSS kept per set of class names, least recently used first out, bounded by bytes (UTF-16).
const cssBySet = new Map();
let cssBytes = 0;
async function utilityCss(classNames) {
  const key = classNames.join(" ");
  const hit = cssBySet.get(key);
  if (hit !== undefined) {
    cssBySet.delete(key);
    cssBySet.set(key, hit);
    return hit;
  }
  // A compiler keeps every class it was ever given, so each set gets its own.
  const compiler = await tailwind.compile('@import "tailwindcss";', { base: TAILWIND_DIR, loadStylesheet });
  const css = compiler
    .build(classNames)
    .replace(/\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\//g, "")
    .replace(/\n\s*/g, "")
    .replace(/<\/style/gi, "<\\/style");
  const bytes = 2 * (key.length + css.length);
  if (bytes <= workerData.cssCacheBytes) {
    cssBySet.set(key, css);
    cssBytes += bytes;
    for (const [k, v] of cssBySet) {
      if (cssBytes <= workerData.cssCacheBytes) break;
      cssBySet.delete(k);
      cssBytes -= 2 * (k.length + v.length);
    }
  }
  return css;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
function unescapeAttribute(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
/** The class names the sanitised markup uses (Tailwind's candidates), sorted. */
function classNamesOf(html) {
  const names = new Set();
  for (const m of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (m[1] || "").split(/\s+/)) if (name) names.add(unescapeAttribute(name));
  }
  return [...names].sort();
}

function grouped(n) {
  return n.toLocaleString("en-US");
}

// The rendered markup made what customers get: sanitised, with the CSS of the classes it uses.
async function finish(job, html) {
  parentPort.postMessage({ type: "finishing", id: job.id });
  const clean = sanitizeHtml(html, SANITIZE);
  const classes = classNamesOf(clean);
  if (classes.length > workerData.maxClasses) {
    return {
      ok: false,
      kind: "output",
      message: "The page uses " + grouped(classes.length) + " different class names; at most " + grouped(workerData.maxClasses) + " are turned into CSS",
    };
  }
  const css = await utilityCss(classes);
  if (css.length > workerData.maxCss) {
    return { ok: false, kind: "output", message: "The page's CSS is larger than " + grouped(workerData.maxCss) + " characters" };
  }
  return { ok: true, html: clean, css };
}

// Tailwind's first build in a thread reads its stylesheets and warms its code (about half a second on a busy host):
// done before the worker says it is ready, so no page waits for it.
const ready = init().then(() => utilityCss([]));
parentPort.on("message", async (job) => {
  await ready;
  let outcome;
  try {
    outcome = render(job);
    if (outcome.ok) outcome = await finish(job, outcome.html);
  } catch (error) {
    outcome = { ok: false, kind: "throw", message: cut((error && error.message) || error, MAX_MESSAGE) };
  }
  parentPort.postMessage({ type: "done", id: job.id, outcome });
});
ready.then(() => parentPort.postMessage({ type: "ready" }), (error) => { throw error; });
`;
