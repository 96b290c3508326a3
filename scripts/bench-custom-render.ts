// The server's render of a typical custom live-stock page on a cache miss (new figures each time), in process:
// compile once, then the sandbox's render, the sanitiser and the CSS lookup per call (apps/server/src/customPage/).
// Prints JSON for scripts/bench-speed.mjs. Run: node --import tsx scripts/bench-custom-render.ts
import { CustomPages } from "../apps/server/src/customPage/customPages.ts";
import { DEFAULT_LIVE_STOCK_PAGE } from "../packages/ui/src/screens/live-stock-editor/liveStockPageSource.tsx";

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 300);
const pages = new CustomPages();
const source = `${DEFAULT_LIVE_STOCK_PAGE}\n// bench: a custom page\n`;
const props = (n: number) => ({
  oneMonthNitroTokens: n,
  oneMonthServerBoosts: n + 1,
  threeMonthNitroTokens: n % 3,
  threeMonthServerBoosts: n + 2,
  storeName: "Bench Store",
  storeLink: "https://shop.example.com",
  discordLink: "https://discord.gg/bench",
  embedColor: "ff66aa",
  embedFooter: "Thanks for shopping",
});

const coldStart = performance.now();
const first = await pages.render(source, props(0), { seller: "bench", purpose: "customer" });
const cold = performance.now() - coldStart;
if (!first.ok) throw new Error(`the page did not render: ${first.message}`);
for (let i = 1; i < 20; i++) await pages.render(source, props(i), { seller: "bench", purpose: "customer" });
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  const outcome = await pages.render(source, props(1000 + i), { seller: "bench", purpose: "customer" });
  times.push(performance.now() - t);
  if (!outcome.ok) throw new Error(outcome.message);
}
await pages.close();
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
console.log(JSON.stringify({ runs: RUNS, cold, p50: at(0.5), p95: at(0.95), max: at(1) }));
