// A small pool of worker threads that run seller page code in QuickJS (sandboxWorker.ts), so a render never
// blocks the server's own thread and a render that will not stop can be killed with its thread.
// Limits per render (docs/decisions.md#seller-pages-rendered-on-the-server):
// - CPU: QuickJS's interrupt handler stops seller code at `cpuMs`;
// - memory: each code version's QuickJS runtime has `memoryBytes`;
// - the watchdog: some work (a large `Array.prototype.fill`) runs inside one engine call that the interrupt
//   handler cannot stop, and memory grows past QuickJS's limit meanwhile; a worker whose seller code has run
//   `cpuMs + graceMs` is terminated (its memory goes with it) and replaced;
// - the finish: the worker then sanitises the markup and builds its CSS with Tailwind (at most `maxClasses`
//   distinct classes, `maxCss` characters of CSS); a worker still at it after `finishMs` is terminated and
//   replaced the same way, so no page's CSS holds the server's thread or a worker for long
//   (docs/decisions.md#custom-pages-under-attack).
// Nothing in a worker's QuickJS context reaches Node: no require, process, fetch, timers or file system; the
// only way in and out is the JSON of the props and the markup string.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { reactBundle } from "./reactBundle.ts";
import { WORKER_SOURCE } from "./sandboxWorker.ts";
import { SANITIZE_POLICY } from "./sanitize.ts";

const require = createRequire(import.meta.url);

/** Distinct class names a page may use (the default page uses 68). */
export const MAX_CLASSES = 1000;
/** Characters of CSS a page may have. */
export const MAX_CSS = 300_000;

export type RenderFailureKind = "compile" | "throw" | "timeout" | "memory" | "output";

export type RenderOutcome =
  | { ok: true; html: string; css: string }
  | {
      ok: false;
      kind: RenderFailureKind;
      message: string;
      stack?: string;
      /** Not the code's doing (the CSS build outran its time on a busy host): the next render tries again. */
      transient?: true;
    };

export interface SandboxLimits {
  /** Threads (2 by default: this machine has 2 cores, and one runaway page leaves the other free). */
  size: number;
  cpuMs: number;
  memoryBytes: number;
  /** Past `cpuMs`, how long seller code may keep a worker before the watchdog terminates it. */
  graceMs: number;
  /** Setting up a fresh context (React's renderer) before seller code runs. */
  setupMs: number;
  /** Longest markup accepted, in characters. */
  maxOutput: number;
  /** Code versions kept loaded per worker. */
  maxContexts: number;
  /** How long the sanitiser and the CSS build may take, from the end of seller code. */
  finishMs: number;
  /** Bytes (UTF-16) of built CSS each worker keeps, per set of class names. */
  cssCacheBytes: number;
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  size: 2,
  cpuMs: 100,
  memoryBytes: 32 * 1024 * 1024,
  graceMs: 300,
  setupMs: 5000,
  maxOutput: 500_000,
  maxContexts: 16,
  finishMs: 3000,
  cssCacheBytes: 8 * 2 ** 20,
};

/** Whose render: a seller has at most one in the workers at a time, and customers' renders go first. */
export interface JobOwner {
  seller: string;
  priority: "customer" | "preview";
}

interface Job {
  id: number;
  key: string;
  owner: JobOwner;
  code: string;
  props: string;
  resolve: (outcome: RenderOutcome) => void;
}

interface Slot {
  worker: Worker;
  /** Started, with QuickJS and Tailwind loaded: only a ready worker is given a job. */
  ready: boolean;
  /** Resolves when the worker is ready, or has ended before it was. */
  started: Promise<void>;
  job: Job | undefined;
  watchdog: NodeJS.Timeout | undefined;
}

export class SandboxPool {
  private readonly limits: SandboxLimits;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private react: string | undefined;
  private starting: Promise<void> | undefined;
  private closed = false;
  /** Workers terminated by the watchdog (tests and logs read it). */
  killed = 0;

  constructor(limits: Partial<SandboxLimits> = {}) {
    this.limits = { ...DEFAULT_SANDBOX_LIMITS, ...limits };
  }

  /** Loads React's bundle and starts the workers; resolves when they are ready (the first render does it otherwise). */
  start(): Promise<void> {
    this.starting ??= reactBundle().then(async (react) => {
      this.react = react;
      for (let i = 0; i < this.limits.size; i++) this.slots.push(this.spawn());
      await Promise.all(this.slots.map((slot) => slot.started));
    });
    return this.starting;
  }

