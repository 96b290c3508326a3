// The QuickJS sandbox that renders seller pages (apps/server/src/customPage/sandbox.ts): limits on time and memory,
// a watchdog for work the interrupt cannot stop, no way out to the network, and other renders unaffected.
// Runs once: the sandbox renders in memory, no SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compilePage } from "../src/customPage/compile.ts";
import { type RenderOutcome, SandboxPool } from "../src/customPage/sandbox.ts";

let pool: SandboxPool;

beforeAll(async () => {
  pool = new SandboxPool();
  await pool.start();
}, 60_000);

afterAll(async () => {
  await pool?.close();
});

function page(source: string) {
  const compiled = compilePage(source);
  if (!compiled.ok) throw new Error(compiled.error.message);
  return compiled.page;
}

async function render(source: string, props: object = {}): Promise<{ outcome: RenderOutcome; ms: number }> {
  const p = page(source);
  const started = performance.now();
  const outcome = await pool.render(p.key, p.code, JSON.stringify(props));
  return { outcome, ms: performance.now() - started };
}

const GOOD = `interface Props { oneMonthNitroTokens: number }
function LiveStockPage(props: Props) {
  const [n] = React.useState(props.oneMonthNitroTokens);
  return <h1 className="text-3xl">Nitro {n}</h1>;
}`;

