// Seller live-stock pages rendered on the server (docs/decisions.md#seller-pages-rendered-on-the-server):
// compiled (compile.ts), rendered in the QuickJS sandbox with the live-stock data (sandbox.ts), sanitised
// (sanitize.ts), with the CSS of the classes it uses (css.ts). Outcomes are kept per code version and data, so a
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
import { utilityCss } from "./css.ts";
import { type RenderFailureKind, type SandboxLimits, SandboxPool } from "./sandbox.ts";
import { classNamesOf, sanitizePage } from "./sanitize.ts";

/** What customers get for a custom page: sanitised markup and its CSS. */
export interface CustomPageMarkup {
  html: string;
  css: string;
}

export type CustomPageOutcome =
  | { ok: true; page: CustomPageMarkup }
  | { ok: false; kind: RenderFailureKind; message: string; line?: number };

export interface CustomPagesOptions {
  limits?: Partial<SandboxLimits>;
  /** Called once per code version that fails (the server's log). */
  warn?: (details: { codeVersion: string; kind: RenderFailureKind; message: string; line?: number }) => void;
  maxEntries?: number;
}

/** Past its first failure this way, a code version is not run again (for any data) until it changes. */
const FAILS_FOR_ANY_DATA = new Set<RenderFailureKind>(["compile", "timeout", "memory"]);

export class CustomPages {
  readonly pool: SandboxPool;
  private readonly outcomes = new Map<string, Promise<CustomPageOutcome>>();
  private readonly compiled = new Map<
    string,
    { ok: true; page: CompiledPage } | { ok: false; error: CompileError }
  >();
  private readonly brokenVersions = new Map<string, CustomPageOutcome>();
  private readonly warned = new Set<string>();
  private readonly maxEntries: number;
  /** Renders run in the sandbox (not answered from the kept outcomes): tests and the bench read it. */
  renders = 0;

  constructor(private readonly options: CustomPagesOptions = {}) {
    this.pool = new SandboxPool(options.limits);
    this.maxEntries = options.maxEntries ?? 2000;
  }

  compile(source: string): { ok: true; page: CompiledPage } | { ok: false; error: CompileError } {
    const key = codeKey(source);
    let hit = this.compiled.get(key);
    if (!hit) {
      hit = compilePage(source);
      this.compiled.set(key, hit);
      trim(this.compiled, this.maxEntries);
    }
    return hit;
  }

  notices(source: string): PageNotice[] {
    return pageNotices(source);
  }

  /** The page for `source` with `props`, or why there is none. */
  render(source: string, props: object): Promise<CustomPageOutcome> {
    const version = codeKey(source);
    const broken = this.brokenVersions.get(version);
    if (broken) return Promise.resolve(broken);
    const key = `${version}\u0000${JSON.stringify(props)}`;
    let outcome = this.outcomes.get(key);
    if (outcome) {
      this.outcomes.delete(key);
      this.outcomes.set(key, outcome);
      return outcome;
    }
    outcome = this.run(source, version, props);
    this.outcomes.set(key, outcome);
    trim(this.outcomes, this.maxEntries);
    void outcome.then((o) => {
      if (o.ok) return;
      if (FAILS_FOR_ANY_DATA.has(o.kind)) {
        this.brokenVersions.set(version, o);
        trim(this.brokenVersions, this.maxEntries);
      }
      if (!this.warned.has(version)) {
        this.warned.add(version);
        trim(this.warned, this.maxEntries);
        this.options.warn?.({ codeVersion: version, kind: o.kind, message: o.message, line: o.line });
      }
    });
    return outcome;
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private async run(source: string, version: string, props: object): Promise<CustomPageOutcome> {
    const compiled = this.compile(source);
    if (!compiled.ok) return { ok: false, kind: "compile", ...compiled.error };
    this.renders++;
    const result = await this.pool.render(version, compiled.page.code, JSON.stringify(props));
    if (!result.ok) {
      const line = lineOf(result.stack);
      return { ok: false, kind: result.kind, message: result.message, ...(line ? { line } : {}) };
    }
    const html = sanitizePage(result.html);
    const css = await utilityCss(classNamesOf(html));
    return { ok: true, page: { html, css } };
  }
}

function trim<K>(m: Map<K, unknown> | Set<K>, max: number): void {
  while (m.size > max) {
    const oldest = m.keys().next().value;
    if (oldest === undefined) break;
    m.delete(oldest);
  }
}
