// The server's own thread while seller pages' CSS is built (docs/decisions.md#custom-pages-under-attack): Tailwind
// and the sanitiser run in the sandbox's workers, so eight previews of 1,000 heavy classes each (0.3-0.7 s of
// Tailwind apiece; about 4 s on the server's thread when it built them there) leave /healthz answering at once.
// Runs once: the subject is the server's thread during CSS builds, not SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startServer, type TestServer } from "./helpers.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startServer();
  // The sandbox's workers started, as on a server that has rendered a page before.
  const warm = await call(s.url, "POST", "/api/custom-code/preview", {
    token: s.admin.token,
    body: { code: 'function LiveStockPage() { return <p className="p-4">warm</p>; }' },
  });
  expect(warm.body).toMatchObject({ status: "rendered" });
}, 60_000);

afterAll(async () => {
  await s?.close();
});

/** A page of 1,000 distinct arbitrary classes (about 277,000 characters of CSS), different for every `salt`. */
const heavyPage = (salt: number) => `function LiveStockPage() {
  const names = [];
  for (let i = 0; i < 1000; i++) names.push("shadow-[${salt}px_" + i + "px_3px_rgba(1,2,3,0.5)]");
  return <main className={names.join(" ")}>Heavy ${salt}</main>;
}`;

describe("CSS builds of seller pages", () => {
  it("run off the server's thread: /healthz answers within 250 ms throughout eight heavy previews", async () => {
    const sellers = [s.admin, await s.seller(), await s.seller(), await s.seller()];
    const probes: number[] = [];
    let building = true;
    const probe = (async () => {
      while (building) {
        const started = performance.now();
        const res = await fetch(`${s.url}/healthz`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        probes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const previews = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(s.url, "POST", "/api/custom-code/preview", {
          token: sellers[i % sellers.length]?.token,
          body: { code: heavyPage(i + 1) },
        }),
      ),
    );
    building = false;
    await probe;
    for (const [i, r] of previews.entries()) {
      expect(r.status).toBe(200);
      // Each page rendered, with its CSS built (the heavy classes' rules are in it).
      const body = r.body as { status: string; page?: { html: string; css: string } };
      expect(body.status).toBe("rendered");
      expect(body.page?.html).toContain(`Heavy ${i + 1}`);
      expect(body.page?.css).toContain(`--tw-shadow: ${i + 1}px 999px 3px`);
    }
    console.info(
      `/healthz during the builds: ${probes.length} asks, slowest ${Math.round(Math.max(...probes))} ms`,
    );
    expect(probes.length).toBeGreaterThan(10);
    expect(Math.max(...probes)).toBeLessThan(250);
  }, 60_000);
});