  /** Renders `code` (compiled seller code that evaluates to the page component) with `props` (JSON). */
  async render(
    key: string,
    code: string,
    props: string,
    owner: JobOwner = { seller: "", priority: "customer" },
  ): Promise<RenderOutcome> {
    await this.start();
    if (this.closed) return { ok: false, kind: "throw", message: "The server is shutting down" };
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, key, owner, code, props, resolve });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.resolve({ ok: false, kind: "throw", message: "The server is shutting down" });
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.watchdog) clearTimeout(slot.watchdog);
        slot.job?.resolve({ ok: false, kind: "throw", message: "The server is shutting down" });
        slot.job = undefined;
        await slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        coreUrl: pathToFileURL(require.resolve("quickjs-emscripten-core")).href,
        variantUrl: pathToFileURL(require.resolve("@jitl/quickjs-wasmfile-release-sync")).href,
        react: this.react,
        maxContexts: this.limits.maxContexts,
        sanitizeHtmlPath: require.resolve("sanitize-html"),
        tailwindPath: require.resolve("tailwindcss"),
        tailwindDir: path.dirname(require.resolve("tailwindcss/package.json")),
        sanitize: SANITIZE_POLICY,
        maxClasses: MAX_CLASSES,
        maxCss: MAX_CSS,
        cssCacheBytes: this.limits.cssCacheBytes,
      },
      // The worker's own JavaScript heap: the sanitiser, Tailwind and the kept CSS (QuickJS's memory is WebAssembly
      // memory, bounded by the runtime's limit and the watchdog).
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
    });
    worker.unref();
    let started = () => {};
    const slot: Slot = {
      worker,
      ready: false,
      started: new Promise((resolve) => {
        started = resolve;
      }),
      job: undefined,
      watchdog: undefined,
    };
    worker.once("exit", () => started());
    worker.on("message", (message: { type: string; id?: number; outcome?: RenderOutcome }) => {
      if (message.type === "ready") {
        slot.ready = true;
        started();
        this.pump();
        return;
      }
      const job = slot.job;
      if (!job || message.id !== job.id) return;
      if (message.type === "running") {
        this.arm(slot, this.limits.cpuMs + this.limits.graceMs);
      } else if (message.type === "finishing") {
        this.arm(slot, this.limits.finishMs, "finish");
      } else if (message.type === "done" && message.outcome) {
        this.finish(slot, message.outcome);
      }
    });
    const replace = (reason: string) => {
      if (this.closed) return;
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      if (slot.watchdog) clearTimeout(slot.watchdog);
      const job = slot.job;
      slot.job = undefined;
      this.slots[index] = this.spawn();
      job?.resolve({ ok: false, kind: "throw", message: reason });
      this.pump();
    };
    worker.on("error", (error) => replace(`The page's sandbox failed: ${error.message}`));
    worker.on("exit", () => replace("The page's sandbox stopped"));
    return slot;
  }

  private arm(slot: Slot, ms: number, stage: "render" | "finish" = "render"): void {
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = setTimeout(() => this.kill(slot, stage), ms);
    slot.watchdog.unref();
  }

  /**
   * The watchdog: the worker's seller code, or the page's sanitiser and CSS build, ran past its time; the thread
   * goes, a fresh one takes its place.
   */
  private kill(slot: Slot, stage: "render" | "finish"): void {
    const job = slot.job;
    const index = this.slots.indexOf(slot);
    if (!job || index < 0) return;
    this.killed++;
    slot.job = undefined;
    slot.watchdog = undefined;
    this.slots[index] = this.spawn();
    void slot.worker.terminate();
    job.resolve({
      ok: false,
      kind: "timeout",
      message:
        stage === "render"
          ? `The page took longer than ${this.limits.cpuMs} ms to render and was stopped`
          : `The page's markup and CSS took longer than ${this.limits.finishMs.toLocaleString("en-US")} ms to finish and were stopped`,
      ...(stage === "finish" ? { transient: true as const } : {}),
    });
    this.pump();
  }

  private finish(slot: Slot, outcome: RenderOutcome): void {
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = undefined;
    const job = slot.job;
    slot.job = undefined;
    job?.resolve(outcome);
    this.pump();
  }

  /**
   * The next job a free worker takes: the oldest customer's render, else the oldest preview, in both cases of a
   * seller who has no render in a worker now (docs/decisions.md#custom-pages-under-attack). A seller's other jobs
   * wait in the queue; a job without a seller ("") is never held back.
   */
  private next(): Job | undefined {
    const busy = new Set(this.slots.map((s) => s.job?.owner.seller).filter((x) => x));
    for (const priority of ["customer", "preview"] as const) {
      const index = this.queue.findIndex(
        (j) => j.owner.priority === priority && (j.owner.seller === "" || !busy.has(j.owner.seller)),
      );
      if (index >= 0) return this.queue.splice(index, 1)[0];
    }
    return undefined;
  }

  private pump(): void {
    // A worker starting (the first ones, or one that replaces a terminated worker) takes no job until it is ready:
    // the others serve meanwhile.
    for (const slot of this.slots) {
      if (slot.job || !slot.ready) continue;
      const job = this.next();
      if (!job) return;
      slot.job = job;
      this.arm(slot, this.limits.setupMs);
      slot.worker.postMessage({
        type: "render",
        id: job.id,
        key: job.key,
        code: job.code,
        props: job.props,
        cpuMs: this.limits.cpuMs,
        memoryBytes: this.limits.memoryBytes,
        maxOutput: this.limits.maxOutput,
      });
    }
  }
}
