// Figures, not pass/fail: the backup of a large SQLite database. N orders (BENCH_BACKUP_ORDERS, 100,000 by default)
// are written as the bot writes them (one folder with an order.json each), imported with the CLI, then
// `cli backup` runs twice: on the database at rest, and while the bundled server answers a stream of writes.
// Prints the database's size, each backup's time and size, and the writes the server answered meanwhile.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleServerIfStale, SERVER_NODE_FLAGS, serverReady } from "./lib/server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/server/dist");
const ORDERS = Number(process.env.BENCH_BACKUP_ORDERS ?? 100_000);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (!bundleServerIfStale(root)) process.exit(1);
const work = mkdtempSync(path.join(tmpdir(), "boostdash-bench-backup-"));
const dataDir = path.join(work, "data");
const env = { ...process.env, DATA_DIR: dataDir, CAPTCHA_PROVIDER: "off", HOST: "127.0.0.1", PORT: "0" };
const cli = (...args) => {
  const t = performance.now();
  const r = spawnSync(process.execPath, [path.join(dist, "cli.mjs"), ...args], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`cli ${args[0]} failed: ${r.stderr}${r.stdout}`);
  return { out: r.stdout, ms: performance.now() - t };
};

let server;
try {
  const ordersDir = path.join(work, "orders");
  let t = performance.now();
  for (let i = 0; i < ORDERS; i++) {
    const id = `ORD-${String(i + 1).padStart(6, "0")}`;
    const dir = path.join(ordersDir, id);
    mkdirSync(dir, { recursive: true });
    const tokens = (n, tag) =>
      Array.from({ length: n }, (_, k) => `MT${(i * 7 + k).toString(36)}.${tag}${k}`);
    writeFileSync(
      path.join(dir, "order.json"),
      JSON.stringify({
        orderId: id,
        guildId: String(1100000000000000000n + BigInt(i % 300)),
        invite: `https://discord.gg/inv${i.toString(36)}`,
        stock: ["oneMonthBoosts.txt", "threeMonthBoosts.txt", "oneMonthNitroTokens.txt"][i % 3],
        amount: [2, 4, 6, 8, 14, 28][i % 6],
        "tokens-used": { success: tokens(1 + (i % 7), "s"), failed: tokens(i % 9 === 0 ? 1 : 0, "f") },
        storeLink: "https://store.example.com",
        discordLink: "https://discord.gg/examplestore",
        BBGuildID: String(1200000000000000000n + BigInt(i)),
      }),
    );
  }
  console.log(
    `wrote ${ORDERS.toLocaleString("en-US")} order folders in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  cli("create-seller", "--admin", "--name", "Bench");
  t = performance.now();
  cli("import-orders", ordersDir);
  console.log(`imported them in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  rmSync(ordersDir, { recursive: true, force: true });
  const dbBytes = statSync(path.join(dataDir, "boostdash.sqlite")).size;

  const atRest = cli("backup", path.join(work, "at-rest.sqlite"));
  const atRestBytes = statSync(path.join(work, "at-rest.sqlite")).size;

  // The same under writes: the server answers bot order upserts while the backup runs.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(dist, "main.mjs")], {
    cwd: root,
    env,
  });
  server = child;
  const { url } = await serverReady(child, 60);
  const botKey = cli("reset-bot-key").out.match(/Bot key: (\S+)/)?.[1];
  let stop = false;
  let acked = 0;
  const writer = async (w) => {
    for (let i = 0; !stop; i++) {
      const id = `LIVE-${w}-${i}`;
      const r = await fetch(`${url}/api/bot/orders/${id}`, {
        method: "PUT",
        headers: { Authorization: botKey, "Content-Type": "application/json" },
        body: JSON.stringify({
          orderId: id,
          guildId: "1",
          invite: "https://discord.gg/x",
          stock: "oneMonthBoosts.txt",
          amount: 2,
          "tokens-used": { success: ["a"], failed: [] },
        }),
      });
      await r.text();
      if (r.status === 200) acked++;
    }
  };
  const writers = Array.from({ length: 4 }, (_, w) => writer(w));
  await new Promise((r) => setTimeout(r, 1000));
  const before = acked;
  const underLoad = await new Promise((resolve, reject) => {
    const started = performance.now();
    const p = spawn(
      process.execPath,
      [path.join(dist, "cli.mjs"), "backup", path.join(work, "under-load.sqlite")],
      { cwd: root, env },
    );
    let out = "";
    p.stdout.on("data", (d) => (out += d));
    p.stderr.on("data", (d) => (out += d));
    p.on("exit", (code) =>
      code === 0 ? resolve({ out, ms: performance.now() - started }) : reject(new Error(out)),
    );
  });
  const during = acked - before;
  stop = true;
  await Promise.all(writers);
  const underLoadBytes = statSync(path.join(work, "under-load.sqlite")).size;
  const line = (label, r, bytes) =>
    `| ${label} | ${mb(bytes)} | ${r.out.match(/in (\d+\.\d) s/)?.[1]} s (cli process: ${(r.ms / 1000).toFixed(1)} s) |`;
  console.log(`\nDatabase with ${ORDERS.toLocaleString("en-US")} orders: ${mb(dbBytes)}\n`);
  console.log("| backup | size | time (copy + check) |\n|---|---|---|");
  console.log(line("at rest", atRest, atRestBytes));
  console.log(
    line(
      `under writes (${during} bot order upserts answered meanwhile, 4 writers)`,
      underLoad,
      underLoadBytes,
    ),
  );
} finally {
  server?.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
