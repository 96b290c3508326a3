// Seller live-stock pages rendered on the server (docs/decisions.md#seller-pages-rendered-on-the-server):
// compiled (compile.ts), rendered in the QuickJS sandbox with the live-stock data, then sanitised (sanitize.ts's
// policy) and given the CSS of the classes it uses, both in the sandbox's workers too (sandbox.ts). Outcomes are kept per code version and data, so a
// busy page renders once per change of its figures. A page that fails (throws, runs out of time or memory) leaves
// customers on the default page, and the server logs one warning per code version.
import {
  type CompiledPage,
  type CompileError,
  codeKey,
  compilePage,
  lineOf,
  type PageNotice,
  pageNotices,
} from "./compile.ts";
import { type JobOwner, type RenderFailureKind, type SandboxLimits, SandboxPool } from "./sandbox.ts";

export { MAX_CLASSES, MAX_CSS } from "./sandbox.ts";

/** What customers get for a custom page: sanitised markup and its CSS. */
export interface CustomPageMarkup {
  html: string;
  css: string;
}

export type CustomPageOutcome =
  | { ok: true; page: CustomPageMarkup }
  | { ok: false; kind: RenderFailureKind; message: string; line?: number; transient?: true };

export interface CustomPagesOptions {
  limits?: Partial<SandboxLimits>;
  /** Called once per code version that fails (the server's log). */
  warn?: (details: { codeVersion: string; kind: RenderFailureKind; message: string; line?: number }) => void;
  /** Bytes (UTF-16, as V8 keeps strings) each cache may hold; DEFAULT_CACHE_BYTES otherwise. */
  cacheBytes?: Partial<CacheBytes>;
}

export interface CacheBytes {
  /** Outcomes customers are served from (the public live-stock page and the editor's "customers see" status). */
  customer: number;
  /** Outcomes of previews and saves: kept apart, so previews can neither fill nor evict the customers' cache. */
  preview: number;
  /** Compiled code versions. */
  compiled: number;
  /** Failed code versions, per seller. */
  broken: number;
}

export const DEFAULT_CACHE_BYTES: CacheBytes = {
  customer: 64 * 2 ** 20,
  preview: 16 * 2 ** 20,
  compiled: 16 * 2 ** 20,
  broken: 2 ** 20,
};

/** Whose render and for whom: customers' renders and previews are cached apart. */
export interface RenderFor {
  seller: string;
  purpose: "customer" | "preview";
}

/** A pending outcome's size until it settles. */
const PENDING_BYTES = 1024;

/** A least-recently-used map bounded by the bytes of its values (each value's size is given with it). */
export class ByteCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, marked as used last. */
  get(key: string): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  /** The value, its place left as it is. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    const size = bytes + key.length * 2;
    // Larger than the whole cache: not kept at all rather than emptying the cache for it.
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, bytes: size });
    this.total += size;
    this.trim();
  }

  /** Sets a kept value's size (an outcome that settled), if it is still the value kept under `key`. */
  resize(key: string, value: V, bytes: number): void {
    const e = this.entries.get(key);
    if (!e || e.value !== value) return;
    const size = bytes + key.length * 2;
    this.total += size - e.bytes;
    e.bytes = size;
    if (size > this.maxBytes) this.delete(key);
    else this.trim();
  }

  delete(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.total -= e.bytes;
  }

  private trim(): void {
    for (const [key, e] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(key);
      this.total -= e.bytes;
    }
  }
}

function outcomeBytes(o: CustomPageOutcome): number {
  return 2 * (o.ok ? o.page.html.length + o.page.css.length : o.message.length) + 64;
}

/** Past its first failure this way, a code version is not run again (for any data) until it changes. */
const FAILS_FOR_ANY_DATA = new Set<RenderFailureKind>(["compile", "timeout", "memory"]);

export class CustomPages {
  readonly pool: SandboxPool;
  /** Customers' outcomes; previews never enter it (docs/decisions.md#custom-pages-under-attack). */
  readonly customerOutcomes: ByteCache<Promise<CustomPageOutcome>>;
  readonly previewOutcomes: ByteCache<Promise<CustomPageOutcome>>;
  private readonly compiled: ByteCache<{ ok: true; page: CompiledPage } | { ok: false; error: CompileError }>;
  private readonly brokenVersions: ByteCache<CustomPageOutcome>;
  /** Seller and code version keys (about 60 bytes each), so bounded in bytes by their count. */
  private readonly warned = new Set<string>();
  /** Renders run in the sandbox (not answered from the kept outcomes): tests and the bench read it. */
  renders = 0;

