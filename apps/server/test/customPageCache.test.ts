// The custom page caches under attack (docs/decisions.md#custom-pages-under-attack): bounded by bytes, previews kept
// out of the customers' cache, and every seller with a QuickJS context of their own. In memory, one sandbox thread.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ByteCache, CustomPages } from "../src/customPage/customPages.ts";

let pages: CustomPages;

beforeAll(async () => {
  pages = new CustomPages({ limits: { size: 1 }, cacheBytes: { customer: 2 ** 20, preview: 2 ** 20 } });
  await pages.pool.start();
}, 60_000);

afterAll(async () => {
  await pages?.close();
});

const BIG = `function LiveStockPage(p: any) {\n  return <p>{"x".repeat(150000)}{p.n}</p>;\n}`;

describe("custom page caches", () => {
  it("ByteCache keeps at most its bytes, dropping the least recently used", () => {
    const c = new ByteCache<string>(1000);
    for (let i = 0; i < 50; i++) c.set(`k${i}`, "v", 100);
    expect(c.bytes).toBeLessThanOrEqual(1000);
    expect(c.peek("k49")).toBe("v");
    expect(c.peek("k0")).toBeUndefined();
    c.set("huge", "v", 5000);
    expect(c.peek("huge")).toBeUndefined();
    expect(c.peek("k49")).toBe("v");
  });

  it("holds the outcomes of large pages within its bytes, not its entry count", async () => {
    for (let n = 0; n < 8; n++) {
      const o = await pages.render(BIG, { n }, { seller: "s-big", purpose: "customer" });
      expect(o.ok).toBe(true);
    }
    expect(pages.customerOutcomes.size).toBeLessThan(8);
    expect(pages.customerOutcomes.bytes).toBeLessThanOrEqual(2 ** 20);
  });

  it("keeps previews out of the customers' cache: they neither enter nor evict it", async () => {
    const code = "function LiveStockPage(p: any) { return <p>{p.n}</p>; }";
    expect((await pages.render(code, { n: 1 }, { seller: "s-a", purpose: "customer" })).ok).toBe(true);
    const size = pages.customerOutcomes.size;
    for (let n = 0; n < 10; n++)
      await pages.render(BIG, { n: 100 + n }, { seller: "s-a", purpose: "preview" });
    expect(pages.customerOutcomes.size).toBe(size);
    const renders = pages.renders;
    expect((await pages.render(code, { n: 1 }, { seller: "s-a", purpose: "customer" })).ok).toBe(true);
    expect(pages.renders).toBe(renders);
    expect(pages.previewOutcomes.bytes).toBeLessThanOrEqual(2 ** 20);
  });

  it("gives two sellers with identical code a context each", async () => {
    const code = `function LiveStockPage(p: any) {
  const g = globalThis as any;
  g.count = (g.count || 0) + 1;
  return <p>{g.count}</p>;
}`;
    const a = await pages.render(code, { n: 1 }, { seller: "s-one", purpose: "customer" });
    const b = await pages.render(code, { n: 2 }, { seller: "s-two", purpose: "customer" });
    expect(a.ok && a.page.html).toBe("<p>1</p>");
    expect(b.ok && b.page.html).toBe("<p>1</p>");
  });
});
