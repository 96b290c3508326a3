// `npm run bench` (third part): the dashboard's live events (docs/decisions.md#live-dashboard), figures not
// pass/fail. The bundled server on a fresh SQLite directory: the time from a customer's redeem (the request sent)
// to its event on an open stream, and the server's extra resident memory with 1,000 open streams. The server keeps
// its production settings, the cap of open connections per address included (docs/decisions.md#slow-readers): the
// streams come from 127.0.0.2, 127.0.0.3, ... (all loopback on Linux), a hundred an address, as tabs of many people do.
import http from "node:http";
import { apiJson as json, quantile, rssMb, signInApi, sleep, startServer } from "./benchKit.mjs";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const REDEEMS = Number(process.env.BENCH_EVENT_REDEEMS ?? 30);
/** Streams from one client address: under the server's default cap of 128 connections an address. */
const PER_ADDRESS = 100;
const clientAddress = (i) => `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`;

/**
 * An open stream through node:http (one socket each, as a browser tab keeps) from the loopback address
 * `localAddress`, calling `onFrame` per frame.
 */
function openStream(url, token, localAddress, onFrame = () => undefined) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${url}/api/dashboard/events`,
      { headers: { Authorization: token }, agent: false, localAddress },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk) => {
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            onFrame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
          }
        });
        resolve({ close: () => req.destroy() });
      },
    );
    req.on("error", reject);
  });
}

// A session opens at most 10 streams at once (one per tab, features/events/plugin.ts): the 1,000 streams are 1,000
// tabs of 100 signed-in sessions, which need more logins than the default throttle lets one address make.
const server = await startServer("events", { env: { LOGIN_RATE_LIMIT: "1000" } });
const streams = [];
try {
  const token = await signInApi(server);
  const keys = Array.from({ length: REDEEMS }, (_, i) => ({
    key: `BENCH-KEY-${String(i).padStart(4, "0")}`,
    amount: 2,
    stock: "oneMonthBoosts.txt",
  }));
  await json(`${server.url}/api/bot/redeem-keys`, "POST", { keys }, server.botKey);

  // Latency: one stream, a redeem at a time, from sending the redeem to reading its event.
  const waiting = new Map();
  const listener = await openStream(server.url, token, clientAddress(0), (frame) => {
    const data = /^data: (.*)$/m.exec(frame)?.[1];
    if (!/^event: order$/m.test(frame) || !data) return;
    const { orderId } = JSON.parse(data);
    waiting.get(orderId)?.(performance.now());
  });
  await sleep(200);
  const latencies = [];
  for (const { key } of keys) {
    const arrived = new Promise((resolve) => waiting.set(key, resolve));
    const sent = performance.now();
    await json(`${server.url}/api/redeem/${server.guildId}`, "POST", {
      redeemKey: key,
      discordInvite: "discord.gg/bench",
      email: "bench@example.com",
    });
    latencies.push((await arrived) - sent);
  }
  listener.close();

  // Memory: resident size settled before, then with STREAMS streams open.
  await sleep(1500);
  const before = rssMb(server.child.pid);
  const sessions = [];
  for (let i = 0; i < Math.ceil(STREAMS / 10); i++) sessions.push(await signInApi(server));
  for (let i = 0; i < STREAMS; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) =>
        openStream(server.url, sessions[Math.floor((i + j) / 10)], clientAddress(i + j)),
      ),
    );
    streams.push(...batch);
  }
  await sleep(3000);
  const after = rssMb(server.child.pid);

  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(
    `bench: live events: redeem to event on an open stream, ${REDEEMS} redeems: median ${ms(quantile(latencies, 0.5))}, ` +
      `p95 ${ms(quantile(latencies, 0.95))}, max ${ms(Math.max(...latencies))} (budget 1 s)`,
  );
  console.log(
    `bench: live events: RSS ${before.toFixed(1)} MB idle, ${after.toFixed(1)} MB with ${STREAMS} open streams: ` +
      `+${(after - before).toFixed(1)} MB (budget 50 MB)`,
  );
} finally {
  for (const s of streams) s.close();
  await server.stop();
}