  constructor(private readonly options: CustomPagesOptions = {}) {
    this.pool = new SandboxPool(options.limits);
    const bytes = { ...DEFAULT_CACHE_BYTES, ...options.cacheBytes };
    this.customerOutcomes = new ByteCache(bytes.customer);
    this.previewOutcomes = new ByteCache(bytes.preview);
    this.compiled = new ByteCache(bytes.compiled);
    this.brokenVersions = new ByteCache(bytes.broken);
  }

  compile(source: string): { ok: true; page: CompiledPage } | { ok: false; error: CompileError } {
    const key = codeKey(source);
    let hit = this.compiled.get(key);
    if (!hit) {
      hit = compilePage(source);
      this.compiled.set(key, hit, 2 * (hit.ok ? hit.page.code.length : hit.error.message.length));
    }
    return hit;
  }

  notices(source: string): PageNotice[] {
    return pageNotices(source);
  }

  /**
   * The page for `source` with `props`, or why there is none. Everything is kept per seller: two sellers with the
   * same code share no QuickJS context and no outcome (docs/decisions.md#custom-pages-under-attack).
   */
  render(
    source: string,
    props: object,
    who: RenderFor = { seller: "", purpose: "customer" },
  ): Promise<CustomPageOutcome> {
    const version = codeKey(source);
    const sellerVersion = `${who.seller}\u0000${version}`;
    const broken = this.brokenVersions.get(sellerVersion);
    if (broken) return Promise.resolve(broken);
    const key = `${sellerVersion}\u0000${JSON.stringify(props)}`;
    const cache = who.purpose === "customer" ? this.customerOutcomes : this.previewOutcomes;
    // A preview may read what customers get (the same code and figures), without touching its place.
    const known = cache.get(key) ?? (who.purpose === "preview" ? this.customerOutcomes.peek(key) : undefined);
    if (known) return known;
    const outcome = this.run(source, sellerVersion, props, {
      seller: who.seller,
      priority: who.purpose,
    });
    cache.set(key, outcome, PENDING_BYTES);
    void outcome.then((o) => {
      if (!o.ok && o.transient) {
        // Not kept: the next request renders again (sandbox.ts, the finish's deadline).
        cache.delete(key);
        return;
      }
      cache.resize(key, outcome, outcomeBytes(o));
      if (o.ok) return;
      if (FAILS_FOR_ANY_DATA.has(o.kind)) this.brokenVersions.set(sellerVersion, o, outcomeBytes(o));
      if (!this.warned.has(sellerVersion)) {
        this.warned.add(sellerVersion);
        trim(this.warned, 20_000);
        this.options.warn?.({ codeVersion: version, kind: o.kind, message: o.message, line: o.line });
      }
    });
    return outcome;
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private async run(
    source: string,
    contextKey: string,
    props: object,
    owner: JobOwner,
  ): Promise<CustomPageOutcome> {
    const compiled = this.compile(source);
    if (!compiled.ok) return { ok: false, kind: "compile", ...compiled.error };
    this.renders++;
    let result = await this.pool.render(contextKey, compiled.page.code, JSON.stringify(props), owner);
    // A render stopped at its time limit is tried once more before it counts against the code (a timeout marks the
    // version broken for every customer): the limit is wall time, and on a busy machine a page that renders in a few
    // milliseconds missed it once (CI saw a seller's save refused so). A page that really runs away misses it again;
    // the retry costs it one more limit, once per version.
    if (!result.ok && result.kind === "timeout" && !result.transient) {
      this.renders++;
      result = await this.pool.render(contextKey, compiled.page.code, JSON.stringify(props), owner);
    }
    if (!result.ok) {
      const line = lineOf(result.stack);
      return {
        ok: false,
        kind: result.kind,
        message: result.message,
        ...(line ? { line } : {}),
        ...(result.transient ? { transient: true as const } : {}),
      };
    }
    return { ok: true, page: { html: result.html, css: result.css } };
  }
}

function trim<K>(m: Set<K>, max: number): void {
  while (m.size > max) {
    const oldest = m.keys().next().value;
    if (oldest === undefined) break;
    m.delete(oldest);
  }
}
