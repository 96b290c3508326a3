// The speed bench's custom live-stock page (scripts/bench-speed.mjs): our default page's own source saved as the
// seller's code (a typical page), rendered on the server (docs/decisions.md#seller-pages-rendered-on-the-server),
// measured beside the default page: sizes, Lighthouse, the render on a cache miss, and the page under load.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { quantile, root } from "../benchKit.mjs";
import { firstLoads } from "./firstLoad.mjs";
import { lighthouseRuns } from "./lighthouse.mjs";
import { capture, load } from "./loadTest.mjs";

/** Our default live-stock page's source (the editor's starting point), read from its TypeScript module. */
function defaultPageSource() {
  const file = readFileSync(
    path.join(root, "packages/ui/src/screens/live-stock-editor/liveStockPageSource.tsx"),
    "utf8",
  );
  const body = /export const DEFAULT_LIVE_STOCK_PAGE = `([\s\S]*?)`;/.exec(file)?.[1];
  if (!body) throw new Error("DEFAULT_LIVE_STOCK_PAGE not found");
  return new Function(`return \`${body}\`;`)();
}

/**
 * A custom page's figures: sizes, Lighthouse, the render on a cache miss (new stock figures before each GET of the
 * live-stock data, against the same for the default page) and the page under load beside the default page
 * (`loads`' "live-stock page (br)"). `restartCaptchaOff()` restarts the bench's server with the captcha off, so
 * the bench can sign in and save the page, and resolves to the new server; `parts` are the bench's BENCH_PARTS.
 */
export async function measureCustomPage({
  server: before,
  restartCaptchaOff,
  pageUrl,
  guildId,
  botKey,
  loads,
  parts,
  lighthouse,
  loadOptions,
}) {
  let server = before;
  const stock = async (n) => {
    const r = await fetch(`${server.url}/api/bot/stock`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "X-Bot-Key": botKey },
      body: JSON.stringify({
        oneMonthNitroTokens: n,
        oneMonthServerBoosts: n + 1,
        threeMonthNitroTokens: n % 3,
        threeMonthServerBoosts: n + 2,
      }),
    });
    if (!r.ok) throw new Error(`stock: ${r.status} ${await r.text()}`);
  };
  const timedReads = async (count, from) => {
    const times = [];
    for (let i = 0; i < count; i++) {
      await stock(from + i);
      const t = performance.now();
      const r = await fetch(`${server.url}/api/fetch/${guildId}/live-stock`);
      await r.arrayBuffer();
      times.push(performance.now() - t);
    }
    return times;
  };
  const defaultTimes = await timedReads(100, 1000);

  server = await restartCaptchaOff();
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ access_code: server.accessCode, captcha_key: "bench" }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`login failed: ${login.status}`);
  const saved = await fetch(`${server.url}/api/save-custom-code`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: token },
    body: JSON.stringify({ code: `${defaultPageSource()}\n// bench: a custom page\n` }),
  });
  if (!saved.ok) throw new Error(`saving the custom page failed: ${saved.status} ${await saved.text()}`);
  // Warm: the sandbox's threads and this code version's context.
  for (let i = 0; i < 5; i++) await timedReads(1, 5000 + i);
  const customTimes = await timedReads(200, 2000);
  await stock(1250);
  const url = pageUrl.replace(/^http:\/\/[^/]+/, server.url);
  const html = await (await fetch(url)).text();
  if (!html.includes('id="live-stock-page"')) throw new Error("the custom page did not render");

  const size = parts.has("sizes") ? (await firstLoads([url]))[0] : undefined;
  const first = await capture(url, { "Accept-Encoding": "br" });
  let lh;
  if (parts.has("lighthouse")) {
    const { median, performances } = lighthouseRuns(url, lighthouse.runs, lighthouse);
    lh = { median, performances };
  }
  let customLoad;
  const defaultPage = loads.find((l) => l.label === "live-stock page (br)");
  if (parts.has("load") && defaultPage) {
    const l = await load("custom live-stock page (br)", url, { "accept-encoding": "br" }, loadOptions);
    customLoad = { ...l, defaultRps: defaultPage.rps };
  }
  // The render itself, in process (scripts/bench-custom-render.ts): what a cache miss costs the server.
  const inProcess = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/bench-custom-render.ts")],
    { cwd: root, encoding: "utf8" },
  );
  if (inProcess.status !== 0) throw new Error(`bench-custom-render failed: ${inProcess.stderr}`);
  const renderInProcess = JSON.parse(inProcess.stdout.trim().split("\n").pop() ?? "{}");
  return {
    size,
    renderInProcess,
    firstResponse: first.body.length,
    lh,
    load: customLoad,
    render: {
      p50: quantile(customTimes, 0.5),
      p95: quantile(customTimes, 0.95),
      defaultP50: quantile(defaultTimes, 0.5),
      defaultP95: quantile(defaultTimes, 0.95),
    },
  };
}
