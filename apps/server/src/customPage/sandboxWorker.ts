// The code of one sandbox worker (sandbox.ts starts it with `eval: true`): QuickJS (WebAssembly) with React's
// server renderer, one QuickJS runtime per seller code version, each with its own memory limit, and a deadline
// on every run of seller code. Plain JavaScript in a string so the server bundle (apps/server/build.mjs) leaves
// it as it is. Messages: {type:"render", id, key, code, props, cpuMs, memoryBytes, maxOutput} in;
// {type:"running", id} when seller code starts, then {type:"done", id, outcome} out.
export const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
let quickjs, core;
const contexts = new Map();
const MAX_CONTEXTS = workerData.maxContexts;

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

function describe(ctx, handle) {
  const value = ctx.dump(handle);
  handle.dispose();
  if (value && typeof value === "object") {
    return {
      name: cut(value.name || "Error", 100),
      message: cut(value.message || value.name || "Error", MAX_MESSAGE),
      stack: cut(value.stack || "", 4 * MAX_MESSAGE),
    };
  }
  return { name: "Error", message: cut(value, MAX_MESSAGE), stack: "" };
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

const ready = init();
parentPort.on("message", async (job) => {
  await ready;
  let outcome;
  try {
    outcome = render(job);
  } catch (error) {
    outcome = { ok: false, kind: "throw", message: cut((error && error.message) || error, MAX_MESSAGE) };
  }
  parentPort.postMessage({ type: "done", id: job.id, outcome });
});
ready.then(() => parentPort.postMessage({ type: "ready" }), (error) => { throw error; });
`;