describe("seller page sandbox", () => {
  it("renders TSX with React to markup, with the props it is given", async () => {
    const { outcome } = await render(GOOD, { oneMonthNitroTokens: 42 });
    expect(outcome).toEqual({
      ok: true,
      html: '<h1 class="text-3xl">Nitro 42</h1>',
      css: expect.stringContaining(".text-3xl {font-size: var(--text-3xl);"),
    });
  });

  it("has no network, timers, modules or process inside", async () => {
    const { outcome } = await render(`function LiveStockPage() {
  const names = ["fetch", "XMLHttpRequest", "WebSocket", "RTCPeerConnection", "navigator", "process", "Deno", "Bun", "importScripts", "EventSource", "Image", "document", "window"];
  let imported = "no import";
  try { require("node:net"); } catch (e) { imported = String((e as Error).message); }
  return <p>{names.map((n) => n + ":" + typeof (globalThis as any)[n]).join(" ")} {imported}</p>;
}`);
    expect(outcome.ok).toBe(true);
    const html = outcome.ok ? outcome.html : "";
    for (const name of [
      "fetch",
      "XMLHttpRequest",
      "WebSocket",
      "RTCPeerConnection",
      "navigator",
      "process",
      "Deno",
      "Bun",
      "importScripts",
      "EventSource",
      "Image",
      "document",
      "window",
    ])
      expect(html).toContain(`${name}:undefined`);
    expect(html).toContain("Only react can be imported here, not node:net");
  });

  it("stops an infinite loop at its deadline", async () => {
    const { outcome, ms } = await render("function LiveStockPage() {\n  while (true) {}\n}");
    expect(outcome).toMatchObject({ ok: false, kind: "timeout" });
    expect(ms).toBeLessThan(1000);
  });

  it("stops a 100 MB allocation at the memory limit", async () => {
    const { outcome, ms } = await render(
      'function LiveStockPage() {\n  const s = "x".repeat(100 * 1024 * 1024);\n  return <p>{s.length}</p>;\n}',
    );
    expect(outcome).toMatchObject({ ok: false, kind: "memory" });
    expect(ms).toBeLessThan(1000);
  });

  it("terminates and replaces a worker whose allocation the interrupt cannot stop, and keeps serving others", async () => {
    const killedBefore = pool.killed;
    const good = page(GOOD);
    // Warm the good page's context so its renders measure the render, not the start-up.
    await pool.render(good.key, good.code, '{"oneMonthNitroTokens":1}');
    const runaway = render(
      "function LiveStockPage() {\n  const a = [];\n  while (true) a.push(new Array(100000).fill(1));\n}",
    );
    const others: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const r = await pool.render(good.key, good.code, JSON.stringify({ oneMonthNitroTokens: i }));
      others.push(performance.now() - started);
      expect(r).toMatchObject({ ok: true, html: `<h1 class="text-3xl">Nitro ${i}</h1>` });
    }
    const { outcome, ms } = await runaway;
    expect(outcome).toMatchObject({ ok: false, kind: "timeout" });
    expect(ms).toBeLessThan(2000);
    expect(pool.killed).toBe(killedBefore + 1);
    // The other worker answered meanwhile: no render waited for the runaway one.
    others.sort((a, b) => a - b);
    expect(others[Math.floor(others.length * 0.9)]).toBeLessThan(150);
    // And the replacement worker renders.
    const after = await Promise.all([1, 2, 3].map((n) => render(GOOD, { oneMonthNitroTokens: n })));
    expect(after.map((a) => a.outcome.ok)).toEqual([true, true, true]);
  });

  it("stops a page's sanitiser and CSS build at their deadline, replaces the worker and tries again next time", async () => {
    const short = new SandboxPool({ size: 1, finishMs: 30 });
    try {
      await short.start();
      // 1,000 distinct arbitrary classes: Tailwind takes 0.3-0.7 s for them, far past 30 ms.
      const heavy = page(`function LiveStockPage() {
  const names = [];
  for (let i = 0; i < 1000; i++) names.push("shadow-[0px_" + i + "px_3px_rgba(1,2,3,0.5)]");
  return <main className={names.join(" ")}>x</main>;
}`);
      const { outcome, ms } = await (async () => {
        const started = performance.now();
        const o = await short.render(heavy.key, heavy.code, "{}");
        return { outcome: o, ms: performance.now() - started };
      })();
      expect(outcome).toEqual({
        ok: false,
        kind: "timeout",
        message: "The page's markup and CSS took longer than 30 ms to finish and were stopped",
        transient: true,
      });
      expect(ms).toBeLessThan(2000);
      expect(short.killed).toBe(1);
      // The replacement worker renders (a page without classes: its CSS was built when the worker started).
      const plain = page("function LiveStockPage() { return <p>plain</p>; }");
      expect(await short.render(plain.key, plain.code, "{}")).toMatchObject({
        ok: true,
        html: "<p>plain</p>",
      });
    } finally {
      await short.close();
    }
  });

  it("reports a thrown error with the seller's line", async () => {
    const { outcome } = await render(
      "function LiveStockPage(props: any) {\n  const tiers = props.tiers;\n  return <p>{tiers.length}</p>;\n}",
    );
    expect(outcome).toMatchObject({ ok: false, kind: "throw" });
    expect(!outcome.ok && outcome.stack).toContain("page.tsx:3");
  });

  it("cuts a huge thrown message to about 1 KB in the worker, keeping the line", async () => {
    const { outcome } = await render('function LiveStockPage() {\n  throw new Error("e".repeat(5e6));\n}');
    expect(outcome).toMatchObject({ ok: false, kind: "throw" });
    const message = outcome.ok ? "" : outcome.message;
    expect(message.length).toBeLessThan(1100);
    expect(message).toMatch(/^e{1024}\.\.\. \(5000000 characters\)$/);
    expect(!outcome.ok && outcome.stack).toContain("page.tsx:2");
    const thrown = await render('function LiveStockPage() {\n  throw "x".repeat(3e6);\n}');
    expect(thrown.outcome.ok || thrown.outcome.message.length).toBeLessThan(1100);
  });

  it("does not let one code version see another's globals", async () => {
    await render('(globalThis as any).leak = "secret";\nfunction LiveStockPage() { return <p>a</p>; }');
    const { outcome } = await render(
      "function LiveStockPage() { return <p>{String((globalThis as any).leak)}</p>; }",
    );
    expect(outcome).toMatchObject({ ok: true, html: "<p>undefined</p>" });
  });
});

describe("compile", () => {
  it("gives the line of a syntax error", () => {
    const r = compilePage("function LiveStockPage() {\n  return (\n    <div>{1</div>\n  );\n}");
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.line).toBe(4);
  });
});
