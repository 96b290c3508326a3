// Shared by the journey files: `npm start`'s entry on a free port with a fresh data directory, Debian's Chromium,
// sign-in through the real captcha widget, and the bot's and the CLI's ways in. Each file calls `useServer` once.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type Browser,
  type BrowserContext,
  type Request as BrowserRequest,
  chromium,
  type Page,
} from "playwright";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "../scripts/lib/chromium.mjs";
import { serverReady } from "../scripts/lib/server.mjs";

export const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const chromiumPath = findChromium();

export interface ServerOptions {
  /** Extra environment for the server and the CLI (the captcha is ALTCHA unless this says otherwise). */
  env?: Record<string, string>;
  /** Seed the demo store (`cli demo`) before the journeys run. */
  demo?: boolean;
  /** Extra Chromium flags (a host mapped to the server for a custom domain). */
  browserArgs?: string[];
  /** Host names besides 127.0.0.1 the pages may load from (every other request fails the journey). */
  extraHosts?: string[];
  /** Runs before the server starts (a fake DNS server); its answer is added to the server's environment. */
  beforeStart?: () => Promise<Record<string, string>>;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Phone: touch and a mobile user agent's viewport meta handling. */
  mobile?: boolean;
}

export interface Journeys {
  readonly baseUrl: string;
  readonly port: number;
  readonly accessCode: string;
  readonly botKey: string;
  readonly guildId: string;
  readonly dataDir: string;
  readonly env: NodeJS.ProcessEnv;
  /** A page in a fresh browser context (its own local storage), closed after the test. */
  newPage(options?: PageOptions): Promise<Page>;
  /** Signs in through the login screen, solving the captcha widget when the server asks for one. */
  signIn(page: Page, code?: string): Promise<void>;
  /** A call to the bot-facing API with a bot key (the first seller's unless given). */
  bot(method: string, apiPath: string, body?: unknown, key?: string): Promise<Response>;
  /** A dashboard API call with a session token. */
  api(method: string, apiPath: string, token: string, body?: unknown): Promise<Response>;
  /** `npm run cli -- ...` against the server's database. */
  cli(args: string[], input?: string): { status: number | null; stdout: string; stderr: string };
  /** Browser errors of the newest page, for journeys that assert there are none. */
  browserErrors(): string[];
  /** Starts a second server process on the same database (PostgreSQL); its address. Stopped after the file. */
  startAnother(): Promise<string>;
}

