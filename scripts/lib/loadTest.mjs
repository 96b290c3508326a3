// The speed bench's load test (scripts/bench-speed.mjs): a page's response captured as the wire carries it, a bare
// node:http server replaying it byte for byte, and autocannon (64 connections) against both in interleaved rounds,
// so the ratio says what the server costs beyond writing the same bytes.
import { spawn } from "node:child_process";
import http from "node:http";
import { median } from "../benchKit.mjs";
import { toolFile } from "./benchTools.mjs";

/** A response as the wire carries it: status, raw headers (minus the per-connection ones) and body bytes. */
export function capture(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const raw = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i];
            if (!/^(date|connection|keep-alive)$/i.test(name)) raw.push(name, res.rawHeaders[i + 1]);
          }
          resolve({ status: res.statusCode, headers: raw, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

/** A bare node:http server that answers every request with the captured response. */
function bareServer(response) {
  return new Promise((resolve) => {
    const server = http.createServer((_req, res) => {
      res.writeHead(response.status, response.headers);
      res.end(response.body);
    });
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

/** Runs autocannon in its own process (asynchronously: the bare server lives in this one). */
function autocannon(url, headers, seconds) {
  const args = [toolFile("autocannon/autocannon.js"), "-c", "64", "-d", String(seconds), "-j"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args);
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed: ${err}`));
      const j = JSON.parse(out);
      if (j.non2xx > 0 || j.errors > 0 || j.requests.total === 0) {
        return reject(new Error(`autocannon: ${j.non2xx} non-2xx, ${j.errors} errors on ${url}`));
      }
      resolve({ rps: j.requests.average, p99: j.latency.p99 });
    });
  });
}

/**
 * `url` under load beside a bare server replaying its response: `rounds` rounds of `seconds` each, the bare server
 * first in each, medians of both.
 */
export async function load(label, url, headers, { rounds, seconds }) {
  const response = await capture(url, headers);
  const bare = await bareServer(response);
  const bareUrl = `http://127.0.0.1:${bare.address().port}/`;
  const ours = [];
  const theirs = [];
  for (let round = 0; round < rounds; round++) {
    theirs.push(await autocannon(bareUrl, headers, seconds));
    ours.push(await autocannon(url, headers, seconds));
  }
  bare.close();
  const rps = median(ours.map((r) => r.rps));
  const bareRps = median(theirs.map((r) => r.rps));
  return {
    label,
    bytes: response.body.length,
    rps,
    p99: median(ours.map((r) => r.p99)),
    bareRps,
    bareP99: median(theirs.map((r) => r.p99)),
    ratio: rps / bareRps,
  };
}
