// The frame that renders a seller's live-stock code: React 17, Babel (TSX) and Tailwind from our own server,
// inside <iframe sandbox="allow-scripts">, under the page CSP. Needs Chromium (skipped loudly without it).
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultRoots } from "../src/app.ts";
import { startServer, type TestServer } from "./helpers.ts";

const chromiumPath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (p): p is string => Boolean(p && existsSync(p)),
);
if (!chromiumPath)
  console.warn("!!! Chromium not found: the sandbox rendering test is SKIPPED (set CHROMIUM_PATH)");

let s: TestServer;

beforeAll(async () => {
  s = await startServer({ roots: { vendor: defaultRoots().vendor } });
});

afterAll(async () => {
  await s?.close();
});

describe.skipIf(!chromiumPath)("sandboxed live-stock frame in Chromium", () => {
  it("renders TSX seller code with live data and Tailwind, with no access to the parent or storage", async () => {
    const { chromium } = await import("playwright");
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    });
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on("console", (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await page.goto(`${s.url}/dashboard`);
      const code = `interface Props { oneMonthNitroTokens: number }
export default function LiveStockPage(props: Props) {
  const [n] = React.useState(props.oneMonthNitroTokens);
  return <h1 id="t" className="text-3xl font-bold">Nitro {n}</h1>;
}`;
      const result = await page.evaluate(async (source) => {
        const frame = document.createElement("iframe");
        frame.setAttribute("sandbox", "allow-scripts");
        frame.src = "/sandbox/live-stock.html";
        const next = () =>
          new Promise<{ type: string; message?: string }>((resolve) => {
            const onMessage = (e: MessageEvent) => {
              if (e.source !== frame.contentWindow) return;
              window.removeEventListener("message", onMessage);
              resolve(e.data as { type: string });
            };
            window.addEventListener("message", onMessage);
          });
        const ready = next();
        document.body.appendChild(frame);
        const first = await ready;
        const rendered = next();
        frame.contentWindow?.postMessage(
          { type: "boostdash:render", code: source, props: { oneMonthNitroTokens: 42 } },
          "*",
        );
        const second = await rendered;
        const broken = next();
        frame.contentWindow?.postMessage(
          { type: "boostdash:render", code: "function LiveStockPage( {", props: {} },
          "*",
        );
        const third = await broken;
        frame.contentWindow?.postMessage(
          { type: "boostdash:render", code: source, props: { oneMonthNitroTokens: 7 } },
          "*",
        );
        return {
          first: first.type,
          second: second.type,
          third: third.type,
          doc: frame.contentDocument === null,
        };
      }, code);
      expect(result).toEqual({
        first: "boostdash:sandbox-ready",
        second: "boostdash:rendered",
        third: "boostdash:render-error",
        doc: true,
      });
      const frame = page.frames().find((f) => f.url().includes("/sandbox/"));
      if (!frame) throw new Error("no frame");
      await frame.waitForSelector("#t");
      const inside = await frame.evaluate(() => {
        const el = document.getElementById("t");
        let parent = "readable";
        try {
          void window.parent.document.title;
        } catch {
          parent = "blocked";
        }
        let storage = "readable";
        try {
          localStorage.getItem("token");
        } catch {
          storage = "blocked";
        }
        return { text: el?.textContent, size: el ? getComputedStyle(el).fontSize : "", parent, storage };
      });
      expect(inside).toEqual({ text: "Nitro 7", size: "30px", parent: "blocked", storage: "blocked" });
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