export function useServer(options: ServerOptions = {}): Journeys {
  const dataDir = mkdtempSync(path.join(tmpdir(), "boostdash-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: "0",
    // Journeys sign in a dozen times a minute from one address: above the default 10.
    LOGIN_RATE_LIMIT: "60",
    SKIP_BUILD: "1",
    ...options.env,
  };
  delete env.CAPTCHA_PROVIDER;
  if (options.env?.CAPTCHA_PROVIDER) env.CAPTCHA_PROVIDER = options.env.CAPTCHA_PROVIDER;

  let server: ChildProcess | undefined;
  const others: ChildProcess[] = [];
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;
  let errors: string[] = [];
  /** Requests of this test's pages to anything but our server. */
  const outside = new Set<BrowserRequest>();
  const state = { baseUrl: "", port: 0, accessCode: "", botKey: "", guildId: "" };

  async function startServer(): Promise<void> {
    // `npm start`'s entry: bundles the server when its bundle is stale, then runs it (the apps are built).
    const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env });
    server = child;
    const ready = await serverReady(child, 90);
    Object.assign(state, {
      baseUrl: ready.url,
      port: Number(new URL(ready.url).port),
      accessCode: ready.accessCode,
      botKey: ready.botKey,
      guildId: ready.guildId,
    });
  }

  function cli(args: string[], input?: string) {
    // The bundle `npm start` made, or the sources as `npm run cli` runs them.
    const bundled = path.join(root, "apps/server/dist/cli.mjs");
    const [cmd, cmdArgs] = existsSync(bundled)
      ? [process.execPath, [bundled, ...args]]
      : [tsx, [path.join(root, "apps/server/src/cli.ts"), ...args]];
    const r = spawnSync(cmd, cmdArgs, { cwd: root, env, encoding: "utf8", input, maxBuffer: 64 << 20 });
    return { status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
  }

  beforeAll(async () => {
    if (
      !existsSync(path.join(root, "apps/dashboard/dist/index.html")) ||
      !existsSync(path.join(root, "apps/public/dist/index.html"))
    ) {
      throw new Error("Build the apps first: npm run build");
    }
    if (!chromiumPath) throw new Error("Chromium not found: run node scripts/ensure-chromium.mjs");
    if (options.beforeStart) Object.assign(env, await options.beforeStart());
    await startServer();
    if (options.demo) {
      const demo = cli(["demo"]);
      if (demo.status !== 0) throw new Error(`cli demo failed: ${demo.stderr}${demo.stdout}`);
    }
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...CHROMIUM_ARGS, ...(options.browserArgs ?? [])],
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    for (const other of others) if (other.exitCode === null) other.kill("SIGTERM");
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  // A failing journey leaves a screenshot of what the browser showed, for the person reading the CI log.
  afterEach(async (context) => {
    if (context.task.result?.state === "fail" && current && !current.isClosed()) {
      const file = path.join(root, ".tmp/e2e", `${context.task.name.replace(/[^a-z0-9]+/gi, "-")}.png`);
      await current.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`e2e: screenshot of the failing page: ${file} (${current.url()})`);
      if (errors.length > 0) console.error(`e2e: browser errors:\n${errors.join("\n")}`);
    }
    for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
    current = undefined;
    const asked = [...outside].map((request) => `${request.method()} ${request.url()}`);
    outside.clear();
    if (asked.length > 0) throw new Error(`the pages asked for more than our server:\n${asked.join("\n")}`);
  });

  const allowed = new RegExp(
    `^http://(127\\.0\\.0\\.1|${(options.extraHosts ?? []).map((h) => h.replace(/\./g, "\\.")).join("|") || "127\\.0\\.0\\.1"}):`,
  );

  return {
    get baseUrl() {
      return state.baseUrl;
    },
    get port() {
      return state.port;
    },
    get accessCode() {
      return state.accessCode;
    },
    get botKey() {
      return state.botKey;
    },
    get guildId() {
      return state.guildId;
    },
    dataDir,
    env,
    cli,
    browserErrors: () => errors,

    async startAnother() {
      const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env });
      others.push(child);
      return (await serverReady(child, 90)).url;
    },

    async newPage(pageOptions: PageOptions = {}) {
      if (!browser) throw new Error("no browser");
      const context = await browser.newContext({
        locale: "en-US",
        timezoneId: "UTC",
        viewport: pageOptions.viewport ?? { width: 1280, height: 900 },
        isMobile: pageOptions.mobile,
        hasTouch: pageOptions.mobile,
        acceptDownloads: true,
      });
      contexts.push(context);
      const page = await context.newPage();
      current = page;
      errors = [];
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.stack ?? err.message}`));
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
      });
      // Nothing but our own server: any other request is a bug (no CDN, no font service), failed in afterEach;
      // one the page's own Content-Security-Policy stopped never left the browser. Watched, not routed: a route
      // pauses every request for this process to decide on and turns the browser's cache off
      // (docs/decisions.md#test-suite-speed-the-journeys-keep-the-browsers-cache).
      context.on("request", (request) => {
        const url = request.url();
        if (!allowed.test(url) && !url.startsWith("blob:") && !url.startsWith("data:")) outside.add(request);
      });
      context.on("requestfailed", (request) => {
        if (request.failure()?.errorText === "csp") outside.delete(request);
      });
      return page;
    },

    async signIn(page: Page, code = state.accessCode) {
      // The form is prerendered: wait for the app to take it over before typing.
      await page.goto(`${state.baseUrl}/`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: "Enter Access Code" }).waitFor();
      await page.getByPlaceholder("Enter Access Code").fill(code);
      if (env.CAPTCHA_PROVIDER !== "off") await solveCaptcha(page);
      // Under load the captcha config can arrive after the network went quiet: a Submit before it is refused with
      // 'Please complete the CAPTCHA' (the 'off' provider sets its key once the config is known).
      else await page.getByText("Loading captcha...").waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Submit" }).click();
      await page.waitForURL(`${state.baseUrl}/dashboard`, { timeout: 10_000 });
    },

    bot(method: string, apiPath: string, body?: unknown, key = state.botKey) {
      return fetch(`${state.baseUrl}/api${apiPath}`, {
        method,
        headers: {
          Authorization: key,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },

    api(method: string, apiPath: string, token: string, body?: unknown) {
      return fetch(`${state.baseUrl}/api${apiPath}`, {
        method,
        headers: {
          Authorization: token,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  };
}

/** Ticks the ALTCHA widget as a person would and waits for its proof of work to be accepted. */
export async function solveCaptcha(page: Page): Promise<void> {
  const widget = page.locator("altcha-widget");
  // After a refused sign-in the page mounts a fresh widget (a solved challenge is used once): wait for it.
  await widget.locator('[data-state="unverified"]').waitFor();
  // The label, as a person clicks it (the box's check mark is drawn over the input).
  await widget.getByText("I'm not a robot").click();
  await widget.locator('[data-state="verified"]').waitFor({ timeout: 15_000 });
}

export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();
  return token ?? "";
}

/** The texts of the toasts shown now. */
export async function waitForToast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole("alert").filter({ hasText: text }).first().waitFor();
}
