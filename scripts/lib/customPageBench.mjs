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

/** Waits until the live-stock page at `url` is (or is not) the custom one: a save reaches the page within a moment. */
async function pageIs(url, custom) {
  for (let i = 0; i < 100; i++) {
    const html = await (await fetch(url)).text();
    if (html.includes('id="live-stock-page"') === custom) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the live-stock page did not become ${custom ? "the custom" : "the default"} page`);
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
  const customCode = `${defaultPageSource()}\n// bench: a custom page\n`;
  // Saving the code makes the page custom; saving none brings the default page back.
  const save = async (code) => {
    const post = () =>
      fetch(`${server.url}/api/save-custom-code`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: token },
        body: JSON.stringify({ code }),
      });
    // After a Lighthouse run the kept-alive connection has timed out on the server's side, and fetch does not
    // retry a POST on a closed socket: once more on a new one.
    const saved = await post().catch(post);
    if (!saved.ok) throw new Error(`saving the custom page failed: ${saved.status} ${await saved.text()}`);
  };
  await save(customCode);
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
  if (parts.has("lighthouse") || parts.has("custom-lighthouse")) {
    // The custom page and the default page in turns, on the same store and in the same minutes (the code saved,
    // then none), so a busy host weighs on both alike: their TBTs are read side by side.
    const custom = [];
    const plain = [];
    for (let i = 0; i < lighthouse.runs; i++) {
      await save(customCode);
      await pageIs(url, true);
      custom.push(...lighthouseRuns(url, 1, lighthouse).runs);
      await save("");
      await pageIs(url, false);
      plain.push(...lighthouseRuns(url, 1, lighthouse).runs);
    }
    await save(customCode);
    await pageIs(url, true);
    const medianOf = (runs) =>
      [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
    lh = {
      median: medianOf(custom),
      performances: custom.map((r) => r.performance),
      runs: custom,
      defaultPage: { median: medianOf(plain), runs: plain },
    };
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
