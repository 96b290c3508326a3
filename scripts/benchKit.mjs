// What the benches share (`npm run bench`): figures and tables, the built product and the bundled server on a fresh
// data directory, Debian's Chromium signed in to the dashboard, and the browser-side measures (frames while a list
// scrolls, the JS heap). Figures, not pass/fail: the machine is shared, so each is a median of runs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium.mjs";
import { bundleServerIfStale, SERVER_NODE_FLAGS, serverReady } from "./lib/server.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
export const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
export const mb = (n) => `${n.toFixed(1)} MB`;
export const sleep = (time) => new Promise((resolve) => setTimeout(resolve, time));

/** Resident memory of a process (Linux), in MB. */
export const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

/** The server bundle, bundled again when its sources are newer; exits when bundling fails. */
export function serverBundle() {
  const bundle = bundleServerIfStale(root);
  if (!bundle) process.exit(1);
  return bundle;
}

/** The dashboard as `npm run build` makes it (built first when missing), and the server bundle. */
export function builtProduct() {
  if (!existsSync(path.join(root, "apps/dashboard/dist/index.html"))) {
    console.log("bench: building the apps first...");
    if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
  }
  return serverBundle();
}

/**
 * The bundled server as `npm start` runs it, on a fresh SQLite directory of its own (captcha off, a free port).
 * `cli(args)` runs the CLI on the same data; `stop()` ends the server and removes the directory. `dataDir` keeps
 * the data elsewhere (not removed), `env` adds settings (`DATABASE_URL` for PostgreSQL).
 */
export async function startServer(name, { dataDir = undefined, env: extra = {} } = {}) {
  const bundle = serverBundle();
  const work = mkdtempSync(path.join(tmpdir(), `boostdash-bench-${name}-`));
  const env = {
    ...process.env,
    ...extra,
    DATA_DIR: dataDir ?? path.join(work, "data"),
    CAPTCHA_PROVIDER: "off",
    HOST: "127.0.0.1",
    PORT: "0",
  };
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], { cwd: root, env });
  try {
    const ready = await serverReady(child, 60);
    return {
      ...ready,
      child,
      work,
      env,
      cli: (args) => {
        const r = spawnSync(process.execPath, [path.join(path.dirname(bundle), "cli.mjs"), ...args], {
          cwd: root,
          env,
          encoding: "utf8",
          maxBuffer: 1 << 26,
        });
        if (r.status !== 0) throw new Error(`cli ${args[0]} failed: ${r.stderr}${r.stdout}`);
        return r.stdout;
      },
      stop: async () => {
        child.kill("SIGTERM");
        await sleep(300);
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `count` order folders as the bot writes them, for the CLI's import-orders, one every minute back from now (newest
 * ORD-0000001): every stock, amounts from 2 to 28, a ninth failed, a quarter partial, 300 guilds.
 */
export function writeOrders(dir, count) {
  const stocks = [
    "oneMonthBoosts.txt",
    "threeMonthBoosts.txt",
    "oneMonthNitroTokens.txt",
    "threeMonthNitroTokens.txt",
  ];
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const id = `ORD-${String(i + 1).padStart(7, "0")}`;
    const amount = [2, 4, 6, 8, 14, 28][i % 6];
    const needed = Math.ceil(amount / 2);
    const success = i % 9 === 0 ? 0 : i % 4 === 0 ? Math.max(1, needed - 1) : needed;
    const token = (n) => `MT${(i * 7919 + n).toString(36)}.${n}`;
    const order = {
      orderId: id,
      guildId: String(1100000000000000000n + BigInt(i % 300)),
      invite: `https://discord.gg/inv${i.toString(36)}`,
      stock: stocks[i % stocks.length],
      amount,
      "tokens-used": {
        success: Array.from({ length: success }, (_, n) => token(n)),
        failed: Array.from({ length: needed - success }, (_, n) => token(100 + n)),
      },
      storeLink: "https://store.example.com",
      discordLink: "https://discord.gg/examplestore",
      BBGuildID: String(1200000000000000000n + BigInt(i)),
    };
    const folder = path.join(dir, id);
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, "order.json");
    writeFileSync(file, JSON.stringify(order));
    const when = new Date(now - (i + 1) * 60_000);
    utimesSync(file, when, when);
  }
}

/** A JSON call to the server, as the dashboard makes it (the session token as `Authorization`). */
export async function apiJson(url, method = "GET", body = undefined, token = "") {
  const res = await fetch(url, {
    method,
    headers: { "Content-Type": "application/json", Authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

/** A session token for the server's seller (captcha off). */
export async function signInApi(server) {
  const { token } = await apiJson(`${server.url}/api/auth/login`, "POST", {
    captcha_key: "x",
    access_code: server.accessCode,
  });
  return token;
}

/** Debian's Chromium through Playwright, as every browser run here starts it; exits when there is none. */
export async function launchChromium() {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error("bench: Chromium not found (node scripts/ensure-chromium.mjs installs it)");
    process.exit(1);
  }
  const { chromium } = await import("playwright");
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A desktop page signed in to the dashboard with the server's access code (not timed: the login is not benched). */
export async function signedInPage(browser, server) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.getByPlaceholder("Enter Access Code").fill(server.accessCode);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(`${server.url}/dashboard`, { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** The page's JS heap after a full garbage collection, in MB. */
export async function heapAfterGc(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  const heap = await cdp.send("Runtime.getHeapUsage");
  return heap.usedSize / 1024 / 1024;
}

/**
 * Scrolls the element under `selector` by `px` a frame for `frames` frames (or, with `px: "end"`, from the top to
 * its end in `frames` equal steps), as a wheel or a fling does, and measures the frames: frames per second over the
 * whole scroll and the longest frame.
 */
export async function scrollFrames(page, selector, { px, frames }) {
  return page.evaluate(
    async ({ selector, px, frames }) => {
      const region = document.querySelector(selector);
      if (!region) throw new Error(`nothing to scroll at ${selector}`);
      const step = px === "end" ? Math.ceil((region.scrollHeight - region.clientHeight) / frames) : px;
      return new Promise((resolve) => {
        const times = [];
        const frame = (t) => {
          times.push(t);
          if (times.length > frames) {
            const gaps = times.slice(1).map((x, i) => x - (times[i] ?? x));
            resolve({
              fps: gaps.length / ((times.at(-1) - times[0]) / 1000),
              worst: Math.max(...gaps),
              atEnd: region.scrollTop + region.clientHeight >= region.scrollHeight - 2,
            });
          } else {
            region.scrollTop += step;
            requestAnimationFrame(frame);
          }
        };
        requestAnimationFrame(frame);
      });
    },
    { selector, px, frames },
  );
}

/** A table of figures: a title, its column names, then rows of cells, each column padded to its widest cell. */
export function printTable(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c ?? "").padEnd(widths[i])).join(" | ")} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}
