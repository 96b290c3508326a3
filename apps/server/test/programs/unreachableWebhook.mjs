// Run inside a network namespace with loopback only (webhookUnreachable.test.ts), through tsx: starts the built
// server, points the store's webhook at a host name whose only address is public (a stand-in DNS answers it; the
// connection fails at once there: ENETUNREACH), sends a test notification, and watches the server answer /healthz
// while the outbox tries again. A name, not an address: TLS then names its server (SNI), which is where the process
// ended. Prints one JSON line with what it saw.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeDns } from "../../../../e2e/fakeDns.ts";
import { SERVER_NODE_FLAGS } from "../../../../scripts/lib/server.mjs";

const dns = await startFakeDns();
dns.addresses.set("hooks.unreachable.test", "93.184.215.14");

const serverDir = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bd-unreachable-"));
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(serverDir, "dist", "main.mjs")], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: "off",
    DATABASE_URL: "",
    DNS_SERVERS: dns.address,
    WEBHOOK_RETRY_SCALE: "0.001",
    WEBHOOK_TIMEOUT_SECONDS: "2",
    LOG_LEVEL: "",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let out = "";
child.stdout.on("data", (d) => (out += d));
child.stderr.on("data", (d) => (out += d));
let exitCode = null;
const exited = new Promise((r) =>
  child.on("exit", (code, signal) => {
    exitCode = code ?? signal;
    r(exitCode);
  }),
);

const result = { started: false, exitedWith: null, healthz: [], delivery: null, output: "" };
const finish = async () => {
  if (exitCode === null) {
    child.kill("SIGTERM");
    await exited;
  } else result.exitedWith = exitCode;
  result.output = out.slice(-3000);
  rmSync(dataDir, { recursive: true, force: true });
  await dns.close();
  process.stdout.write(`${JSON.stringify(result)}\n`);
};

try {
  const deadline = Date.now() + 30_000;
  let base;
  let code;
  while (!base || !code) {
    if (Date.now() > deadline || exitCode !== null) throw new Error("the server did not start");
    base = /Server ready on (http:\/\/\S+)/.exec(out)?.[1];
    code = /Access code: (\S+)/.exec(out)?.[1];
    await new Promise((r) => setTimeout(r, 50));
  }
  result.started = true;
  const api = async (method, p, body, token = "") => {
    const r = await fetch(`${base}${p}`, {
      method,
      headers: { authorization: token, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: r.status, body: await r.json().catch(() => null) };
  };
  const login = await api("POST", "/api/auth/login", { captcha_key: "off", access_code: code });
  const token = login.body?.token;
  if (!token) throw new Error(`login answered ${login.status}`);
  const saved = await api(
    "PUT",
    "/api/user/notifications",
    { endpointUrl: "https://hooks.unreachable.test/hook" },
    token,
  );
  if (saved.status !== 200)
    throw new Error(`saving the endpoint answered ${saved.status}: ${saved.body?.message}`);
  const sent = await api("POST", "/api/user/notifications/test", undefined, token);
  if (sent.status >= 300) throw new Error(`the test notification answered ${sent.status}`);
  // Until the outbox has tried at least three times (60 ms and 240 ms apart, scaled), or 10 s.
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const t0 = performance.now();
    const h = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    result.healthz.push({ status: h, ms: Math.round(performance.now() - t0) });
    if (h === 0) break;
    const log = await api("GET", "/api/user/notifications", undefined, token);
    result.delivery = log.body?.deliveries?.[0] ?? null;
    if ((result.delivery?.attempts ?? 0) >= 3) break;
    await new Promise((r) => setTimeout(r, 100));
  }
} catch (err) {
  result.error = String(err?.message ?? err);
}
await finish();
